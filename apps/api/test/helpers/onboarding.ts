import { API_PREFIX, type CurrentProcess } from '@payee/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { clientUsers } from '../../src/db/schema/index';
import { demoJpeg, demoPdf, demoPng } from '../../src/seed/demo-documents';
import { createClientUser } from '../../src/modules/clients/service';
import type { TestApp } from './app';
import { bearer, tokenFor } from './clients';
import { FilePart, type FormValues } from './intake';

export const ONBOARDING = `${API_PREFIX}/website/onboarding`;
export const SAVE_URL = `${ONBOARDING}?_method=PUT`;
export const ADMIN_ONBOARDING = `${API_PREFIX}/admin/onboarding`;
export const ONBOARDING_CAPTCHA = { 'g-recaptcha-response': 'dev-captcha:onboarding' };
export const ONBOARDING_PASSWORD = 'Onboard@Test1';

/** Reference ids of migration 0001 the tests choose. */
export const REF = {
  stateId: 1,
  passport: 3,
  ssa: 1,
  ssdi: 3,
  veterans: 4,
  wages: 6,
  rent: 7,
  utilities: 8,
  monthly: 3,
  doctor: 1,
  otherCategory: 12,
  michigan: 23,
  us: 233,
  canada: 39,
} as const;

let sequence = 0;

export interface OnboardingClient {
  id: number;
  code: string;
  username: string;
  token: string;
}

/** A new onboarding client (pending unless told) with its own SSN, username and code, signed in. */
export async function createOnboardingClient(
  ctx: TestApp,
  currentProcess: CurrentProcess = 'pending',
  overrides: { email?: string | null } = {},
): Promise<OnboardingClient> {
  sequence += 1;
  const n = String(sequence).padStart(4, '0');
  const username = `onboard.${sequence}.${Math.random().toString(36).slice(2, 6)}`;
  const id = await createClientUser(ctx.database.db, ctx.config.APP_ENCRYPTION_KEY, {
    username,
    password: ONBOARDING_PASSWORD,
    ssn: `98711${n}`,
    dateOfBirth: '1960-04-12',
    firstName: 'Nora',
    middleName: 'May',
    lastName: `Onboard${sequence}`,
    email: overrides.email === undefined ? `${username}@example.org` : overrides.email,
    processType: 'onboarding',
    currentProcess,
  });
  const token = await tokenFor(ctx, username, ONBOARDING_PASSWORD);
  const [row] = await ctx.database.db.select({ code: clientUsers.applicationCode }).from(clientUsers).where(eq(clientUsers.id, id));
  return { id, code: row!.code, username, token };
}

/**
 * Nested values as the wizard's payload builder sends them: bracket names for objects and
 * lists of objects (`client_bills[0][files][0]`, `client_contacts[1][personal_contact][primary_email]`), empty
 * values dropped, files as parts.
 */
export function wizardFormData(values: unknown, form = new FormData(), name = ''): FormData {
  if (values === undefined || values === null || values === '') return form;
  if (values instanceof FilePart) {
    const bytes = typeof values.bytes === 'string' ? values.bytes : new Uint8Array(values.bytes);
    form.append(name, new Blob([bytes], { type: values.type }), values.filename);
  } else if (Array.isArray(values)) {
    values.forEach((item, index) => wizardFormData(item, form, `${name}[${index}]`));
  } else if (typeof values === 'object') {
    for (const [key, value] of Object.entries(values)) wizardFormData(value, form, name ? `${name}[${key}]` : key);
  } else {
    form.append(name, String(values));
  }
  return form;
}

/** A multipart body exactly as a browser's FormData would send it. */
export async function wizardMultipart(values: FormValues) {
  const request = new Request('http://localhost/', { method: 'POST', body: wizardFormData(values) });
  return { headers: { 'content-type': request.headers.get('content-type')! }, payload: Buffer.from(await request.arrayBuffer()) };
}

/** `POST /website/onboarding?_method=PUT` with one step's values (multipart, bracket names). */
export async function saveOnboardingStep(
  ctx: TestApp,
  token: string,
  step: string,
  values: FormValues = {},
  options: { captcha?: boolean } = {},
) {
  const body = await wizardMultipart({ step, ...(options.captcha === false ? {} : ONBOARDING_CAPTCHA), ...values });
  return ctx.app.inject({ method: 'POST', url: SAVE_URL, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
}

export function readOnboarding(ctx: TestApp, token: string, code?: string) {
  return ctx.app.inject({ method: 'GET', url: code === undefined ? ONBOARDING : `${ONBOARDING}/${code}`, headers: bearer(token) });
}

export const photo = () => new FilePart(demoPng(32, 32), 'me.png', 'image/png');
export const jpegBill = () => new FilePart(demoJpeg(), 'electric bill.jpg', 'image/jpeg');
export const pdfBill = async (title = 'Rent receipt') => new FilePart(await demoPdf(title), `${title}.pdf`, 'application/pdf');

/** Each step's answers, as the wizard sends them. */
export const STEPS = {
  identifiers: {
    identifiers: {
      identification_type_id: REF.passport,
      identity_code: 'P1234567',
      debit_card_no: '4111 1111 1111 1111',
      va_no: 'VA-778899',
      medicaid_no: 'MI-55667788',
      photo_id: 'PH-1',
    },
    other_identifiers: [
      { identity_type: 'Medicare card', identity_code: '1EG4-TE5-MK73' },
      { identity_type: 'Library card', identity_code: 'LIB-42' },
    ],
  },
  'medical-details': { health_info: { diagnosis: 'Type 2 diabetes', medications: 'Metformin 500 mg', guardianship: 'None' } },
  'active-benefits': {
    active_benefits: [
      { reporting_account_id: REF.ssdi, benefit_amount: '943.10', effective_from: '2024-01-01', effective_till: '2026-12-31' },
      { reporting_account_id: REF.veterans, benefit_amount: '0', effective_from: '2025-03-01', effective_till: '2025-03-01' },
    ],
  },
  'client-contacts': {
    client_contacts: [
      {
        name: 'Dr. Anita Patel',
        contact_category_id: REF.doctor,
        description: 'Family doctor',
        personal_contact: {
          primary_phone: '(517) 555-0101',
          primary_email: 'patel@clinic.example',
          website: 'https://clinic.example',
          fax_no: '5175550102',
          fax_email: 'fax@clinic.example',
        },
        physical_address: {
          line_1: '1 Clinic Way',
          is_international: 0,
          city_name: 'Lansing',
          state_id: REF.michigan,
          county: 'Ingham',
          country_id: REF.us,
          zip_code: '48933',
        },
        mailing_address: { is_same_as_primary_address: 1 },
      },
      {
        name: 'Sam Lee',
        contact_category_id: REF.otherCategory,
        other_contact_category: 'Neighbour',
        personal_contact: { primary_phone: '5175550103' },
        physical_address: { is_international: 0 },
        mailing_address: {
          is_same_as_primary_address: 0,
          line_1: '55 King Street West',
          is_international: 1,
          city_name: 'Toronto',
          state_name: 'Ontario',
          country_id: REF.canada,
          zip_code: '51234',
        },
      },
    ],
  },
} satisfies Record<string, FormValues>;

/** Three bills, one recurring, each with its file. */
export async function billValues(): Promise<FormValues> {
  return {
    client_bills: [
      {
        reporting_account_id: REF.rent,
        amount: '650.00',
        is_recursive: 1,
        bill_repeat_frequency_id: REF.monthly,
        repeat_intervals: 12,
        files: [await pdfBill()],
      },
      { reporting_account_id: REF.utilities, amount: '82.45', is_recursive: 0, files: [jpegBill()] },
      { reporting_account_id: REF.wages, amount: '19.99', files: [new FilePart(demoPng(), 'phone.png', 'image/png')] },
    ],
  };
}

/** Saves steps 1-5 (each must answer 200). */
export async function saveStepsOneToFive(ctx: TestApp, token: string) {
  for (const [step, values] of [['document-proofs', { image: photo() }], ...Object.entries(STEPS)] as [string, FormValues][]) {
    const response = await saveOnboardingStep(ctx, token, step, values);
    expect(response.statusCode, `${step}: ${response.body}`).toBe(200);
  }
}

/** A client who completed and submitted the wizard (inProgress). */
export async function submittedOnboarding(ctx: TestApp): Promise<OnboardingClient> {
  const client = await createOnboardingClient(ctx);
  await saveStepsOneToFive(ctx, client.token);
  const response = await saveOnboardingStep(ctx, client.token, 'bills', await billValues());
  expect(response.statusCode, response.body).toBe(200);
  return client;
}

/** Staff actions. */
export function staffAction(
  ctx: TestApp,
  staff: string,
  client: string | number,
  action: 'invite' | 'send-back' | 'activate',
  body: object = {},
) {
  return ctx.app.inject({ method: 'POST', url: `${ADMIN_ONBOARDING}/${client}/${action}`, headers: bearer(staff), payload: body });
}
