/**
 * Test support for the onboarding wizard: the detail as `GET /website/onboarding/{code}` answers it, the
 * reference lists the steps load, the area's routes as the router mounts them, and a signed-in onboarding
 * client as sign-in leaves the browser.
 */
import type { RouteObject } from 'react-router';
import { API_PATHS, DEFAULT_COUNTRY_ID, type TOnboardingDetail } from '@payee/contract';
import { OnboardingSuccessPage } from '@/features/onboarding/onboarding-success-page';
import { OnboardingEntryPage, OnboardingWizardPage } from '@/features/onboarding/onboarding-wizard-page';
import { renderRoutes, stubApi, type StubHandler } from './api-stub';

export { renderRoutes, stubApi, type StubHandler };

export const CODE = 'APP-PND226';

const ok =
  (data: unknown): StubHandler =>
  () => ({ status: 200, data });

/** The lists of the wizard, ids as in the reference data's shape. */
export const ONBOARDING_LISTS = {
  'identification-types': [
    { id: 1, name: "Driver's license" },
    { id: 2, name: 'State ID' },
  ],
  benefits: [
    { id: 7, name: 'Social Security (SSA)' },
    { id: 8, name: 'SSI' },
    { id: 9, name: 'VA pension' },
  ],
  bills: [
    { id: 20, name: 'Rent' },
    { id: 21, name: 'Electricity' },
  ],
  'contact-categories': [
    { id: 1, name: 'Doctor' },
    { id: 2, name: 'Landlord' },
    { id: 9, name: 'Other' },
  ],
  'bill-repeat-frequencies': [
    { id: 1, name: 'Monthly' },
    { id: 2, name: 'Weekly' },
  ],
  countries: [
    { id: 39, name: 'Canada' },
    { id: DEFAULT_COUNTRY_ID, name: 'United States' },
  ],
  states: [
    { id: 23, name: 'Michigan' },
    { id: 36, name: 'Ohio' },
  ],
};

/** Stubs every list the wizard reads; reporting accounts answer benefits or bill types by `is_benefit`. */
export function onboardingListRoutes(): Record<string, StubHandler> {
  return {
    'GET /dropdown/identification-types': ok(ONBOARDING_LISTS['identification-types']),
    'GET /dropdown/contact-categories': ok(ONBOARDING_LISTS['contact-categories']),
    'GET /dropdown/bill-repeat-frequencies': ok(ONBOARDING_LISTS['bill-repeat-frequencies']),
    'GET /dropdown/reporting-accounts': ({ params }) => ({
      status: 200,
      data: params.is_benefit === 'true' ? ONBOARDING_LISTS.benefits : ONBOARDING_LISTS.bills,
    }),
    'GET /master/countries': ok(ONBOARDING_LISTS.countries),
    'GET /master/states': ok(ONBOARDING_LISTS.states),
  };
}

/** A pending onboarding with nothing saved (James Carter's). */
export function emptyDetail(fields: Partial<TOnboardingDetail> = {}): TOnboardingDetail {
  return {
    application_code: CODE,
    current_process: 'pending',
    saved_steps: [],
    rejection_reason: [],
    name: 'James Carter',
    date_of_birth: { date: '1962-07-09', formatted_date: '07/09/1962' },
    ssn_number_partial: '4321',
    image_url: null,
    image_name: null,
    health_info: null,
    identifiers: null,
    other_identifier: [],
    client_contacts: [],
    benefits: [],
    client_bills: [],
    ...fields,
  };
}

/** An onboarding with every step up to contacts saved, a contact and a bill (sent back when `rejected`). */
export function savedDetail(fields: Partial<TOnboardingDetail> = {}): TOnboardingDetail {
  return emptyDetail({
    saved_steps: ['document-proofs', 'identifiers', 'medical-details', 'active-benefits', 'client-contacts'],
    image_url: `/api/v1${API_PATHS.onboardingPhoto(CODE)}`,
    image_name: 'james.png',
    health_info: { diagnosis: 'Type 2 diabetes', medications: null, guardianship: null },
    identifiers: {
      identification_type: { id: 1, name: "Driver's license" },
      identity_code: 'C123-456-789',
      photo_id: null,
      debit_card_no: null,
      va_no: null,
      medicaid_no: 'MI-99812',
    },
    other_identifier: [{ id: 31, identity_type: 'Passport', identity_code: 'X1234567' }],
    benefits: [{ id: 8, name: 'SSI', amount: '943.00', effective_from: { date: '2024-01-01' }, effective_till: { date: '2026-12-31' } }],
    client_contacts: [
      {
        id: 51,
        name: 'Dr. Patel',
        contact_category: { id: 1, name: 'Doctor' },
        other_contact_category: null,
        personal_contact: {
          primary_phone: '3135550142',
          other_phone: null,
          primary_email: null,
          other_email: null,
          website: null,
          fax_no: null,
          fax_email: null,
        },
        description: null,
        physical_address: null,
        mailing_address: null,
      },
    ],
    client_bills: [
      {
        id: 61,
        reporting_account: { id: 21, name: 'Electricity' },
        amount: '85.40',
        bill_repeat_frequency: { id: 1, name: 'Monthly' },
        repeat_intervals: 12,
        is_recursive: 1,
        files: [{ file_path: `/api/v1${API_PATHS.onboardingBillFile(CODE, 61)}`, original_name: 'electricity-may.pdf' }],
      },
    ],
    ...fields,
  });
}

/** The detail route answering `detail` (a function: each read may differ, as after a save). */
export const detailRoute = (detail: () => TOnboardingDetail): Record<string, StubHandler> => ({
  [`GET ${API_PATHS.onboardingDetail(CODE)}`]: () => ({ status: 200, data: { data: detail() } }),
  [`GET ${API_PATHS.onboardingPhoto(CODE)}`]: () => ({ status: 200, data: new Blob(['png'], { type: 'image/png' }) }),
});

/** The area's routes as app-areas mounts them; other paths render their path ("Elsewhere"). */
export const onboardingRoutes: RouteObject[] = [
  { path: '/client/onboarding', Component: OnboardingEntryPage },
  { path: '/client/onboarding/success', Component: OnboardingSuccessPage },
  { path: '/client/onboarding/:applicationCode', Component: OnboardingWizardPage },
];

/** Signs an onboarding client in, as sign-in leaves the browser. */
export function signInOnboardingClient(fields: Record<string, unknown> = {}) {
  document.cookie = 'authToken=token-226; path=/';
  localStorage.setItem(
    'userInfo',
    JSON.stringify({
      process_type: 'onboarding',
      current_process: 'pending',
      id: 226,
      application_code: CODE,
      first_name: 'James',
      ...fields,
    }),
  );
}

/** A multipart body's fields as `[name, value]`, files by name. */
export function formEntries(body: unknown): [string, string][] {
  if (!(body instanceof FormData)) return [];
  return [...body.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : `file:${value.name}`]);
}
