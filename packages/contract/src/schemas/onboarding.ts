import { z } from 'zod';
import { parseApiDate } from '../dates';
import { CURRENT_PROCESSES, MAX_OTHER_IDENTIFIERS, ONBOARDING_STEPS, PROCESS_TYPES, type OnboardingStepSlug } from '../enums';
import {
  CAPTCHA_FIELD,
  EVEN_WITH_OTHER_ERRORS,
  ZMessageResponseSchema,
  ZNamedRefSchema,
  addIssueAt,
  blankToUndefined,
  isPresent,
  makeDataResponseSchema,
  requireAt,
  zAmountCentsOrZero,
  zCaptchaToken,
  zFlagWithDefault,
  zObjectList,
  zOptionalCount,
  zOptionalEmail,
  zOptionalId,
  zOptionalPhone,
  zOptionalText,
  zRequiredDate,
  zRequiredId,
  zRequiredPhone,
  zRequiredText,
  zSection,
} from './fields';
import { makePageResponseSchema, zListSearchAndSort, zPageQuery } from './paging';
import {
  ZAddressSchema,
  ZDateValueSchema,
  ZMailingAddressSchema,
  checkAddress,
  makeIsOther,
  type FormSchemaOptions,
  type TAddress,
} from './intake';
import { MAX_OTHER_IDENTIFIERS_MESSAGE, amountMessage, tooLongMessage } from './messages';
import { MEDICAL_REVEAL_PURPOSES, zRevealRequest } from './staff-reason';
import { ONBOARDING_MESSAGES } from '@payee/content/validation-onboarding';
import { VALIDATION_MESSAGES } from '@payee/content/validation';

/** Maximum lengths of the onboarding wizard. */
export const ONBOARDING_LIMITS = {
  identifier: 100,
  cardNumber: 50,
  healthText: 2000,
  contactName: 300,
  description: 1000,
  website: 250,
  otherText: 200,
} as const;

/** Onboarding step slugs in order. */
export const ONBOARDING_STEP_SLUGS = ONBOARDING_STEPS.map((step) => step.slug) as [OnboardingStepSlug, ...OnboardingStepSlug[]];

/**
 * The fields every onboarding save carries (`POST /website/onboarding?_method=PUT`): the step's slug,
 * skip (1 on steps 3-5 moves on without saving) and the captcha token. Validate the rest with
 * ONBOARDING_STEP_SCHEMAS[step].
 */
export const ZOnboardingSaveRequestSchema = z.object({
  step: z.preprocess(blankToUndefined, z.enum(ONBOARDING_STEP_SLUGS, { error: VALIDATION_MESSAGES.stepRequired })),
  skip: zFlagWithDefault(ONBOARDING_MESSAGES.tellUsWhetherToSkipThis, 0),
  [CAPTCHA_FIELD]: zCaptchaToken(),
  /** Optional: when sent, it must be the signed-in client's own code (else 404). */
  application_code: zOptionalText(VALIDATION_MESSAGES.applicationCodeLabel, 50),
});
/** The captcha action of every onboarding save (a token before every save). */
export const ONBOARDING_CAPTCHA_ACTION = 'onboarding';
/** The steps that may be skipped: 3, 4 and 5. */
export const ONBOARDING_SKIPPABLE_STEPS: readonly OnboardingStepSlug[] = ONBOARDING_STEPS.filter((step) => step.isSkippable).map(
  (step) => step.slug,
);
/** The last step: saving it sends the whole onboarding to the office (current_process inProgress). */
export const ONBOARDING_SUBMIT_STEP: OnboardingStepSlug = 'bills';
export const STEP_NOT_SKIPPABLE_MESSAGE = ONBOARDING_MESSAGES.stepNotSkippable;
export type TOnboardingSaveRequest = z.infer<typeof ZOnboardingSaveRequestSchema>;
export const ZOnboardingSaveResponseSchema = ZMessageResponseSchema;
export type TOnboardingSaveResponse = z.infer<typeof ZOnboardingSaveResponseSchema>;

/** Step 2: the identifier, the optional card numbers. */
export const ZIdentifiersSchema = z.object({
  photo_id: zOptionalText(ONBOARDING_MESSAGES.photoId, ONBOARDING_LIMITS.identifier),
  identification_type_id: zRequiredId(ONBOARDING_MESSAGES.selectAnIdentificationType),
  identity_code: zRequiredText(
    ONBOARDING_MESSAGES.enterTheIdentificationNumber,
    ONBOARDING_MESSAGES.identificationNumber,
    ONBOARDING_LIMITS.identifier,
  ),
  debit_card_no: zOptionalText(ONBOARDING_MESSAGES.debitCardNumber, ONBOARDING_LIMITS.cardNumber),
  va_no: zOptionalText(ONBOARDING_MESSAGES.vaNumber, ONBOARDING_LIMITS.cardNumber),
  medicaid_no: zOptionalText(ONBOARDING_MESSAGES.rssMedicaidNumber, ONBOARDING_LIMITS.cardNumber),
});
export type TIdentifiers = z.infer<typeof ZIdentifiersSchema>;

/** One of at most three other identifiers. */
export const ZOtherIdentifierSchema = z.object({
  id: zOptionalId(ONBOARDING_MESSAGES.thisIdentifierCouldNotBeFound),
  identity_type: zRequiredText(
    ONBOARDING_MESSAGES.enterTheTypeOfIdentifier,
    ONBOARDING_MESSAGES.identifierType,
    ONBOARDING_LIMITS.identifier,
  ),
  identity_code: zRequiredText(
    ONBOARDING_MESSAGES.enterTheIdentifierNumber,
    ONBOARDING_MESSAGES.identifierNumber,
    ONBOARDING_LIMITS.identifier,
  ),
});
export type TOtherIdentifier = z.infer<typeof ZOtherIdentifierSchema>;

/** Step 3 (optional): free-text medical details. */
export const ZHealthInfoSchema = z.object({
  diagnosis: zOptionalText(ONBOARDING_MESSAGES.diagnosisLabel, ONBOARDING_LIMITS.healthText),
  medications: zOptionalText(ONBOARDING_MESSAGES.medicationsLabel, ONBOARDING_LIMITS.healthText),
  guardianship: zOptionalText(ONBOARDING_MESSAGES.guardianshipLabel, ONBOARDING_LIMITS.healthText),
});
export type THealthInfo = z.infer<typeof ZHealthInfoSchema>;

/** One chosen benefit (step 4); errors are keyed `active_benefits.{index}.{field}` and mapped back by the client. */
export const ZActiveBenefitSchema = z
  .object({
    reporting_account_id: zRequiredId(ONBOARDING_MESSAGES.selectABenefit),
    /** Whole cents, read from the amount typed. */
    benefit_amount: zAmountCentsOrZero(ONBOARDING_MESSAGES.enterTheBenefitAmount, amountMessage('the benefit amount')),
    effective_from: zRequiredDate(ONBOARDING_MESSAGES.enterTheDateTheBenefitStarts, ONBOARDING_MESSAGES.enterARealStartDateLike),
    effective_till: zRequiredDate(ONBOARDING_MESSAGES.enterTheDateTheBenefitEnds, ONBOARDING_MESSAGES.enterARealEndDateLike),
  })
  .superRefine((value, ctx) => {
    const from = parseApiDate(value.effective_from);
    const till = parseApiDate(value.effective_till);
    if (from && till && till < from) addIssueAt(ctx, ['effective_till'], ONBOARDING_MESSAGES.endDateBeforeStart);
  }, EVEN_WITH_OTHER_ERRORS);
export type TActiveBenefit = z.infer<typeof ZActiveBenefitSchema>;

/** A client contact's phones, e-mails and website. */
export const ZClientContactDetailsSchema = z.object({
  primary_phone: zRequiredPhone(),
  other_phone: zOptionalPhone(),
  primary_email: zOptionalEmail(),
  other_email: zOptionalEmail(),
  website: zOptionalText(ONBOARDING_MESSAGES.websiteLabel, ONBOARDING_LIMITS.website),
  fax_no: zOptionalPhone(VALIDATION_MESSAGES.fax),
  fax_email: zOptionalEmail(),
});

/** One client contact (step 5): a name, a category, a phone; the addresses are optional. */
export const ZClientContactSchema = z.object({
  id: zOptionalId(ONBOARDING_MESSAGES.thisContactCouldNotBeFound),
  name: zRequiredText(ONBOARDING_MESSAGES.enterTheContactsName, VALIDATION_MESSAGES.nameLabel, ONBOARDING_LIMITS.contactName),
  contact_category_id: zRequiredId(VALIDATION_MESSAGES.contactCategoryRequired),
  other_contact_category: zOptionalText(ONBOARDING_MESSAGES.contactCategory, ONBOARDING_LIMITS.otherText),
  description: zOptionalText(VALIDATION_MESSAGES.descriptionLabel, ONBOARDING_LIMITS.description),
  personal_contact: zSection(ZClientContactDetailsSchema),
  physical_address: ZAddressSchema.optional(),
  mailing_address: ZMailingAddressSchema.optional(),
});
export type TClientContact = z.infer<typeof ZClientContactSchema>;

/** One bill (step 6); its file is checked by the server. The frequency is asked for only for a recurring bill. */
export const ZClientBillSchema = z
  .object({
    id: zOptionalId(ONBOARDING_MESSAGES.thisBillCouldNotBeFound),
    reporting_account_id: zRequiredId(ONBOARDING_MESSAGES.selectABillType),
    /** Whole cents, read from the amount typed: the scheduled payments made from the bill pay exactly this. */
    amount: zAmountCentsOrZero(ONBOARDING_MESSAGES.enterTheBillAmount, amountMessage('the bill amount')),
    bill_repeat_frequency_id: zOptionalId(ONBOARDING_MESSAGES.selectHowOftenTheBillRepeats),
    repeat_intervals: zOptionalCount(ONBOARDING_MESSAGES.repeatIntervals),
    is_recursive: zFlagWithDefault(ONBOARDING_MESSAGES.tellUsWhetherTheBillRepeats, 0),
  })
  .superRefine((value, ctx) => {
    if (value.is_recursive === 1) {
      requireAt(
        ctx,
        isPresent(value.bill_repeat_frequency_id),
        ['bill_repeat_frequency_id'],
        ONBOARDING_MESSAGES.selectHowOftenTheBillRepeats,
      );
    }
  }, EVEN_WITH_OTHER_ERRORS);
export type TClientBill = z.infer<typeof ZClientBillSchema>;

/**
 * A bill that does not repeat has no frequency and no count: what the wizard sends and the server stores
 * (either may be left from before the bill was marked as not repeating).
 */
export function withoutRepeatUnlessRecurring<
  T extends { is_recursive?: unknown; bill_repeat_frequency_id?: unknown; repeat_intervals?: unknown },
>(
  bill: T,
): Omit<T, 'bill_repeat_frequency_id' | 'repeat_intervals'> & {
  bill_repeat_frequency_id: T['bill_repeat_frequency_id'] | null;
  repeat_intervals: T['repeat_intervals'] | null;
} {
  if (bill.is_recursive === 1)
    return { ...bill, bill_repeat_frequency_id: bill.bill_repeat_frequency_id, repeat_intervals: bill.repeat_intervals };
  return { ...bill, bill_repeat_frequency_id: null, repeat_intervals: null };
}

/** The fields of an address that say where it is (not the two yes/no flags, which the form always sends). */
const ADDRESS_CONTENT_FIELDS = ['line_1', 'line_2', 'city_name', 'state_id', 'state_name', 'county', 'country_id', 'zip_code'] as const;
/** Whether a contact's address was filled in at all: an address left empty is not asked for. */
export const hasAddressContent = (address: Partial<TAddress> | undefined) =>
  !!address && ADDRESS_CONTENT_FIELDS.some((field) => isPresent(address[field]));

/**
 * One schema per onboarding step; `otherIds['contact-categories']` makes other_contact_category required.
 * A contact's addresses are optional; one that is filled in follows the intake's address rules (line 1, city,
 * ZIP code; a state and county in the United States, a country and a state or region abroad), and a mailing
 * address "same as primary" is not checked (the form sends the primary values as the mailing ones).
 */
export function makeOnboardingStepSchemas(options: FormSchemaOptions = {}) {
  const isOther = makeIsOther(options.otherIds);

  const clientContact = ZClientContactSchema.superRefine((value, ctx) => {
    if (isOther('contact-categories', value.contact_category_id)) {
      requireAt(ctx, isPresent(value.other_contact_category), ['other_contact_category'], ONBOARDING_MESSAGES.enterTheContactCategory);
    }
    if (hasAddressContent(value.physical_address)) checkAddress(value.physical_address, ['physical_address'], ctx);
    if (value.mailing_address?.is_same_as_primary_address !== 1 && hasAddressContent(value.mailing_address)) {
      checkAddress(value.mailing_address, ['mailing_address'], ctx);
    }
  }, EVEN_WITH_OTHER_ERRORS);

  return {
    // Step 1 only uploads a profile photo (optional), which the server checks as a file.
    'document-proofs': z.object({}),
    identifiers: z.object({
      identifiers: zSection(ZIdentifiersSchema),
      other_identifiers: zObjectList(ZOtherIdentifierSchema, { count: MAX_OTHER_IDENTIFIERS, message: MAX_OTHER_IDENTIFIERS_MESSAGE }),
    }),
    'medical-details': z.object({ health_info: zSection(ZHealthInfoSchema) }),
    'active-benefits': z.object({ active_benefits: zObjectList(ZActiveBenefitSchema) }),
    'client-contacts': z.object({ client_contacts: zObjectList(clientContact) }),
    bills: z.object({ client_bills: zObjectList(ZClientBillSchema) }),
  } satisfies Record<OnboardingStepSlug, z.ZodType>;
}

export type OnboardingStepSchemas = ReturnType<typeof makeOnboardingStepSchemas>;
/** The validated values of one onboarding step. */
export type TOnboardingStep<S extends OnboardingStepSlug> = z.infer<OnboardingStepSchemas[S]>;
/** The step schemas with no "Other" ids known; the server should call makeOnboardingStepSchemas. */
export const ONBOARDING_STEP_SCHEMAS: OnboardingStepSchemas = makeOnboardingStepSchemas();

// ---------------------------------------------------------------------------------------------------------
// The onboarding detail as read.

const nullableText = () => z.string().nullable();
const nullableRef = () => ZNamedRefSchema.nullable();
/** Money on the wire: a decimal string with two places ("943.00"); the server keeps whole cents. */
const zDecimalAmount = () => z.string().regex(/^-?\d+\.\d{2}$/);

export const ZClientContactReadSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contact_category: z.object({ id: z.number().int(), name: z.string().optional(), full_name: z.string().optional() }).nullable(),
  other_contact_category: nullableText(),
  personal_contact: z.object({
    primary_phone: nullableText(),
    other_phone: nullableText(),
    primary_email: nullableText(),
    other_email: nullableText(),
    website: nullableText(),
    fax_no: nullableText(),
    fax_email: nullableText(),
  }),
  description: nullableText(),
  physical_address: z
    .object({
      line_1: nullableText(),
      line_2: nullableText(),
      city_name: nullableText(),
      state: nullableRef(),
      state_name: nullableText(),
      county: nullableText(),
      zip_code: nullableText(),
      country_id: z.number().int().nullable(),
      is_international: z.literal([0, 1]),
    })
    .nullable(),
  mailing_address: z
    .object({
      is_same_as_primary_address: z.literal([0, 1]),
      line_1: nullableText(),
      line_2: nullableText(),
      city_name: nullableText(),
      state: nullableRef(),
      state_name: nullableText(),
      county: nullableText(),
      country: nullableRef(),
      zip_code: nullableText(),
      is_international: z.literal([0, 1]),
    })
    .nullable(),
});
export type TClientContactRead = z.infer<typeof ZClientContactReadSchema>;

/** A saved file: `file_path` is the API path that streams it to its owner (or, in the staff read, to staff). */
export const ZOnboardingFileReadSchema = z.object({ file_path: z.string(), original_name: z.string() });

export const ZClientBillReadSchema = z.object({
  id: z.number().int(),
  reporting_account: ZNamedRefSchema,
  amount: zDecimalAmount(),
  bill_repeat_frequency: nullableRef(),
  repeat_intervals: z.number().int().nullable(),
  is_recursive: z.literal([0, 1]),
  files: z.array(ZOnboardingFileReadSchema),
});
export type TClientBillRead = z.infer<typeof ZClientBillReadSchema>;

/** A chosen benefit: `id` is the benefit's own id (its reporting account), which the form marks selected. */
export const ZActiveBenefitReadSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  amount: zDecimalAmount(),
  effective_from: z.object({ date: z.string() }),
  effective_till: z.object({ date: z.string() }).nullable(),
});

/** Each field of a section read back as its text, or null when not given. */
const nullableTextsOf = <K extends string>(shape: Record<K, unknown>) =>
  Object.fromEntries(Object.keys(shape).map((field) => [field, nullableText()])) as Record<K, ReturnType<typeof nullableText>>;

/** The medical details as read: each answer of step 3 by its name, or null when not given. */
export const ZHealthInfoReadSchema = z.object(nullableTextsOf(ZHealthInfoSchema.shape));
export type THealthInfoRead = z.infer<typeof ZHealthInfoReadSchema>;

/**
 * `GET /website/onboarding/{application_code}` and `GET /website/onboarding`: what pre-fills the wizard
 * (section 3.5), plus where the onboarding stands: the application code, current_process, the steps saved
 * (in wizard order) and the reasons it was sent back.
 */
export const ZOnboardingDetailSchema = z.object({
  application_code: z.string(),
  current_process: z.enum(CURRENT_PROCESSES).nullable(),
  saved_steps: z.array(z.enum(ONBOARDING_STEP_SLUGS)),
  rejection_reason: z.array(z.object({ message: z.string() })),
  name: z.string(),
  date_of_birth: ZDateValueSchema.extend({ formatted_date: z.string() }).nullable(),
  ssn_number_partial: nullableText(),
  image_url: nullableText(),
  image_name: nullableText(),
  health_info: ZHealthInfoReadSchema.nullable(),
  identifiers: z
    .object({
      identification_type: nullableRef(),
      identity_code: nullableText(),
      photo_id: nullableText(),
      debit_card_no: nullableText(),
      va_no: nullableText(),
      medicaid_no: nullableText(),
    })
    .nullable(),
  other_identifier: z.array(z.object({ id: z.number().int(), identity_code: z.string(), identity_type: z.string() })),
  client_contacts: z.array(ZClientContactReadSchema),
  benefits: z.array(ZActiveBenefitReadSchema),
  client_bills: z.array(ZClientBillReadSchema),
});
export type TOnboardingDetail = z.infer<typeof ZOnboardingDetailSchema>;
export const ZOnboardingDetailResponseSchema = makeDataResponseSchema(ZOnboardingDetailSchema);
export type TOnboardingDetailResponse = z.infer<typeof ZOnboardingDetailResponseSchema>;

/** `GET /website/onboarding/{application_code}`. */
export const ZOnboardingDetailParamsSchema = z.object({
  application_code: z.string().trim().min(1, VALIDATION_MESSAGES.applicationCodeRequired).max(50),
});
export type TOnboardingDetailParams = z.infer<typeof ZOnboardingDetailParamsSchema>;

/** The answer of the last step's save: the onboarding is sent in and the session has ended on the server. */
export const ZOnboardingSubmitResponseSchema = z.object({
  message: z.string(),
  data: z.object({ application_code: z.string(), current_process: z.literal('inProgress') }),
});
export type TOnboardingSubmitResponse = z.infer<typeof ZOnboardingSubmitResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Staff (back office): onboarding submissions, the invitation, sending back and activation.

/** What staff did with an onboarding, recorded with who and when. */
export const ONBOARDING_ACTIONS = ['invite', 'submit', 'send_back', 'activate'] as const;
export type OnboardingAction = (typeof ONBOARDING_ACTIONS)[number];

export const ONBOARDING_REASON_MAX_LENGTH = 500;
const SEND_BACK_REASON_MESSAGE = ONBOARDING_MESSAGES.sendBackReason;
export const SEND_BACK_REASONS_REQUIRED_MESSAGE = ONBOARDING_MESSAGES.sendBackReasonsRequired;
export const ACTIVATE_PROGRAMS_REQUIRED_MESSAGE = ONBOARDING_MESSAGES.activateProgramsRequired;

/** What the onboarding queue sorts by (then by id, so pages never overlap). */
export const ONBOARDING_LIST_SORTS = ['submitted_at', 'updated_at', 'name', 'application_code', 'status'] as const;
export type OnboardingListSort = (typeof ONBOARDING_LIST_SORTS)[number];

/**
 * `GET /admin/onboarding?status=&q=&sort=&direction=&page=&per_page=`: onboarding clients by current_process (all
 * when absent), last sent in first (then last changed) unless sorted otherwise. `q` finds clients whose name, username or application
 * code contains it, as the client search does (the same text and trigram index).
 */
export const ZAdminOnboardingListQuerySchema = z.object({
  status: z.preprocess(
    blankToUndefined,
    z.enum(CURRENT_PROCESSES, { error: ONBOARDING_MESSAGES.choosePendingInprogressRejectedOrApproved }).optional(),
  ),
  ...zListSearchAndSort(ONBOARDING_LIST_SORTS, 'submitted_at', 'desc'),
  ...zPageQuery(20),
});
export type TAdminOnboardingListQuery = z.infer<typeof ZAdminOnboardingListQuerySchema>;

export const ZAdminOnboardingSummarySchema = z.object({
  id: z.number().int(),
  application_code: z.string(),
  name: z.string(),
  current_process: z.enum(CURRENT_PROCESSES).nullable(),
  saved_steps: z.array(z.enum(ONBOARDING_STEP_SLUGS)),
  submitted_at: z.string().nullable(),
  updated_at: z.string(),
});
export const ZAdminOnboardingListResponseSchema = makePageResponseSchema(ZAdminOnboardingSummarySchema);
export type TAdminOnboardingListResponse = z.infer<typeof ZAdminOnboardingListResponseSchema>;

/** One recorded action: what, who, when (reasons of a send-back, programs of an activation). */
export const ZOnboardingActionReadSchema = z.object({
  action: z.enum(ONBOARDING_ACTIONS),
  acted_by: z.string(),
  acted_at: z.string(),
  reasons: z.array(z.string()),
  program_ids: z.array(z.number().int()),
});

/**
 * `GET /admin/onboarding/{client}`: the whole onboarding (file paths are the staff routes) and its history, but
 * not the medical details: only whether any were given (`has_health_info`). Staff see them through the
 * recorded reveal (`POST /admin/onboarding/{client}/medical` with a reason).
 */
export const ZAdminOnboardingDetailResponseSchema = makeDataResponseSchema(
  ZOnboardingDetailSchema.omit({ health_info: true }).extend({
    has_health_info: z.boolean(),
    id: z.number().int(),
    process_type: z.enum(PROCESS_TYPES),
    submitted_at: z.string().nullable(),
    actions: z.array(ZOnboardingActionReadSchema),
  }),
);
export type TAdminOnboardingDetailResponse = z.infer<typeof ZAdminOnboardingDetailResponseSchema>;

/** `POST /admin/onboarding/{client}/send-back`: the reasons the client reads above the wizard, one per line. */
export const ZOnboardingSendBackRequestSchema = z.object({
  reasons: z
    .array(
      z
        .string({ error: SEND_BACK_REASON_MESSAGE })
        .trim()
        .min(1, SEND_BACK_REASON_MESSAGE)
        .max(ONBOARDING_REASON_MAX_LENGTH, tooLongMessage(VALIDATION_MESSAGES.reasonItemLabel, ONBOARDING_REASON_MAX_LENGTH)),
      { error: SEND_BACK_REASONS_REQUIRED_MESSAGE },
    )
    .min(1, SEND_BACK_REASONS_REQUIRED_MESSAGE)
    .max(20, VALIDATION_MESSAGES.atMost20Reasons),
});
export type TOnboardingSendBackRequest = z.infer<typeof ZOnboardingSendBackRequestSchema>;

/** `POST /admin/onboarding/{client}/activate`: the programs the new client is enrolled in. */
export const ZOnboardingActivateRequestSchema = z.object({
  program_ids: z
    .array(zRequiredId(ONBOARDING_MESSAGES.chooseAProgramFromTheList), { error: ACTIVATE_PROGRAMS_REQUIRED_MESSAGE })
    .min(1, ACTIVATE_PROGRAMS_REQUIRED_MESSAGE)
    .max(20, ONBOARDING_MESSAGES.chooseAtMost20Programs),
});
export type TOnboardingActivateRequest = z.infer<typeof ZOnboardingActivateRequestSchema>;

/** The answer of every staff action: where the client now stands. */
export const ZOnboardingActionResponseSchema = z.object({
  message: z.string(),
  data: z.object({
    id: z.number().int(),
    application_code: z.string(),
    action: z.enum(ONBOARDING_ACTIONS),
    process_type: z.enum(PROCESS_TYPES),
    current_process: z.enum(CURRENT_PROCESSES).nullable(),
    acted_by: z.string(),
    acted_at: z.string(),
  }),
});
export type TOnboardingActionResponse = z.infer<typeof ZOnboardingActionResponseSchema>;

export const MEDICAL_REVEAL_REASON_MESSAGE = ONBOARDING_MESSAGES.medicalRevealReason;

/**
 * `POST /admin/onboarding/{client}/medical`: why the medical details are needed (kept in the audit trail). No
 * body at all is the reason missing.
 */
export const ZOnboardingMedicalRevealRequestSchema = zRevealRequest(MEDICAL_REVEAL_PURPOSES, MEDICAL_REVEAL_REASON_MESSAGE);
export type TOnboardingMedicalRevealRequest = z.infer<typeof ZOnboardingMedicalRevealRequestSchema>;
/** The medical details (each null when not given), answered with `cache-control: no-store`. */
export const ZOnboardingMedicalRevealResponseSchema = makeDataResponseSchema(ZHealthInfoReadSchema);
export type TOnboardingMedicalRevealResponse = z.infer<typeof ZOnboardingMedicalRevealResponseSchema>;
