import {
  API_PATHS,
  ZAdminClientIdParamsSchema,
  ZCaseNoteRequestSchema,
  ZCaseNoteResponseSchema,
  ZCaseNotesQuerySchema,
  ZCaseNotesResponseSchema,
  ZCaseworkSummaryResponseSchema,
} from '@payee/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../lib/route-schemas';
import { staffActor } from '../audit';
import { createCaseNoteService } from './notes';
import { caseworkSummary } from './summary';

/** Not API_PATHS.adminClientNotes(':id'): its argument is a number. */
const CLIENT_NOTES = `${API_PATHS.adminClients}/:id/notes`;

/**
 * The caseworker's home (counts of what needs action) and a client's case notes (read and added; never changed).
 * Registered under `requireRoles('caseworker')` (modules/admin/routes.ts): case notes are caseworkers' own, so an
 * admin or finance member without the caseworker role neither reads nor writes them, and clients never see them
 * (no client route reads the table).
 */
const caseworkRoutes: FastifyPluginAsyncZod = async (app) => {
  const notes = createCaseNoteService({ db: app.db, config: app.config, log: app.log, now: () => app.now() });

  app.get(API_PATHS.adminSummary, { schema: { response: { 200: ZCaseworkSummaryResponseSchema, ...ERROR_RESPONSES } } }, async () => ({
    data: await caseworkSummary(app.db),
  }));

  app.get(
    CLIENT_NOTES,
    {
      schema: {
        params: ZAdminClientIdParamsSchema,
        querystring: ZCaseNotesQuerySchema,
        response: { 200: ZCaseNotesResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => notes.page(request.params.id, request.query),
  );

  app.post(
    CLIENT_NOTES,
    {
      schema: {
        params: ZAdminClientIdParamsSchema,
        body: ZCaseNoteRequestSchema,
        response: { 201: ZCaseNoteResponseSchema, ...ERROR_RESPONSES },
      },
      // A note cannot be taken back: a retry with the same Idempotency-Key answers the first answer, not a second note.
      config: { idempotent: true },
    },
    async (request, reply) => reply.code(201).send(await notes.add(request.params.id, request.body, staffActor(request))),
  );
};

export default caseworkRoutes;
