import { API_PATHS, ZCaseworkSummaryResponseSchema } from '@payee/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../lib/route-schemas';
import { caseworkSummary } from './summary';

/** The caseworker's home (registered under `requireRoles('caseworker')`): counts of what needs action. */
const caseworkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(API_PATHS.adminSummary, { schema: { response: { 200: ZCaseworkSummaryResponseSchema, ...ERROR_RESPONSES } } }, async () => ({
    data: await caseworkSummary(app.db),
  }));
};

export default caseworkRoutes;
