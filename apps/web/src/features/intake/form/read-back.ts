import {
  cleanPhone,
  DEFAULT_COUNTRY_ID,
  DEFAULT_PREFERRED_COMMUNICATION,
  formatSsn,
  type TAddressRead,
  type TIntakeApplication,
} from '@payee/contract';
import { emptyAddress, emptyIntakeValues, type AddressValues, type IntakeFormValues, type PhonesAndEmails } from './values';

/*
 * The saved application as `GET /website/intake` reads it back, turned into the form's
 * values, so a resumed form opens with every answer filled in. Look-ups read back as `{ id, name }` become
 * their ids, dates `{ date }` become yyyy-MM-dd, amounts become the text of the number, phones digits, and
 * the SSN is shown 3-2-4. Nothing read back is a password: Login Details is not shown when resuming.
 */

/** A new application's starting values: the form's empty values, born in the United States by default. */
export function newApplicationValues(): IntakeFormValues {
  return { ...emptyIntakeValues(), birth_country_id: DEFAULT_COUNTRY_ID };
}

const text = (value: string | null | undefined) => value ?? '';
const phone = (value: string | null | undefined) => cleanPhone(value);
const idOf = (ref: { id: number } | null | undefined) => ref?.id ?? null;
const amount = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
/** yyyy-MM-dd from a date or a date-time string. */
const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');

function phonesAndEmails(source: Partial<Record<keyof PhonesAndEmails, string | null>> | null | undefined): PhonesAndEmails {
  return {
    primary_phone: phone(source?.primary_phone),
    other_phone: phone(source?.other_phone),
    primary_email: text(source?.primary_email),
    other_email: text(source?.other_email),
  };
}

function address(source: TAddressRead | null): AddressValues {
  if (!source) return emptyAddress();
  return {
    line_1: text(source.line_1),
    line_2: text(source.line_2),
    is_international: source.is_international,
    city_name: text(source.city_name),
    state_id: idOf(source.state),
    state_name: text(source.state_name),
    county: text(source.county),
    country_id: idOf(source.country),
    zip_code: text(source.zip_code),
  };
}

/**
 * The text answers read back under their own name (`mother_name`…): a text field added to a step and to
 * the read-back schema comes back with no line here. The answers read back in another shape follow.
 */
function sameNamedText(application: TIntakeApplication, empty: IntakeFormValues): Partial<IntakeFormValues> {
  const saved: Record<string, unknown> = application;
  return Object.fromEntries(
    Object.entries(empty)
      .filter(([key, value]) => value === '' && (typeof saved[key] === 'string' || saved[key] === null))
      .map(([key]) => [key, text(saved[key] as string | null)]),
  );
}

/** The form's values for a saved application. */
export function valuesFromApplication(application: TIntakeApplication): IntakeFormValues {
  const empty = newApplicationValues();
  const { representative, benefit, housing } = application;
  return {
    ...empty,
    ...sameNamedText(application, empty),
    representative: representative
      ? {
          representative_type: representative.type,
          case_manager_id: representative.case_manager?.id ?? null,
          name: text(representative.name),
          agency_id: idOf(representative.agency),
          other_agency: text(representative.other_agency),
          preferred_communication: representative.preferred_communication || DEFAULT_PREFERRED_COMMUNICATION,
          relationship_id: idOf(representative.relationship),
          ...phonesAndEmails(representative),
        }
      : empty.representative,
    personal_contact: phonesAndEmails(application.personal_contact),
    ssn: formatSsn(application.ssn),
    date_of_birth: day(application.date_of_birth?.date),
    birth_state_id: idOf(application.birth_state),
    birth_country_id: application.birth_country?.id ?? DEFAULT_COUNTRY_ID,
    english_fluency_id: idOf(application.english_fluency),
    marital_status_id: idOf(application.marital_status),
    gender_id: idOf(application.gender),
    ethnicity_id: idOf(application.ethnicity),
    race_id: application.races.map((race) => race.id),
    language_id: idOf(application.language),
    source_id: idOf(application.source),
    username: application.user?.username ?? '',
    physical_address: address(application.physical_address),
    mailing_address: {
      ...address(application.mailing_address),
      is_same_as_primary_address: application.mailing_address?.is_same_as_primary_address ?? 0,
    },
    emergency_contact: {
      name: text(application.emergency_contact?.name),
      contact_category_id: idOf(application.emergency_contact?.contact_category),
      ...phonesAndEmails(application.emergency_contact),
    },
    benefit: benefit
      ? {
          food_stamp: amount(benefit.food_stamp),
          life_insurance: amount(benefit.life_insurance),
          life_insurance_type: text(benefit.life_insurance_type),
          veteran_service_no: text(benefit.veteran_service_no),
          employment_status: idOf(benefit.employment_status),
          other_employment: text(benefit.other_employment),
          monthly_income: amount(benefit.monthly_income),
          income_types: benefit.income_types.map((type) => type.id),
          other_income: text(benefit.other_income),
        }
      : empty.benefit,
    housing: housing
      ? {
          house_type_id: idOf(housing.house_type),
          housing_provider: text(housing.housing_provider),
          move_in_date: day(housing.move_in_date),
          landlord_primary_phone: phone(housing.landlord_primary_phone),
          landlord_other_phone: phone(housing.landlord_other_phone),
          landlord_fax: phone(housing.landlord_fax),
          rent_amount: amount(housing.rent_amount),
          landlord_primary_email: text(housing.landlord_primary_email),
          landlord_other_email: text(housing.landlord_other_email),
          remarks: text(housing.remarks),
        }
      : empty.housing,
    referral_id: idOf(application.referral),
    referral_date: day(application.referral_date),
  };
}
