import { z } from 'zod';
import { CLIENT_DOCUMENT_TYPES } from '../enums';
import { blankToUndefined, makeDataResponseSchema, zOptionalDate, zRequiredDate } from './fields';
import { makePageResponseSchema, zPageQuery } from './paging';
import { ADMIN_MESSAGES } from '@payee/content/validation-admin';

/**
 * Documents kept on a client's file (issue 24, "Client documents"): award letters, leases, SSA notices, IDs and
 * other papers, uploaded by caseworkers. The file is checked, cleaned and encrypted as the intake's SSA documents
 * are (apps/api/src/lib/uploads.ts) and only streamed back through the API. A kept document is never deleted nor
 * changed: a newer one can say it replaces it (docs/decisions/back-office.md, "Client documents").
 */

/** Documents a page of the client's file shows unless asked otherwise. */
export const CLIENT_DOCUMENTS_PER_PAGE = 10;

const TYPE_MESSAGE = ADMIN_MESSAGES.clientDocumentType;
const ID_MESSAGE = ADMIN_MESSAGES.wholeNumber;

/** `GET /admin/clients/{id}/documents?page=&per_page=&type=`: newest document date first. */
export const ZClientDocumentsQuerySchema = z.object({
  ...zPageQuery(CLIENT_DOCUMENTS_PER_PAGE),
  type: z.preprocess(blankToUndefined, z.enum(CLIENT_DOCUMENT_TYPES, { error: TYPE_MESSAGE }).optional()),
});
export type TClientDocumentsQuery = z.infer<typeof ZClientDocumentsQuerySchema>;

/**
 * `POST /admin/clients/{id}/documents` (multipart): these fields and the `file`. Who uploaded it comes from the
 * session. Dates are yyyy-MM-dd; the expiry, when given, is after the document's date.
 */
export const CLIENT_DOCUMENT_FIELDS = {
  type: z.enum(CLIENT_DOCUMENT_TYPES, { error: TYPE_MESSAGE }),
  dated_on: zRequiredDate(ADMIN_MESSAGES.enterTheDocumentDate, ADMIN_MESSAGES.documentDate),
  expires_on: zOptionalDate(ADMIN_MESSAGES.expiryDate),
  /** The earlier document of the same client that this one replaces (it stays, marked replaced). */
  replaces_document_id: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: ID_MESSAGE }).int(ID_MESSAGE).min(1, ID_MESSAGE).max(2_147_483_647, ID_MESSAGE).optional(),
  ),
};
/** The expiry, when given, after the document's date (both checked yyyy-MM-dd, so they compare as text). */
export const expiryAfterDocumentDate: [
  (fields: { dated_on: string; expires_on?: string | undefined }) => boolean,
  { path: PropertyKey[]; message: string },
] = [
  (fields) => fields.expires_on === undefined || fields.expires_on > fields.dated_on,
  { path: ['expires_on'], message: ADMIN_MESSAGES.expiryBeforeDocumentDate },
];
export const ZClientDocumentFieldsSchema = z.object(CLIENT_DOCUMENT_FIELDS).refine(...expiryAfterDocumentDate);
export type TClientDocumentFields = z.infer<typeof ZClientDocumentFieldsSchema>;
export type TClientDocumentFormInput = z.input<typeof ZClientDocumentFieldsSchema>;

/** `GET …/documents/{document_id}/file`. */
export const ZClientDocumentParamsSchema = z.object({
  id: z.coerce.number({ error: ID_MESSAGE }).int(ID_MESSAGE).min(1, ID_MESSAGE).max(2_147_483_647, ID_MESSAGE),
  document_id: z.coerce.number({ error: ID_MESSAGE }).int(ID_MESSAGE).min(1, ID_MESSAGE).max(2_147_483_647, ID_MESSAGE),
});

/** A document as the client's file lists it: what it is and its file's name, never its contents. */
export const ZClientDocumentSchema = z.object({
  id: z.number().int(),
  type: z.enum(CLIENT_DOCUMENT_TYPES),
  dated_on: z.string(),
  expires_on: z.string().nullable(),
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  uploaded_by: z.object({ id: z.number().int(), name: z.string() }),
  uploaded_at: z.string(),
  replaces_document_id: z.number().int().nullable(),
  /** The newest later document that replaces this one. */
  replaced_by_document_id: z.number().int().nullable(),
});
export type TClientDocument = z.infer<typeof ZClientDocumentSchema>;
export const ZClientDocumentsResponseSchema = makePageResponseSchema(ZClientDocumentSchema);
export type TClientDocumentsResponse = z.infer<typeof ZClientDocumentsResponseSchema>;
export const ZClientDocumentResponseSchema = makeDataResponseSchema(ZClientDocumentSchema);
export type TClientDocumentResponse = z.infer<typeof ZClientDocumentResponseSchema>;

export const CLIENT_DOCUMENT_ADDED_MESSAGE = ADMIN_MESSAGES.clientDocumentAdded;
export const clientDocumentNotFoundMessage = (id: number) => ADMIN_MESSAGES.clientDocumentNotFound(id);
export const CLIENT_DOCUMENT_MISSING_MESSAGE = ADMIN_MESSAGES.clientDocumentMissing;
export const CLIENT_DOCUMENT_REPLACES_OTHER_CLIENT_MESSAGE = ADMIN_MESSAGES.replacesOtherClient;
export const CHOOSE_THE_DOCUMENT_FILE_MESSAGE = ADMIN_MESSAGES.chooseTheDocumentFile;
