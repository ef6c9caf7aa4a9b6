import {
  CLIENT_DOCUMENT_ADDED_MESSAGE,
  CLIENT_DOCUMENT_MISSING_MESSAGE,
  CLIENT_DOCUMENT_REPLACES_OTHER_CLIENT_MESSAGE,
  DOCUMENT_EXTENSIONS,
  clientDocumentNotFoundMessage,
  clientNotFoundMessage,
  dayPlus,
  pageMeta,
  pageOffset,
  type TClientDocument,
  type TClientDocumentFields,
  type TClientDocumentResponse,
  type TClientDocumentsQuery,
  type TClientDocumentsResponse,
} from '@payee/contract';
import { API_INTAKE_MESSAGES } from '@payee/content/api-intake';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { notFound, validationFailed } from '../../lib/api-error';
import type { FileToSend, MissingFile } from '../../lib/send-file';
import type { FileStorage } from '../../lib/storage/file-storage';
import { checkUpload, openStoredUpload, removeStoredFiles, storeUploads, type UploadArea, type UploadKind } from '../../lib/uploads';
import { createAuditRepository, type StaffActor } from '../audit';
import { createClientDocumentRepository, type ExpiringClientDocument, type ReadableTypes, type StoredClientDocument } from './repository';

/** Kept documents are stored encrypted (lib/uploads.ts) as `documents/<storage name>`, names the server chose. */
export const CLIENT_DOCUMENT_UPLOADS: UploadArea = 'documents';

/** A kept document missing from storage (lib/send-file.ts). */
export const MISSING_CLIENT_DOCUMENT: MissingFile = { message: CLIENT_DOCUMENT_MISSING_MESSAGE, what: 'client document' };

/** What the upload checks' messages call the file: "The document file is not a real PNG, JPG or PDF document…". */
const DOCUMENT_LABEL = 'document';

/**
 * A kept document as an upload: the SSA documents' extensions, checks and messages (the intake's words), so a
 * caseworker reads what an applicant reads about the same file. One label for every type: a file over the size
 * limit is refused while the form is still being read, before its type is known.
 */
export const DOCUMENT_UPLOAD: UploadKind = {
  extensions: DOCUMENT_EXTENSIONS,
  messages: {
    notAFile: API_INTAKE_MESSAGES.documents.notAFile(DOCUMENT_LABEL),
    wrongExtension: API_INTAKE_MESSAGES.documents.wrongExtension(DOCUMENT_LABEL),
    wrongDeclaredType: API_INTAKE_MESSAGES.documents.wrongDeclaredType(DOCUMENT_LABEL),
    tooLarge: API_INTAKE_MESSAGES.documents.tooLarge(DOCUMENT_LABEL),
    empty: API_INTAKE_MESSAGES.documents.empty(DOCUMENT_LABEL),
    wrongContent: API_INTAKE_MESSAGES.documents.wrongContent(DOCUMENT_LABEL),
    activeContent: API_INTAKE_MESSAGES.documents.activeContent(DOCUMENT_LABEL),
  },
};

export interface ClientDocumentServiceDeps {
  db: Database;
  storage: FileStorage;
  config: Pick<Config, 'APP_ENCRYPTION_KEY'>;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/** Who reads: a caseworker reads every document, a finance member only FINANCE_CLIENT_DOCUMENT_TYPES. */
export interface DocumentReader {
  actor: StaffActor;
  types: ReadableTypes;
}

/**
 * The days from `today` (the office's day, yyyy-MM-dd: `officeToday(app.now())`) to `today + days`: documents not replaced whose expiry is on or before the
 * last of them, already expired ones included, soonest first, across every client, in one statement. What the
 * tasks' maker turns into one `document_expiry` task per document (source key `client_document:<id>`); it makes
 * no task itself.
 */
export async function listDocumentsExpiringWithin(db: Database, today: string, days: number): Promise<ExpiringClientDocument[]> {
  return createClientDocumentRepository(db).expiringBy(dayPlus(today, days));
}

/**
 * The documents kept on a client's file (docs/decisions/back-office.md, "Client documents"). Uploading is the only
 * write: the file checked and cleaned as the intake's SSA documents are, stored encrypted under its own key, then
 * its row and audit row (never its contents) in one transaction; a failed insert removes the stored file. Reading
 * the file is audited too, before its bytes are sent.
 */
export function createClientDocumentService({ db, storage, config, log, now = () => new Date() }: ClientDocumentServiceDeps) {
  const ring = config.APP_ENCRYPTION_KEY;
  const repository = createClientDocumentRepository(db);

  const toView = (row: StoredClientDocument): TClientDocument => ({
    id: row.id,
    type: row.type,
    dated_on: row.datedOn,
    expires_on: row.expiresOn,
    file_name: row.originalName,
    content_type: row.contentType,
    size_bytes: row.sizeBytes,
    uploaded_by: { id: row.staffUserId, name: row.uploadedBy },
    uploaded_at: row.createdAt.toISOString(),
    replaces_document_id: row.replacesDocumentId,
    replaced_by_document_id: row.replacedByDocumentId ?? null,
  });

  async function requireClient(clientId: number) {
    if (!(await repository.clientExists(clientId))) throw notFound(clientNotFoundMessage(clientId));
  }

  return {
    async page(clientId: number, query: TClientDocumentsQuery, readable: ReadableTypes): Promise<TClientDocumentsResponse> {
      await requireClient(clientId);
      const [rows, total] = await Promise.all([
        repository.page(clientId, query.type, readable, query.per_page, pageOffset(query.page, query.per_page)),
        repository.count(clientId, query.type, readable),
      ]);
      return { data: rows.map(toView), meta: pageMeta(query.page, query.per_page, total) };
    },

    async upload(clientId: number, fields: TClientDocumentFields, file: unknown, actor: StaffActor): Promise<TClientDocumentResponse> {
      await requireClient(clientId);
      const replacesDocumentId = fields.replaces_document_id ?? null;
      if (replacesDocumentId !== null) {
        const owner = await repository.clientOfDocument(replacesDocumentId);
        if (owner === undefined) throw validationFailed({ replaces_document_id: [clientDocumentNotFoundMessage(replacesDocumentId)] });
        if (owner !== clientId) throw validationFailed({ replaces_document_id: [CLIENT_DOCUMENT_REPLACES_OTHER_CLIENT_MESSAGE] });
      }
      const checked = await checkUpload(file, DOCUMENT_UPLOAD);
      if (!checked.ok) throw validationFailed({ file: [checked.message] });
      const [stored] = await storeUploads(storage, ring, CLIENT_DOCUMENT_UPLOADS, [checked.upload]);
      const at = now();
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          const documentId = await createClientDocumentRepository(tx).insert({
            clientId,
            type: fields.type,
            datedOn: fields.dated_on,
            expiresOn: fields.expires_on ?? null,
            storageName: stored!.storageName,
            originalName: stored!.originalName,
            contentType: stored!.contentType,
            sizeBytes: stored!.sizeBytes,
            sha256: stored!.sha256,
            keyEncrypted: stored!.keyEncrypted,
            staffUserId: actor.staffUserId,
            replacesDocumentId,
            at,
          });
          // What and when, never the file nor its name (a name can say more than the type does).
          await createAuditRepository(tx).record({
            action: 'client.document_upload',
            staffUserId: actor.staffUserId,
            clientId,
            recordType: 'client_document',
            recordId: documentId,
            ip: actor.ip,
            details: {
              type: fields.type,
              dated_on: fields.dated_on,
              expires_on: fields.expires_on ?? null,
              replaces_document_id: replacesDocumentId,
              size_bytes: stored!.sizeBytes,
            },
            at,
          });
          return documentId;
        });
      } catch (error) {
        await removeStoredFiles(storage, CLIENT_DOCUMENT_UPLOADS, [stored!.storageName]).catch((removal: unknown) =>
          log.error({ err: removal }, 'A client document that was not saved could not be removed from storage.'),
        );
        throw error;
      }
      const row = (await repository.byId(clientId, id))!;
      return { message: CLIENT_DOCUMENT_ADDED_MESSAGE, data: toView(row) };
    },

    /** The document's file to stream, once its reading is in the audit trail; another client's id is a 404. */
    async file(clientId: number, documentId: number, reader: DocumentReader): Promise<FileToSend> {
      const row = await repository.byId(clientId, documentId, reader.types);
      if (!row) throw notFound(clientDocumentNotFoundMessage(documentId));
      await createAuditRepository(db).record({
        action: 'client.document_download',
        staffUserId: reader.actor.staffUserId,
        clientId,
        recordType: 'client_document',
        recordId: row.id,
        ip: reader.actor.ip,
        details: { type: row.type },
        at: now(),
      });
      return {
        open: () => openStoredUpload(storage, ring, CLIENT_DOCUMENT_UPLOADS, row),
        originalName: row.originalName,
        contentType: row.contentType,
        sizeBytes: row.sizeBytes,
      };
    },
  };
}

export type ClientDocumentService = ReturnType<typeof createClientDocumentService>;
