import { API_PATHS } from '@payee/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../db/unavailable';
import { ApiError } from '../../lib/api-error';
import { ERROR_RESPONSES } from '../../lib/route-schemas';
import { API_COMMON_MESSAGES } from '@payee/content/api-common';

const ZHealthSchema = z.object({ status: z.literal('ok') });

export const DATABASE_UNAVAILABLE_MESSAGE = API_COMMON_MESSAGES.databaseUnavailable;

/** Liveness (the process answers) and readiness (the database answers within a second) for monitors and load balancers. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.health,
    { schema: { response: { 200: ZHealthSchema, ...ERROR_RESPONSES } }, config: { rateLimit: false } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    API_PATHS.ready,
    { schema: { response: { 200: ZHealthSchema, ...ERROR_RESPONSES } }, config: { rateLimit: false } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!(await app.isDatabaseReady())) {
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        throw new ApiError(503, DATABASE_UNAVAILABLE_MESSAGE);
      }
      return { status: 'ok' as const };
    },
  );
};

export default healthRoutes;
