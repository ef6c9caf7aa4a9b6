import { z } from 'zod';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../enums';
import { blankToUndefined, makeDataResponseSchema, zRequiredText } from './fields';
import { makePageQuerySchema, makePageResponseSchema, zListSearchAndSort } from './paging';
import { ADMIN_MESSAGES } from '@payee/content/validation-admin';

/**
 * The back office's inbox of Contact Us enquiries (caseworkers): a status, the client the enquiry matches,
 * internal notes and replies by e-mail. Apart from the public form's schemas (./enquiry), which the
 * Contact Us page downloads. docs/decisions.md, "Clients and enquiries in the back office".
 */

/** How each status reads in a sentence. */
export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = { new: 'new', in_progress: 'in progress', closed: 'closed' };
const STATUS_MESSAGE = ADMIN_MESSAGES.enquiryStatus(ENQUIRY_STATUSES);

/** What the inbox sorts by (then by id, so pages never overlap). */
export const ENQUIRY_LIST_SORTS = ['created_at', 'name', 'reference', 'status'] as const;
export type EnquiryListSort = (typeof ENQUIRY_LIST_SORTS)[number];

/**
 * `GET /admin/enquiries?status=&q=&sort=&direction=&page=&per_page=`: newest first unless sorted otherwise; every
 * status when `status` is absent. `q` finds enquiries whose sender's name (first, last, or both) or reference
 * contains it, in any case.
 */
export const ZAdminEnquiriesQuerySchema = makePageQuerySchema(20).extend({
  status: z.preprocess(blankToUndefined, z.enum(ENQUIRY_STATUSES, { error: STATUS_MESSAGE }).optional()),
  ...zListSearchAndSort(ENQUIRY_LIST_SORTS, 'created_at', 'desc'),
});
export type TAdminEnquiriesQuery = z.infer<typeof ZAdminEnquiriesQuerySchema>;

/** `/admin/enquiries/{reference}` (any case). */
export const ZAdminEnquiryParamsSchema = z.object({ reference: z.string().trim().toUpperCase().max(20) });

/** An enquiry as the back office lists it: never the SSN, only its last four digits for a client. */
export const ZAdminEnquirySchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  /** 1 or 0, as the enquiry form sends it. */
  is_client: z.literal([0, 1]),
  ssn_last4: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  enquiry_type: z.object({ id: z.number().int(), name: z.string() }),
  description: z.string().nullable(),
  status: z.enum(ENQUIRY_STATUSES),
  created_at: z.string(),
});
export type TAdminEnquiry = z.infer<typeof ZAdminEnquirySchema>;
export const ZAdminEnquiriesResponseSchema = makePageResponseSchema(ZAdminEnquirySchema);
export type TAdminEnquiriesResponse = z.infer<typeof ZAdminEnquiriesResponseSchema>;

/** `note`: internal, never sent; `reply`: e-mailed to the enquirer. */
export const ENQUIRY_THREAD_KINDS = ['note', 'reply'] as const;
export type EnquiryThreadKind = (typeof ENQUIRY_THREAD_KINDS)[number];
export const ENQUIRY_NOTE_MAX_LENGTH = 2000;
export const ENQUIRY_REPLY_MAX_LENGTH = 5000;

/** A note or a reply: who wrote it (their name as it was then), when, and, for a reply, the address it went to. */
export const ZEnquiryThreadEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(ENQUIRY_THREAD_KINDS),
  text: z.string(),
  written_by: z.object({ id: z.number().int().nullable(), name: z.string() }),
  at: z.string(),
  emailed_to: z.string().nullable(),
});
export type TEnquiryThreadEntry = z.infer<typeof ZEnquiryThreadEntrySchema>;

/**
 * `GET /admin/enquiries/{reference}`: the enquiry, the client it matches (a client's enquiry whose SSN is a
 * client's; null otherwise) and its thread, oldest first.
 */
export const ZAdminEnquiryDetailSchema = ZAdminEnquirySchema.extend({
  matched_client: z.object({ id: z.number().int(), name: z.string(), application_code: z.string() }).nullable(),
  thread: z.array(ZEnquiryThreadEntrySchema),
});
export type TAdminEnquiryDetail = z.infer<typeof ZAdminEnquiryDetailSchema>;
export const ZAdminEnquiryDetailResponseSchema = makeDataResponseSchema(ZAdminEnquiryDetailSchema);

/** `POST /admin/enquiries/{reference}/notes`. */
export const ZEnquiryNoteRequestSchema = z.object({
  text: zRequiredText(ADMIN_MESSAGES.writeTheNote, ADMIN_MESSAGES.noteLabel, ENQUIRY_NOTE_MAX_LENGTH),
});
export type TEnquiryNoteRequest = z.infer<typeof ZEnquiryNoteRequestSchema>;
/** `PUT /admin/enquiries/{reference}/status`. */
export const ZEnquiryStatusRequestSchema = z.object({ status: z.enum(ENQUIRY_STATUSES, { error: STATUS_MESSAGE }) });
export type TEnquiryStatusRequest = z.infer<typeof ZEnquiryStatusRequestSchema>;
/** `POST /admin/enquiries/{reference}/reply`: the words e-mailed to the enquirer. */
export const ZEnquiryReplyRequestSchema = z.object({
  message: zRequiredText(ADMIN_MESSAGES.writeTheReply, ADMIN_MESSAGES.replyLabel, ENQUIRY_REPLY_MAX_LENGTH),
});
export type TEnquiryReplyRequest = z.infer<typeof ZEnquiryReplyRequestSchema>;

/** The answer of every action on an enquiry: what was done, and the enquiry as it now stands. */
export const ZAdminEnquiryActionResponseSchema = z.object({ message: z.string(), data: ZAdminEnquiryDetailSchema });
export type TAdminEnquiryActionResponse = z.infer<typeof ZAdminEnquiryActionResponseSchema>;

export const enquiryNotFoundMessage = (reference: string) => ADMIN_MESSAGES.enquiryNotFound(reference);
export const ENQUIRY_NOTE_ADDED_MESSAGE = ADMIN_MESSAGES.enquiryNoteAdded;
export const enquiryStatusMessage = (reference: string, status: EnquiryStatus) =>
  ADMIN_MESSAGES.enquiryStatusChanged(reference, ENQUIRY_STATUS_LABELS[status]);
/** The reply is stored with its e-mail in the outbox, which sends it (and tries again while the mail server is away). */
export const enquiryReplySentMessage = (email: string) => ADMIN_MESSAGES.enquiryReplySent(email);
