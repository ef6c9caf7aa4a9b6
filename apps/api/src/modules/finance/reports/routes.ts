import {
  API_PATHS,
  ZFinancePaymentsReportQuerySchema,
  ZFinanceReportAsOfQuerySchema,
  ZFinanceReportPeriodQuerySchema,
  ZFinanceVendorReportQuerySchema,
} from '@payee/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../../lib/route-schemas';
import type { ReportFile } from './service';

/** A report's file: never cached, named, typed, streamed. */
function sendReport(reply: FastifyReply, file: ReportFile) {
  return reply
    .header('content-type', file.type)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .header('x-filename', file.fileName)
    .header('access-control-expose-headers', 'x-filename')
    .send(file.body);
}

/**
 * The auditor's reports (issue 25), each `?format=pdf|csv` (`finance` role: registered inside the finance tree, under
 * `requireRoles('finance')`, in modules/admin/routes.ts). Reads only: nothing is written, nothing audited.
 */
export const financeReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reports } = app.finance;
  const asOf = { schema: { querystring: ZFinanceReportAsOfQuerySchema, response: ERROR_RESPONSES } };
  const period = { schema: { querystring: ZFinanceReportPeriodQuerySchema, response: ERROR_RESPONSES } };

  app.get(API_PATHS.financeReportTrialBalance, asOf, async (request, reply) =>
    sendReport(reply, await reports.trialBalance(request.query)),
  );
  app.get(API_PATHS.financeReportClientBalances, asOf, async (request, reply) =>
    sendReport(reply, await reports.clientBalances(request.query)),
  );
  app.get(
    API_PATHS.financeReportPaymentsRegister,
    { schema: { querystring: ZFinancePaymentsReportQuerySchema, response: ERROR_RESPONSES } },
    async (request, reply) => sendReport(reply, await reports.paymentsRegister(request.query)),
  );
  app.get(
    API_PATHS.financeReportVendorHistory,
    { schema: { querystring: ZFinanceVendorReportQuerySchema, response: ERROR_RESPONSES } },
    async (request, reply) => sendReport(reply, await reports.vendorHistory(request.query)),
  );
  app.get(API_PATHS.financeReportFeeIncome, period, async (request, reply) => sendReport(reply, await reports.feeIncome(request.query)));
  app.get(API_PATHS.financeReportDepositsBySource, period, async (request, reply) =>
    sendReport(reply, await reports.depositsBySource(request.query)),
  );
};
