import { z } from 'zod';
import { APPLICATION_STATUS_ID_LIST, INTAKE_STEPS, REPRESENTATIVE_TYPES, type ApplicationStatusId, type IntakeStepSlug } from '../enums';
import { ZNamedRefSchema, blankToUndefined, makeDataResponseSchema } from './fields';
import { INTAKE_DECISIONS } from './intake';
import { DAY_RANGE_ORDER_MESSAGE, SORT_DIRECTIONS, makePageResponseSchema, zPageQuery, zQueryDay } from './paging';
import { tooLongMessage } from './messages';
import { SSN_REVEAL_PURPOSES, zRevealRequest } from './staff-reason';
import { ADMIN_MESSAGES } from '@payee/content/validation-admin';
import { VALIDATION_MESSAGES } from '@payee/content/validation';

/**
 * The caseworkers' back office: the applications queue, an application's history, the full SSN on request,
 * the rejection reasons to pick from and the home page's counts. docs/decisions/back-office.md, "Applications queue" and "Application record".
 */

// ---------------------------------------------------------------------------------------------------------
// `GET /admin/intake`: the applications, paged, sorted and filtered.

/** What the queue sorts by; every sort ends with the application's id, so pages never overlap. */
export const APPLICATION_LIST_SORTS = ['submitted_at', 'updated_at', 'created_at', 'name', 'status', 'application_code'] as const;
export type ApplicationListSort = (typeof APPLICATION_LIST_SORTS)[number];
export const APPLICATION_LIST_PER_PAGE = 25;
export const APPLICATION_SEARCH_MAX_LENGTH = 100;

const SORT_MESSAGE = ADMIN_MESSAGES.applicationSort(APPLICATION_LIST_SORTS);
const DIRECTION_MESSAGE = ADMIN_MESSAGES.direction;
export const APPLICATION_STATUS_FILTER_MESSAGE = ADMIN_MESSAGES.applicationStatusFilter(APPLICATION_STATUS_ID_LIST);
const REPRESENTATIVE_TYPE_MESSAGE = ADMIN_MESSAGES.representativeType(REPRESENTATIVE_TYPES);

/** `status=2,4`: one comma-separated list of application_status ids (a repeated `status` is refused). */
const zApplicationStatusList = z
  .string({ error: APPLICATION_STATUS_FILTER_MESSAGE })
  .transform((value) => value.split(',').map((part) => part.trim()))
  .refine(
    (parts) => parts.every((part) => /^\d{1,2}$/.test(part) && (APPLICATION_STATUS_ID_LIST as number[]).includes(Number(part))),
    APPLICATION_STATUS_FILTER_MESSAGE,
  )
  .transform((parts) => [...new Set(parts.map(Number))] as ApplicationStatusId[]);

/**
 * The queue's query. `from` and `to` are days in the office's time zone, both included, of the day the
 * application was sent in (the latest time), or was started if it never was. `q` is read by its shape: four
 * digits are the last four of the SSN, an application code (`APP-7K3P9Q`, any case) is that code, anything
 * else is searched in the applicant's first and last names (every word must be in one of them).
 */
export const ZAdminApplicationListQuerySchema = z
  .object({
    ...zPageQuery(APPLICATION_LIST_PER_PAGE),
    sort: z.preprocess(blankToUndefined, z.enum(APPLICATION_LIST_SORTS, { error: SORT_MESSAGE }).default('submitted_at')),
    direction: z.preprocess(blankToUndefined, z.enum(SORT_DIRECTIONS, { error: DIRECTION_MESSAGE }).default('desc')),
    status: z.preprocess(blankToUndefined, zApplicationStatusList.optional()),
    representative_type: z.preprocess(blankToUndefined, z.enum(REPRESENTATIVE_TYPES, { error: REPRESENTATIVE_TYPE_MESSAGE }).optional()),
    from: z.preprocess(blankToUndefined, zQueryDay.optional()),
    to: z.preprocess(blankToUndefined, zQueryDay.optional()),
    q: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .max(APPLICATION_SEARCH_MAX_LENGTH, tooLongMessage(VALIDATION_MESSAGES.searchLabel, APPLICATION_SEARCH_MAX_LENGTH))
        .optional(),
    ),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.to < query.from) ctx.addIssue({ code: 'custom', path: ['to'], message: DAY_RANGE_ORDER_MESSAGE });
  });
export type TAdminApplicationListQuery = z.infer<typeof ZAdminApplicationListQuerySchema>;

/** One application in the queue: the applicant's name, never their SSN, only its last four digits masked (maskSsn). */
export const ZAdminApplicationRowSchema = z.object({
  id: z.number().int(),
  application_code: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  representative_type: z.enum(REPRESENTATIVE_TYPES),
  /** The application_status `{ id, name }`. */
  status: ZNamedRefSchema,
  program_names: z.array(z.string()),
  /** `***-**-6789`. */
  ssn_masked: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The latest time it was sent in; null if it never was. */
  submitted_at: z.string().nullable(),
});
export type TAdminApplicationRow = z.infer<typeof ZAdminApplicationRowSchema>;
export const ZAdminApplicationListResponseSchema = makePageResponseSchema(ZAdminApplicationRowSchema);
export type TAdminApplicationListResponse = z.infer<typeof ZAdminApplicationListResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// `GET /admin/intake/{application}/history`: what happened to an application, oldest first.

const INTAKE_STEP_SLUGS = INTAKE_STEPS.map((step) => step.slug) as [IntakeStepSlug, ...IntakeStepSlug[]];

/** Who did it: the applicant (or whoever fills in the form for them), a member of staff, or the system (e-mails). */
export const HISTORY_ACTORS = ['applicant', 'staff', 'system'] as const;

const historyEvent = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({
    type: z.literal(type),
    at: z.string(),
    by: z.enum(HISTORY_ACTORS),
    /** The member of staff's id; null for the applicant, the system, or a decision made at the command line. */
    staff_user_id: z.number().int().nullable(),
    /** The member of staff's name (at the command line: the name given); null for the applicant and the system. */
    staff_name: z.string().nullable(),
    ...shape,
  });

/** One event of an application's history. Never an answer, the SSN or a birth date; e-mail addresses masked. */
export const ZIntakeHistoryEventSchema = z.discriminatedUnion('type', [
  /** The first save (at Login Details), with the steps it saved. */
  historyEvent('created', { steps: z.array(z.enum(INTAKE_STEP_SLUGS)) }),
  historyEvent('step_saved', { step: z.enum(INTAKE_STEP_SLUGS) }),
  historyEvent('submitted', { is_resubmission: z.boolean() }),
  historyEvent('decided', { decision: z.enum(INTAKE_DECISIONS), reasons: z.array(z.string()) }),
  /** `template`: which e-mail (`intake-submitted`…); `to`: the address masked (`h***@example.org`). */
  historyEvent('email_sent', { template: z.string(), subject: z.string(), to: z.string() }),
]);
export type TIntakeHistoryEvent = z.infer<typeof ZIntakeHistoryEventSchema>;
export const ZIntakeHistoryResponseSchema = makeDataResponseSchema(z.array(ZIntakeHistoryEventSchema));
export type TIntakeHistoryResponse = z.infer<typeof ZIntakeHistoryResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// `POST /admin/intake/{application}/ssn`: the full SSN, shown only with a reason, which the audit trail keeps.

export const SSN_REVEAL_REASON_MESSAGE = ADMIN_MESSAGES.ssnRevealReason;

export const ZSsnRevealRequestSchema = zRevealRequest(SSN_REVEAL_PURPOSES, SSN_REVEAL_REASON_MESSAGE);
export type TSsnRevealRequest = z.infer<typeof ZSsnRevealRequestSchema>;
/** `123-45-6789` (formatSsn). */
export const ZSsnRevealResponseSchema = makeDataResponseSchema(z.object({ ssn: z.string() }));

// ---------------------------------------------------------------------------------------------------------
// `GET /admin/rejection-reasons`: reusable reasons a caseworker picks when rejecting (their text is sent as a reason).

export const ZRejectionReasonTemplateSchema = z.object({ id: z.number().int(), title: z.string(), text: z.string() });
export type TRejectionReasonTemplate = z.infer<typeof ZRejectionReasonTemplateSchema>;
export const ZRejectionReasonTemplatesResponseSchema = makeDataResponseSchema(z.array(ZRejectionReasonTemplateSchema));

// ---------------------------------------------------------------------------------------------------------
// `GET /admin/summary`: the caseworker's home, what needs action (each count is a queue's filter).

export const ZCaseworkSummarySchema = z.object({
  /** Applications sent in and not decided: `GET /admin/intake?status=2,4`. */
  applications_awaiting_decision: z.number().int(),
  /** Onboardings sent in, waiting for review: `GET /admin/onboarding?status=inProgress`. */
  onboarding_submissions_awaiting_review: z.number().int(),
  /** Enquiries still new (no reply, nobody has taken them up): `GET /admin/enquiries?status=new`. */
  enquiries_unanswered: z.number().int(),
  /** Approved applications whose client is not invited to onboarding yet: `GET /admin/onboarding?status=approved`. */
  onboarding_invitations_not_sent: z.number().int(),
});
export type TCaseworkSummary = z.infer<typeof ZCaseworkSummarySchema>;
export const ZCaseworkSummaryResponseSchema = makeDataResponseSchema(ZCaseworkSummarySchema);
