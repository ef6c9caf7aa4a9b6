import { CAPTCHA_FIELD, cleanPhone, cleanSsn, type TEnquiryRequestInput } from '@payee/contract';
import type { EnquiryPayload } from '../api/create-enquiry';

/**
 * What the enquiry form holds while the user types: the schema's input (the SSN as shown, 3-2-4, the phone
 * as digits, `is_client` 1 or 0); the captcha token is added when it is sent.
 */
export type EnquiryFormValues = TEnquiryRequestInput;

/** The empty form, also what it returns to after a successful submit. */
export const ENQUIRY_FORM_DEFAULTS = {
  is_client: 0,
  ssn: '',
  first_name: '',
  last_name: '',
  email: '',
  phone_number: '',
  enquiry_type_id: null,
  description: '',
} satisfies EnquiryFormValues;

/** The form's fields in the order they appear, which is also the order of the error summary. */
export const ENQUIRY_FIELDS = [
  'is_client',
  'ssn',
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'enquiry_type_id',
  'description',
] as const satisfies readonly (keyof EnquiryFormValues)[];

export type EnquiryFieldName = (typeof ENQUIRY_FIELDS)[number];

export function isEnquiryField(name: string): name is EnquiryFieldName {
  return (ENQUIRY_FIELDS as readonly string[]).includes(name);
}

const isGiven = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * The body to send: `is_client` as 1 or 0, the SSN as digits and only for a client,
 * the phone as digits, the captcha token, and no empty, null or undefined field.
 */
export function toEnquiryPayload(values: EnquiryFormValues, captchaToken: string): EnquiryPayload {
  const candidate: Record<string, unknown> = {
    is_client: values.is_client ? 1 : 0,
    ssn: values.is_client ? cleanSsn(values.ssn) : undefined,
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone_number: cleanPhone(values.phone_number),
    enquiry_type_id: values.enquiry_type_id,
    description: values.description?.trim(),
    [CAPTCHA_FIELD]: captchaToken,
  };
  return Object.fromEntries(Object.entries(candidate).filter(([, value]) => isGiven(value))) as unknown as EnquiryPayload;
}
