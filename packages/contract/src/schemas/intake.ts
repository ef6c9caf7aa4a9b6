import { z } from 'zod';
import { isNotAfterToday, parseApiDate } from '../dates';
import type { DropdownWithOther } from '../dropdowns';
import {
  CURRENT_PROCESSES,
  DEFAULT_COUNTRY_ID,
  DEFAULT_PREFERRED_COMMUNICATION,
  HOUSING_TYPES_WITHOUT_LANDLORD,
  INTAKE_STEPS,
  PROCESS_TYPES,
  REPRESENTATIVE_TYPES,
  SSA_DOCUMENTS,
  SSA_DOCUMENT_SLUGS,
  type IntakeStepSlug,
  type RepresentativeType,
} from '../enums';
import type { FieldErrors } from '../errors';
import { ZLoginUserSchema, checkPasswordsMatch, zConfirmPassword, zNewPassword, zNewUsername } from './auth';
import {
  CAPTCHA_FIELD,
  EVEN_WITH_OTHER_ERRORS,
  ZNamedRefSchema,
  blankText,
  blankToUndefined,
  isPresent,
  makeDataResponseSchema,
  requireAt,
  zCaptchaToken,
  zFlagWithDefault,
  zIdList,
  zIdWithDefault,
  zOptionalAmount,
  zOptionalDate,
  zOptionalEmail,
  zOptionalId,
  zOptionalPhone,
  zOptionalText,
  zOptionalZipCode,
  zRequiredAmount,
  zRequiredEmail,
  zRequiredId,
  zRequiredPhone,
  zRequiredText,
  zSection,
  zSsn,
  type IssueContext,
} from './fields';
import {
  ADDRESS_COUNTRY_REQUIRED_MESSAGE,
  ADDRESS_STATE_NAME_REQUIRED_MESSAGE,
  ADDRESS_STATE_REQUIRED_MESSAGE,
  COUNTY_REQUIRED_MESSAGE,
  DATE_OF_BIRTH_FUTURE_MESSAGE,
  FAX_MESSAGE,
  PROGRAM_REQUIRED_MESSAGE,
  STATE_REQUIRED_MESSAGE,
  amountMessage,
  tooLongMessage,
} from './messages';
import { INTAKE_MESSAGES } from '@payee/content/validation-intake';
import { VALIDATION_MESSAGES } from '@payee/content/validation';

/** Maximum lengths of the intake form. */
export const INTAKE_LIMITS = {
  name: 100,
  birthPlace: 50,
  addressLine: 200,
  city: 100,
  county: 100,
  stateName: 100,
  contactName: 300,
  otherText: 200,
  referralAgency: 200,
  housingProvider: 200,
  housingRemarks: 500,
  lifeInsuranceType: 400,
  veteranServiceNo: 50,
  applicationCode: 50,
} as const;

/** Intake step slugs in order. */
export const INTAKE_STEP_SLUGS = INTAKE_STEPS.map((step) => step.slug) as [IntakeStepSlug, ...IntakeStepSlug[]];

/** Which ids mean "Other" in each list that offers it; the ids live in the database. */
export type OtherIds = Partial<Record<DropdownWithOther, readonly number[]>>;
/** Options of the intake and onboarding schema factories. */
export interface FormSchemaOptions {
  /** "Other" ids per list; a list left out never requires its other_* text. */
  otherIds?: OtherIds;
}

/** Whether `id` (or any id of a list) is an "Other" entry of `list`. */
export function makeIsOther(otherIds: OtherIds = {}) {
  return (list: DropdownWithOther, id: unknown): boolean => {
    const ids = otherIds[list] ?? [];
    const chosen = Array.isArray(id) ? id : [id];
    return chosen.some((one) => typeof one === 'number' && ids.includes(one));
  };
}

/** A date of birth: yyyy-MM-dd, a real date, not after today. */
export const zDateOfBirth = () =>
  z.preprocess(
    blankText,
    z
      .string({ error: VALIDATION_MESSAGES.dateOfBirthRequired })
      .trim()
      .refine((value) => parseApiDate(value) !== null, VALIDATION_MESSAGES.dateOfBirthInvalid)
      .refine((value) => {
        const date = parseApiDate(value);
        return !date || isNotAfterToday(date);
      }, DATE_OF_BIRTH_FUTURE_MESSAGE),
  );

// ---------------------------------------------------------------------------------------------------------
// Base object schemas: each section's fields and formats. Rules that depend on another field, or on which
// ids mean "Other", are added by makeIntakeStepSchemas.

/** The client's own phones and e-mails (step 2, or step 1 when the client fills in the form). */
export const ZPersonalContactSchema = z.object({
  primary_phone: zOptionalPhone(),
  other_phone: zOptionalPhone(),
  primary_email: zOptionalEmail(),
  other_email: zOptionalEmail(),
});
export type TPersonalContact = z.infer<typeof ZPersonalContactSchema>;

/** Who fills in the form, and their details when it is not the client. */
export const ZRepresentativeSchema = z.object({
  representative_type: z.preprocess(
    (value: RepresentativeType | null) => blankToUndefined(value),
    z.enum(REPRESENTATIVE_TYPES, { error: INTAKE_MESSAGES.selectWhoIsFillingInThis }),
  ),
  case_manager_id: zOptionalId(INTAKE_MESSAGES.selectACaseManager),
  name: zOptionalText(VALIDATION_MESSAGES.nameLabel, INTAKE_LIMITS.contactName),
  agency_id: zOptionalId(INTAKE_MESSAGES.selectAnAgency),
  other_agency: zOptionalText(INTAKE_MESSAGES.agencyName, INTAKE_LIMITS.otherText),
  primary_phone: zOptionalPhone(),
  other_phone: zOptionalPhone(),
  primary_email: zOptionalEmail(),
  other_email: zOptionalEmail(),
  preferred_communication: zIdWithDefault(INTAKE_MESSAGES.selectHowWeShouldContactYou, DEFAULT_PREFERRED_COMMUNICATION),
  relationship_id: zOptionalId(INTAKE_MESSAGES.selectTheRepresentativesRelationship),
});
export type TRepresentative = z.infer<typeof ZRepresentativeSchema>;

/** Step 3, About You. */
export const ZAboutYouSchema = z.object({
  title: zOptionalText(INTAKE_MESSAGES.titleLabel, INTAKE_LIMITS.name),
  first_name: zRequiredText(VALIDATION_MESSAGES.firstNameRequired, VALIDATION_MESSAGES.firstNameLabel, INTAKE_LIMITS.name),
  middle_name: zOptionalText(INTAKE_MESSAGES.middleName, INTAKE_LIMITS.name),
  last_name: zRequiredText(VALIDATION_MESSAGES.lastNameRequired, VALIDATION_MESSAGES.lastNameLabel, INTAKE_LIMITS.name),
  suffix: zOptionalText(INTAKE_MESSAGES.suffixLabel, INTAKE_LIMITS.name),
  ssn: zSsn(),
  date_of_birth: zDateOfBirth(),
  birth_city: zRequiredText(INTAKE_MESSAGES.enterYourCityOfBirth, INTAKE_MESSAGES.cityOfBirth, INTAKE_LIMITS.birthPlace),
  birth_state_id: zOptionalId(INTAKE_MESSAGES.selectYourStateOfBirth),
  birth_state_name: zOptionalText(INTAKE_MESSAGES.stateOfBirth, INTAKE_LIMITS.birthPlace),
  birth_country_id: zRequiredId(INTAKE_MESSAGES.selectYourCountryOfBirth),
  english_fluency_id: zOptionalId(INTAKE_MESSAGES.selectHowWellYouSpeakEnglish),
  marital_status_id: zRequiredId(INTAKE_MESSAGES.selectYourMaritalStatus),
  mother_name: zOptionalText(INTAKE_MESSAGES.mothersName, INTAKE_LIMITS.name),
  father_name: zOptionalText(INTAKE_MESSAGES.fathersName, INTAKE_LIMITS.name),
  gender_id: zRequiredId(INTAKE_MESSAGES.selectYourGender),
  other_gender: zOptionalText(INTAKE_MESSAGES.genderLabel, INTAKE_LIMITS.name),
  ethnicity_id: zOptionalId(INTAKE_MESSAGES.selectYourEthnicity),
  race_id: zIdList(INTAKE_MESSAGES.selectARaceFromTheList, INTAKE_MESSAGES.selectAtLeastOneRace),
  other_race: zOptionalText(INTAKE_MESSAGES.raceLabel, INTAKE_LIMITS.name),
  language_id: zRequiredId(INTAKE_MESSAGES.selectYourPreferredLanguage),
  source_id: zRequiredId(INTAKE_MESSAGES.selectHowYouHeardAboutUs),
  other_source: zOptionalText(INTAKE_MESSAGES.howYouHeardAboutUs, INTAKE_LIMITS.otherText),
});
export type TAboutYou = z.infer<typeof ZAboutYouSchema>;

/** Step 4, Login Details (not shown when resuming). */
export const ZLoginDetailsSchema = z.object({
  username: zNewUsername(),
  password: zNewPassword(),
  confirm_password: zConfirmPassword(),
});
export type TLoginDetails = z.infer<typeof ZLoginDetailsSchema>;

const addressShape = {
  line_1: zOptionalText(INTAKE_MESSAGES.addressLine1, INTAKE_LIMITS.addressLine),
  line_2: zOptionalText(INTAKE_MESSAGES.addressLine2, INTAKE_LIMITS.addressLine),
  is_international: zFlagWithDefault(INTAKE_MESSAGES.isInternationalRequired, 0),
  city_name: zOptionalText(INTAKE_MESSAGES.cityLabel, INTAKE_LIMITS.city),
  state_id: zOptionalId(ADDRESS_STATE_REQUIRED_MESSAGE),
  state_name: zOptionalText(INTAKE_MESSAGES.stateProvinceOrRegion, INTAKE_LIMITS.stateName),
  county: zOptionalText(INTAKE_MESSAGES.countyLabel, INTAKE_LIMITS.county),
  country_id: zOptionalId(ADDRESS_COUNTRY_REQUIRED_MESSAGE),
  zip_code: zOptionalZipCode(),
};
/** An address's fields and formats; which are required is decided by `checkAddress`. */
export const ZAddressSchema = z.object(addressShape);
export type TAddress = z.infer<typeof ZAddressSchema>;
/** The mailing address: an address that may be "same as primary". */
export const ZMailingAddressSchema = z.object({
  ...addressShape,
  is_same_as_primary_address: zFlagWithDefault(INTAKE_MESSAGES.sameAsPrimaryRequired, 0),
});
export type TMailingAddress = z.infer<typeof ZMailingAddressSchema>;

/**
 * The address rules: line 1, city and ZIP code always; a state from the list
 * and a county for an address in the United States; a country and a free-text state for an international one.
 */
export function checkAddress(address: Partial<TAddress> | undefined, path: PropertyKey[], ctx: IssueContext): void {
  if (!address) return;
  const at = (field: keyof TAddress) => [...path, field];
  requireAt(ctx, isPresent(address.line_1), at('line_1'), INTAKE_MESSAGES.enterTheFirstLineOfTheAddress);
  requireAt(ctx, isPresent(address.city_name), at('city_name'), INTAKE_MESSAGES.enterTheCity);
  requireAt(ctx, isPresent(address.zip_code), at('zip_code'), INTAKE_MESSAGES.enterTheZipCode);
  if (address.is_international === 1) {
    requireAt(ctx, isPresent(address.country_id), at('country_id'), ADDRESS_COUNTRY_REQUIRED_MESSAGE);
    requireAt(ctx, isPresent(address.state_name), at('state_name'), ADDRESS_STATE_NAME_REQUIRED_MESSAGE);
  } else if (address.is_international === 0) {
    requireAt(ctx, isPresent(address.state_id), at('state_id'), ADDRESS_STATE_REQUIRED_MESSAGE);
    requireAt(ctx, isPresent(address.county), at('county'), COUNTY_REQUIRED_MESSAGE);
  }
}

/** Step 6, the emergency contact: everything but the alternate phone and e-mail is required. */
export const ZEmergencyContactSchema = z.object({
  name: zRequiredText(INTAKE_MESSAGES.enterTheEmergencyContactsName, VALIDATION_MESSAGES.nameLabel, INTAKE_LIMITS.contactName),
  contact_category_id: zRequiredId(VALIDATION_MESSAGES.contactCategoryRequired),
  primary_phone: zRequiredPhone(),
  other_phone: zOptionalPhone(),
  primary_email: zRequiredEmail(INTAKE_MESSAGES.enterTheEmergencyContactsEmailAddress),
  other_email: zOptionalEmail(),
});
export type TEmergencyContact = z.infer<typeof ZEmergencyContactSchema>;

/** Step 7, Benefit Details (optional step): amounts accept 0. */
export const ZBenefitDetailsSchema = z.object({
  food_stamp: zOptionalAmount(amountMessage('the food stamp amount')),
  life_insurance: zOptionalAmount(amountMessage('the life insurance amount')),
  life_insurance_type: zOptionalText(INTAKE_MESSAGES.lifeInsuranceType, INTAKE_LIMITS.lifeInsuranceType),
  veteran_service_no: zOptionalText(INTAKE_MESSAGES.veteranServiceNumber, INTAKE_LIMITS.veteranServiceNo),
});
export type TBenefitDetails = z.infer<typeof ZBenefitDetailsSchema>;

/** Step 8, Employment Details: sent under `benefit[...]` like step 7. */
export const ZEmploymentDetailsSchema = z.object({
  employment_status: zRequiredId(INTAKE_MESSAGES.selectYourEmploymentStatus),
  other_employment: zOptionalText(INTAKE_MESSAGES.employmentStatus, INTAKE_LIMITS.otherText),
  monthly_income: zRequiredAmount(INTAKE_MESSAGES.monthlyIncomeRequired, amountMessage('your monthly income')),
  income_types: zIdList(INTAKE_MESSAGES.selectATypeOfIncomeFrom, INTAKE_MESSAGES.selectAtLeastOneTypeOfIncome),
  other_income: zOptionalText(INTAKE_MESSAGES.typeOfIncome, INTAKE_LIMITS.otherText),
});
export type TEmploymentDetails = z.infer<typeof ZEmploymentDetailsSchema>;

/** Step 9, Housing Details; the landlord fields are required unless the housing type has no landlord. */
export const ZHousingSchema = z.object({
  house_type_id: zRequiredId(INTAKE_MESSAGES.selectYourTypeOfHousing),
  housing_provider: zOptionalText(INTAKE_MESSAGES.housingProvider, INTAKE_LIMITS.housingProvider),
  move_in_date: zOptionalDate(INTAKE_MESSAGES.enterARealMoveInDate),
  landlord_primary_phone: zOptionalPhone(),
  landlord_other_phone: zOptionalPhone(),
  landlord_fax: zOptionalPhone(FAX_MESSAGE),
  rent_amount: zOptionalAmount(amountMessage('the rent')),
  landlord_primary_email: zOptionalEmail(),
  landlord_other_email: zOptionalEmail(),
  remarks: zOptionalText(INTAKE_MESSAGES.remarksLabel, INTAKE_LIMITS.housingRemarks),
});
export type THousing = z.infer<typeof ZHousingSchema>;

export const REFERRAL_DATE_FUTURE_MESSAGE = INTAKE_MESSAGES.referralDateFuture;
/** Step 11, Referral Details (optional step); a referral has happened, so its date is not after today. */
export const ZReferralDetailsSchema = z.object({
  referral_id: zOptionalId(INTAKE_MESSAGES.selectWhoReferredYou),
  referral_agency: zOptionalText(INTAKE_MESSAGES.referralAgency, INTAKE_LIMITS.referralAgency),
  referral_date: zOptionalDate(INTAKE_MESSAGES.enterARealReferralDateLike).refine((value) => {
    const date = value === undefined ? null : parseApiDate(value);
    return !date || isNotAfterToday(date);
  }, REFERRAL_DATE_FUTURE_MESSAGE),
});
export type TReferralDetails = z.infer<typeof ZReferralDetailsSchema>;

export const isHousingWithoutLandlord = (houseTypeId: number) =>
  (HOUSING_TYPES_WITHOUT_LANDLORD as readonly number[]).includes(houseTypeId);

/**
 * One schema per intake step, validating only that step's fields, as the form names them (nested objects
 * for `physical_address[line_1]` and the like, so errors are keyed `physical_address.line_1`).
 * `otherIds` says which ids mean "Other"; the server passes the ids it reads from its lists.
 */
export function makeIntakeStepSchemas(options: FormSchemaOptions = {}) {
  const isOther = makeIsOther(options.otherIds);

  const representative = z
    .object({ representative: zSection(ZRepresentativeSchema), personal_contact: zSection(ZPersonalContactSchema) })
    .superRefine(({ representative: rep }, ctx) => {
      if (!rep) return;
      const at = (field: keyof TRepresentative) => ['representative', field];
      const requireContact = () => {
        requireAt(ctx, isPresent(rep.primary_phone), at('primary_phone'), INTAKE_MESSAGES.enterTheRepresentatives10DigitPhone);
        requireAt(ctx, isPresent(rep.primary_email), at('primary_email'), INTAKE_MESSAGES.enterTheRepresentativesEmailAddress);
      };
      if (rep.representative_type === 'case_manager') {
        requireAt(ctx, isPresent(rep.agency_id), at('agency_id'), INTAKE_MESSAGES.selectAnAgency);
        const isOtherAgency = isOther('case-manager-agencies', rep.agency_id);
        if (isOtherAgency) requireAt(ctx, isPresent(rep.other_agency), at('other_agency'), INTAKE_MESSAGES.enterTheNameOfTheAgency);
        else requireAt(ctx, isPresent(rep.case_manager_id), at('case_manager_id'), INTAKE_MESSAGES.selectACaseManager);
        // An "Other" agency has no case managers to pick from, and an "Other" case manager has no name yet.
        const needsName = (isOtherAgency && !isPresent(rep.case_manager_id)) || isOther('case-managers', rep.case_manager_id);
        if (needsName) requireAt(ctx, isPresent(rep.name), at('name'), INTAKE_MESSAGES.enterTheCaseManagersName);
        requireContact();
      } else if (rep.representative_type === 'relative') {
        requireAt(ctx, isPresent(rep.name), at('name'), INTAKE_MESSAGES.enterTheRepresentativesName);
        requireAt(ctx, isPresent(rep.relationship_id), at('relationship_id'), INTAKE_MESSAGES.selectTheRepresentativesRelationship);
        requireContact();
      }
    }, EVEN_WITH_OTHER_ERRORS);

  const contactDetails = z.object({ personal_contact: zSection(ZPersonalContactSchema) });

  const aboutYou = ZAboutYouSchema.superRefine((value, ctx) => {
    if (value.birth_country_id === DEFAULT_COUNTRY_ID) {
      requireAt(ctx, isPresent(value.birth_state_id), ['birth_state_id'], INTAKE_MESSAGES.selectYourStateOfBirth);
    }
    if (isOther('genders', value.gender_id))
      requireAt(ctx, isPresent(value.other_gender), ['other_gender'], INTAKE_MESSAGES.enterYourGender);
    if (isOther('races', value.race_id)) requireAt(ctx, isPresent(value.other_race), ['other_race'], INTAKE_MESSAGES.enterYourRace);
    if (isOther('sources', value.source_id)) {
      requireAt(ctx, isPresent(value.other_source), ['other_source'], INTAKE_MESSAGES.tellUsHowYouHeardAbout);
    }
  }, EVEN_WITH_OTHER_ERRORS);

  const loginDetails = ZLoginDetailsSchema.superRefine(checkPasswordsMatch, EVEN_WITH_OTHER_ERRORS);

  const addressDetails = z
    .object({ physical_address: zSection(ZAddressSchema), mailing_address: zSection(ZMailingAddressSchema) })
    .superRefine((value, ctx) => {
      checkAddress(value.physical_address, ['physical_address'], ctx);
      // "Same as above" copies the physical address, so none of the mailing fields are asked for.
      if (value.mailing_address && value.mailing_address.is_same_as_primary_address !== 1) {
        checkAddress(value.mailing_address, ['mailing_address'], ctx);
      }
    }, EVEN_WITH_OTHER_ERRORS);

  const emergencyContact = z.object({ emergency_contact: zSection(ZEmergencyContactSchema) });

  const benefitDetails = z.object({ benefit: zSection(ZBenefitDetailsSchema) });

  const employmentDetails = z.object({ benefit: zSection(ZEmploymentDetailsSchema) }).superRefine(({ benefit }, ctx) => {
    if (!benefit) return;
    if (isOther('employment-statuses', benefit.employment_status)) {
      requireAt(ctx, isPresent(benefit.other_employment), ['benefit', 'other_employment'], INTAKE_MESSAGES.enterYourEmploymentStatus);
    }
    if (isOther('income-types', benefit.income_types)) {
      requireAt(ctx, isPresent(benefit.other_income), ['benefit', 'other_income'], INTAKE_MESSAGES.enterTheTypeOfIncome);
    }
  }, EVEN_WITH_OTHER_ERRORS);

  const housingDetails = z.object({ housing: zSection(ZHousingSchema) }).superRefine(({ housing }, ctx) => {
    if (!housing || typeof housing.house_type_id !== 'number' || isHousingWithoutLandlord(housing.house_type_id)) return;
    const at = (field: keyof THousing) => ['housing', field];
    requireAt(ctx, isPresent(housing.housing_provider), at('housing_provider'), INTAKE_MESSAGES.enterTheHousingProvider);
    requireAt(ctx, isPresent(housing.move_in_date), at('move_in_date'), INTAKE_MESSAGES.enterTheMoveInDate);
    requireAt(ctx, isPresent(housing.landlord_primary_phone), at('landlord_primary_phone'), INTAKE_MESSAGES.enterTheLandlords10DigitPhone);
    requireAt(ctx, isPresent(housing.landlord_primary_email), at('landlord_primary_email'), INTAKE_MESSAGES.enterTheLandlordsEmailAddress);
    requireAt(ctx, isPresent(housing.rent_amount), at('rent_amount'), INTAKE_MESSAGES.rentAmountRequired);
  }, EVEN_WITH_OTHER_ERRORS);

  // The three files arrive as multipart parts; the server checks them with `ssaDocumentErrors`.
  const ssaDocuments = z.object({});

  const referralDetails = ZReferralDetailsSchema;

  return {
    representative,
    'contact-details': contactDetails,
    'about-you': aboutYou,
    'login-details': loginDetails,
    'address-details': addressDetails,
    'emergency-contact': emergencyContact,
    'benefit-details': benefitDetails,
    'employment-details': employmentDetails,
    'housing-details': housingDetails,
    'ssa-documents': ssaDocuments,
    'referral-details': referralDetails,
  } satisfies Record<IntakeStepSlug, z.ZodType>;
}

export type IntakeStepSchemas = ReturnType<typeof makeIntakeStepSchemas>;
/** The validated values of one intake step. */
export type TIntakeStep<S extends IntakeStepSlug> = z.infer<IntakeStepSchemas[S]>;

/**
 * The step schemas with no "Other" ids known: other_* texts are never required. The browser may use these;
 * the server should call makeIntakeStepSchemas with the ids from its lists.
 */
export const INTAKE_STEP_SCHEMAS: IntakeStepSchemas = makeIntakeStepSchemas();

/**
 * The SSA document step: all three documents must be there, each either uploaded now or already saved.
 * `present` holds the field names (`ssa_6233`…) or slugs (`ssa-623`…) the server has; the result is
 * the field errors to send, empty when nothing is missing.
 */
export function ssaDocumentErrors(present: Iterable<string>): FieldErrors {
  const have = new Set(present);
  const errors: FieldErrors = {};
  for (const document of SSA_DOCUMENTS) {
    if (!have.has(document.field) && !have.has(document.slug)) errors[document.field] = [INTAKE_MESSAGES.uploadDocument(document.label)];
  }
  return errors;
}

// ---------------------------------------------------------------------------------------------------------
// The save envelope, state and program selection, and the read-back shape.

/**
 * The fields every intake save carries besides the step's own: `POST /website/intake` and
 * `POST /website/intake/update?id=`. Validate the step's fields with INTAKE_STEP_SCHEMAS[step].
 */
export const ZIntakeSaveRequestSchema = z.object({
  step: z.preprocess(blankToUndefined, z.enum(INTAKE_STEP_SLUGS, { error: VALIDATION_MESSAGES.stepRequired })),
  id: zOptionalId(INTAKE_MESSAGES.thisApplicationCouldNotBeFound),
  application_code: zOptionalText(VALIDATION_MESSAGES.applicationCodeLabel, INTAKE_LIMITS.applicationCode),
  branch_id: zOptionalId(STATE_REQUIRED_MESSAGE),
  program_id: zIdList(INTAKE_MESSAGES.selectAProgramFromTheList),
  [CAPTCHA_FIELD]: zCaptchaToken(),
});
export type TIntakeSaveRequest = z.infer<typeof ZIntakeSaveRequestSchema>;

/** `POST /website/intake`: a new application needs the branch chosen on state selection. */
export const ZIntakeCreateRequestSchema = ZIntakeSaveRequestSchema.extend({ branch_id: zRequiredId(STATE_REQUIRED_MESSAGE) });
export type TIntakeCreateRequest = z.infer<typeof ZIntakeCreateRequestSchema>;
/** The captcha action of `POST /website/intake` (the first save, at Login Details). */
export const INTAKE_CAPTCHA_ACTION = 'intake';
/**
 * `message, data.id, data.application_id` (the application code), and the applicant signed in: `data` is the
 * signed-in user exactly as `POST /website/login` answers it (process_type intake, current_process pending,
 * `id` the application id, `token`), and the token is also at the top level.
 */
export const ZIntakeCreateResponseSchema = z.object({
  message: z.string(),
  token: z.string(),
  data: ZLoginUserSchema.extend({ application_id: z.string() }),
});
export type TIntakeCreateResponse = z.infer<typeof ZIntakeCreateResponseSchema>;

/** `POST /website/intake/update?id=`. */
export const ZIntakeUpdateQuerySchema = z.object({
  id: zRequiredId(INTAKE_MESSAGES.thisApplicationCouldNotBeFound),
});
export type TIntakeUpdateQuery = z.infer<typeof ZIntakeUpdateQuerySchema>;
export const ZIntakeUpdateRequestSchema = ZIntakeSaveRequestSchema.extend({
  application_code: zRequiredText(
    INTAKE_MESSAGES.thisApplicationCouldNotBeFound,
    VALIDATION_MESSAGES.applicationCodeLabel,
    INTAKE_LIMITS.applicationCode,
  ),
});
export type TIntakeUpdateRequest = z.infer<typeof ZIntakeUpdateRequestSchema>;
export const ZIntakeUpdateResponseSchema = z.object({ message: z.string() });
export type TIntakeUpdateResponse = z.infer<typeof ZIntakeUpdateResponseSchema>;

/** `POST /website/intake/submit?id=` (same query as update): the whole application is checked, then sent in. */
export const ZIntakeSubmitResponseSchema = z.object({
  message: z.string(),
  data: z.object({ id: z.number().int(), application_code: z.string(), current_process: z.literal('inProgress') }),
});
export type TIntakeSubmitResponse = z.infer<typeof ZIntakeSubmitResponseSchema>;

/**
 * How staff decide an application that was sent in: `in_progress` takes it up for review (application status
 * Under review; nothing changes for the applicant), `approve` and `reject` settle it.
 */
export const INTAKE_DECISIONS = ['in_progress', 'approve', 'reject'] as const;
export type IntakeDecision = (typeof INTAKE_DECISIONS)[number];
export const INTAKE_REJECTION_REASON_MAX_LENGTH = 500;
const REJECTION_REASON_MESSAGE = INTAKE_MESSAGES.rejectionReason;
export const REJECTION_REASONS_REQUIRED_MESSAGE = INTAKE_MESSAGES.rejectionReasonsRequired;
export const APPROVAL_TAKES_NO_REASONS_MESSAGE = INTAKE_MESSAGES.approvalTakesNoReasons;
export const INTAKE_DECISION_MESSAGE = INTAKE_MESSAGES.intakeDecision;

/**
 * `POST /admin/intake/{application}/decision` (staff) and `npm run application:decide`: take it up for review
 * (in progress), approve, or reject with the reasons the applicant will read (one per line). The back office
 * sends the texts of the reason templates it picked (`GET /admin/rejection-reasons`) and its own words alike.
 */
export const ZIntakeDecisionRequestSchema = z
  .object({
    decision: z.enum(INTAKE_DECISIONS, { error: INTAKE_DECISION_MESSAGE }),
    reasons: z
      .array(
        z
          .string({ error: REJECTION_REASON_MESSAGE })
          .trim()
          .min(1, REJECTION_REASON_MESSAGE)
          .max(INTAKE_REJECTION_REASON_MAX_LENGTH, tooLongMessage(VALIDATION_MESSAGES.reasonItemLabel, INTAKE_REJECTION_REASON_MAX_LENGTH)),
        { error: INTAKE_MESSAGES.sendTheReasonsAsAList },
      )
      .max(20, VALIDATION_MESSAGES.atMost20Reasons)
      .default([]),
  })
  .superRefine((value, ctx) => {
    if (value.decision === 'reject' && value.reasons.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['reasons'], message: REJECTION_REASONS_REQUIRED_MESSAGE });
    }
    if (value.decision !== 'reject' && value.reasons.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['reasons'], message: APPROVAL_TAKES_NO_REASONS_MESSAGE });
    }
  });
export type TIntakeDecisionRequest = z.infer<typeof ZIntakeDecisionRequestSchema>;
export const ZIntakeDecisionResponseSchema = z.object({
  message: z.string(),
  data: z.object({
    id: z.number().int(),
    application_code: z.string(),
    decision: z.enum(INTAKE_DECISIONS),
    process_type: z.enum(PROCESS_TYPES),
    current_process: z.enum(CURRENT_PROCESSES),
    decided_by: z.string(),
    decided_at: z.string(),
  }),
});
export type TIntakeDecisionResponse = z.infer<typeof ZIntakeDecisionResponseSchema>;

/** `/client/intake/new/state-selection?state_id=`. */
export const ZStateSelectionSchema = z.object({ state_id: zRequiredId(STATE_REQUIRED_MESSAGE) });
export type TStateSelection = z.infer<typeof ZStateSelectionSchema>;

/** `/client/intake/new/program-selection?state_id=&program_ids=1,2&is_aware_checked=`. */
export const ZProgramSelectionSchema = z
  .object({
    state_id: zRequiredId(STATE_REQUIRED_MESSAGE),
    program_ids: z.preprocess(
      // The form holds the ids; the address bar's `1,2` arrives as text.
      (value: number[]) => (typeof value === 'string' ? (value as string).split(',') : value),
      zIdList(INTAKE_MESSAGES.selectAProgramFromTheList),
    ),
    is_aware_checked: zFlagWithDefault(INTAKE_MESSAGES.programOrNotAware, 0),
  })
  .superRefine((value, ctx) => {
    const hasProgram = (value.program_ids?.length ?? 0) > 0;
    if (!hasProgram && value.is_aware_checked !== 1) requireAt(ctx, false, ['program_ids'], PROGRAM_REQUIRED_MESSAGE);
  }, EVEN_WITH_OTHER_ERRORS);
export type TProgramSelection = z.infer<typeof ZProgramSelectionSchema>;

const nullableText = () => z.string().nullable();
const nullableRef = () => ZNamedRefSchema.nullable();
const flag = () => z.literal([0, 1]);
/** A date read back: `{ date }` (yyyy-MM-dd), with its display form when the server adds it. */
export const ZDateValueSchema = z.object({ date: z.string(), formatted_date: z.string().optional() });
export type TDateValue = z.infer<typeof ZDateValueSchema>;

/** An address as read back: state and country as `{ id, name }`. */
export const ZAddressReadSchema = z.object({
  line_1: nullableText(),
  line_2: nullableText(),
  is_international: flag(),
  city_name: nullableText(),
  state: nullableRef(),
  state_name: nullableText(),
  county: nullableText(),
  country: nullableRef(),
  zip_code: nullableText(),
  is_same_as_primary_address: flag().optional(),
});
export type TAddressRead = z.infer<typeof ZAddressReadSchema>;

/**
 * The application read back to resume it. Passwords are never read back: the
 * Login Details step is not shown when resuming.
 */
export const ZIntakeApplicationSchema = z.object({
  id: z.number().int(),
  application_code: z.string(),
  client_group: nullableRef(),
  branch: nullableRef(),
  programs: z.array(z.number().int()),
  is_draft: flag(),
  /**
   * The steps saved at least once, in form order (an optional step saved empty counts, one skipped does not;
   * sending the application in confirms every step): a resumed form opens at the first shown step not saved.
   */
  saved_steps: z.array(z.enum(INTAKE_STEP_SLUGS)),
  /** id 5 means rejected (REJECTED_APPLICATION_STATUS_ID). */
  application_status: nullableRef(),
  rejection_reason: z.array(z.object({ message: z.string() })),
  title: nullableText(),
  first_name: nullableText(),
  middle_name: nullableText(),
  last_name: nullableText(),
  suffix: nullableText(),
  ssn: nullableText(),
  date_of_birth: ZDateValueSchema.nullable(),
  birth_city: nullableText(),
  birth_country: nullableRef(),
  birth_state: nullableRef(),
  birth_state_name: nullableText(),
  english_fluency: nullableRef(),
  marital_status: nullableRef(),
  mother_name: nullableText(),
  father_name: nullableText(),
  gender: nullableRef(),
  other_gender: nullableText(),
  ethnicity: nullableRef(),
  races: z.array(ZNamedRefSchema),
  other_race: nullableText(),
  language: nullableRef(),
  source: nullableRef(),
  other_source: nullableText(),
  user: z.object({ username: z.string() }).nullable(),
  representative: z
    .object({
      type: z.enum(REPRESENTATIVE_TYPES),
      preferred_communication: z.number().int(),
      case_manager: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
      name: nullableText(),
      agency: nullableRef(),
      other_agency: nullableText(),
      relationship: nullableRef(),
      primary_phone: nullableText(),
      other_phone: nullableText(),
      primary_email: nullableText(),
      other_email: nullableText(),
    })
    .nullable(),
  personal_contact: z
    .object({
      primary_phone: nullableText(),
      other_phone: nullableText(),
      primary_email: nullableText(),
      other_email: nullableText(),
    })
    .nullable(),
  physical_address: ZAddressReadSchema.nullable(),
  mailing_address: ZAddressReadSchema.nullable(),
  emergency_contact: z
    .object({
      name: nullableText(),
      contact_category: nullableRef(),
      primary_phone: nullableText(),
      other_phone: nullableText(),
      primary_email: nullableText(),
      other_email: nullableText(),
    })
    .nullable(),
  benefit: z
    .object({
      food_stamp: z.number().nullable(),
      life_insurance: z.number().nullable(),
      life_insurance_type: nullableText(),
      veteran_service_no: nullableText(),
      employment_status: nullableRef(),
      other_employment: nullableText(),
      monthly_income: z.number().nullable(),
      income_types: z.array(ZNamedRefSchema),
      other_income: nullableText(),
    })
    .nullable(),
  housing: z
    .object({
      housing_provider: nullableText(),
      move_in_date: nullableText(),
      house_type: nullableRef(),
      landlord_primary_phone: nullableText(),
      landlord_other_phone: nullableText(),
      landlord_fax: nullableText(),
      rent_amount: z.number().nullable(),
      landlord_primary_email: nullableText(),
      landlord_other_email: nullableText(),
      remarks: nullableText(),
    })
    .nullable(),
  referral: nullableRef(),
  referral_agency: nullableText(),
  referral_date: nullableText(),
  /** Saved SSA documents by slug (ssa-623, ssa-11-bk, ssa-1696). */
  ssa_documents: z.array(
    z.object({
      slug: z.enum(SSA_DOCUMENT_SLUGS),
      file_path: z.string(),
      original_name: z.string(),
    }),
  ),
});
export type TIntakeApplication = z.infer<typeof ZIntakeApplicationSchema>;
/** `GET /website/intake` (Bearer): the saved application under `data`. */
export const ZIntakeApplicationResponseSchema = makeDataResponseSchema(ZIntakeApplicationSchema);
export type TIntakeApplicationResponse = z.infer<typeof ZIntakeApplicationResponseSchema>;
