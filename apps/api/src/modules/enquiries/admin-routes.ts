import {
  API_PATHS,
  ZAdminEnquiriesQuerySchema,
  ZAdminEnquiriesResponseSchema,
  ZAdminEnquiryActionResponseSchema,
  ZAdminEnquiryDetailResponseSchema,
  ZAdminEnquiryParamsSchema,
  ZEnquiryNoteRequestSchema,
  ZEnquiryReplyRequestSchema,
  ZEnquiryStatusRequestSchema,
} from '@payee/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../lib/route-schemas';
import { staffActor } from '../audit';
import { createEnquiryInbox } from './inbox';

/** Not API_PATHS.adminEnquiry(':reference'): it URL-encodes its argument, the colon included. */
const ADMIN_ENQUIRY = `${API_PATHS.adminEnquiries}/:reference`;

/**
 * Caseworkers: the enquiry inbox (by status, newest first), one enquiry with the client it matches and its
 * thread, and a note, a status or a reply by e-mail. Registered inside the tree that `requireStaff` guards,
 * never cached (modules/admin/routes.ts).
 */
const adminEnquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const inbox = createEnquiryInbox({ db: app.db, outbox: app.outbox, config: app.config, log: app.log, now: () => app.now() });

  app.get(
    API_PATHS.adminEnquiries,
    { schema: { querystring: ZAdminEnquiriesQuerySchema, response: { 200: ZAdminEnquiriesResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => inbox.page(request.query),
  );

  app.get(
    ADMIN_ENQUIRY,
    { schema: { params: ZAdminEnquiryParamsSchema, response: { 200: ZAdminEnquiryDetailResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => ({ data: await inbox.detail(request.params.reference) }),
  );

  app.post(
    `${ADMIN_ENQUIRY}/notes`,
    {
      schema: {
        params: ZAdminEnquiryParamsSchema,
        body: ZEnquiryNoteRequestSchema,
        response: { 201: ZAdminEnquiryActionResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => reply.code(201).send(await inbox.addNote(request.params.reference, request.body.text, staffActor(request))),
  );

  app.put(
    `${ADMIN_ENQUIRY}/status`,
    {
      schema: {
        params: ZAdminEnquiryParamsSchema,
        body: ZEnquiryStatusRequestSchema,
        response: { 200: ZAdminEnquiryActionResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => inbox.setStatus(request.params.reference, request.body.status, staffActor(request)),
  );

  app.post(
    `${ADMIN_ENQUIRY}/reply`,
    {
      schema: {
        params: ZAdminEnquiryParamsSchema,
        body: ZEnquiryReplyRequestSchema,
        response: { 201: ZAdminEnquiryActionResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => reply.code(201).send(await inbox.reply(request.params.reference, request.body.message, staffActor(request))),
  );
};

export default adminEnquiryRoutes;
