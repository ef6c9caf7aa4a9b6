import { CAPTCHA_FIELD, cleanPhone, cleanSsn, INTAKE_FIRST_SAVE_STEPS, type IntakeStepSlug } from '@payee/contract';
import { toParts as toBracketParts, type PayloadPart } from '@/lib/multipart';
import { FIRST_SAVE_STEP, stepFields } from './step-flow';
import type { IntakeFormValues } from './values';

/*
 * The multipart body of an intake save, written by lib/multipart: nested objects
 * as brackets (`physical_address[line_1]`), lists as `race_id[0]`, `benefit[income_types][0]`, files as parts,
 * and every empty value ('' / null / empty list) left out. The server parses the brackets back with `qs`.
 */

export { toFormData, type PayloadPart } from '@/lib/multipart';

/** Steps whose answers the first save (`POST /website/intake`) sends: everything up to Login Details. */
export const FIRST_SAVE_STEPS: readonly IntakeStepSlug[] = INTAKE_FIRST_SAVE_STEPS;

const PHONE_FIELD = /(^|_)(phone|fax)$/;
const AMOUNT_FIELDS = new Set(['food_stamp', 'life_insurance', 'monthly_income', 'rent_amount']);

/** A value as sent: phones as digits, the SSN as 9 digits, amounts as the number typed, text trimmed. */
function cleanValue(key: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (key === 'ssn') return cleanSsn(value);
  if (PHONE_FIELD.test(key)) return cleanPhone(value);
  if (AMOUNT_FIELDS.has(key)) return value.replace(/[\s,]+/g, '');
  return value.trim();
}

/** Flattens a value into parts named with brackets, leaving out empty values, each value cleaned as sent. */
export const toParts = (name: string, value: unknown): PayloadPart[] => toBracketParts(name, value, cleanValue);

function valueAt(values: IntakeFormValues, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, segment) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined),
      values,
    );
}

const bracketName = (path: string) => {
  const [head, ...rest] = path.split('.');
  return `${head}${rest.map((segment) => `[${segment}]`).join('')}`;
};

/**
 * The values a set of steps owns. A mailing address "same as" the physical one is sent with the physical
 * address's values (the physical values are copied).
 */
export function stepValueParts(slugs: readonly IntakeStepSlug[], values: IntakeFormValues): PayloadPart[] {
  const paths = [...new Set(slugs.flatMap((slug) => stepFields(slug)))];
  return paths.flatMap((path) => {
    let value = valueAt(values, path);
    if (path === 'mailing_address' && values.mailing_address.is_same_as_primary_address === 1) {
      value = { ...values.physical_address, is_same_as_primary_address: 1 };
    }
    return toParts(bracketName(path), value);
  });
}

/** What a new application carries besides its answers: the state's branch, the programs and the captcha. */
export interface CreateEnvelope {
  branchId: number;
  programIds: readonly number[];
  captchaToken: string;
}

/** `POST /website/intake`: step `login-details`, the branch, the programs, steps 1-4 and the captcha token. */
export function createParts(values: IntakeFormValues, envelope: CreateEnvelope): PayloadPart[] {
  return [
    ...toParts('step', FIRST_SAVE_STEP),
    ...toParts('branch_id', envelope.branchId),
    ...toParts('program_id', [...envelope.programIds]),
    ...stepValueParts(FIRST_SAVE_STEPS, values),
    ...toParts(CAPTCHA_FIELD, envelope.captchaToken),
  ];
}

/** Which saved application an update is for. */
export interface UpdateEnvelope {
  id: number;
  applicationCode: string;
}

/** `POST /website/intake/update?id=`: the step's slug, the application's id and code, and that step's answers. */
export function updateParts(slug: IntakeStepSlug, values: IntakeFormValues, envelope: UpdateEnvelope): PayloadPart[] {
  return [
    ...toParts('step', slug),
    ...toParts('id', envelope.id),
    ...toParts('application_code', envelope.applicationCode),
    ...stepValueParts([slug], values),
  ];
}
