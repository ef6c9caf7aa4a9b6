import type { z } from 'zod';
import {
  cleanPhone,
  emptyFormValues,
  ZActiveBenefitSchema,
  ZClientBillSchema,
  ZClientContactSchema,
  ZHealthInfoSchema,
  ZIdentifiersSchema,
  ZOtherIdentifierSchema,
  type FormFlag,
  type FormValues,
  type TClientContactRead,
  type TOnboardingDetail,
} from '@payee/contract';

/*
 * What the onboarding wizard holds while the client types: one react-hook-form over the six steps, each
 * section's fields and types read from the contract's schemas (packages/contract/src/schemas/onboarding.ts),
 * the ones the server runs, so names are the server's: a server error keyed `client_bills.0.amount` is set
 * with `setError('client_bills.0.amount')`. Text, phones (digits), amounts and dates (yyyy-MM-dd) are strings,
 * '' when empty; choices an id or null; flags 1 or 0.
 *
 * Two sections are the form's own: the benefits of step 4 are held per benefit, keyed by its id
 * (`benefits.b7`), ticked or not, because the server's `active_benefits.{index}` errors are shown at the
 * benefit whose id was sent at that index; and files are File objects (`image`, each
 * bill's `files`) with what is already saved beside them (read from the detail, never sent back).
 */

export type IdentifiersValues = FormValues<z.input<typeof ZIdentifiersSchema>>;
export type OtherIdentifierValues = FormValues<z.input<typeof ZOtherIdentifierSchema>>;
export type HealthInfoValues = FormValues<z.input<typeof ZHealthInfoSchema>>;
type ActiveBenefitValues = FormValues<z.input<typeof ZActiveBenefitSchema>>;
/** One benefit of the list: ticked or not, and its amount and dates. */
export type BenefitChoiceValues = Omit<ActiveBenefitValues, 'reporting_account_id'> & { is_selected: FormFlag };
export type ClientContactValues = FormValues<z.input<typeof ZClientContactSchema>>;
export type ContactAddressValues = ClientContactValues['physical_address'];
export type ContactMailingValues = ClientContactValues['mailing_address'];

/** A file saved on the server: its name and the API path that streams it to its owner. */
export interface SavedFile {
  name: string;
  path: string;
}

/** One bill: the contract's fields, the file chosen now (sent as `files[0]`) and the one saved before. */
export type ClientBillValues = FormValues<z.input<typeof ZClientBillSchema>> & { files: File | null; saved_file: SavedFile | null };

export interface OnboardingFormValues {
  /** Step 1: the profile photo chosen now (the saved one is the detail's image_url). */
  image: File | null;
  identifiers: IdentifiersValues;
  other_identifiers: OtherIdentifierValues[];
  health_info: HealthInfoValues;
  /** Step 4, keyed `b{benefit id}`. */
  benefits: Record<string, BenefitChoiceValues>;
  client_contacts: ClientContactValues[];
  client_bills: ClientBillValues[];
}

/** The form's key of a benefit: `b7` (a number would make react-hook-form hold a list). */
export const benefitKey = (benefitId: number) => `b${benefitId}`;
/** The benefit id of a key `b7`, or null. */
export const benefitIdOf = (key: string): number | null => (/^b\d+$/.test(key) ? Number(key.slice(1)) : null);

export const emptyOtherIdentifier = (): OtherIdentifierValues => emptyFormValues(ZOtherIdentifierSchema);
export const emptyBenefitChoice = (): BenefitChoiceValues => {
  const { reporting_account_id: _id, ...empty } = emptyFormValues(ZActiveBenefitSchema);
  return { ...empty, is_selected: 0 };
};
export const emptyContact = (): ClientContactValues => emptyFormValues(ZClientContactSchema);
export const emptyBill = (): ClientBillValues => ({ ...emptyFormValues(ZClientBillSchema), files: null, saved_file: null });

/** A wizard with nothing saved: one contact and one bill to start from (empty ones are never sent). */
export function emptyOnboardingValues(): OnboardingFormValues {
  return {
    image: null,
    identifiers: emptyFormValues(ZIdentifiersSchema),
    other_identifiers: [],
    health_info: emptyFormValues(ZHealthInfoSchema),
    benefits: {},
    client_contacts: [emptyContact()],
    client_bills: [emptyBill()],
  };
}

const text = (value: string | null | undefined) => value ?? '';

/**
 * The answers read back under their own names (`guardianship`, `repeat_intervals`…), each as saved or, when
 * not given, the form's empty value: an answer added to a step and to the read-back schema comes back with no
 * line here. The answers read back in another shape (a choice as `{ id, name }`) follow in each section.
 */
function sameNamed<V extends object>(saved: object, empty: V): V {
  const read = saved as Record<string, unknown>;
  return Object.fromEntries(Object.entries(empty).map(([field, emptyValue]) => [field, read[field] ?? emptyValue])) as V;
}
const idOf = (ref: { id: number } | null | undefined) => ref?.id ?? null;
/** yyyy-MM-dd from a date or a date-time string. */
const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');

function contactValues(contact: TClientContactRead): ClientContactValues {
  const details = contact.personal_contact;
  const physical = contact.physical_address;
  const mailing = contact.mailing_address;
  const empty = emptyContact();
  return {
    id: contact.id,
    name: contact.name,
    contact_category_id: idOf(contact.contact_category),
    other_contact_category: text(contact.other_contact_category),
    description: text(contact.description),
    personal_contact: {
      primary_phone: cleanPhone(details.primary_phone),
      other_phone: cleanPhone(details.other_phone),
      primary_email: text(details.primary_email),
      other_email: text(details.other_email),
      website: text(details.website),
      fax_no: cleanPhone(details.fax_no),
      fax_email: text(details.fax_email),
    },
    physical_address: physical
      ? {
          line_1: text(physical.line_1),
          line_2: text(physical.line_2),
          // A contact's physical address is in the United States (the wizard sends is_international 0).
          is_international: 0,
          city_name: text(physical.city_name),
          state_id: idOf(physical.state),
          state_name: text(physical.state_name),
          county: text(physical.county),
          country_id: null,
          zip_code: text(physical.zip_code),
        }
      : empty.physical_address,
    mailing_address: mailing
      ? {
          line_1: text(mailing.line_1),
          line_2: text(mailing.line_2),
          is_international: mailing.is_international,
          city_name: text(mailing.city_name),
          state_id: idOf(mailing.state),
          state_name: text(mailing.state_name),
          county: text(mailing.county),
          country_id: idOf(mailing.country),
          zip_code: text(mailing.zip_code),
          is_same_as_primary_address: mailing.is_same_as_primary_address,
        }
      : empty.mailing_address,
  };
}

/**
 * The form's values for a saved onboarding (loaded data pre-fills the form;
 * benefits already returned are marked selected). Look-ups `{ id, name }` become ids, dates `{ date }`
 * yyyy-MM-dd, phones digits; amounts stay the decimal strings the server sends ("943.10").
 */
export function valuesFromDetail(detail: TOnboardingDetail): OnboardingFormValues {
  const empty = emptyOnboardingValues();
  const identifiers = detail.identifiers;
  const health = detail.health_info;
  return {
    image: null,
    identifiers: identifiers
      ? { ...sameNamed(identifiers, empty.identifiers), identification_type_id: idOf(identifiers.identification_type) }
      : empty.identifiers,
    other_identifiers: detail.other_identifier.map((item) => ({
      id: item.id,
      identity_type: item.identity_type,
      identity_code: item.identity_code,
    })),
    health_info: health ? sameNamed(health, empty.health_info) : empty.health_info,
    benefits: Object.fromEntries(
      detail.benefits.map((benefit) => [
        benefitKey(benefit.id),
        {
          is_selected: 1,
          benefit_amount: benefit.amount,
          effective_from: day(benefit.effective_from.date),
          effective_till: day(benefit.effective_till?.date),
        } satisfies BenefitChoiceValues,
      ]),
    ),
    client_contacts: detail.client_contacts.length > 0 ? detail.client_contacts.map(contactValues) : empty.client_contacts,
    client_bills:
      detail.client_bills.length > 0
        ? detail.client_bills.map((bill) => ({
            ...sameNamed(bill, emptyBill()),
            reporting_account_id: bill.reporting_account.id,
            bill_repeat_frequency_id: idOf(bill.bill_repeat_frequency),
            files: null,
            saved_file: bill.files[0] ? { name: bill.files[0].original_name, path: bill.files[0].file_path } : null,
          }))
        : empty.client_bills,
  };
}
