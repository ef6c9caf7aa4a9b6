import {
  API_PATHS,
  ZAdminApplicationListQuerySchema,
  ZAdminApplicationListResponseSchema,
  ZIntakeApplicationResponseSchema,
  ZIntakeDecisionRequestSchema,
  ZIntakeDecisionResponseSchema,
  ZIntakeHistoryResponseSchema,
  ZRejectionReasonTemplatesResponseSchema,
  ZSsnRevealRequestSchema,
  ZSsnRevealResponseSchema,
} from '@payee/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendStoredFile } from '../../lib/send-file';
import { ERROR_RESPONSES } from '../../lib/route-schemas';
import { signedInStaff } from '../../plugins/auth';
import { staffActor } from '../audit';
import { createIntakeCasework } from './casework';
import { createIntakeDecisionService } from './decisions';
import { listApplications } from './queue';
import { MISSING_DOCUMENT, createIntakeService } from './service';
import { formServiceDeps } from '../../lib/service-deps';

/** Staff routes of the intake (not in API_PATHS' helpers: those URL-encode the `:param`). */
const ADMIN_INTAKE = `${API_PATHS.adminIntakeList}/:application`;

const ZAdminApplicationParamsSchema = z.object({ application: z.string().trim().min(1).max(50) });
const ZAdminDocumentParamsSchema = ZAdminApplicationParamsSchema.extend({ slug: z.string().max(50) });

/**
 * Staff list the applications, read any application (by id or code), its documents and history, reveal its
 * SSN with a reason, and decide it; the rejection reasons to pick from. Registered inside the tree that
 * `requireStaff` guards, for caseworkers, never cached (modules/admin/routes.ts).
 */
const adminIntakeRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createIntakeService(formServiceDeps(app));
  const decisions = createIntakeDecisionService({ db: app.db, outbox: app.outbox, config: app.config, log: app.log });
  const casework = createIntakeCasework({ db: app.db, key: app.config.APP_ENCRYPTION_KEY, now: app.now });

  app.get(
    API_PATHS.adminIntakeList,
    {
      schema: {
        querystring: ZAdminApplicationListQuerySchema,
        response: { 200: ZAdminApplicationListResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => listApplications(app.db, request.query),
  );

  app.get(
    ADMIN_INTAKE,
    { schema: { params: ZAdminApplicationParamsSchema, response: { 200: ZIntakeApplicationResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => ({ data: await service.readForStaff(request.params.application) }),
  );

  app.get(
    `${ADMIN_INTAKE}/history`,
    { schema: { params: ZAdminApplicationParamsSchema, response: { 200: ZIntakeHistoryResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => ({ data: await casework.history(request.params.application) }),
  );

  // POST, not GET: the reason travels in the body, and nothing about the reveal lands in a URL or a cache.
  app.post(
    `${ADMIN_INTAKE}/ssn`,
    {
      schema: {
        params: ZAdminApplicationParamsSchema,
        body: ZSsnRevealRequestSchema,
        response: { 200: ZSsnRevealResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await casework.revealSsn(request.params.application, request.body, staffActor(request)),
    }),
  );

  app.get(
    `${ADMIN_INTAKE}/documents/:slug`,
    { schema: { params: ZAdminDocumentParamsSchema, response: ERROR_RESPONSES } },
    async (request, reply) =>
      sendStoredFile(request, reply, await service.documentForStaff(request.params.application, request.params.slug), MISSING_DOCUMENT),
  );

  app.post(
    `${ADMIN_INTAKE}/decision`,
    {
      schema: {
        params: ZAdminApplicationParamsSchema,
        body: ZIntakeDecisionRequestSchema,
        response: { 200: ZIntakeDecisionResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const member = signedInStaff(request);
      return decisions.decide({
        ...request.body,
        application: request.params.application,
        decidedBy: member.name,
        staffUserId: member.id,
        ip: request.ip || null,
      });
    },
  );

  app.get(
    API_PATHS.adminRejectionReasons,
    { schema: { response: { 200: ZRejectionReasonTemplatesResponseSchema, ...ERROR_RESPONSES } } },
    async () => ({ data: await casework.rejectionReasons() }),
  );
};

export default adminIntakeRoutes;
