import { DEFAULT_COUNTRY_ID, type FieldErrors, type IntakeStepSlug, type TIntakeStep } from '@payee/contract';
import type { ReferenceCheck as ListCheck } from '../../db/reference-lists';
import { addressChecks, addressCountryErrors } from '../../lib/form-steps';
import type { IntakeList } from './lists';
import { API_INTAKE_MESSAGES } from '@payee/content/api-intake';

/** One id that must be an entry of an intake list, with the error shown at `field` if it is not. */
export type ReferenceCheck = ListCheck<IntakeList>;

const listed = (field: string, list: IntakeList, id: number | undefined, message: string): ReferenceCheck => ({ field, list, id, message });
const listedEach = (field: string, list: IntakeList, ids: readonly number[] | undefined, message: string) =>
  (ids ?? []).map((id, index) => listed(`${field}.${index}`, list, id, message));

const LISTS = API_INTAKE_MESSAGES.lists;
const NOT_IN_LIST = LISTS.option;

/** The ids of a validated step that must be entries of their lists. */
export function referenceChecks<S extends IntakeStepSlug>(step: S, data: TIntakeStep<S>): ReferenceCheck[] {
  switch (step) {
    case 'representative': {
      const { representative } = data as TIntakeStep<'representative'>;
      return [
        listed('representative.agency_id', 'case-manager-agencies', representative.agency_id, LISTS.agency),
        listed('representative.case_manager_id', 'case-managers', representative.case_manager_id, LISTS.caseManager),
        listed('representative.relationship_id', 'relationships', representative.relationship_id, LISTS.relationship),
      ];
    }
    case 'about-you': {
      const value = data as TIntakeStep<'about-you'>;
      return [
        listed('birth_state_id', 'states', value.birth_state_id, LISTS.birthState),
        listed('birth_country_id', 'countries', value.birth_country_id, LISTS.birthCountry),
        listed('english_fluency_id', 'language-fluencies', value.english_fluency_id, NOT_IN_LIST),
        listed('marital_status_id', 'marital-statuses', value.marital_status_id, NOT_IN_LIST),
        listed('gender_id', 'genders', value.gender_id, NOT_IN_LIST),
        listed('ethnicity_id', 'ethnicities', value.ethnicity_id, NOT_IN_LIST),
        ...listedEach('race_id', 'races', value.race_id, LISTS.race),
        listed('language_id', 'languages', value.language_id, NOT_IN_LIST),
        listed('source_id', 'sources', value.source_id, NOT_IN_LIST),
      ];
    }
    case 'address-details': {
      const value = data as TIntakeStep<'address-details'>;
      return [...addressChecks('physical_address', value.physical_address), ...addressChecks('mailing_address', value.mailing_address)];
    }
    case 'emergency-contact': {
      const { emergency_contact } = data as TIntakeStep<'emergency-contact'>;
      return [listed('emergency_contact.contact_category_id', 'contact-categories', emergency_contact.contact_category_id, NOT_IN_LIST)];
    }
    case 'employment-details': {
      const { benefit } = data as TIntakeStep<'employment-details'>;
      return [
        listed('benefit.employment_status', 'employment-statuses', benefit.employment_status, NOT_IN_LIST),
        ...listedEach('benefit.income_types', 'income-types', benefit.income_types, LISTS.incomeType),
      ];
    }
    case 'housing-details': {
      const { housing } = data as TIntakeStep<'housing-details'>;
      return [listed('housing.house_type_id', 'housing-types', housing.house_type_id, NOT_IN_LIST)];
    }
    case 'referral-details': {
      const value = data as TIntakeStep<'referral-details'>;
      return [listed('referral_id', 'referrals', value.referral_id, NOT_IN_LIST)];
    }
    default:
      return [];
  }
}

/** The branch and programs of a new application. */
export function envelopeChecks(branchId: number | undefined, programIds: readonly number[] | undefined): ReferenceCheck[] {
  return [
    listed('branch_id', 'service-states', branchId, LISTS.serviceState),
    ...listedEach('program_id', 'programs', programIds, LISTS.program),
  ];
}

export const CASE_MANAGER_OF_OTHER_AGENCY_MESSAGE = LISTS.caseManagerOfOtherAgency;
export const BIRTH_STATE_OUTSIDE_US_MESSAGE = LISTS.birthStateOutsideUs;

/** Rules across fields that need no list: addresses and birth place agree with their countries. */
export function consistencyErrors<S extends IntakeStepSlug>(step: S, data: TIntakeStep<S>): FieldErrors {
  const errors: FieldErrors = {};
  if (step === 'about-you') {
    const value = data as TIntakeStep<'about-you'>;
    if (value.birth_state_id !== undefined && value.birth_country_id !== undefined && value.birth_country_id !== DEFAULT_COUNTRY_ID) {
      errors.birth_state_id = [BIRTH_STATE_OUTSIDE_US_MESSAGE];
    }
  }
  if (step === 'address-details') {
    const value = data as TIntakeStep<'address-details'>;
    for (const prefix of ['physical_address', 'mailing_address'] as const) {
      if (prefix === 'mailing_address' && value.mailing_address?.is_same_as_primary_address === 1) continue;
      Object.assign(errors, addressCountryErrors(prefix, value[prefix]));
    }
  }
  return errors;
}
