import {
  API_PATHS,
  ZAccountBalanceQuerySchema,
  ZAccountBalanceResponseSchema,
  ZProgramsResponseSchema,
  ZTransactionsQuerySchema,
  ZTransactionsResponseSchema,
} from '@payee/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../lib/route-schemas';
import { signedInClient } from '../../plugins/auth';
import { createLedgerService } from './service';

/** Programs, balance and transactions of the signed-in client: inside the client tree ("Coming up" and "This month": finance/client-routes.ts). */
const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createLedgerService(app.db);

  // The hot reads of every page of the account: from memory for a few seconds (plugins/auth.ts, clientReads).
  app.get(API_PATHS.clientPrograms, { schema: { response: { 200: ZProgramsResponseSchema, ...ERROR_RESPONSES } } }, async (request) => {
    const clientId = signedInClient(request).id;
    return { data: await app.clientReads.remember(clientId, 'programs', () => service.programs(clientId)) };
  });

  app.get(
    API_PATHS.accountBalance,
    { schema: { querystring: ZAccountBalanceQuerySchema, response: { 200: ZAccountBalanceResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      const clientId = signedInClient(request).id;
      const programId = request.query.program_id;
      return { data: await app.clientReads.remember(clientId, `balance:${programId}`, () => service.balance(clientId, programId)) };
    },
  );

  app.get(
    API_PATHS.clientTransactions,
    { schema: { querystring: ZTransactionsQuerySchema, response: { 200: ZTransactionsResponseSchema, ...ERROR_RESPONSES } } },
    async (request) =>
      service.transactions(signedInClient(request).id, request.query.program_id, request.query.page, request.query.per_page),
  );
};

export default ledgerRoutes;
