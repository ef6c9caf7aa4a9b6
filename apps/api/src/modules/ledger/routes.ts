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

/** Programs, balance and transactions of the signed-in client: inside the client tree. */
const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createLedgerService(app.db);

  app.get(API_PATHS.clientPrograms, { schema: { response: { 200: ZProgramsResponseSchema, ...ERROR_RESPONSES } } }, async (request) => ({
    data: await service.programs(signedInClient(request).id),
  }));

  app.get(
    API_PATHS.accountBalance,
    { schema: { querystring: ZAccountBalanceQuerySchema, response: { 200: ZAccountBalanceResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => ({ data: await service.balance(signedInClient(request).id, request.query.program_id) }),
  );

  app.get(
    API_PATHS.clientTransactions,
    { schema: { querystring: ZTransactionsQuerySchema, response: { 200: ZTransactionsResponseSchema, ...ERROR_RESPONSES } } },
    async (request) =>
      service.transactions(signedInClient(request).id, request.query.program_id, request.query.page, request.query.per_page),
  );
};

export default ledgerRoutes;
