import { API_PATHS, RUN_FILE_KINDS, ZFinanceIdParamsSchema } from '@payee/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffActor } from '../../audit';
import { createRunFileService } from './service';

const ZRunFileParamsSchema = ZFinanceIdParamsSchema.extend({ kind: z.enum(RUN_FILE_KINDS) });

/**
 * A paid payment run's bank files (issue 25, wire; `finance` role, registered beside paymentRunRoutes under
 * `requireRoles('finance')` in modules/admin/routes.ts): GET …/payment-runs/{id}/files/{checks|positive-pay|nacha}.
 */
export const runFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = createRunFileService(app.db, app.config.APP_ENCRYPTION_KEY, () => app.now(), app.config);
  app.get(`${API_PATHS.financePaymentRuns}/:id/files/:kind`, { schema: { params: ZRunFileParamsSchema } }, async (request, reply) => {
    const file = await files.file(request.params.id, request.params.kind, staffActor(request));
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('x-filename', file.fileName)
      .header('access-control-expose-headers', 'x-filename')
      .header('cache-control', 'no-store')
      .send(file.body);
  });
};
