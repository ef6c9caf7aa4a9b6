import {
  INTAKE_STEP_SLUGS,
  SSA_DOCUMENTS,
  ZIntakeApplicationSchema,
  formatDisplayDate,
  type TAddressRead,
  type TIntakeApplication,
  type TNamedRef,
  type SsaDocumentSlug,
} from '@payee/contract';
import type { z } from 'zod';
import type { StoredBenefit } from '../../db/schema/index';
import type { IntakeList, IntakeListRepository } from './lists';
import type { StoredApplication } from './repository';
import { STEPS_STORED_BY_NAME, camelCase, columnOf, stepFields, type FieldWithColumn, type StepStoredByName } from './step-columns';

/** What the read-back needs besides the application row. */
export interface ReadBackParts {
  application: StoredApplication;
  /** The SSN, birth date and veteran service number in the clear (decrypted for the applicant or staff; never logged). */
  ssn: string;
  dateOfBirth: string;
  veteranServiceNo: string | null;
  raceIds: number[];
  programIds: number[];
  documents: { slug: SsaDocumentSlug; originalName: string }[];
  /** Where each saved document is downloaded (the applicant's route or the staff one). */
  documentPath: (slug: SsaDocumentSlug) => string;
}

type Address = NonNullable<StoredApplication['physicalAddress']> & { is_same_as_primary_address?: 0 | 1 };

/** Documents are read back in the form's order: SSA-623, SSA-11, SSA-1696. */
const SLUG_ORDER: readonly string[] = SSA_DOCUMENTS.map((document) => document.slug);

const orNull = <T>(value: T | undefined | null): T | null => (value === undefined ? null : value);

/** The read-back's fields that hold text or null. */
type TextReadBack = {
  [K in keyof TIntakeApplication]-?: [TIntakeApplication[K]] extends [string | null] ? K : never;
}[keyof TIntakeApplication];
/** A step's field with a column of its name that reads back as text under the same name (`mother_name`). */
export type SameNamedAnswer = Extract<{ [S in StepStoredByName]: FieldWithColumn<S> }[StepStoredByName], TextReadBack>;

const READ_BACK_FIELDS: Readonly<Record<string, z.ZodType>> = ZIntakeApplicationSchema.shape;
const readsBackAsText = (field: string) => {
  const schema = READ_BACK_FIELDS[field];
  return schema?.safeParse(null).success === true && schema.safeParse('text').success;
};

/**
 * The answers read back as they are stored, under their own name, worked out from the step schemas, the
 * tables and the read-back schema: a text field added to a step, its column and the read-back schema comes
 * back with no line here. The answers read back in another shape (`{ id, name }`, dates as objects) follow.
 */
export const SAME_NAMED_ANSWERS = STEPS_STORED_BY_NAME.flatMap((step) => stepFields(step)).filter(
  (field) => columnOf(field) !== undefined && readsBackAsText(field),
) as SameNamedAnswer[];

function sameNamedAnswers(application: StoredApplication): Pick<TIntakeApplication, SameNamedAnswer> {
  const stored: Record<string, unknown> = application;
  return Object.fromEntries(SAME_NAMED_ANSWERS.map((field) => [field, orNull(stored[camelCase(field)])])) as Pick<
    TIntakeApplication,
    SameNamedAnswer
  >;
}

/**
 * The application as the form reads it back (ZIntakeApplicationSchema): every id the
 * applicant chose comes back as `{ id, name }` of its list, read in one query per list.
 */
export async function buildReadBack(lists: IntakeListRepository, parts: ReadBackParts): Promise<TIntakeApplication> {
  const { application: a } = parts;
  const representative = a.representative;
  const benefit: StoredBenefit | null = a.benefit;
  const wanted = new Map<IntakeList, number[]>();
  const want = (list: IntakeList, ...ids: (number | null | undefined)[]) => {
    for (const id of ids) if (typeof id === 'number') wanted.set(list, [...(wanted.get(list) ?? []), id]);
  };
  want('service-states', a.branchId);
  want('application-statuses', a.applicationStatusId);
  want('states', a.birthStateId, a.physicalAddress?.state_id, a.mailingAddress?.state_id);
  want('countries', a.birthCountryId, a.physicalAddress?.country_id, a.mailingAddress?.country_id);
  want('language-fluencies', a.englishFluencyId);
  want('marital-statuses', a.maritalStatusId);
  want('genders', a.genderId);
  want('ethnicities', a.ethnicityId);
  want('races', ...parts.raceIds);
  want('languages', a.languageId);
  want('sources', a.sourceId);
  want('referrals', a.referralId);
  want('case-manager-agencies', representative.agency_id);
  want('relationships', representative.relationship_id);
  want('contact-categories', a.emergencyContact?.contact_category_id);
  want('employment-statuses', benefit?.employment_status);
  want('income-types', ...(benefit?.income_types ?? []));
  want('housing-types', a.housing?.house_type_id);

  const names = new Map<IntakeList, Map<number, TNamedRef>>();
  for (const [list, ids] of wanted) names.set(list, await lists.names(list, ids));
  const caseManagers = await lists.caseManagers(representative.case_manager_id ? [representative.case_manager_id] : []);

  const ref = (list: IntakeList, id: number | null | undefined): TNamedRef | null => {
    if (typeof id !== 'number') return null;
    const entry = names.get(list)?.get(id);
    return entry ? { id: entry.id, name: entry.name } : null;
  };
  const refs = (list: IntakeList, ids: readonly number[]) =>
    ids.map((id) => ref(list, id)).filter((entry): entry is TNamedRef => entry !== null);

  const address = (value: Address | null, isMailing: boolean): TAddressRead | null => {
    if (!value) return null;
    return {
      line_1: orNull(value.line_1),
      line_2: orNull(value.line_2),
      is_international: value.is_international,
      city_name: orNull(value.city_name),
      state: ref('states', value.state_id),
      state_name: orNull(value.state_name),
      county: orNull(value.county),
      country: ref('countries', value.country_id),
      zip_code: orNull(value.zip_code),
      ...(isMailing ? { is_same_as_primary_address: value.is_same_as_primary_address ?? 0 } : {}),
    };
  };

  const caseManager = representative.case_manager_id ? caseManagers.get(representative.case_manager_id) : undefined;
  return {
    id: a.id,
    application_code: a.applicationCode,
    client_group: null,
    branch: ref('service-states', a.branchId),
    programs: parts.programIds,
    is_draft: a.isDraft ? 1 : 0,
    saved_steps: INTAKE_STEP_SLUGS.filter((slug) => a.savedSteps.includes(slug)),
    application_status: ref('application-statuses', a.applicationStatusId),
    rejection_reason: a.currentProcess === 'rejected' ? a.rejectionReasons.map(({ message }) => ({ message })) : [],
    ...sameNamedAnswers(a),
    ssn: parts.ssn,
    date_of_birth: { date: parts.dateOfBirth, formatted_date: formatDisplayDate(parts.dateOfBirth) },
    birth_country: ref('countries', a.birthCountryId),
    birth_state: ref('states', a.birthStateId),
    english_fluency: ref('language-fluencies', a.englishFluencyId),
    marital_status: ref('marital-statuses', a.maritalStatusId),
    gender: ref('genders', a.genderId),
    ethnicity: ref('ethnicities', a.ethnicityId),
    races: refs('races', parts.raceIds),
    language: ref('languages', a.languageId),
    source: ref('sources', a.sourceId),
    user: a.username ? { username: a.username } : null,
    representative: {
      type: a.representativeType,
      preferred_communication: representative.preferred_communication,
      case_manager: caseManager ? { id: caseManager.id, slug: caseManager.slug, name: caseManager.name } : null,
      name: orNull(representative.name),
      agency: ref('case-manager-agencies', representative.agency_id),
      other_agency: orNull(representative.other_agency),
      relationship: ref('relationships', representative.relationship_id),
      primary_phone: orNull(representative.primary_phone),
      other_phone: orNull(representative.other_phone),
      primary_email: orNull(representative.primary_email),
      other_email: orNull(representative.other_email),
    },
    personal_contact: a.personalContact
      ? {
          primary_phone: orNull(a.personalContact.primary_phone),
          other_phone: orNull(a.personalContact.other_phone),
          primary_email: orNull(a.personalContact.primary_email),
          other_email: orNull(a.personalContact.other_email),
        }
      : null,
    physical_address: address(a.physicalAddress, false),
    mailing_address: address(a.mailingAddress, true),
    emergency_contact: a.emergencyContact
      ? {
          name: orNull(a.emergencyContact.name),
          contact_category: ref('contact-categories', a.emergencyContact.contact_category_id),
          primary_phone: orNull(a.emergencyContact.primary_phone),
          other_phone: orNull(a.emergencyContact.other_phone),
          primary_email: orNull(a.emergencyContact.primary_email),
          other_email: orNull(a.emergencyContact.other_email),
        }
      : null,
    benefit: benefit
      ? {
          food_stamp: orNull(benefit.food_stamp),
          life_insurance: orNull(benefit.life_insurance),
          life_insurance_type: orNull(benefit.life_insurance_type),
          veteran_service_no: parts.veteranServiceNo,
          employment_status: ref('employment-statuses', benefit.employment_status),
          other_employment: orNull(benefit.other_employment),
          monthly_income: orNull(benefit.monthly_income),
          income_types: refs('income-types', benefit.income_types ?? []),
          other_income: orNull(benefit.other_income),
        }
      : null,
    housing: a.housing
      ? {
          housing_provider: orNull(a.housing.housing_provider),
          move_in_date: orNull(a.housing.move_in_date),
          house_type: ref('housing-types', a.housing.house_type_id),
          landlord_primary_phone: orNull(a.housing.landlord_primary_phone),
          landlord_other_phone: orNull(a.housing.landlord_other_phone),
          landlord_fax: orNull(a.housing.landlord_fax),
          rent_amount: orNull(a.housing.rent_amount),
          landlord_primary_email: orNull(a.housing.landlord_primary_email),
          landlord_other_email: orNull(a.housing.landlord_other_email),
          remarks: orNull(a.housing.remarks),
        }
      : null,
    referral: ref('referrals', a.referralId),
    ssa_documents: [...parts.documents]
      .sort((a, b) => SLUG_ORDER.indexOf(a.slug) - SLUG_ORDER.indexOf(b.slug))
      .map((document) => ({
        slug: document.slug,
        file_path: parts.documentPath(document.slug),
        original_name: document.originalName,
      })),
  };
}
