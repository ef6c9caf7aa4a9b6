import { DEFAULT_PREFERRED_COMMUNICATION, type RepresentativeType } from '@payee/contract';

/*
 * What the intake form holds while the applicant types: one react-hook-form over every step.
 * Field names are exactly the names the server reads (spec 001 section 3.1, the contract's step schemas in
 * packages/contract/src/schemas/intake.ts), so a server error keyed `physical_address.county` is set with
 * `setError('physical_address.county')` and shown beside that field, and the payload builder only has to
 * drop empty values and write nested objects as brackets (`physical_address[county]`).
 *
 * Conventions: text, phone (digits only), SSN (as typed, 3-2-4; cleaned when sent) and date (yyyy-MM-dd) values are
 * strings, '' when empty; single selects are the option id or null; multi-selects are id lists; yes/no
 * flags are 0 or 1; an SSA document is the File chosen now, or null (what is already saved is read from
 * the loaded application, not from the form).
 */

export type Flag = 0 | 1;
export type Choice = number | null;

export interface AddressValues {
  line_1: string;
  line_2: string;
  is_international: Flag;
  city_name: string;
  state_id: Choice;
  state_name: string;
  county: string;
  country_id: Choice;
  zip_code: string;
}

export interface MailingAddressValues extends AddressValues {
  is_same_as_primary_address: Flag;
}

export interface PhonesAndEmails {
  primary_phone: string;
  other_phone: string;
  primary_email: string;
  other_email: string;
}

export interface RepresentativeValues extends PhonesAndEmails {
  representative_type: RepresentativeType | null;
  case_manager_id: Choice;
  name: string;
  agency_id: Choice;
  other_agency: string;
  preferred_communication: Choice;
  relationship_id: Choice;
}

export interface EmergencyContactValues extends PhonesAndEmails {
  name: string;
  contact_category_id: Choice;
}

/** Steps 7 and 8 are both sent under `benefit[...]`. */
export interface BenefitValues {
  food_stamp: string;
  life_insurance: string;
  life_insurance_type: string;
  veteran_service_no: string;
  employment_status: Choice;
  other_employment: string;
  monthly_income: string;
  income_types: number[];
  other_income: string;
}

export interface HousingValues {
  house_type_id: Choice;
  housing_provider: string;
  move_in_date: string;
  landlord_primary_phone: string;
  landlord_other_phone: string;
  landlord_fax: string;
  rent_amount: string;
  landlord_primary_email: string;
  landlord_other_email: string;
  remarks: string;
}

export interface IntakeFormValues {
  // Step 1 Representative (+ step 2 Contact Details: personal_contact).
  representative: RepresentativeValues;
  personal_contact: PhonesAndEmails;
  // Step 3 About You.
  title: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  suffix: string;
  ssn: string;
  date_of_birth: string;
  birth_city: string;
  birth_state_id: Choice;
  birth_state_name: string;
  birth_country_id: Choice;
  english_fluency_id: Choice;
  marital_status_id: Choice;
  mother_name: string;
  father_name: string;
  gender_id: Choice;
  other_gender: string;
  ethnicity_id: Choice;
  race_id: number[];
  other_race: string;
  language_id: Choice;
  source_id: Choice;
  other_source: string;
  // Step 4 Login Details (new applications only).
  username: string;
  password: string;
  confirm_password: string;
  // Step 5 Address Details.
  physical_address: AddressValues;
  mailing_address: MailingAddressValues;
  // Step 6 Emergency Contact.
  emergency_contact: EmergencyContactValues;
  // Steps 7 and 8.
  benefit: BenefitValues;
  // Step 9 Housing Details.
  housing: HousingValues;
  // Step 10 SSA Document Upload: files chosen now.
  ssa_6233: File | null;
  ssa_11_bk: File | null;
  ssa_1696: File | null;
  // Step 11 Referral Details.
  referral_id: Choice;
  referral_agency: string;
  referral_date: string;
}

const emptyPhonesAndEmails = (): PhonesAndEmails => ({ primary_phone: '', other_phone: '', primary_email: '', other_email: '' });

export const emptyAddress = (): AddressValues => ({
  line_1: '',
  line_2: '',
  is_international: 0,
  city_name: '',
  state_id: null,
  state_name: '',
  county: '',
  country_id: null,
  zip_code: '',
});

/** A new application's starting values. */
export function emptyIntakeValues(): IntakeFormValues {
  return {
    representative: {
      representative_type: null,
      case_manager_id: null,
      name: '',
      agency_id: null,
      other_agency: '',
      preferred_communication: DEFAULT_PREFERRED_COMMUNICATION,
      relationship_id: null,
      ...emptyPhonesAndEmails(),
    },
    personal_contact: emptyPhonesAndEmails(),
    title: '',
    first_name: '',
    middle_name: '',
    last_name: '',
    suffix: '',
    ssn: '',
    date_of_birth: '',
    birth_city: '',
    birth_state_id: null,
    birth_state_name: '',
    birth_country_id: null,
    english_fluency_id: null,
    marital_status_id: null,
    mother_name: '',
    father_name: '',
    gender_id: null,
    other_gender: '',
    ethnicity_id: null,
    race_id: [],
    other_race: '',
    language_id: null,
    source_id: null,
    other_source: '',
    username: '',
    password: '',
    confirm_password: '',
    physical_address: emptyAddress(),
    mailing_address: { ...emptyAddress(), is_same_as_primary_address: 0 },
    emergency_contact: { name: '', contact_category_id: null, ...emptyPhonesAndEmails() },
    benefit: {
      food_stamp: '',
      life_insurance: '',
      life_insurance_type: '',
      veteran_service_no: '',
      employment_status: null,
      other_employment: '',
      monthly_income: '',
      income_types: [],
      other_income: '',
    },
    housing: {
      house_type_id: null,
      housing_provider: '',
      move_in_date: '',
      landlord_primary_phone: '',
      landlord_other_phone: '',
      landlord_fax: '',
      rent_amount: '',
      landlord_primary_email: '',
      landlord_other_email: '',
      remarks: '',
    },
    ssa_6233: null,
    ssa_11_bk: null,
    ssa_1696: null,
    referral_id: null,
    referral_agency: '',
    referral_date: '',
  };
}
