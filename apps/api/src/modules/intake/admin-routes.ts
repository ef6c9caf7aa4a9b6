import { ZIntakeApplicationResponseSchema, ZIntakeDecisionRequestSchema, ZIntakeDecisionResponseSchema } from '@payee/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendStoredFile } from '../../lib/send-file';
import { ERROR_RESPONSES } from '../../lib/route-schemas';
import { signedInStaff } from '../../plugins/auth';
import { createIntakeDecisionService } from './decisions';
import { MISSING_DOCUMENT, createIntakeService } from './service';
import { formServiceDeps } from '../../lib/service-deps';

/** Staff routes of the intake (not in API_PATHS' helpers: those URL-encode the `:param`). */
const ADMIN_INTAKE = '/admin/intake/:application';

const ZAdminApplicationParamsSchema = z.object({ application: z.string().trim().min(1).max(50) });
const ZAdminDocumentParamsSchema = ZAdminApplicationParamsSchema.extend({ slug: z.string().max(50) });

/**
 * Staff read any application (by id or code), its documents, and decide it. Registered inside the tree that
 * `requireStaff` guards, never cached (modules/admin/routes.ts).
 */
const adminIntakeRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createIntakeService(formServiceDeps(app));
  const decisions = createIntakeDecisionService({ db: app.db, mail: app.mail, config: app.config, log: app.log });

  app.get(
    ADMIN_INTAKE,
    { schema: { params: ZAdminApplicationParamsSchema, response: { 200: ZIntakeApplicationResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => ({ data: await service.readForStaff(request.params.application) }),
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
      return decisions.decide({ ...request.body, application: request.params.application, decidedBy: member.name, staffUserId: member.id });
    },
  );
};

export default adminIntakeRoutes;
