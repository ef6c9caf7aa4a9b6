import {
  API_PATHS,
  ZCheckCsvQuerySchema,
  ZCheckPageSchema,
  ZCheckQuerySchema,
  ZCheckResponseSchema,
  ZCheckStockRequestSchema,
  ZCheckStockResponseSchema,
  ZCheckVoidRequestSchema,
  ZFinanceIdParamsSchema,
  ZPaymentRunApproveResponseSchema,
  ZPaymentRunCandidatesQuerySchema,
  ZPaymentRunCandidatesResponseSchema,
  ZPaymentRunCreateRequestSchema,
  ZPaymentRunListQuerySchema,
  ZPaymentRunPageSchema,
  ZPaymentRunPayRequestSchema,
  ZPaymentRunResponseSchema,
} from '@payee/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ERROR_RESPONSES } from '../../../lib/route-schemas';
import { staffActor } from '../../audit';
import { createPaymentRunService } from './service';
import { API_RUNS_MESSAGES as MESSAGES } from '@payee/content/api-runs';

/** Routes that write: a retry with the same `Idempotency-Key` answers the first answer (plugins/idempotency.ts). */
const IDEMPOTENT = { idempotent: true } as const;
const ID = ':id';
const ok = <T extends z.ZodType>(schema: T) => ({ 200: schema, ...ERROR_RESPONSES });
const created = <T extends z.ZodType>(schema: T) => ({ 201: schema, ...ERROR_RESPONSES });

/**
 * Payment runs and the check register (issue 25; `finance` role, registered beside financeRoutes under
 * `requireRoles('finance')` in modules/admin/routes.ts). Every write is idempotent and audited in its transaction.
 */
export const paymentRunRoutes: FastifyPluginAsyncZod = async (app) => {
  const runs = createPaymentRunService(app.db, app.config.APP_ENCRYPTION_KEY, () => app.now(), app.config);

  app.get(
    API_PATHS.financePaymentRuns,
    { schema: { querystring: ZPaymentRunListQuerySchema, response: ok(ZPaymentRunPageSchema) } },
    async (request) => runs.page(request.query),
  );
  app.get(
    API_PATHS.financePaymentRunCandidates,
    { schema: { querystring: ZPaymentRunCandidatesQuerySchema, response: ok(ZPaymentRunCandidatesResponseSchema) } },
    async (request) => ({ data: await runs.candidates(request.query) }),
  );
  app.post(
    API_PATHS.financePaymentRuns,
    { config: IDEMPOTENT, schema: { body: ZPaymentRunCreateRequestSchema, response: created(ZPaymentRunResponseSchema) } },
    async (request, reply) => reply.code(201).send({ data: await runs.create(request.body.disbursement_ids, staffActor(request)) }),
  );
  app.get(
    `${API_PATHS.financePaymentRuns}/${ID}`,
    { schema: { params: ZFinanceIdParamsSchema, response: ok(ZPaymentRunResponseSchema) } },
    async (request) => ({ data: await runs.read(request.params.id) }),
  );
  app.post(
    `${API_PATHS.financePaymentRuns}/${ID}/approve`,
    { config: IDEMPOTENT, schema: { params: ZFinanceIdParamsSchema, response: ok(ZPaymentRunApproveResponseSchema) } },
    async (request) => ({ data: await runs.approve(request.params.id, staffActor(request)) }),
  );
  app.post(
    `${API_PATHS.financePaymentRuns}/${ID}/pay`,
    {
      config: IDEMPOTENT,
      schema: { params: ZFinanceIdParamsSchema, body: ZPaymentRunPayRequestSchema, response: ok(ZPaymentRunResponseSchema) },
    },
    async (request) => ({ data: await runs.pay(request.params.id, request.body.paid_on, staffActor(request)) }),
  );

  // The check register and the check stock.
  app.get(API_PATHS.financeChecks, { schema: { querystring: ZCheckQuerySchema, response: ok(ZCheckPageSchema) } }, async (request) =>
    runs.checksPage(request.query),
  );
  app.get(API_PATHS.financeChecksCsv, { schema: { querystring: ZCheckCsvQuerySchema } }, async (request, reply) => {
    const fileName = runs.checksCsvName(request.query);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('x-filename', fileName)
      .header('access-control-expose-headers', 'x-filename')
      .send(await runs.checksCsv(request.query));
  });
  app.post(
    `${API_PATHS.financeChecks}/${ID}/void`,
    { config: IDEMPOTENT, schema: { params: ZFinanceIdParamsSchema, body: ZCheckVoidRequestSchema, response: ok(ZCheckResponseSchema) } },
    async (request) => ({ data: await runs.voidCheck(request.params.id, request.body.reason, staffActor(request)) }),
  );
  app.get(API_PATHS.financeCheckStock, { schema: { response: ok(ZCheckStockResponseSchema) } }, async () => ({
    data: await runs.checkStock(),
  }));
  app.put(
    API_PATHS.financeCheckStock,
    { config: IDEMPOTENT, schema: { body: ZCheckStockRequestSchema, response: ok(ZCheckStockResponseSchema) } },
    async (request) => ({
      message: MESSAGES.checkStockSaved,
      data: await runs.setCheckStock(request.body.next_check_number, staffActor(request)),
    }),
  );
};
