import { z } from 'zod';
import { SPENDING_CATEGORIES, zDecimalMoney } from './account';
import { blankToUndefined, makeDataResponseSchema, ZNamedRefSchema } from './fields';
import { DISBURSEMENT_STATUSES, PAYMENT_METHODS, ZFinanceClientRefSchema, ZStaffRefSchema, zOptionalDay } from './finance';
import { makePageResponseSchema, zPageQuery, zQueryDay } from './paging';
import { zStaffReason } from './staff-reason';
import { ADMIN_RUNS_CONTENT } from '@payee/content/admin-runs';

/*
 * Payment runs and checks (issue 25, "Batches"): a run gathers payments (disbursements) to approve and pay
 * together; paying it posts each through the one pay path, all in one transaction, and gives its check payments
 * numbers from the check stock (the `checks` register). Money is decimal text out, as every finance figure.
 */

const WORDS = ADMIN_RUNS_CONTENT.validation;

/** A run holds at most this many payments (a month's rent for every client of a large office fits). */
export const PAYMENT_RUN_MAX_PAYMENTS = 1000;
/** Check numbers: a positive whole number of at most 8 digits (what check stock prints). */
export const CHECK_NUMBER_MAX = 99_999_999;

export const PAYMENT_RUN_STATUSES = ['draft', 'approved', 'paid'] as const;
export type PaymentRunStatus = (typeof PAYMENT_RUN_STATUSES)[number];
export const PAYMENT_RUN_STATUS_LABELS: Record<PaymentRunStatus, string> = ADMIN_RUNS_CONTENT.runStatuses;

export const CHECK_STATUSES = ['issued', 'voided'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];
export const CHECK_STATUS_LABELS: Record<CheckStatus, string> = ADMIN_RUNS_CONTENT.checkStatuses;

const zOptionalId = () => z.preprocess(blankToUndefined, z.coerce.number().int().positive().max(2_147_483_647).optional());

/** `GET /admin/finance/payment-runs/candidates?due_from=&due_to=&vendor_id=&category=&method=`: by due date, oldest first. */
export const ZPaymentRunCandidatesQuerySchema = z.object({
  due_from: z.preprocess(blankToUndefined, zQueryDay.optional()),
  due_to: z.preprocess(blankToUndefined, zQueryDay.optional()),
  vendor_id: zOptionalId(),
  category: z.preprocess(blankToUndefined, z.enum(SPENDING_CATEGORIES).optional()),
  method: z.preprocess(blankToUndefined, z.enum(PAYMENT_METHODS, { error: WORDS.chooseAMethod }).optional()),
});
export type TPaymentRunCandidatesQuery = z.infer<typeof ZPaymentRunCandidatesQuerySchema>;

/** A payment as a run lists it; `method` is how it will be paid (a card load by card, a vendor by its method, else by check). */
export const ZPaymentRunPaymentSchema = z.object({
  id: z.number().int(),
  client: ZFinanceClientRefSchema,
  vendor: ZNamedRefSchema.nullable(),
  payee: z.string(),
  description: z.string(),
  category: z.enum(SPENDING_CATEGORIES),
  category_label: z.string(),
  method: z.enum(PAYMENT_METHODS),
  method_label: z.string(),
  amount: zDecimalMoney(),
  due_on: z.string(),
  status: z.enum(DISBURSEMENT_STATUSES),
  status_label: z.string(),
  drafted_by: ZStaffRefSchema.nullable(),
  /** Given when the run was paid (check payments only). */
  check_number: z.number().int().nullable(),
  /** A transfer's NACHA trace number, recorded when the run was paid with the bank's ACH settings set. */
  trace_number: z.string().nullable(),
});
export type TPaymentRunPayment = z.infer<typeof ZPaymentRunPaymentSchema>;
export const ZPaymentRunCandidatesResponseSchema = makeDataResponseSchema(z.array(ZPaymentRunPaymentSchema));

/** `POST /admin/finance/payment-runs`: the ticked payments. */
export const ZPaymentRunCreateRequestSchema = z.object({
  disbursement_ids: z
    .array(z.coerce.number().int().positive().max(2_147_483_647), { error: WORDS.choosePayments })
    .min(1, WORDS.choosePayments)
    .max(PAYMENT_RUN_MAX_PAYMENTS, WORDS.tooManyPayments(PAYMENT_RUN_MAX_PAYMENTS)),
});
export type TPaymentRunCreateRequest = z.infer<typeof ZPaymentRunCreateRequestSchema>;

export const ZPaymentRunMethodTotalSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  method_label: z.string(),
  count: z.number().int(),
  total: zDecimalMoney(),
});

/** A run's summary (the list's row): its number, status, who did what, its count and total (voided payments aside). */
export const ZPaymentRunSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(PAYMENT_RUN_STATUSES),
  status_label: z.string(),
  payment_count: z.number().int(),
  total: zDecimalMoney(),
  drafted_by: ZStaffRefSchema.nullable(),
  drafted_at: z.string(),
  approved_by: ZStaffRefSchema.nullable(),
  approved_at: z.string().nullable(),
  paid_by: ZStaffRefSchema.nullable(),
  paid_at: z.string().nullable(),
  paid_on: z.string().nullable(),
});
export type TPaymentRunSummary = z.infer<typeof ZPaymentRunSummarySchema>;
export const ZPaymentRunPageSchema = makePageResponseSchema(ZPaymentRunSummarySchema);
export const ZPaymentRunListQuerySchema = z.object({ ...zPageQuery(25) });

/** A payment of the run that could not be approved, and why in the words approving it alone answers. */
export const ZPaymentRunRefusalSchema = z.object({ id: z.number().int(), payee: z.string(), amount: zDecimalMoney(), reason: z.string() });

/** A run's page: the summary, by method, and its payments. */
export const ZPaymentRunSchema = ZPaymentRunSummarySchema.extend({
  by_method: z.array(ZPaymentRunMethodTotalSchema),
  payments: z.array(ZPaymentRunPaymentSchema),
});
export type TPaymentRun = z.infer<typeof ZPaymentRunSchema>;
export const ZPaymentRunResponseSchema = makeDataResponseSchema(ZPaymentRunSchema);
/** Approving a run answers the run and the payments it could not approve. */
export const ZPaymentRunApproveResponseSchema = makeDataResponseSchema(
  ZPaymentRunSchema.extend({ not_approved: z.array(ZPaymentRunRefusalSchema) }),
);
export type TPaymentRunApproveResponse = z.infer<typeof ZPaymentRunApproveResponseSchema>;

/** `POST /admin/finance/payment-runs/{id}/pay`: the day the payments are posted (today when absent). */
export const ZPaymentRunPayRequestSchema = z.object({ paid_on: zOptionalDay() });

// Checks.

/** A check number in a body: whole, 1 to 99,999,999. */
const zCheckNumber = () =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: WORDS.enterTheNextCheckNumber })
      .int(WORDS.checkNumber)
      .min(1, WORDS.checkNumber)
      .max(CHECK_NUMBER_MAX, WORDS.checkNumber),
  );

export const ZCheckStockSchema = z.object({
  next_check_number: z.number().int(),
  /** The highest number given so far (null before the first check). */
  last_issued: z.number().int().nullable(),
  updated_by: ZStaffRefSchema.nullable(),
  updated_at: z.string().nullable(),
});
export const ZCheckStockResponseSchema = makeDataResponseSchema(ZCheckStockSchema);
export const ZCheckStockRequestSchema = z.object({ next_check_number: zCheckNumber() });

export const ZCheckSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  disbursement_id: z.number().int(),
  run: z.object({ id: z.number().int(), number: z.string() }),
  payee: z.string(),
  amount: zDecimalMoney(),
  issued_on: z.string(),
  status: z.enum(CHECK_STATUSES),
  status_label: z.string(),
  issued_by: ZStaffRefSchema.nullable(),
  voided_by: ZStaffRefSchema.nullable(),
  voided_at: z.string().nullable(),
  void_reason: z.string().nullable(),
});
export type TCheck = z.infer<typeof ZCheckSchema>;
export const ZCheckResponseSchema = makeDataResponseSchema(ZCheckSchema);
export const ZCheckPageSchema = makePageResponseSchema(ZCheckSchema);

/** `GET /admin/finance/checks?from=&to=&status=`: the register by check number; days are issue days, inclusive. */
export const ZCheckQuerySchema = z.object({
  ...zPageQuery(50),
  from: z.preprocess(blankToUndefined, zQueryDay.optional()),
  to: z.preprocess(blankToUndefined, zQueryDay.optional()),
  status: z.preprocess(blankToUndefined, z.enum(CHECK_STATUSES, { error: WORDS.chooseIssuedOrVoided }).optional()),
});
export type TCheckQuery = z.infer<typeof ZCheckQuerySchema>;
export const ZCheckCsvQuerySchema = ZCheckQuerySchema.omit({ page: true, per_page: true });
export type TCheckCsvQuery = z.infer<typeof ZCheckCsvQuerySchema>;

export const ZCheckVoidRequestSchema = z.object({ reason: zStaffReason(WORDS.sayWhyTheCheckIsVoided) });
