import {
  API_PATHS,
  ZAdminClientIdParamsSchema,
  ZCaseloadQuerySchema,
  ZCaseloadResponseSchema,
  ZCaseworkerAssignRequestSchema,
  ZCaseworkersResponseSchema,
  ZClientCaseworkerResponseSchema,
  ZClientReadsQuerySchema,
  ZClientReadsResponseSchema,
} from '@payee/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../lib/route-schemas';
import { signedInStaff } from '../../plugins/auth';
import { staffActor } from '../audit';
import { createCaseloadService } from './service';

/** Not API_PATHS' helpers: their argument is a number. */
const CLIENT_CASEWORKER = `${API_PATHS.adminClients}/:id/caseworker`;
const CLIENT_READS = `${API_PATHS.adminClients}/:id/reads`;

const serviceOf = (app: Parameters<FastifyPluginAsyncZod>[0]) => createCaseloadService({ db: app.db, log: app.log, now: () => app.now() });

/** Caseworkers (under `requireRoles('caseworker')`): "My clients", and who a client's caseworker is. */
export const caseloadRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = serviceOf(app);

  app.get(
    API_PATHS.adminCaseload,
    { schema: { querystring: ZCaseloadQuerySchema, response: { 200: ZCaseloadResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => service.myClients(signedInStaff(request).id, request.query),
  );

  app.get(
    CLIENT_CASEWORKER,
    { schema: { params: ZAdminClientIdParamsSchema, response: { 200: ZClientCaseworkerResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => ({ data: await service.caseworkerOf(request.params.id) }),
  );
};

/** Admins (under `requireRoles('admin')`): assign a client's caseworker, whom they can assign, and the access log. */
export const caseloadAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = serviceOf(app);

  app.put(
    CLIENT_CASEWORKER,
    {
      schema: {
        params: ZAdminClientIdParamsSchema,
        body: ZCaseworkerAssignRequestSchema,
        response: { 200: ZClientCaseworkerResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => service.assign(request.params.id, request.body.staff_user_id, staffActor(request)),
  );

  app.get(API_PATHS.adminCaseworkers, { schema: { response: { 200: ZCaseworkersResponseSchema, ...ERROR_RESPONSES } } }, async () => ({
    data: await service.caseworkers(),
  }));

  app.get(
    CLIENT_READS,
    {
      schema: {
        params: ZAdminClientIdParamsSchema,
        querystring: ZClientReadsQuerySchema,
        response: { 200: ZClientReadsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => service.reads(request.params.id, request.query),
  );
};
