/**
 * Test support for the intake form's frame: a saved application as `GET /website/intake` reads it back, the
 * reference lists the first four steps load, and the form's routes mounted as the router mounts them.
 */
import type { RouteObject } from 'react-router';
import { DEFAULT_COUNTRY_ID, INTAKE_STEP_SLUGS, type TIntakeApplication } from '@payee/contract';
import { renderRoutes, stubApi, type StubHandler } from '@/test/api-stub';
import { IntakeFormPage } from '@/features/intake/form/intake-form-page';

export { renderRoutes, stubApi, type StubHandler };

const ok =
  (data: unknown): StubHandler =>
  () => ({ status: 200, data });
const list = (...names: string[]) => names.map((name, index) => ({ id: index + 1, name }));

/** The lists of steps 1-4 (and the "Other" lists the form's checks read), ids as in the reference data. */
export const FORM_LISTS = {
  'case-manager-agencies': [
    { id: 1, name: 'Riverbend Community Mental Health' },
    { id: 2, name: 'Capitol Region Behavioral Health Partners' },
    { id: 9, name: 'Other' },
  ],
  caseManagersOfAgency1: [
    { id: 1, name: 'Alicia Romero', slug: 'alicia-romero' },
    { id: 9, name: 'Jordan Miles', slug: 'jordan-miles' },
  ],
  caseManagers: [
    { id: 1, name: 'Alicia Romero', slug: 'alicia-romero' },
    { id: 5, name: 'Dana Whitfield', slug: 'dana-whitfield' },
    { id: 9, name: 'Jordan Miles', slug: 'jordan-miles' },
    { id: 21, name: 'Other', slug: 'other' },
  ],
  relationships: list('Parent', 'Child', 'Sibling'),
  'language-fluencies': list('Very well', 'Well', 'Not well'),
  'marital-statuses': list('Single (never married)', 'Married'),
  genders: list('Female', 'Male', 'Non-binary', 'Prefer not to say', 'Other'),
  ethnicities: list('Hispanic or Latino', 'Not Hispanic or Latino'),
  races: list(
    'American Indian or Alaska Native',
    'Asian',
    'Black or African American',
    'Middle Eastern or North African',
    'Native Hawaiian or Other Pacific Islander',
    'White',
    'Prefer not to say',
    'Other',
  ),
  languages: list('English', 'Spanish'),
  sources: list(
    'Internet search',
    'Social media',
    'Case manager',
    'Family member or friend',
    'Social Security Administration',
    'Hospital or clinic',
    'Community mental health agency',
    'Court or probate office',
    'Flyer or brochure',
    'Community event',
    'Radio or TV',
    'Other',
  ),
  countries: [
    { id: 39, name: 'Canada' },
    { id: DEFAULT_COUNTRY_ID, name: 'United States' },
  ],
  states: [
    { id: 23, name: 'Michigan' },
    { id: 36, name: 'Ohio' },
  ],
};

/** Stubs every list the form reads; `/dropdown/case-managers` answers agency 1's list when asked by agency. */
export function formListRoutes(): Record<string, StubHandler> {
  const routes: Record<string, StubHandler> = {
    'GET /master/countries': ok(FORM_LISTS.countries),
    'GET /master/states': ok(FORM_LISTS.states),
    'GET /dropdown/case-managers': ({ params }) => {
      if (params.agency_id === undefined) return { status: 200, data: FORM_LISTS.caseManagers };
      return { status: 200, data: params.agency_id === '1' ? FORM_LISTS.caseManagersOfAgency1 : [] };
    },
  };
  for (const name of [
    'case-manager-agencies',
    'relationships',
    'language-fluencies',
    'marital-statuses',
    'genders',
    'ethnicities',
    'races',
    'languages',
    'sources',
  ] as const) {
    routes[`GET /dropdown/${name}`] = ok(FORM_LISTS[name]);
  }
  for (const name of ['contact-categories', 'employment-statuses', 'income-types', 'housing-types', 'referrals']) {
    routes[`GET /dropdown/${name}`] = ok(list('First', 'Other'));
  }
  return routes;
}

/** A saved application whose every step is complete and saved (SSA documents included), read back as the API does. */
export function savedApplication(fields: Partial<TIntakeApplication> = {}): TIntakeApplication {
  return {
    id: 41,
    application_code: 'APP-NEW041',
    client_group: null,
    branch: { id: 1, name: 'Detroit' },
    programs: [1],
    is_draft: 1,
    saved_steps: [...INTAKE_STEP_SLUGS],
    application_status: null,
    rejection_reason: [],
    title: null,
    first_name: 'Rosa',
    middle_name: null,
    last_name: 'Delgado',
    suffix: null,
    ssn: '123456789',
    date_of_birth: { date: '1958-04-02', formatted_date: '04/02/1958' },
    birth_city: 'Detroit',
    birth_country: { id: DEFAULT_COUNTRY_ID, name: 'United States' },
    birth_state: { id: 23, name: 'Michigan' },
    birth_state_name: null,
    english_fluency: null,
    marital_status: { id: 2, name: 'Married' },
    mother_name: null,
    father_name: null,
    gender: { id: 1, name: 'Female' },
    other_gender: null,
    ethnicity: null,
    races: [{ id: 6, name: 'White' }],
    other_race: null,
    language: { id: 1, name: 'English' },
    source: { id: 1, name: 'Internet search' },
    other_source: null,
    user: { username: 'rosa.delgado' },
    representative: {
      type: 'myself',
      preferred_communication: 1,
      case_manager: null,
      name: null,
      agency: null,
      other_agency: null,
      relationship: null,
      primary_phone: null,
      other_phone: null,
      primary_email: null,
      other_email: null,
    },
    personal_contact: { primary_phone: '3135550100', other_phone: null, primary_email: 'rosa@example.org', other_email: null },
    physical_address: {
      line_1: '120 Main Street',
      line_2: null,
      is_international: 0,
      city_name: 'Detroit',
      state: { id: 23, name: 'Michigan' },
      state_name: null,
      county: 'Wayne',
      country: null,
      zip_code: '48201',
    },
    mailing_address: {
      line_1: '120 Main Street',
      line_2: null,
      is_international: 0,
      city_name: 'Detroit',
      state: { id: 23, name: 'Michigan' },
      state_name: null,
      county: 'Wayne',
      country: null,
      zip_code: '48201',
      is_same_as_primary_address: 1,
    },
    emergency_contact: {
      name: 'Luis Delgado',
      contact_category: { id: 1, name: 'First' },
      primary_phone: '3135550101',
      other_phone: null,
      primary_email: 'luis@example.org',
      other_email: null,
    },
    benefit: {
      food_stamp: 0,
      life_insurance: null,
      life_insurance_type: null,
      veteran_service_no: null,
      employment_status: { id: 1, name: 'First' },
      other_employment: null,
      monthly_income: 943.5,
      income_types: [{ id: 1, name: 'First' }],
      other_income: null,
    },
    housing: {
      housing_provider: null,
      move_in_date: null,
      house_type: { id: 7, name: 'Homeless' },
      landlord_primary_phone: null,
      landlord_other_phone: null,
      landlord_fax: null,
      rent_amount: null,
      landlord_primary_email: null,
      landlord_other_email: null,
      remarks: null,
    },
    referral: null,
    referral_agency: null,
    referral_date: null,
    ssa_documents: [
      { slug: 'ssa-623', file_path: 'a.pdf', original_name: 'ssa-623.pdf' },
      { slug: 'ssa-11-bk', file_path: 'b.pdf', original_name: 'ssa-11.pdf' },
      { slug: 'ssa-1696', file_path: 'c.pdf', original_name: 'ssa-1696.pdf' },
    ],
    ...fields,
  };
}

/** The form's routes as the intake area mounts them, plus the pages it leads to (rendered as their path). */
export const intakeFormRoutes: RouteObject[] = [
  { path: '/client/intake/new', Component: IntakeFormPage },
  { path: '/client/intake/resume/:id', Component: IntakeFormPage },
];

/** Signs an intake applicant in, as the resume sign-in leaves the browser. */
export function signInApplicant(fields: Record<string, unknown> = {}) {
  document.cookie = 'authToken=token-41; path=/';
  localStorage.setItem(
    'userInfo',
    JSON.stringify({
      process_type: 'intake',
      current_process: 'pending',
      id: 41,
      application_code: 'APP-NEW041',
      first_name: 'Rosa',
      ...fields,
    }),
  );
}
