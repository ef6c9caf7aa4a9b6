import { z } from 'zod';
import { CLIENT_STATUSES, CURRENT_PROCESSES, LOGIN_METHODS, PROCESS_TYPES } from '../enums';
import { onlyDigits } from '../formatters';
import { ZBalanceSchema } from './account';
import { ZMessageResponseSchema, ZNamedRefSchema, blankToUndefined, makeDataResponseSchema } from './fields';
import { INTAKE_DECISIONS } from './intake';
import { tooLongMessage } from './messages';
import { ZActiveBenefitReadSchema, ZClientBillReadSchema, ZClientContactReadSchema, ZOnboardingActionReadSchema } from './onboarding';
import { makePageQuerySchema, makePageResponseSchema } from './paging';
import { zOptionalStaffReason, zStaffReason } from './staff-reason';
import { ADMIN_MESSAGES } from '@payee/content/validation-admin';
import { VALIDATION_MESSAGES } from '@payee/content/validation';

/**
 * The back office's clients (caseworkers): search, the profile, locking and unlocking a client's sign-in, and
 * a password-reset link. A client is anyone who signs in to the client area (applicant, onboarding, active).
 * docs/decisions.md, "Clients and enquiries in the back office".
 */

export const CLIENT_SEARCH_MAX_LENGTH = 100;
/** The full SSN never travels in a URL (nor, through it, into a log): the search takes its last four digits only. */
export const SSN_SEARCH_MESSAGE = ADMIN_MESSAGES.ssnSearch;
const SEARCH_TEXT_MESSAGE = ADMIN_MESSAGES.searchText;

/** More than four digits (dashes and spaces aside) and nothing else: what an SSN typed whole looks like. */
const isLongerDigitRun = (text: string) => /^[\d\s-]+$/.test(text) && onlyDigits(text).length > 4;

/**
 * `GET /admin/clients?q=&page=&per_page=`: `q` finds clients whose name, username or application code contains
 * it (any case), or, when it is exactly 4 digits, whose SSN ends with them. Without `q`, every client.
 */
export const ZAdminClientSearchQuerySchema = makePageQuerySchema(20).extend({
  q: z.preprocess(
    blankToUndefined,
    z
      .string({ error: SEARCH_TEXT_MESSAGE })
      .trim()
      .max(CLIENT_SEARCH_MAX_LENGTH, tooLongMessage(VALIDATION_MESSAGES.searchLabel, CLIENT_SEARCH_MAX_LENGTH))
      .refine((text) => !isLongerDigitRun(text), SSN_SEARCH_MESSAGE)
      .optional(),
  ),
});
export type TAdminClientSearchQuery = z.infer<typeof ZAdminClientSearchQuerySchema>;

/** `caseworker=none`: only clients with no caseworker (issue 24, caseload; the back office's clients list alone). */
export const CLIENT_CASEWORKER_FILTERS = ['none'] as const;
/** `GET /admin/clients?q=&caseworker=&page=&per_page=`: the search, and optionally only the clients with no caseworker. */
export const ZAdminClientListQuerySchema = ZAdminClientSearchQuerySchema.extend({
  caseworker: z.preprocess(blankToUndefined, z.enum(CLIENT_CASEWORKER_FILTERS, { error: ADMIN_MESSAGES.caseworkerFilter }).optional()),
});
export type TAdminClientListQuery = z.infer<typeof ZAdminClientListQuerySchema>;

/** One of the client's programs: the enrolment's status, 1 active or 0 inactive. */
export const ZAdminClientProgramSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  short_name: z.string().nullable(),
  status: z.literal([0, 1]),
});

/** A row of the search: the SSN masked to its last four digits ("***-**-6789"). */
export const ZAdminClientSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string().nullable(),
  application_code: z.string(),
  status: z.enum(CLIENT_STATUSES),
  process_type: z.enum(PROCESS_TYPES),
  current_process: z.enum(CURRENT_PROCESSES).nullable(),
  programs: z.array(ZAdminClientProgramSchema),
  ssn_masked: z.string(),
  created_at: z.string(),
});
export type TAdminClientSummary = z.infer<typeof ZAdminClientSummarySchema>;
export const ZAdminClientSearchResponseSchema = makePageResponseSchema(ZAdminClientSummarySchema);
export type TAdminClientSearchResponse = z.infer<typeof ZAdminClientSearchResponseSchema>;

/** `/admin/clients/{id}`. */
export const ZAdminClientIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: ADMIN_MESSAGES.clientId })
    .int(ADMIN_MESSAGES.clientId)
    .min(1, ADMIN_MESSAGES.clientId)
    .max(2_147_483_647, ADMIN_MESSAGES.clientId),
});

/** An address as the profile shows it: the state and country by name. */
export const ZAdminClientAddressSchema = z.object({
  line_1: z.string().nullable(),
  line_2: z.string().nullable(),
  city_name: z.string().nullable(),
  county: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
  country: z.string().nullable(),
  is_international: z.literal([0, 1]),
});

/**
 * Who the client is. The SSN only masked, the birth date only as its year (masked) and the age: the profile
 * is the screen most often open, and a caller's identity is checked by asking them, not by reading it out.
 * The address is the one given on the intake form (null when they did not apply through it).
 */
export const ZAdminClientIdentitySchema = z.object({
  title: z.string().nullable(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  suffix: z.string().nullable(),
  name: z.string(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  ssn_masked: z.string(),
  date_of_birth_masked: z.string(),
  age: z.number().int(),
  address: ZAdminClientAddressSchema.nullable(),
});

/** A program with the client's enrolment and balance (the sum of the ledger, money as decimal strings). */
export const ZAdminClientProgramBalanceSchema = ZAdminClientProgramSchema.extend({
  enrolled_on: z.string(),
  balance: ZBalanceSchema,
});

export const CLIENT_DOCUMENT_KINDS = ['ssa_document', 'photo', 'bill'] as const;
export type ClientDocumentKind = (typeof CLIENT_DOCUMENT_KINDS)[number];

/** A stored file: `file_path` is the staff download route under /api/v1 (bearer token). */
export const ZAdminClientDocumentSchema = z.object({
  kind: z.enum(CLIENT_DOCUMENT_KINDS),
  /** What it is: "SSA-623", "Profile photo", "Bill: Rent". */
  label: z.string(),
  original_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  uploaded_at: z.string().nullable(),
  file_path: z.string(),
});

/** Their intake application: where it stands and each decision (newest first), with its staff read route. */
export const ZAdminClientApplicationSchema = z.object({
  id: z.number().int(),
  application_code: z.string(),
  status: ZNamedRefSchema.nullable(),
  is_draft: z.boolean(),
  created_at: z.string(),
  submitted_at: z.string().nullable(),
  path: z.string(),
  decisions: z.array(
    z.object({
      decision: z.enum(INTAKE_DECISIONS),
      decided_by: z.string(),
      decided_at: z.string(),
      reasons: z.array(z.string()),
    }),
  ),
});

/** A sign-in attempt (newest first): when, from which address, how, and whether it worked. */
export const ZAdminClientSignInSchema = z.object({
  at: z.string(),
  ip: z.string().nullable(),
  method: z.enum(LOGIN_METHODS).nullable(),
  outcome: z.string(),
  is_success: z.boolean(),
});

/**
 * Whether the client can sign in. `is_locked`: a member of staff locked it (until unlocked), with who, when
 * and why. `failed_sign_ins_locked_until`: five wrong sign-ins in 15 minutes lock it on their own until then.
 */
export const ZClientLockStateSchema = z.object({
  is_locked: z.boolean(),
  locked_at: z.string().nullable(),
  locked_by: ZNamedRefSchema.nullable(),
  reason: z.string().nullable(),
  failed_sign_ins_locked_until: z.string().nullable(),
});
export type TClientLockState = z.infer<typeof ZClientLockStateSchema>;

/** `GET /admin/clients/{id}`: the whole record a caseworker needs, the SSN never in full. */
export const ZAdminClientProfileSchema = z.object({
  id: z.number().int(),
  application_code: z.string(),
  status: z.enum(CLIENT_STATUSES),
  process_type: z.enum(PROCESS_TYPES),
  current_process: z.enum(CURRENT_PROCESSES).nullable(),
  created_at: z.string(),
  identity: ZAdminClientIdentitySchema,
  programs: z.array(ZAdminClientProgramBalanceSchema),
  contacts: z.array(ZClientContactReadSchema),
  benefits: z.array(ZActiveBenefitReadSchema),
  bills: z.array(ZClientBillReadSchema),
  documents: z.array(ZAdminClientDocumentSchema),
  applications: z.array(ZAdminClientApplicationSchema),
  /** Null when the client never reached onboarding; `path` is the staff read of the onboarding. */
  onboarding: z.object({ path: z.string(), submitted_at: z.string().nullable(), actions: z.array(ZOnboardingActionReadSchema) }).nullable(),
  sign_ins: z.array(ZAdminClientSignInSchema),
  lock: ZClientLockStateSchema,
});
export type TAdminClientProfile = z.infer<typeof ZAdminClientProfileSchema>;
export const ZAdminClientProfileResponseSchema = makeDataResponseSchema(ZAdminClientProfileSchema);

/** How many sign-in attempts the profile shows. */
export const CLIENT_SIGN_IN_HISTORY_LENGTH = 20;

export const LOCK_REASON_MESSAGE = ADMIN_MESSAGES.lockReason;
/**
 * `POST /admin/clients/{id}/lock`: the reason is required (a lock keeps someone from their own records); no body
 * at all is the reason missing.
 */
export const ZClientLockRequestSchema = z.preprocess((value) => value ?? {}, z.object({ reason: zStaffReason(LOCK_REASON_MESSAGE) }));
export type TClientLockRequest = z.infer<typeof ZClientLockRequestSchema>;
/** `POST /admin/clients/{id}/unlock`: a reason may be given (an empty body is accepted). */
export const ZClientUnlockRequestSchema = z.preprocess((value) => value ?? {}, z.object({ reason: zOptionalStaffReason() }));
export type TClientUnlockRequest = z.infer<typeof ZClientUnlockRequestSchema>;
export const ZClientLockResponseSchema = ZMessageResponseSchema.extend({ data: ZClientLockStateSchema });
export type TClientLockResponse = z.infer<typeof ZClientLockResponseSchema>;

/** `POST /admin/clients/{id}/password-reset`: no fields; answers `{ message }` naming the masked address. */
export const ZClientPasswordResetRequestSchema = z.preprocess((value) => value ?? {}, z.object({}));
export const ZClientPasswordResetResponseSchema = ZMessageResponseSchema;

export const clientNotFoundMessage = (id: number | string) => ADMIN_MESSAGES.clientNotFound(id);
export const clientLockedMessage = (name: string) => ADMIN_MESSAGES.clientLocked(name);
export const clientUnlockedMessage = (name: string) => ADMIN_MESSAGES.clientUnlocked(name);
export const CLIENT_ALREADY_LOCKED_MESSAGE = ADMIN_MESSAGES.clientAlreadyLocked;
export const CLIENT_NOT_LOCKED_MESSAGE = ADMIN_MESSAGES.clientNotLocked;
export const CLIENT_HAS_NO_EMAIL_MESSAGE = ADMIN_MESSAGES.clientHasNoEmail;
export const passwordResetLinkSentMessage = (maskedEmail: string, minutes: number) =>
  ADMIN_MESSAGES.passwordResetLinkSent(maskedEmail, minutes);
