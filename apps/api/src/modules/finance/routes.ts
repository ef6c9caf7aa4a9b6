import {
  API_PATHS,
  ZAdjustmentRequestSchema,
  ZAdminClientSearchQuerySchema,
  ZApprovalLimitRequestSchema,
  ZDepositApprovalParamsSchema,
  ZDepositApprovalResponseSchema,
  ZDepositApprovalsResponseSchema,
  ZApprovalLimitResponseSchema,
  ZBudgetQuerySchema,
  ZBudgetRequestSchema,
  ZBudgetResponseSchema,
  ZClientLedgerPageSchema,
  ZClientLedgerQuerySchema,
  ZDepositImportCommitFieldsSchema,
  ZDepositImportPageSchema,
  ZDepositImportPreviewResponseSchema,
  ZDepositImportResultResponseSchema,
  ZDepositRequestSchema,
  ZDisbursementApproveRequestSchema,
  ZDisbursementCheckQuerySchema,
  ZDisbursementCheckResponseSchema,
  ZDisbursementDraftRequestSchema,
  ZDisbursementDraftResponseSchema,
  ZDisbursementPageSchema,
  ZDisbursementPayRequestSchema,
  ZDisbursementQuerySchema,
  ZDisbursementReadQuerySchema,
  ZDisbursementResponseSchema,
  ZDisbursementVoidRequestSchema,
  ZDueQuerySchema,
  ZDuePageSchema,
  ZFeeRequestSchema,
  ZFinanceClientPageSchema,
  ZFinanceIdParamsSchema,
  ZFinanceMonthParamsSchema,
  ZFinanceOverviewResponseSchema,
  ZGenerateCardLoadsRequestSchema,
  ZGenerateResultResponseSchema,
  ZGenerateScheduledPaymentsRequestSchema,
  ZJournalEntryResponseSchema,
  ZJournalPageSchema,
  ZJournalQuerySchema,
  ZMatchParamsSchema,
  ZMatchRequestSchema,
  ZOutstandingPageSchema,
  ZOutstandingQuerySchema,
  ZReconciliationLinePageSchema,
  ZReconciliationLinesQuerySchema,
  ZReconciliationMonthsResponseSchema,
  ZReconciliationResponseSchema,
  ZStatementImportResponseSchema,
  ZReverseEntryRequestSchema,
  ZScheduledPaymentPageSchema,
  ZScheduledPaymentQuerySchema,
  ZScheduledPaymentRequestSchema,
  ZScheduledPaymentResponseSchema,
  ZSsa623BatchClientsResponseSchema,
  ZSsa623BatchQuerySchema,
  ZSsa623JobParamsSchema,
  ZSsa623JobQuerySchema,
  ZSsa623JobRequestSchema,
  ZSsa623JobResponseSchema,
  ZSsa623LatestJobResponseSchema,
  ZSsa623QuerySchema,
  ZSsa623ResponseSchema,
  ZTransferRequestSchema,
  ZVendorPageSchema,
  ZVendorQuerySchema,
  ZVendorRequestSchema,
  ZVendorResponseSchema,
  makePageQuerySchema,
} from '@payee/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_RESPONSES } from '../../lib/route-schemas';
import { sendStoredFile } from '../../lib/send-file';
import { zUploadedFile } from '../../plugins/multipart';
import { staffActor } from '../audit';
import { API_FINANCE_MESSAGES as MESSAGES } from '@payee/content/api-finance';

const ID = ':id';
const MONTH = ':month';
/** Routes that write: a retry with the same `Idempotency-Key` answers the first answer (plugins/idempotency.ts). */
const IDEMPOTENT = { idempotent: true } as const;
const created = <T extends z.ZodType>(schema: T) => ({ 201: schema, ...ERROR_RESPONSES });
const ok = <T extends z.ZodType>(schema: T) => ({ 200: schema, ...ERROR_RESPONSES });

/** A file answer: never cached, named, typed. */
function sendFile(reply: FastifyReply, body: unknown, type: string, fileName: string) {
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('x-filename', fileName)
    .header('access-control-expose-headers', 'x-filename')
    .send(body as never);
}

/**
 * The trust ledger's back office (`finance` role, registered once under `requireRoles('finance')` in
 * modules/admin/routes.ts): the book, money in, money out, budgets, reconciliation and the SSA-623 report.
 * Every action writes its audit row in its own transaction (the services do).
 */
export const financeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { overview, book, payments, budgets, vendors, deposits, reconciliation, ssa623, ssa623Jobs } = app.finance;

  app.get(API_PATHS.financeOverview, { schema: { response: ok(ZFinanceOverviewResponseSchema) } }, async () => ({
    data: await overview.read(),
  }));

  // The book: clients and their sub-ledgers, the journal, postings by hand, reversals.
  app.get(
    API_PATHS.financeClients,
    { schema: { querystring: ZAdminClientSearchQuerySchema, response: ok(ZFinanceClientPageSchema) } },
    async (request) => book.clientsPage(request.query),
  );
  app.get(
    `${API_PATHS.financeClients}/${ID}/ledger`,
    { schema: { params: ZFinanceIdParamsSchema, querystring: ZClientLedgerQuerySchema, response: ok(ZClientLedgerPageSchema) } },
    async (request) => book.clientLedger(request.params.id, request.query),
  );
  app.get(API_PATHS.financeEntries, { schema: { querystring: ZJournalQuerySchema, response: ok(ZJournalPageSchema) } }, async (request) =>
    book.entriesPage(request.query),
  );
  app.get(
    `${API_PATHS.financeEntries}/${ID}`,
    { schema: { params: ZFinanceIdParamsSchema, response: ok(ZJournalEntryResponseSchema) } },
    async (request) => ({
      data: await book.entry(request.params.id),
    }),
  );
  app.post(
    `${API_PATHS.financeEntries}/${ID}/reverse`,
    {
      config: IDEMPOTENT,
      schema: { params: ZFinanceIdParamsSchema, body: ZReverseEntryRequestSchema, response: created(ZJournalEntryResponseSchema) },
    },
    async (request, reply) => {
      const entry = await book.reverse(request.params.id, request.body, staffActor(request));
      return reply.code(201).send({ message: MESSAGES.entries.reversed(request.params.id, entry.id), data: entry });
    },
  );
  app.post(
    API_PATHS.financeDeposits,
    {
      config: IDEMPOTENT,
      schema: {
        body: ZDepositRequestSchema,
        response: { 201: ZJournalEntryResponseSchema, 202: ZDepositApprovalResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const answer = await book.deposit(request.body, staffActor(request));
      // Above the approval limit: waiting for a second finance member, not posted (202).
      if ('waiting' in answer) return reply.code(202).send({ message: answer.message, data: answer.waiting });
      return reply.code(201).send({ message: MESSAGES.entries.depositPosted, data: answer.entry });
    },
  );
  app.get(API_PATHS.financeDepositApprovals, { schema: { response: ok(ZDepositApprovalsResponseSchema) } }, async (request) => ({
    data: await book.depositApprovals(staffActor(request).staffUserId),
  }));
  app.post(
    `${API_PATHS.financeDepositApprovals}/${ID}/approve`,
    { config: IDEMPOTENT, schema: { params: ZDepositApprovalParamsSchema, response: created(ZJournalEntryResponseSchema) } },
    async (request, reply) =>
      reply
        .code(201)
        .send({ message: MESSAGES.entries.depositApproved, data: await book.approveDeposit(request.params.id, staffActor(request)) }),
  );
  app.post(
    API_PATHS.financeFees,
    { config: IDEMPOTENT, schema: { body: ZFeeRequestSchema, response: created(ZJournalEntryResponseSchema) } },
    async (request, reply) =>
      reply.code(201).send({ message: MESSAGES.entries.feePosted, data: await book.fee(request.body, staffActor(request)) }),
  );
  app.post(
    API_PATHS.financeAdjustments,
    { config: IDEMPOTENT, schema: { body: ZAdjustmentRequestSchema, response: created(ZJournalEntryResponseSchema) } },
    async (request, reply) =>
      reply.code(201).send({ message: MESSAGES.entries.adjustmentPosted, data: await book.adjustment(request.body, staffActor(request)) }),
  );
  app.post(
    API_PATHS.financeTransfers,
    { config: IDEMPOTENT, schema: { body: ZTransferRequestSchema, response: created(ZJournalEntryResponseSchema) } },
    async (request, reply) =>
      reply.code(201).send({ message: MESSAGES.entries.moneyMoved, data: await book.transfer(request.body, staffActor(request)) }),
  );

  // The SSA deposit file: a preview (nothing written), then the posting.
  app.get(
    API_PATHS.financeDepositImports,
    { schema: { querystring: makePageQuerySchema(20), response: ok(ZDepositImportPageSchema) } },
    async (request) => deposits.page(request.query),
  );
  app.post(
    API_PATHS.financeDepositImportPreview,
    {
      config: { multipartForm: 'files' },
      schema: {
        body: z.object({ file: zUploadedFile, program_id: ZDepositImportCommitFieldsSchema.shape.program_id }),
        response: ok(ZDepositImportPreviewResponseSchema),
      },
    },
    async (request) => ({ data: await deposits.preview(request.body.file, request.body.program_id) }),
  );
  app.post(
    API_PATHS.financeDepositImports,
    {
      config: { multipartForm: 'files', idempotent: true },
      schema: {
        body: ZDepositImportCommitFieldsSchema.extend({ file: zUploadedFile }),
        response: { 200: ZDepositImportResultResponseSchema, 201: ZDepositImportResultResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { file, ...fields } = request.body;
      const result = await deposits.commit(file, fields, staffActor(request));
      return reply.code(result.data.posted > 0 ? 201 : 200).send(result);
    },
  );

  // Vendors.
  app.get(API_PATHS.financeVendors, { schema: { querystring: ZVendorQuerySchema, response: ok(ZVendorPageSchema) } }, async (request) =>
    vendors.page(request.query),
  );
  app.post(
    API_PATHS.financeVendors,
    { config: IDEMPOTENT, schema: { body: ZVendorRequestSchema, response: created(ZVendorResponseSchema) } },
    async (request, reply) =>
      reply.code(201).send({ message: MESSAGES.vendors.saved, data: await vendors.create(request.body, staffActor(request)) }),
  );
  app.get(
    `${API_PATHS.financeVendors}/${ID}`,
    { schema: { params: ZFinanceIdParamsSchema, response: ok(ZVendorResponseSchema) } },
    async (request) => ({
      data: await vendors.read(request.params.id),
    }),
  );
  app.put(
    `${API_PATHS.financeVendors}/${ID}`,
    { schema: { params: ZFinanceIdParamsSchema, body: ZVendorRequestSchema, response: ok(ZVendorResponseSchema) } },
    async (request) => ({
      message: MESSAGES.vendors.saved,
      data: await vendors.update(request.params.id, request.body, staffActor(request)),
    }),
  );

  // Scheduled payments and what is due.
  app.get(
    API_PATHS.financeScheduledPayments,
    { schema: { querystring: ZScheduledPaymentQuerySchema, response: ok(ZScheduledPaymentPageSchema) } },
    async (request) => payments.schedulesPage(request.query),
  );
  app.post(
    API_PATHS.financeScheduledPayments,
    { config: IDEMPOTENT, schema: { body: ZScheduledPaymentRequestSchema, response: created(ZScheduledPaymentResponseSchema) } },
    async (request, reply) =>
      reply.code(201).send({ message: MESSAGES.schedules.saved, data: await payments.createSchedule(request.body, staffActor(request)) }),
  );
  app.post(
    API_PATHS.financeScheduledPaymentsGenerate,
    { config: IDEMPOTENT, schema: { body: ZGenerateScheduledPaymentsRequestSchema, response: ok(ZGenerateResultResponseSchema) } },
    async (request) => {
      const result = await payments.generateSchedules(request.body.client_id, staffActor(request));
      return { message: MESSAGES.schedules.madeFromOnboarding(result.created), data: result };
    },
  );
  app.get(
    `${API_PATHS.financeScheduledPayments}/${ID}`,
    { schema: { params: ZFinanceIdParamsSchema, response: ok(ZScheduledPaymentResponseSchema) } },
    async (request) => ({
      data: await payments.readSchedule(request.params.id),
    }),
  );
  app.put(
    `${API_PATHS.financeScheduledPayments}/${ID}`,
    { schema: { params: ZFinanceIdParamsSchema, body: ZScheduledPaymentRequestSchema, response: ok(ZScheduledPaymentResponseSchema) } },
    async (request) => ({
      message: MESSAGES.schedules.saved,
      data: await payments.updateSchedule(request.params.id, request.body, staffActor(request)),
    }),
  );
  app.get(API_PATHS.financeDue, { schema: { querystring: ZDueQuerySchema, response: ok(ZDuePageSchema) } }, async (request) =>
    payments.duePage(request.query),
  );

  // Disbursements: draft → approved → paid, or voided.
  app.get(
    API_PATHS.financeDisbursements,
    { schema: { querystring: ZDisbursementQuerySchema, response: ok(ZDisbursementPageSchema) } },
    async (request) => payments.page(request.query, staffActor(request).staffUserId),
  );
  app.post(
    API_PATHS.financeDisbursements,
    { config: IDEMPOTENT, schema: { body: ZDisbursementDraftRequestSchema, response: created(ZDisbursementDraftResponseSchema) } },
    async (request, reply) => {
      const { payment, warning } = await payments.draft(request.body, staffActor(request));
      return reply.code(201).send({ message: MESSAGES.payments.drafted, data: payment, ...(warning ? { warning } : {}) });
    },
  );
  app.get(
    API_PATHS.financeDisbursementCheck,
    { schema: { querystring: ZDisbursementCheckQuerySchema, response: ok(ZDisbursementCheckResponseSchema) } },
    async (request) => ({ data: await payments.check(request.query) }),
  );
  app.get(
    `${API_PATHS.financeDisbursements}/${ID}`,
    { schema: { params: ZFinanceIdParamsSchema, querystring: ZDisbursementReadQuerySchema, response: ok(ZDisbursementResponseSchema) } },
    async (request) => ({
      data: await payments.read(request.params.id, staffActor(request).staffUserId, request.query.paid_on),
    }),
  );
  app.post(
    `${API_PATHS.financeDisbursements}/${ID}/approve`,
    {
      config: IDEMPOTENT,
      schema: { params: ZFinanceIdParamsSchema, body: ZDisbursementApproveRequestSchema, response: ok(ZDisbursementResponseSchema) },
    },
    async (request) => ({
      message: MESSAGES.payments.approved,
      data: await payments.approve(request.params.id, request.body.override_reason, staffActor(request)),
    }),
  );
  app.post(
    `${API_PATHS.financeDisbursements}/${ID}/pay`,
    {
      config: IDEMPOTENT,
      schema: { params: ZFinanceIdParamsSchema, body: ZDisbursementPayRequestSchema, response: ok(ZDisbursementResponseSchema) },
    },
    async (request) => ({
      message: MESSAGES.payments.paid,
      data: await payments.pay(request.params.id, request.body, staffActor(request)),
    }),
  );
  app.post(
    `${API_PATHS.financeDisbursements}/${ID}/void`,
    {
      config: IDEMPOTENT,
      schema: { params: ZFinanceIdParamsSchema, body: ZDisbursementVoidRequestSchema, response: ok(ZDisbursementResponseSchema) },
    },
    async (request) => ({
      message: MESSAGES.payments.voided,
      data: await payments.void(request.params.id, request.body.reason, staffActor(request)),
    }),
  );
  app.post(
    API_PATHS.financeCardLoadsGenerate,
    { config: IDEMPOTENT, schema: { body: ZGenerateCardLoadsRequestSchema, response: ok(ZGenerateResultResponseSchema) } },
    async (request) => {
      const result = await payments.generateCardLoads(request.body.week_of, staffActor(request));
      return { message: MESSAGES.payments.cardLoadsDrafted(result.created, result.on), data: result };
    },
  );

  // Budgets.
  app.get(
    `${API_PATHS.financeClients}/${ID}/budget`,
    { schema: { params: ZFinanceIdParamsSchema, querystring: ZBudgetQuerySchema, response: ok(ZBudgetResponseSchema) } },
    async (request) => ({ data: await budgets.read(request.params.id, request.query.program_id, request.query.month) }),
  );
  app.put(
    `${API_PATHS.financeClients}/${ID}/budget`,
    { schema: { params: ZFinanceIdParamsSchema, body: ZBudgetRequestSchema, response: ok(ZBudgetResponseSchema) } },
    async (request) => ({
      message: MESSAGES.budgets.saved,
      data: await budgets.replace(request.params.id, request.body, staffActor(request)),
    }),
  );

  // Reconciliation.
  app.get(API_PATHS.financeReconciliations, { schema: { response: ok(ZReconciliationMonthsResponseSchema) } }, async () => ({
    data: await reconciliation.months(),
  }));
  app.get(
    `${API_PATHS.financeReconciliations}/${MONTH}`,
    { schema: { params: ZFinanceMonthParamsSchema, response: ok(ZReconciliationResponseSchema) } },
    async (request) => ({
      data: await reconciliation.read(request.params.month),
    }),
  );
  app.get(
    `${API_PATHS.financeReconciliations}/${MONTH}/lines`,
    {
      schema: {
        params: ZFinanceMonthParamsSchema,
        querystring: ZReconciliationLinesQuerySchema,
        response: ok(ZReconciliationLinePageSchema),
      },
    },
    async (request) => reconciliation.lines(request.params.month, request.query),
  );
  app.get(
    `${API_PATHS.financeReconciliations}/${MONTH}/outstanding`,
    { schema: { params: ZFinanceMonthParamsSchema, querystring: ZOutstandingQuerySchema, response: ok(ZOutstandingPageSchema) } },
    async (request) => reconciliation.outstandingEntries(request.params.month, request.query),
  );
  app.post(
    `${API_PATHS.financeReconciliations}/${MONTH}/bank-statement`,
    {
      config: { multipartForm: 'files', idempotent: true },
      schema: {
        params: ZFinanceMonthParamsSchema,
        body: z.object({ file: zUploadedFile }),
        response: ok(ZStatementImportResponseSchema),
      },
    },
    async (request) => reconciliation.importStatement(request.params.month, request.body.file, staffActor(request)),
  );
  app.post(
    `${API_PATHS.financeReconciliations}/${MONTH}/matches`,
    {
      config: IDEMPOTENT,
      schema: { params: ZFinanceMonthParamsSchema, body: ZMatchRequestSchema, response: ok(ZReconciliationResponseSchema) },
    },
    async (request) => ({
      message: MESSAGES.reconciliation.matched,
      data: await reconciliation.match(request.params.month, request.body.line_id, request.body.entry_id, staffActor(request)),
    }),
  );
  app.delete(
    `${API_PATHS.financeReconciliations}/${MONTH}/matches/:lineId`,
    { schema: { params: ZMatchParamsSchema, response: ok(ZReconciliationResponseSchema) } },
    async (request) => ({
      message: MESSAGES.reconciliation.unmatched,
      data: await reconciliation.unmatch(request.params.month, request.params.lineId, staffActor(request)),
    }),
  );
  app.post(
    `${API_PATHS.financeReconciliations}/${MONTH}/close`,
    { config: IDEMPOTENT, schema: { params: ZFinanceMonthParamsSchema, response: ok(ZReconciliationResponseSchema) } },
    async (request) => reconciliation.close(request.params.month, staffActor(request)),
  );
  // A second finance member signs off a close prepared with a difference above the sign-off limit.
  app.post(
    `${API_PATHS.financeReconciliations}/${MONTH}/sign-off`,
    { config: IDEMPOTENT, schema: { params: ZFinanceMonthParamsSchema, response: ok(ZReconciliationResponseSchema) } },
    async (request) => ({
      message: MESSAGES.reconciliation.signedOff,
      data: await reconciliation.signOff(request.params.month, staffActor(request)),
    }),
  );
  app.get(
    `${API_PATHS.financeReconciliations}/${MONTH}/report`,
    { schema: { params: ZFinanceMonthParamsSchema, response: { ...ERROR_RESPONSES } } },
    async (request, reply) =>
      sendFile(reply, await reconciliation.report(request.params.month), 'application/pdf', `reconciliation-${request.params.month}.pdf`),
  );

  // The SSA-623 report.
  app.get(
    `${API_PATHS.financeClients}/${ID}/ssa-623`,
    { schema: { params: ZFinanceIdParamsSchema, querystring: ZSsa623QuerySchema, response: ok(ZSsa623ResponseSchema) } },
    async (request) => ({ data: await ssa623.worksheet(request.params.id, request.query.program_id, request.query.period_end) }),
  );
  app.get(
    `${API_PATHS.financeClients}/${ID}/ssa-623/pdf`,
    { schema: { params: ZFinanceIdParamsSchema, querystring: ZSsa623QuerySchema, response: { ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const sheet = await ssa623.worksheet(request.params.id, request.query.program_id, request.query.period_end);
      return sendFile(reply, ssa623.pdf(sheet), 'application/pdf', ssa623.fileName(request.params.id, request.query.period_end, 'pdf'));
    },
  );
  app.get(
    `${API_PATHS.financeClients}/${ID}/ssa-623/csv`,
    { schema: { params: ZFinanceIdParamsSchema, querystring: ZSsa623QuerySchema, response: { 200: z.string(), ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const sheet = await ssa623.worksheet(request.params.id, request.query.program_id, request.query.period_end);
      return sendFile(
        reply,
        await ssa623.csv(sheet),
        'text/csv; charset=utf-8',
        ssa623.fileName(request.params.id, request.query.period_end, 'csv'),
      );
    },
  );
  app.get(
    API_PATHS.financeSsa623BatchClients,
    { schema: { querystring: ZSsa623BatchQuerySchema, response: ok(ZSsa623BatchClientsResponseSchema) } },
    async (request) => ({
      data: await ssa623.batchClients(request.query.month, request.query.program_id),
    }),
  );
  // The month's batch as a job (issue 23): started, its progress read while a worker writes it, then its zip.
  app.post(
    API_PATHS.financeSsa623Jobs,
    {
      config: IDEMPOTENT,
      schema: {
        body: ZSsa623JobRequestSchema,
        response: { 200: ZSsa623JobResponseSchema, 202: ZSsa623JobResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { job, created, message } = await ssa623Jobs.ask(request.body, staffActor(request));
      return reply.code(created ? 202 : 200).send({ message, data: job });
    },
  );
  app.get(
    API_PATHS.financeSsa623Jobs,
    { schema: { querystring: ZSsa623JobQuerySchema, response: ok(ZSsa623LatestJobResponseSchema) } },
    async (request) => ({ data: await ssa623Jobs.latest(request.query.month, request.query.program_id) }),
  );
  app.get(
    `${API_PATHS.financeSsa623Jobs}/${ID}`,
    { schema: { params: ZSsa623JobParamsSchema, response: ok(ZSsa623JobResponseSchema) } },
    async (request) => ({ data: await ssa623Jobs.read(request.params.id) }),
  );
  app.get(
    `${API_PATHS.financeSsa623Jobs}/${ID}/file`,
    { schema: { params: ZSsa623JobParamsSchema, response: { ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const { missing, ...file } = await ssa623Jobs.file(request.params.id, staffActor(request));
      // The name where the finance downloads give it (x-filename), as well as in the attachment.
      reply.header('x-filename', file.originalName).header('access-control-expose-headers', 'x-filename');
      return sendStoredFile(request, reply, file, missing);
    },
  );
};

/**
 * The limits admins set, the approval limit (with its change waiting for a second admin), the SSI resource limit and
 * the reconciliation's sign-off limit: admins only (registered under `requireRoles('admin')`).
 */
export const approvalLimitRoutes: FastifyPluginAsyncZod = async (app) => {
  const { settings } = app.finance;
  app.get(API_PATHS.adminApprovalLimit, { schema: { response: ok(ZApprovalLimitResponseSchema) } }, async () => ({
    data: await settings.read(),
  }));
  app.put(
    API_PATHS.adminApprovalLimit,
    { schema: { body: ZApprovalLimitRequestSchema, response: ok(ZApprovalLimitResponseSchema) } },
    async (request) => settings.setApprovalLimit(request.body.amount, staffActor(request)),
  );
  app.post(API_PATHS.adminApprovalLimitConfirm, { schema: { response: ok(ZApprovalLimitResponseSchema) } }, async (request) =>
    settings.confirmApprovalLimit(staffActor(request)),
  );
  // The SSI resource limit and the sign-off limit: the same shape, each its own row.
  app.get(API_PATHS.adminSsiLimit, { schema: { response: ok(ZApprovalLimitResponseSchema) } }, async () => ({
    data: await settings.readSsiLimit(),
  }));
  app.put(
    API_PATHS.adminSsiLimit,
    { schema: { body: ZApprovalLimitRequestSchema, response: ok(ZApprovalLimitResponseSchema) } },
    async (request) => ({
      message: MESSAGES.ssiLimit.saved,
      data: (await settings.setSsiLimit(request.body.amount, staffActor(request))).data,
    }),
  );
  app.get(API_PATHS.adminReconciliationSignOff, { schema: { response: ok(ZApprovalLimitResponseSchema) } }, async () => ({
    data: await settings.readSignOffLimit(),
  }));
  app.put(
    API_PATHS.adminReconciliationSignOff,
    { schema: { body: ZApprovalLimitRequestSchema, response: ok(ZApprovalLimitResponseSchema) } },
    async (request) => ({
      message: MESSAGES.signOffLimit.saved,
      data: (await settings.setSignOffLimit(request.body.amount, staffActor(request))).data,
    }),
  );
};
