import { API_PREFIX } from '@payee/contract';
import { expect } from 'vitest';
import { demoJpeg, demoPdf, demoPng } from '../../src/seed/demo-documents';
export { staffToken } from './staff';
import type { TestApp } from './app';
import { bearer } from './clients';

export const INTAKE = `${API_PREFIX}/website/intake`;
export const updateUrl = (id: number | string) => `${INTAKE}/update?id=${id}`;
export const submitUrl = (id: number | string) => `${INTAKE}/submit?id=${id}`;
export const documentUrl = (slug: string) => `${INTAKE}/documents/${slug}`;
export const ADMIN_INTAKE = `${API_PREFIX}/admin/intake`;

/** A file part of a form: bytes, the name the browser sends and the type it declares. */
export class FilePart {
  constructor(
    readonly bytes: Buffer | string,
    readonly filename: string,
    readonly type: string,
  ) {}
}

export type FormValues = { [key: string]: unknown };

/**
 * Nested values as the web's payload builder sends them: bracket names (`physical_address[county]`,
 * `race_id[0]`), empty values dropped, files as parts.
 */
export function toFormData(values: FormValues, form = new FormData(), prefix?: string): FormData {
  for (const [key, value] of Object.entries(values)) {
    const name = prefix ? `${prefix}[${key}]` : key;
    if (value === undefined || value === null || value === '') continue;
    if (value instanceof FilePart) {
      form.append(
        name,
        new Blob([typeof value.bytes === 'string' ? value.bytes : new Uint8Array(value.bytes)], { type: value.type }),
        value.filename,
      );
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        if (item !== undefined && item !== null && item !== '') form.append(`${name}[${index}]`, String(item));
      });
    } else if (typeof value === 'object') {
      toFormData(value as FormValues, form, name);
    } else {
      form.append(name, String(value));
    }
  }
  return form;
}

/** A multipart body exactly as a browser's FormData would send it. */
export async function multipart(values: FormValues) {
  const request = new Request('http://localhost/', { method: 'POST', body: toFormData(values) });
  return {
    headers: { 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  };
}

export const CAPTCHA = { 'g-recaptcha-response': 'dev-captcha:intake' };
export const OTHER = { gender: 5, race: 8, source: 12, employment: 8, income: 13, agency: 9, caseManager: 21 };
export const MICHIGAN = 23;
export const US = 233;
export const CANADA = 39;

/** The first save's answers of an applicant helped by a relative (steps 1 to 4, state and program). */
export function createValues(overrides: FormValues = {}): FormValues {
  return {
    step: 'login-details',
    branch_id: 23,
    program_id: [1],
    representative: {
      representative_type: 'relative',
      name: 'Helen Miller',
      relationship_id: 2,
      primary_phone: '(517) 555-0142',
      other_phone: '5175550199',
      primary_email: 'helen.miller@example.org',
      other_email: 'helen.m@example.net',
      preferred_communication: 2,
    },
    personal_contact: {
      primary_phone: '5175550143',
      other_phone: '5175550144',
      primary_email: 'grace.miller@example.org',
      other_email: 'gm@example.net',
    },
    title: 'Mrs.',
    first_name: 'Grace',
    middle_name: 'Ann',
    last_name: 'Miller',
    suffix: 'Sr.',
    ssn: '987-00-0301',
    date_of_birth: '1950-06-15',
    birth_city: 'Lansing',
    birth_state_id: MICHIGAN,
    birth_country_id: US,
    english_fluency_id: 1,
    marital_status_id: 6,
    mother_name: 'Ruth Miller',
    father_name: 'Paul Miller',
    gender_id: OTHER.gender,
    other_gender: 'Two-spirit',
    ethnicity_id: 2,
    race_id: [6, OTHER.race],
    other_race: 'Irish traveller',
    language_id: 1,
    source_id: OTHER.source,
    other_source: 'Church newsletter',
    username: 'grace.miller',
    password: 'Grace@Intake1',
    confirm_password: 'Grace@Intake1',
    ...CAPTCHA,
    ...overrides,
  };
}

/** Each later step's answers, as the form sends them. */
export const STEP_VALUES = {
  'address-details': {
    physical_address: {
      line_1: '1200 Washington Ave',
      line_2: 'Apt 4',
      is_international: 0,
      city_name: 'Lansing',
      state_id: MICHIGAN,
      county: 'Ingham',
      country_id: US,
      zip_code: '48933',
    },
    mailing_address: {
      is_same_as_primary_address: 0,
      line_1: '55 King Street West',
      is_international: 1,
      city_name: 'Toronto',
      state_name: 'Ontario',
      country_id: CANADA,
      zip_code: '51234',
    },
  },
  'emergency-contact': {
    emergency_contact: {
      name: 'Tom Miller',
      contact_category_id: 8,
      primary_phone: '5175550150',
      other_phone: '5175550151',
      primary_email: 'tom.miller@example.org',
      other_email: 'tom@example.net',
    },
  },
  'benefit-details': {
    benefit: { food_stamp: '0', life_insurance: '5000.50', life_insurance_type: 'Whole life', veteran_service_no: 'VA-12345' },
  },
  'employment-details': {
    benefit: {
      employment_status: OTHER.employment,
      other_employment: 'Volunteer',
      monthly_income: '1182.5',
      income_types: [3, OTHER.income],
      other_income: 'Annuity',
    },
  },
  'housing-details': {
    housing: {
      house_type_id: 1,
      housing_provider: 'Lansing Gardens Apartments',
      move_in_date: '2019-04-01',
      landlord_primary_phone: '5175550160',
      landlord_other_phone: '5175550161',
      landlord_fax: '5175550162',
      rent_amount: '650',
      landlord_primary_email: 'office@lansinggardens.example',
      landlord_other_email: 'manager@lansinggardens.example',
      remarks: 'Rent is due on the 5th.',
    },
  },
  'referral-details': { referral_id: 4, referral_agency: 'Riverbend Community Mental Health', referral_date: '2026-01-10' },
} satisfies Record<string, FormValues>;

/** The three SSA documents as valid files of each kind. */
export async function validDocuments() {
  return {
    ssa_6233: new FilePart(demoPng(), 'ssa-623.png', 'image/png'),
    ssa_11_bk: new FilePart(demoJpeg(), 'SSA 11 – signed.JPG', 'image/jpeg'),
    ssa_1696: new FilePart(await demoPdf('SSA-1696'), 'ssa-1696.pdf', 'application/pdf'),
  };
}

export interface CreatedApplication {
  id: number;
  code: string;
  token: string;
  body: { message: string; token: string; data: Record<string, unknown> & { id: number; application_id: string; token: string } };
}

export async function postCreate(ctx: TestApp, values: FormValues) {
  return ctx.app.inject({ method: 'POST', url: INTAKE, ...(await multipart(values)) });
}

/** Starts an application (201 expected) and answers its id, code and the applicant's token. */
export async function createApplication(ctx: TestApp, overrides: FormValues = {}): Promise<CreatedApplication> {
  const response = await postCreate(ctx, createValues(overrides));
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json<CreatedApplication['body']>();
  return { id: body.data.id, code: body.data.application_id, token: body.token, body };
}

/** `POST /website/intake/update?id=` with one step's values. */
export async function saveStep(ctx: TestApp, app: Pick<CreatedApplication, 'id' | 'code' | 'token'>, step: string, values: FormValues) {
  const body = await multipart({ id: app.id, application_code: app.code, ...values, step });
  return ctx.app.inject({
    method: 'POST',
    url: updateUrl(app.id),
    headers: { ...bearer(app.token), ...body.headers },
    payload: body.payload,
  });
}

/** Saves every step after the first save, documents included (each must answer 200). */
export async function completeApplication(ctx: TestApp, app: Pick<CreatedApplication, 'id' | 'code' | 'token'>) {
  for (const [step, values] of Object.entries(STEP_VALUES)) {
    const response = await saveStep(ctx, app, step, values);
    expect(response.statusCode, `${step}: ${response.body}`).toBe(200);
  }
  const documents = await saveStep(ctx, app, 'ssa-documents', await validDocuments());
  expect(documents.statusCode, documents.body).toBe(200);
}

export function readApplication(ctx: TestApp, token: string) {
  return ctx.app.inject({ method: 'GET', url: INTAKE, headers: bearer(token) });
}

export function submitApplication(ctx: TestApp, app: Pick<CreatedApplication, 'id' | 'token'>) {
  return ctx.app.inject({ method: 'POST', url: submitUrl(app.id), headers: bearer(app.token) });
}

/** `POST /admin/intake/{application}/decision` as staff. */
export function decide(ctx: TestApp, token: string, application: string | number, body: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: `${ADMIN_INTAKE}/${application}/decision`,
    headers: bearer(token),
    payload: body as object,
  });
}

/** Starts, completes and sends in an application; answers it. */
export async function submittedApplication(ctx: TestApp, overrides: FormValues = {}) {
  const created = await createApplication(ctx, overrides);
  await completeApplication(ctx, created);
  const response = await submitApplication(ctx, created);
  expect(response.statusCode, response.body).toBe(200);
  return created;
}

let sequence = 0;
/** A new applicant's SSN and username, so one test's application never clashes with another's. */
export function freshApplicant(overrides: FormValues = {}): FormValues {
  sequence += 1;
  return { ssn: `98700${String(2000 + sequence).padStart(4, '0')}`, username: `applicant.${sequence}`, ...overrides };
}
