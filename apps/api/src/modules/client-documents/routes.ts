import {
  API_PATHS,
  CLIENT_DOCUMENT_FIELDS,
  FINANCE_CLIENT_DOCUMENT_TYPES,
  ZAdminClientIdParamsSchema,
  ZClientDocumentParamsSchema,
  ZClientDocumentResponseSchema,
  ZClientDocumentsQuerySchema,
  ZClientDocumentsResponseSchema,
  expiryAfterDocumentDate,
} from '@payee/contract';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validationFailed } from '../../lib/api-error';
import { ERROR_RESPONSES } from '../../lib/route-schemas';
import { sendStoredFile } from '../../lib/send-file';
import { staffActor } from '../audit';
import { signedInStaff } from '../../plugins/auth';
import { createClientDocumentService, DOCUMENT_UPLOAD, MISSING_CLIENT_DOCUMENT } from './service';
import type { ReadableTypes } from './repository';

/** Not API_PATHS.adminClientDocuments(':id'): its argument is a number. */
const CLIENT_DOCUMENTS = `${API_PATHS.adminClients}/:id/documents`;

/** The upload: the contract's fields and the file (an upload the multipart plugin made, never JSON). */
const ZUploadBodySchema = z.object({ ...CLIENT_DOCUMENT_FIELDS, file: z.unknown().optional() }).refine(...expiryAfterDocumentDate);

/**
 * A file over 10 MB is a field error of the form (422 at `file`), not the API-wide 413, as the intake's SSA
 * documents: the multipart plugin stops reading it at the limit and names the part.
 */
function fileTooLargeAsFieldError(error: FastifyError & { part?: { fieldname?: unknown } }): never {
  if (error.code === 'FST_REQ_FILE_TOO_LARGE' && error.part?.fieldname === 'file') {
    throw validationFailed({ file: [DOCUMENT_UPLOAD.messages.tooLarge] });
  }
  throw error;
}

/** A caseworker reads every type; a member with finance but not caseworker, only the types finance needs. */
const readableBy = (request: FastifyRequest): ReadableTypes =>
  signedInStaff(request).roles.includes('caseworker') ? 'all' : FINANCE_CLIENT_DOCUMENT_TYPES;

/**
 * The documents on a client's file. Registered under `requireRoles('caseworker', 'finance')`
 * (modules/admin/routes.ts): both read (finance only award letters, SSA notices and leases, the papers that state
 * money); only caseworkers upload. Nothing deletes or changes a kept document.
 */
const clientDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const documents = createClientDocumentService({
    db: app.db,
    storage: app.storage,
    config: app.config,
    log: app.log,
    now: () => app.now(),
  });

  app.get(
    CLIENT_DOCUMENTS,
    {
      schema: {
        params: ZAdminClientIdParamsSchema,
        querystring: ZClientDocumentsQuerySchema,
        response: { 200: ZClientDocumentsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => documents.page(request.params.id, request.query, readableBy(request)),
  );

  app.post(
    CLIENT_DOCUMENTS,
    {
      onRequest: app.requireRoles('caseworker'),
      config: { multipartForm: 'files', idempotent: true },
      errorHandler: fileTooLargeAsFieldError,
      schema: {
        params: ZAdminClientIdParamsSchema,
        body: ZUploadBodySchema,
        response: { 201: ZClientDocumentResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { file, ...fields } = request.body;
      return reply.code(201).send(await documents.upload(request.params.id, fields, file, staffActor(request)));
    },
  );

  app.get(
    `${CLIENT_DOCUMENTS}/:document_id/file`,
    { schema: { params: ZClientDocumentParamsSchema, response: ERROR_RESPONSES } },
    async (request, reply) =>
      sendStoredFile(
        request,
        reply,
        await documents.file(request.params.id, request.params.document_id, { actor: staffActor(request), types: readableBy(request) }),
        MISSING_CLIENT_DOCUMENT,
      ),
  );
};

export default clientDocumentRoutes;
