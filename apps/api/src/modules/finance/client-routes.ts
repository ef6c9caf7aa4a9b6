import { API_PATHS, ZClientProgramQuerySchema, ZComingUpResponseSchema, ZThisMonthResponseSchema } from '@payee/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../lib/route-schemas';
import { signedInClient } from '../../plugins/auth';
import { createLedgerService } from '../ledger';

/**
 * "Coming up" and "This month" of the signed-in client (inside the client tree, modules/client-area/routes.ts): their
 * enrolment is checked by the ledger, the figures are finance's (`app.finance.clientMoney`).
 */
const clientMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  const ledger = createLedgerService(app.db);
  const money = app.finance.clientMoney;

  app.get(
    API_PATHS.clientComingUp,
    { schema: { querystring: ZClientProgramQuerySchema, response: { 200: ZComingUpResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      const clientId = signedInClient(request).id;
      await ledger.ownProgram(clientId, request.query.program_id);
      return { data: await money.comingUp(clientId, request.query.program_id) };
    },
  );

  app.get(
    API_PATHS.clientThisMonth,
    { schema: { querystring: ZClientProgramQuerySchema, response: { 200: ZThisMonthResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      const clientId = signedInClient(request).id;
      await ledger.ownProgram(clientId, request.query.program_id);
      return { data: await money.thisMonth(clientId, request.query.program_id) };
    },
  );
};

export default clientMoneyRoutes;
