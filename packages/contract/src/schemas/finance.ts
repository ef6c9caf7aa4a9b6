import { ACH_ENTRY_CLASSES, BANK_ACCOUNT_TYPES } from './run-files';
import { z } from 'zod';
import { formatDisplayDate } from '../dates';
import { formatMoney } from '../money';
import {
  LINE_CATEGORIES,
  MONEY_IN_CATEGORIES,
  SPENDING_CATEGORIES,
  TRANSACTION_CATEGORIES,
  zDecimalMoney,
  type LineCategory,
  type SpendingCategory,
} from './account';
import {
  EVEN_WITH_OTHER_ERRORS,
  ZNamedRefSchema,
  blankToUndefined,
  makeDataResponseSchema,
  toList,
  zAmountCents,
  zAmountCentsOrZero,
  zOptionalText,
  zRequiredId,
} from './fields';
import { ROUTING_NUMBER_CHECK_MESSAGE, isRoutingNumber } from './bank-files';
import { tooLongMessage } from './messages';
import { makePageQuerySchema, makePageResponseSchema, zCursorQuery, ZPageCursorsSchema, zPageQuery, zQueryDay } from './paging';
import {
  STAFF_REASON_MAX_LENGTH,
  STAFF_REASON_MIN_LENGTH,
  STAFF_REASON_TOO_LONG_MESSAGE,
  STAFF_REASON_TOO_SHORT_MESSAGE,
  zOptionalStaffReason,
  zStaffReason,
} from './staff-reason';
import { FINANCE_MESSAGES } from '@payee/content/validation-finance';
import { VALIDATION_MESSAGES } from '@payee/content/validation';

/**
 * The trust ledger in the back office (the `finance` role; issue 14): money in (deposits, the SSA deposit file),
 * money out (vendors, scheduled payments, disbursements with a second approver above a limit, weekly card
 * loads), budgets, the month's bank reconciliation and the SSA-623 report. Money is a decimal string on the
 * wire ("750.00"), whole cents inside; every list is paged as the other back-office lists
 * (`?page=&per_page=` → `{ data, meta }`); a refused action is `{ message, errors: { field: [...] } }`.
 * docs/decisions.md, "Trust ledger (issue 14)".
 */

// ---------------------------------------------------------------------------------------------------------
// Enums and their words (the words live here, next to TRANSACTION_CATEGORY_LABELS: the API's PDFs use them too)
// ---------------------------------------------------------------------------------------------------------

/** Where a deposit came from. SSA benefits are Social Security and SSI: the SSA-623's "benefits received". */
export const DEPOSIT_SOURCES = ['social_security', 'ssi', 'va', 'wages', 'other'] as const;
export type DepositSource = (typeof DEPOSIT_SOURCES)[number];
export const DEPOSIT_SOURCE_LABELS: Record<DepositSource, string> = {
  social_security: 'Social Security',
  ssi: 'Supplemental Security Income (SSI)',
  va: 'Veterans benefits (VA)',
  wages: 'Wages',
  other: 'Other money in',
};
/** The benefits the SSA-623 counts as received. */
export const SSA_BENEFIT_SOURCES: readonly DepositSource[] = ['social_security', 'ssi'];
/** The category of the client's line a deposit of each source is posted with. */
export const DEPOSIT_SOURCE_CATEGORY: Record<DepositSource, LineCategory> = {
  social_security: 'benefit_deposit',
  ssi: 'benefit_deposit',
  va: 'benefit_deposit',
  wages: 'wages',
  other: 'other_income',
};

/** What a journal entry records. */
export const ENTRY_KINDS = ['deposit', 'disbursement', 'card_load', 'fee', 'adjustment', 'reversal', 'transfer'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];
export const ENTRY_KIND_LABELS: Record<EntryKind, string> = {
  deposit: 'Deposit',
  disbursement: 'Payment',
  card_load: 'Debit card load',
  fee: 'Service fee',
  adjustment: 'Manual adjustment',
  reversal: 'Reversal',
  transfer: 'Transfer between programs',
};

/**
 * The book's accounts: the pooled trust bank account (one), each client's sub-ledger in a program, and the
 * service's fee income (one). Lines are signed, credits positive, and each entry's lines sum to zero: a client's
 * balance is the sum of their lines, the bank's book balance the sum of its lines negated.
 */
export const ACCOUNT_KINDS = ['bank', 'client', 'fee_income'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

export const DISBURSEMENT_KINDS = ['bill', 'card_load', 'one_off'] as const;
export type DisbursementKind = (typeof DISBURSEMENT_KINDS)[number];
export const DISBURSEMENT_KIND_LABELS: Record<DisbursementKind, string> = {
  bill: 'Scheduled bill',
  card_load: 'Debit card load',
  one_off: 'One-off payment',
};

/** draft → approved → paid, or → voided (from draft or approved; a paid one is voided by a reversal entry). */
export const DISBURSEMENT_STATUSES = ['draft', 'approved', 'paid', 'voided'] as const;
export type DisbursementStatus = (typeof DISBURSEMENT_STATUSES)[number];
export const DISBURSEMENT_STATUS_LABELS: Record<DisbursementStatus, string> = {
  draft: 'Draft',
  approved: 'Approved, not paid yet',
  paid: 'Paid',
  voided: 'Voided',
};

export const PAYMENT_METHODS = ['check', 'transfer', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  check: 'Check',
  transfer: 'Bank transfer',
  card: 'Debit card load',
};

export const VENDOR_KINDS = ['landlord', 'utility', 'pharmacy', 'other'] as const;
export type VendorKind = (typeof VENDOR_KINDS)[number];
export const VENDOR_KIND_LABELS: Record<VendorKind, string> = {
  landlord: 'Landlord',
  utility: 'Utility',
  pharmacy: 'Pharmacy',
  other: 'Other',
};

/** How often a scheduled payment repeats (from the onboarding bill's frequency; `once` when it does not repeat). */
export const PAYMENT_FREQUENCIES = ['once', 'weekly', 'every_two_weeks', 'monthly', 'quarterly', 'yearly'] as const;
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];
export const PAYMENT_FREQUENCY_LABELS: Record<PaymentFrequency, string> = {
  once: 'Once',
  weekly: 'Weekly',
  every_two_weeks: 'Every two weeks',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};

/** The SSA-623's three questions about money out, and the categories behind each figure. */
export const SSA_623_GROUPS = ['food_and_housing', 'other_things', 'saved'] as const;
export type Ssa623Group = (typeof SSA_623_GROUPS)[number];
export const SSA_623_GROUP_LABELS: Record<Ssa623Group, string> = {
  food_and_housing: 'Spent on food and housing',
  other_things: 'Spent on other things',
  saved: 'Saved',
};
/** The worksheet's lines beside the SSA-623's questions, in the words of its PDF and screen. */
export const SSA_623_SPENT_FROM_BALANCE_LABEL = FINANCE_MESSAGES.ssa623SpentFromBalanceLabel;
export const SSA_623_MOVED_LABELS = {
  moved_in: 'Moved in from the client’s other programs',
  moved_out: 'Moved out to the client’s other programs',
} as const;
/**
 * Where the SSA-623 counts a credit under a spending category beyond what the period spent on it (a refund, an
 * adjustment in, a reversal of an earlier period's payment): money in, on a line of its own, never negative spending.
 */
export const ssa623RefundLabel = (categoryLabel: string) => `${categoryLabel}: refunds beyond the period’s spending`;
export const SSA_623_GROUP_OF: Record<SpendingCategory, Ssa623Group> = {
  food: 'food_and_housing',
  housing: 'food_and_housing',
  utilities: 'food_and_housing',
  medical: 'other_things',
  clothing: 'other_things',
  personal: 'other_things',
  fees: 'other_things',
  other: 'other_things',
  savings: 'saved',
};

/** The limit above which a payment needs a second person's approval, until an admin changes it: $500.00. */
export const DEFAULT_APPROVAL_LIMIT_CENTS = 50_000;
/**
 * The month's unexplained difference (bank + outstanding − book) a preparer may close alone, until an admin changes it:
 * $0.00, so any difference needs a second finance member's sign-off (docs/decisions/money.md, "Separation of duties").
 */
export const DEFAULT_RECONCILIATION_SIGN_OFF_CENTS = 0;

// ---------------------------------------------------------------------------------------------------------
// Field builders
// ---------------------------------------------------------------------------------------------------------

/** A required calendar day (yyyy-MM-dd) in a body. */
export const zDay = (requiredMessage = FINANCE_MESSAGES.enterADate) =>
  z.preprocess(blankToUndefined, z.string({ error: requiredMessage }).pipe(zQueryDay));
/** An optional one: absent means today (the server's clock). */
export const zOptionalDay = () => z.preprocess(blankToUndefined, zQueryDay.optional());

const MONTH_MESSAGE = FINANCE_MESSAGES.month;
/** A calendar month, `2026-10`. */
export const zMonth = () =>
  z
    .string({ error: MONTH_MESSAGE })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, MONTH_MESSAGE)
    .refine((month) => Number(month.slice(0, 4)) >= 2000 && Number(month.slice(0, 4)) <= 2999, MONTH_MESSAGE);

const zClientId = () => zRequiredId(FINANCE_MESSAGES.chooseAClient);
/** Program 1 (the product) when absent. */
const zProgramIdWithDefault = () => z.preprocess((value) => blankToUndefined(value) ?? 1, zRequiredId(FINANCE_MESSAGES.chooseAProgram));
const zReference = () => zOptionalText(FINANCE_MESSAGES.referenceLabel, 100);
const zDescription = () => zOptionalText(FINANCE_MESSAGES.descriptionLabel, 200);
const zRequiredDescription = () =>
  z.preprocess(
    blankToUndefined,
    z.string({ error: FINANCE_MESSAGES.enterADescription }).trim().max(200, tooLongMessage(FINANCE_MESSAGES.descriptionLabel, 200)),
  );
/** Why a posting may take a client's balance below zero (a finance user's override, kept in the audit trail). */
const zOverrideReason = () => zOptionalStaffReason();
/** Why a deposit file's row goes to a client whose SSN is not the row's: optional here, 5 to 500 characters when given. */
const zAssignmentReason = () =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: STAFF_REASON_TOO_LONG_MESSAGE })
      .trim()
      .min(STAFF_REASON_MIN_LENGTH, STAFF_REASON_TOO_SHORT_MESSAGE)
      .max(STAFF_REASON_MAX_LENGTH, STAFF_REASON_TOO_LONG_MESSAGE)
      .optional(),
  );

/** A path's numeric id (`/disbursements/12`). */
export const ZFinanceIdParamsSchema = z.object({
  id: z.coerce.number({ error: FINANCE_MESSAGES.notFound }).int().positive().max(2_147_483_647),
});
export type TFinanceIdParams = z.infer<typeof ZFinanceIdParamsSchema>;
/** `/reconciliation/2026-10`. */
export const ZFinanceMonthParamsSchema = z.object({ month: zMonth() });

// ---------------------------------------------------------------------------------------------------------
// Shared read shapes
// ---------------------------------------------------------------------------------------------------------

/** A client as finance screens name them: never the SSN beyond its last four digits. */
export const ZFinanceClientRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  application_code: z.string().nullable(),
  ssn_masked: z.string(),
});
export type TFinanceClientRef = z.infer<typeof ZFinanceClientRefSchema>;
/** A member of staff as records name them (the name as it is now). */
export const ZStaffRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type TStaffRef = z.infer<typeof ZStaffRefSchema>;

const zCategory = () => z.enum(SPENDING_CATEGORIES, { error: FINANCE_MESSAGES.chooseACategory });

export const ZJournalLineSchema = z.object({
  id: z.number().int(),
  account: z.object({
    id: z.number().int(),
    kind: z.enum(ACCOUNT_KINDS),
    name: z.string(),
    client_id: z.number().int().nullable(),
    program_id: z.number().int().nullable(),
  }),
  /** Signed, credits positive: +943.00 on a client's line is money in for them; the bank's line is its opposite. */
  amount: zDecimalMoney(),
  category: z.enum(LINE_CATEGORIES).nullable(),
  category_label: z.string().nullable(),
});
export type TJournalLine = z.infer<typeof ZJournalLineSchema>;

/** A journal entry: never changed; a mistake is undone by a reversal entry naming it (`reversed_by_entry_id`). */
export const ZJournalEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(ENTRY_KINDS),
  kind_label: z.string(),
  posted_on: z.string(),
  description: z.string(),
  reference: z.string().nullable(),
  deposit_source: z.enum(DEPOSIT_SOURCES).nullable(),
  reverses_entry_id: z.number().int().nullable(),
  reversed_by_entry_id: z.number().int().nullable(),
  /** Set when a finance user let this entry take a client below zero. */
  override_reason: z.string().nullable(),
  /** Set when finance posted a deposit file's row to a client whose SSN is not the row's: why it is theirs. */
  assignment_reason: z.string().nullable(),
  created_at: z.string(),
  created_by: ZStaffRefSchema.nullable(),
  lines: z.array(ZJournalLineSchema),
});
export type TJournalEntry = z.infer<typeof ZJournalEntrySchema>;
export const ZJournalEntryResponseSchema = makeDataResponseSchema(ZJournalEntrySchema);
export type TJournalEntryResponse = z.infer<typeof ZJournalEntryResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Overview, clients and their ledgers
// ---------------------------------------------------------------------------------------------------------

/** `GET /admin/finance/overview`: the book's totals (bank = sum of clients always) and what waits for action. */
export const ZFinanceOverviewSchema = z.object({
  bank_book_balance: zDecimalMoney(),
  client_balances_total: zDecimalMoney(),
  /** Every service fee ever taken (the fee income account's credits). */
  fee_income_total: zDecimalMoney(),
  is_balanced: z.boolean(),
  approval_limit: zDecimalMoney(),
  drafts_to_approve: z.number().int(),
  approved_to_pay: z.number().int(),
  due_in_next_14_days: z.number().int(),
  last_closed_month: z.string().nullable(),
});
export type TFinanceOverview = z.infer<typeof ZFinanceOverviewSchema>;
export const ZFinanceOverviewResponseSchema = makeDataResponseSchema(ZFinanceOverviewSchema);

/** One of a client's enrolments as finance sees it: the program, the enrolment's status (0 inactive), the balance there. */
export const ZFinanceClientProgramSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  short_name: z.string().nullable(),
  status: z.literal([0, 1]),
  balance: zDecimalMoney(),
});
export type TFinanceClientProgram = z.infer<typeof ZFinanceClientProgramSchema>;
/** `GET /admin/finance/clients?q=&page=&per_page=`: the same search words as the caseworkers' client search. */
export const ZFinanceClientRowSchema = ZFinanceClientRefSchema.extend({ programs: z.array(ZFinanceClientProgramSchema) });
export type TFinanceClientRow = z.infer<typeof ZFinanceClientRowSchema>;
export const ZFinanceClientPageSchema = makePageResponseSchema(ZFinanceClientRowSchema);

export const ZClientLedgerQuerySchema = makePageQuerySchema(25).extend({ program_id: zProgramIdWithDefault() });
/** One line of a client's sub-ledger, newest first, with the balance after it and its entry (to reverse it). */
export const ZClientLedgerRowSchema = z.object({
  line_id: z.number().int(),
  entry_id: z.number().int(),
  kind: z.enum(ENTRY_KINDS),
  kind_label: z.string(),
  posted_on: z.string(),
  description: z.string(),
  reference: z.string().nullable(),
  category: z.enum(TRANSACTION_CATEGORIES),
  category_label: z.string(),
  money_in: zDecimalMoney().nullable(),
  money_out: zDecimalMoney().nullable(),
  balance_after: zDecimalMoney(),
  reverses_entry_id: z.number().int().nullable(),
  reversed_by_entry_id: z.number().int().nullable(),
});
export type TClientLedgerRow = z.infer<typeof ZClientLedgerRowSchema>;
export const ZClientLedgerPageSchema = makePageResponseSchema(ZClientLedgerRowSchema).extend({
  client: ZFinanceClientRefSchema,
  program: z.object({ id: z.number().int(), name: z.string() }),
  balance: zDecimalMoney(),
  /** Every program the client is enrolled in, with its balance (money moves between them by a transfer). */
  programs: z.array(ZFinanceClientProgramSchema),
});
export type TClientLedgerPage = z.infer<typeof ZClientLedgerPageSchema>;

/**
 * `GET /admin/finance/entries?kind=&client_id=&from=&to=`: the journal, newest first (posted_on, then id). Paged by
 * `page`, or by a page's `cursors` (`after` for the next page, `before` for the previous; `page` then labels it).
 */
export const ZJournalQuerySchema = z.object({
  ...zPageQuery(25),
  ...zCursorQuery(),
  kind: z.preprocess(blankToUndefined, z.enum(ENTRY_KINDS, { error: FINANCE_MESSAGES.chooseAKindOfEntry }).optional()),
  client_id: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
  from: z.preprocess(blankToUndefined, zQueryDay.optional()),
  to: z.preprocess(blankToUndefined, zQueryDay.optional()),
});
export type TJournalQuery = z.infer<typeof ZJournalQuerySchema>;
export const ZJournalPageSchema = makePageResponseSchema(ZJournalEntrySchema).extend({ cursors: ZPageCursorsSchema });
export type TJournalPage = z.infer<typeof ZJournalPageSchema>;

/** `POST /admin/finance/entries/{id}/reverse`: a new entry with every line of the first negated. */
export const ZReverseEntryRequestSchema = z.object({
  reason: zStaffReason(FINANCE_MESSAGES.sayWhyThisEntryIsReversed),
  /** Today when absent; a closed month refuses it. */
  posted_on: zOptionalDay(),
  override_reason: zOverrideReason(),
});
export type TReverseEntryRequest = z.infer<typeof ZReverseEntryRequestSchema>;

// ---------------------------------------------------------------------------------------------------------
// Money in
// ---------------------------------------------------------------------------------------------------------

/**
 * `POST /admin/finance/deposits`: a benefit or other deposit received for one client. A reference already on one
 * of the client's deposits (not reversed) is a 409 at `confirm_duplicate_reference`, naming that deposit, until the
 * request says the new one is another payment (`confirm_duplicate_reference: true`).
 */
export const ZDepositRequestSchema = z.object({
  client_id: zClientId(),
  program_id: zProgramIdWithDefault(),
  source: z.enum(DEPOSIT_SOURCES, { error: FINANCE_MESSAGES.chooseWhereTheMoneyCameFrom }),
  amount: zAmountCents(),
  received_on: zDay(FINANCE_MESSAGES.enterTheDateTheMoneyArrived),
  reference: zReference(),
  description: zDescription(),
  confirm_duplicate_reference: z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' || value === '' ? false : value),
    z.boolean({ error: FINANCE_MESSAGES.tickTheBoxOrLeaveIt }).optional(),
  ),
});
export type TDepositRequest = z.infer<typeof ZDepositRequestSchema>;

/**
 * A deposit entered by hand above the approval limit: `POST /admin/finance/deposits` answers 202 with it, and it posts
 * only when another finance member approves it (`POST /admin/finance/deposit-approvals/{id}/approve`, 201 with the entry).
 */
export const ZDepositApprovalSchema = z.object({
  id: z.number().int(),
  client: ZFinanceClientRefSchema,
  program_id: z.number().int(),
  source: z.enum(DEPOSIT_SOURCES),
  source_label: z.string(),
  amount: zDecimalMoney(),
  received_on: z.string(),
  reference: z.string().nullable(),
  description: z.string().nullable(),
  drafted_at: z.string(),
  drafted_by: ZStaffRefSchema.nullable(),
  /** Whether the signed-in member drafted it (and so cannot approve it). */
  drafted_by_me: z.boolean(),
});
export type TDepositApproval = z.infer<typeof ZDepositApprovalSchema>;
export const ZDepositApprovalResponseSchema = makeDataResponseSchema(ZDepositApprovalSchema);
export type TDepositApprovalResponse = z.infer<typeof ZDepositApprovalResponseSchema>;
/** `GET /admin/finance/deposit-approvals`: the deposits waiting for a second person, oldest first (at most 100). */
export const ZDepositApprovalsResponseSchema = makeDataResponseSchema(z.array(ZDepositApprovalSchema));
export const ZDepositApprovalParamsSchema = z.object({ id: zRequiredId(FINANCE_MESSAGES.chooseADeposit) });

/** `POST /admin/finance/fees`: the service's fee, taken from the client's money to the service's fee income. */
export const ZFeeRequestSchema = z.object({
  client_id: zClientId(),
  program_id: zProgramIdWithDefault(),
  amount: zAmountCents(),
  posted_on: zDay(),
  description: zDescription(),
  override_reason: zOverrideReason(),
});
export type TFeeRequest = z.infer<typeof ZFeeRequestSchema>;

/**
 * `POST /admin/finance/adjustments`: a correction between the client's sub-ledger and the bank, with a reason. Money
 * moved between the client's own programs is a transfer (`/transfers`), never an adjustment.
 */
export const ZAdjustmentRequestSchema = z.object({
  client_id: zClientId(),
  program_id: zProgramIdWithDefault(),
  direction: z.enum(['in', 'out'], { error: FINANCE_MESSAGES.chooseMoneyInOrMoneyOut }),
  amount: zAmountCents(),
  category: z.enum([...MONEY_IN_CATEGORIES, ...SPENDING_CATEGORIES], { error: FINANCE_MESSAGES.chooseACategory }),
  posted_on: zDay(),
  description: zRequiredDescription(),
  reason: zStaffReason(FINANCE_MESSAGES.sayWhyThisAdjustmentIsNeeded),
  override_reason: zOverrideReason(),
});
export type TAdjustmentRequest = z.infer<typeof ZAdjustmentRequestSchema>;

/**
 * `POST /admin/finance/transfers`: money moved between two of one client's programs, one entry of two lines (out of
 * one program's sub-ledger, into the other's); the bank does not move. Never into an inactive enrolment; beyond the
 * balance only with a reason.
 */
export const ZTransferRequestSchema = z
  .object({
    client_id: zClientId(),
    from_program_id: zRequiredId(FINANCE_MESSAGES.chooseTheProgramTheMoneyLeaves),
    to_program_id: zRequiredId(FINANCE_MESSAGES.chooseTheProgramTheMoneyGoes),
    amount: zAmountCents(),
    posted_on: zDay(),
    description: zDescription(),
    reason: zStaffReason(FINANCE_MESSAGES.sayWhyTheMoneyMoves),
    override_reason: zOverrideReason(),
  })
  .superRefine((value, ctx) => {
    if (typeof value.from_program_id === 'number' && value.from_program_id === value.to_program_id) {
      ctx.addIssue({ code: 'custom', path: ['to_program_id'], message: FINANCE_MESSAGES.chooseAnotherProgramThanTheOne });
    }
  }, EVEN_WITH_OTHER_ERRORS);
export type TTransferRequest = z.infer<typeof ZTransferRequestSchema>;

/**
 * The SSA deposit file (CSV, a header row; docs/decisions.md and apps/api/test/fixtures/ssa-deposits-*.csv):
 * `payment_date` (YYYY-MM-DD), `ssn` (9 digits, dashes allowed), `beneficiary_name`, `benefit_type` (SSA or SSI),
 * `amount` (dollars and cents), `payment_reference` (unique per payment: the row's key; the file's own row key
 * when blank).
 */
export const SSA_DEPOSIT_FILE_COLUMNS = ['payment_date', 'ssn', 'beneficiary_name', 'benefit_type', 'amount', 'payment_reference'] as const;

export const DEPOSIT_ROW_STATUSES = ['matched', 'assigned', 'unmatched', 'already_posted', 'invalid'] as const;
export type DepositRowStatus = (typeof DEPOSIT_ROW_STATUSES)[number];

/** One row of a deposit file as the preview (and the commit) read it. `row` counts data rows from 1. */
export const ZDepositImportRowSchema = z.object({
  row: z.number().int(),
  payment_date: z.string().nullable(),
  ssn_masked: z.string().nullable(),
  beneficiary_name: z.string(),
  source: z.enum(DEPOSIT_SOURCES).nullable(),
  amount: zDecimalMoney().nullable(),
  reference: z.string(),
  status: z.enum(DEPOSIT_ROW_STATUSES),
  /** The client the SSN's look-up hash found, or the one the commit assigned. */
  client: ZFinanceClientRefSchema.nullable(),
  /** What is wrong with an `invalid` row, keyed by column. */
  problems: z.record(z.string(), z.array(z.string())),
  entry_id: z.number().int().nullable(),
});
export type TDepositImportRow = z.infer<typeof ZDepositImportRowSchema>;

export const ZDepositImportSummarySchema = z.object({
  file_name: z.string(),
  file_hash: z.string(),
  /** When this very file was imported before (then nothing posts again). */
  already_imported: z.object({ at: z.string(), by: ZStaffRefSchema.nullable(), import_id: z.number().int() }).nullable(),
  rows: z.array(ZDepositImportRowSchema),
  totals: z.object({
    rows: z.number().int(),
    matched: z.number().int(),
    unmatched: z.number().int(),
    already_posted: z.number().int(),
    invalid: z.number().int(),
    amount_to_post: zDecimalMoney(),
  }),
});
export type TDepositImportSummary = z.infer<typeof ZDepositImportSummarySchema>;
/** `POST /admin/finance/deposit-imports/preview` (multipart, `file`): nothing is written. */
export const ZDepositImportPreviewResponseSchema = makeDataResponseSchema(ZDepositImportSummarySchema);

/**
 * `POST /admin/finance/deposit-imports` (multipart: `file`, optional `program_id`, and
 * `assignments[0][row]`, `assignments[0][client_id]`… for the rows no client matched): every row posts, one
 * entry each, in one transaction; an unmatched row left unassigned refuses the whole file (422 at
 * `assignments`). The same file again, or a row whose reference was posted before, posts nothing.
 */
export const ZDepositImportCommitFieldsSchema = z.object({
  program_id: zProgramIdWithDefault(),
  assignments: z.preprocess(
    (value) => toList(value) ?? [],
    z
      .array(
        z.object({
          row: z.coerce.number({ error: FINANCE_MESSAGES.chooseARow }).int().positive(),
          client_id: zClientId(),
          /** Required when the client's SSN is not the row's: why the payment is theirs (kept on the entry and audited). */
          reason: zAssignmentReason(),
        }),
      )
      .max(10_000),
  ),
});
export type TDepositImportCommitFields = z.infer<typeof ZDepositImportCommitFieldsSchema>;
/** What a commit posted, client by client: the file's rows that went to them and their sum. */
export const ZDepositImportPostedToSchema = z.object({
  client: ZFinanceClientRefSchema,
  rows: z.array(z.number().int()),
  amount: zDecimalMoney(),
});
/** A row a commit did not post, and why, in plain words. */
export const ZDepositImportSkippedRowSchema = z.object({ row: z.number().int(), reference: z.string(), reason: z.string() });
export const ZDepositImportResultSchema = ZDepositImportSummarySchema.extend({
  import_id: z.number().int().nullable(),
  posted: z.number().int(),
  skipped: z.number().int(),
  /** The sum of what this commit posted (0.00 when it posted nothing). */
  amount_posted: zDecimalMoney(),
  posted_to: z.array(ZDepositImportPostedToSchema),
  skipped_rows: z.array(ZDepositImportSkippedRowSchema),
});
export type TDepositImportResult = z.infer<typeof ZDepositImportResultSchema>;
export const ZDepositImportResultResponseSchema = makeDataResponseSchema(ZDepositImportResultSchema);

export const ZDepositImportListRowSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  file_hash: z.string(),
  rows: z.number().int(),
  posted: z.number().int(),
  amount_posted: zDecimalMoney(),
  imported_at: z.string(),
  imported_by: ZStaffRefSchema.nullable(),
});
export const ZDepositImportPageSchema = makePageResponseSchema(ZDepositImportListRowSchema);

// ---------------------------------------------------------------------------------------------------------
// Vendors
// ---------------------------------------------------------------------------------------------------------

const ACCOUNT_NUMBER_MESSAGE = FINANCE_MESSAGES.accountNumber;
const ROUTING_NUMBER_MESSAGE = FINANCE_MESSAGES.routingNumber;

export const ZVendorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(VENDOR_KINDS),
  kind_label: z.string(),
  payment_method: z.enum(['check', 'transfer']),
  /** `****6789`: the number itself is encrypted at rest and never sent back. */
  account_number_masked: z.string().nullable(),
  routing_number: z.string().nullable(),
  account_type: z.enum(BANK_ACCOUNT_TYPES),
  ach_entry_class: z.enum(ACH_ENTRY_CLASSES),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  is_active: z.boolean(),
});
export type TVendor = z.infer<typeof ZVendorSchema>;
export const ZVendorResponseSchema = makeDataResponseSchema(ZVendorSchema);
export const ZVendorPageSchema = makePageResponseSchema(ZVendorSchema);
export const ZVendorQuerySchema = makePageQuerySchema(25).extend({
  q: z.preprocess(blankToUndefined, z.string().trim().max(100, tooLongMessage(VALIDATION_MESSAGES.searchLabel, 100)).optional()),
  kind: z.preprocess(blankToUndefined, z.enum(VENDOR_KINDS).optional()),
});

/**
 * `POST /admin/finance/vendors`, `PUT /admin/finance/vendors/{id}`. A transfer needs the account and routing
 * numbers; on an update an absent `account_number` keeps the one stored.
 */
export const ZVendorRequestSchema = z
  .object({
    name: z.preprocess(
      blankToUndefined,
      z.string({ error: FINANCE_MESSAGES.enterTheVendorsName }).trim().max(150, tooLongMessage(FINANCE_MESSAGES.nameLabel, 150)),
    ),
    kind: z.enum(VENDOR_KINDS, { error: FINANCE_MESSAGES.chooseTheKindOfVendor }),
    payment_method: z.enum(['check', 'transfer'], { error: FINANCE_MESSAGES.chooseHowTheVendorIsPaid }),
    account_number: z.preprocess(
      (value) => (typeof value === 'string' ? blankToUndefined(value.replace(/[\s-]/g, '')) : value),
      z
        .string({ error: ACCOUNT_NUMBER_MESSAGE })
        .regex(/^\d{4,17}$/, ACCOUNT_NUMBER_MESSAGE)
        .optional(),
    ),
    routing_number: z.preprocess(
      (value) => (typeof value === 'string' ? blankToUndefined(value.replace(/[\s-]/g, '')) : value),
      z
        .string({ error: ROUTING_NUMBER_MESSAGE })
        .regex(/^\d{9}$/, ROUTING_NUMBER_MESSAGE)
        .refine((value) => !/^\d{9}$/.test(value) || isRoutingNumber(value), ROUTING_NUMBER_CHECK_MESSAGE)
        .optional(),
    ),
    /** Transfers: checking unless said (NACHA credit code 22; savings 32). */
    account_type: z.preprocess(blankToUndefined, z.enum(BANK_ACCOUNT_TYPES).default('checking')),
    /** Transfers: CCD (a company) unless said; PPD for a person's account. */
    ach_entry_class: z.preprocess(blankToUndefined, z.enum(ACH_ENTRY_CLASSES).default('CCD')),
    address: zOptionalText(FINANCE_MESSAGES.addressLabel, 300),
    phone: zOptionalText(FINANCE_MESSAGES.phoneNumberLabel, 30),
    is_active: z.boolean().default(true),
  })
  .superRefine((value, ctx) => {
    if (value.payment_method === 'transfer' && !value.routing_number) {
      ctx.addIssue({ code: 'custom', path: ['routing_number'], message: FINANCE_MESSAGES.routingNumberRequired });
    }
  });
export type TVendorRequest = z.infer<typeof ZVendorRequestSchema>;

// ---------------------------------------------------------------------------------------------------------
// Scheduled payments and the due list
// ---------------------------------------------------------------------------------------------------------

export const ZScheduledPaymentSchema = z.object({
  id: z.number().int(),
  client: ZFinanceClientRefSchema,
  program_id: z.number().int(),
  vendor: ZNamedRefSchema.nullable(),
  /** The vendor's name, or the bill type's when no vendor is set yet. */
  payee: z.string(),
  /** The onboarding bill type (a reporting account), when it came from onboarding. */
  bill_type: ZNamedRefSchema.nullable(),
  description: z.string(),
  category: z.enum(SPENDING_CATEGORIES),
  category_label: z.string(),
  amount: zDecimalMoney(),
  frequency: z.enum(PAYMENT_FREQUENCIES),
  frequency_label: z.string(),
  next_due_on: z.string().nullable(),
  /** How many payments are left; null: until stopped. */
  remaining_count: z.number().int().nullable(),
  is_active: z.boolean(),
  onboarding_bill_id: z.number().int().nullable(),
});
export type TScheduledPayment = z.infer<typeof ZScheduledPaymentSchema>;
export const ZScheduledPaymentResponseSchema = makeDataResponseSchema(ZScheduledPaymentSchema);
export const ZScheduledPaymentPageSchema = makePageResponseSchema(ZScheduledPaymentSchema);
export const ZScheduledPaymentQuerySchema = makePageQuerySchema(25).extend({
  client_id: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
  is_active: z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean().optional()),
});

/** `POST /admin/finance/scheduled-payments` and `PUT …/{id}` (the client and program only when creating). */
export const ZScheduledPaymentRequestSchema = z.object({
  client_id: zClientId(),
  program_id: zProgramIdWithDefault(),
  vendor_id: z.preprocess(blankToUndefined, z.coerce.number().int().positive().nullable().optional()),
  description: zRequiredDescription(),
  category: zCategory(),
  amount: zAmountCents(),
  frequency: z.enum(PAYMENT_FREQUENCIES, { error: FINANCE_MESSAGES.chooseHowOftenItIsPaid }),
  next_due_on: zDay(FINANCE_MESSAGES.enterWhenTheNextPaymentIs),
  remaining_count: z.preprocess(blankToUndefined, z.coerce.number().int().positive().max(1000).nullable().optional()),
  is_active: z.boolean().default(true),
});
export type TScheduledPaymentRequest = z.infer<typeof ZScheduledPaymentRequestSchema>;

/** `POST /admin/finance/scheduled-payments/generate`: from onboarding bills, for one active client or all. */
export const ZGenerateScheduledPaymentsRequestSchema = z.object({
  client_id: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
});
export const ZGenerateResultResponseSchema = makeDataResponseSchema(z.object({ created: z.number().int(), on: z.string().nullable() }));
export type TGenerateResultResponse = z.infer<typeof ZGenerateResultResponseSchema>;

/**
 * `GET /admin/finance/due?days=14&page=&per_page=`: a page of the payments due from today to `days` ahead (and any
 * overdue), by due date, then client.
 */
export const ZDueQuerySchema = makePageQuerySchema(25).extend({
  days: z.preprocess(blankToUndefined, z.coerce.number({ error: FINANCE_MESSAGES.daysAhead }).int().min(1).max(90).default(14)),
});
export const ZDueItemSchema = z.object({
  due_on: z.string(),
  client: ZFinanceClientRefSchema,
  program_id: z.number().int(),
  payee: z.string(),
  description: z.string(),
  category: z.enum(SPENDING_CATEGORIES),
  category_label: z.string(),
  amount: zDecimalMoney(),
  scheduled_payment_id: z.number().int().nullable(),
  /** The payment drafted for it, if any: null means "draft it". */
  disbursement: z.object({ id: z.number().int(), status: z.enum(DISBURSEMENT_STATUSES), status_label: z.string() }).nullable(),
});
export type TDueItem = z.infer<typeof ZDueItemSchema>;
export type TDueQuery = z.infer<typeof ZDueQuerySchema>;
export const ZDuePageSchema = makePageResponseSchema(ZDueItemSchema);

// ---------------------------------------------------------------------------------------------------------
// Disbursements
// ---------------------------------------------------------------------------------------------------------

/**
 * What remains of the category's budget in the payment's budget month: the month its posting is dated in once paid
 * (`paid_on`), and until then the month it would be posted in if paid today (or on the date the pay form names).
 */
export const ZBudgetRemainingSchema = z.object({
  month: z.string(),
  category: z.enum(SPENDING_CATEGORIES),
  category_label: z.string(),
  budgeted: zDecimalMoney().nullable(),
  spent: zDecimalMoney(),
  /** Approved, not paid yet, this one aside, that count in this month (they would be posted in it if paid today). */
  committed: zDecimalMoney(),
  /** budgeted − spent − committed; null without a budget for the category. */
  remaining: zDecimalMoney().nullable(),
  /**
   * Not paid yet: by how much this payment would take the category over its budget for the month (null within it,
   * without a budget, or once paid or voided).
   */
  over_by: zDecimalMoney().nullable(),
});
export type TBudgetRemaining = z.infer<typeof ZBudgetRemainingSchema>;

export const ZDisbursementSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DISBURSEMENT_KINDS),
  kind_label: z.string(),
  status: z.enum(DISBURSEMENT_STATUSES),
  status_label: z.string(),
  client: ZFinanceClientRefSchema,
  program_id: z.number().int(),
  vendor: ZNamedRefSchema.nullable(),
  payee: z.string(),
  description: z.string(),
  category: z.enum(SPENDING_CATEGORIES),
  category_label: z.string(),
  amount: zDecimalMoney(),
  due_on: z.string(),
  scheduled_payment_id: z.number().int().nullable(),
  drafted_by: ZStaffRefSchema.nullable(),
  drafted_at: z.string(),
  approved_by: ZStaffRefSchema.nullable(),
  approved_at: z.string().nullable(),
  paid_by: ZStaffRefSchema.nullable(),
  paid_at: z.string().nullable(),
  paid_on: z.string().nullable(),
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  payment_reference: z.string().nullable(),
  /** A transfer paid in a run: its NACHA trace number (issue 25). */
  trace_number: z.string().nullable(),
  entry_id: z.number().int().nullable(),
  voided_by: ZStaffRefSchema.nullable(),
  voided_at: z.string().nullable(),
  void_reason: z.string().nullable(),
  reversal_entry_id: z.number().int().nullable(),
  override_reason: z.string().nullable(),
  /** Why it was drafted although a payment to the same payee in the same month existed or was scheduled. */
  duplicate_reason: z.string().nullable(),
  /** Above the approval limit: whoever drafted it may not approve it. */
  needs_second_approver: z.boolean(),
  approval_limit: zDecimalMoney(),
  /** For the member of staff asking: whether they may approve it now, and if not, why in plain words. */
  can_approve: z.boolean(),
  cannot_approve_reason: z.string().nullable(),
  /** The client's balance now, and what is free of other approved payments. */
  balance: zDecimalMoney(),
  available: zDecimalMoney(),
  budget: ZBudgetRemainingSchema,
});
export type TDisbursement = z.infer<typeof ZDisbursementSchema>;
export const ZDisbursementResponseSchema = makeDataResponseSchema(ZDisbursementSchema);
export type TDisbursementResponse = z.infer<typeof ZDisbursementResponseSchema>;
/** The draft's answer: the payment, and in words what the screen should still say (it takes a budget over). */
export const ZDisbursementDraftResponseSchema = ZDisbursementResponseSchema.extend({ warning: z.string().optional() });
export type TDisbursementDraftResponse = z.infer<typeof ZDisbursementDraftResponseSchema>;
/** `GET /admin/finance/disbursements/{id}?paid_on=`: the budget block as if it were paid that day (not paid yet). */
export const ZDisbursementReadQuerySchema = z.object({ paid_on: zOptionalDay() });

const zStatusList = () =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : value.split(',')) : value),
    z.array(z.enum(DISBURSEMENT_STATUSES, { error: FINANCE_MESSAGES.chooseDraftApprovedPaidOrVoided })).optional(),
  );
/** `GET /admin/finance/disbursements?status=draft,approved&client_id=&kind=&due_to=`: by due date, oldest first. */
export const ZDisbursementQuerySchema = z.object({
  ...zPageQuery(25),
  status: zStatusList(),
  client_id: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
  kind: z.preprocess(blankToUndefined, z.enum(DISBURSEMENT_KINDS).optional()),
  due_from: z.preprocess(blankToUndefined, zQueryDay.optional()),
  due_to: z.preprocess(blankToUndefined, zQueryDay.optional()),
});
export type TDisbursementQuery = z.infer<typeof ZDisbursementQuerySchema>;
/** Rows are the whole disbursement, so a list can show the approve button's state. */
export const ZDisbursementPageSchema = makePageResponseSchema(ZDisbursementSchema);

export const DUPLICATE_REASON_REQUIRED_MESSAGE = FINANCE_MESSAGES.duplicateReasonRequired;
/**
 * Why a payment is drafted although another to the same payee in the same month exists or is scheduled: required
 * then (5 to 500 characters), kept on the payment and in the audit trail; ignored when there is no such payment.
 */
const zDuplicateReason = () =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: STAFF_REASON_TOO_LONG_MESSAGE })
      .trim()
      .min(STAFF_REASON_MIN_LENGTH, STAFF_REASON_TOO_SHORT_MESSAGE)
      .max(STAFF_REASON_MAX_LENGTH, STAFF_REASON_TOO_LONG_MESSAGE)
      .optional(),
  );

/** A draft of a schedule's next payment (the due list's "Draft it"). */
export const ZDisbursementDraftFromScheduleSchema = z.object({
  scheduled_payment_id: zRequiredId(FINANCE_MESSAGES.chooseAScheduledPayment),
  due_on: zDay(FINANCE_MESSAGES.enterTheDueDate),
  duplicate_reason: zDuplicateReason(),
});
/** A draft by hand (the back office's draft form). */
export const ZDisbursementDraftByHandSchema = z.object({
  client_id: zClientId(),
  program_id: zProgramIdWithDefault(),
  vendor_id: z.preprocess(blankToUndefined, z.coerce.number().int().positive().nullable().optional()),
  payee_name: zOptionalText(FINANCE_MESSAGES.payeeLabel, 150),
  description: zRequiredDescription(),
  category: zCategory(),
  amount: zAmountCents(),
  due_on: zDay(FINANCE_MESSAGES.enterTheDueDate),
  duplicate_reason: zDuplicateReason(),
});
const DRAFT_BODIES = [ZDisbursementDraftFromScheduleSchema, ZDisbursementDraftByHandSchema] as const;

/**
 * `POST /admin/finance/disbursements`: a draft. Either from a scheduled payment (`scheduled_payment_id` and the
 * `due_on` of the occurrence: its amount, payee and category are the schedule's) or by hand (the rest). Which one
 * is whether `scheduled_payment_id` is given, so a refused body's errors are that kind's own fields (`amount`…),
 * not one "Invalid input" for the whole body as a plain union would answer. A possible duplicate (another payment
 * to the same vendor, or the same payee name, for the client in the same month, not voided, or a scheduled one) is
 * refused (409, `errors.duplicate_reason`, the others named in `warning`) unless `duplicate_reason` says why it is
 * not one.
 */
export const ZDisbursementDraftRequestSchema = z.preprocess((value, ctx) => {
  const fromSchedule =
    typeof value === 'object' && value !== null && blankToUndefined((value as Record<string, unknown>).scheduled_payment_id) !== undefined;
  const checked = DRAFT_BODIES[fromSchedule ? 0 : 1].safeParse(value);
  for (const issue of checked.error?.issues ?? []) ctx.addIssue({ ...issue });
  return value;
}, z.union(DRAFT_BODIES));
export type TDisbursementDraftRequest = z.infer<typeof ZDisbursementDraftRequestSchema>;

/**
 * `GET /admin/finance/disbursements/check?…`: what a draft would meet, before it is saved (nothing is written): the
 * category's budget in the month the payment would count in (paid today) with by how much it would go over, and the
 * possible duplicates. The draft's fields, any of them left out: from a schedule (`scheduled_payment_id`, `due_on`),
 * or by hand (`client_id`, `program_id`, `vendor_id`, `payee_name`, `category`, `amount`, `due_on`).
 */
export const ZDisbursementCheckQuerySchema = z.object({
  scheduled_payment_id: z.preprocess(blankToUndefined, z.coerce.number().int().positive().max(2_147_483_647).optional()),
  client_id: z.preprocess(blankToUndefined, z.coerce.number().int().positive().max(2_147_483_647).optional()),
  program_id: zProgramIdWithDefault(),
  vendor_id: z.preprocess(blankToUndefined, z.coerce.number().int().positive().max(2_147_483_647).optional()),
  payee_name: zOptionalText(FINANCE_MESSAGES.payeeLabel, 150),
  category: z.preprocess(blankToUndefined, zCategory().optional()),
  amount: z.preprocess(blankToUndefined, zAmountCents().optional()),
  due_on: z.preprocess(blankToUndefined, zQueryDay.optional()),
});
export type TDisbursementCheckQuery = z.infer<typeof ZDisbursementCheckQuerySchema>;
/** Another payment to the same payee in the same month (not voided), or a schedule's payment due in it not drafted yet. */
export const ZPossibleDuplicateSchema = z.object({
  kind: z.enum(['payment', 'scheduled']),
  /** The payment's id, or the schedule's. */
  id: z.number().int(),
  payee: z.string(),
  description: z.string(),
  amount: zDecimalMoney(),
  due_on: z.string(),
  status: z.enum(DISBURSEMENT_STATUSES).nullable(),
});
export type TPossibleDuplicate = z.infer<typeof ZPossibleDuplicateSchema>;
export const ZDisbursementCheckSchema = z.object({
  /** Null until the client and the category are known. */
  budget: ZBudgetRemainingSchema.nullable(),
  duplicates: z.array(ZPossibleDuplicateSchema),
  /** The possible duplicates in words, as the draft's refusal names them (null when there are none). */
  duplicate_warning: z.string().nullable(),
});
export type TDisbursementCheck = z.infer<typeof ZDisbursementCheckSchema>;
export const ZDisbursementCheckResponseSchema = makeDataResponseSchema(ZDisbursementCheckSchema);

export const ZDisbursementApproveRequestSchema = z.object({ override_reason: zOverrideReason() });
export const ZDisbursementPayRequestSchema = z
  .object({
    paid_on: zOptionalDay(),
    method: z.enum(PAYMENT_METHODS, { error: FINANCE_MESSAGES.chooseHowItWasPaid }),
    /** The check number or the transfer's reference; a card load may leave it blank. */
    reference: zReference(),
    override_reason: zOverrideReason(),
  })
  .superRefine((value, ctx) => {
    if (value.method !== 'card' && !value.reference) {
      ctx.addIssue({
        code: 'custom',
        path: ['reference'],
        message: value.method === 'check' ? FINANCE_MESSAGES.enterTheCheckNumber : FINANCE_MESSAGES.enterTheTransfersReference,
      });
    }
  });
export type TDisbursementPayRequest = z.infer<typeof ZDisbursementPayRequestSchema>;
export const ZDisbursementVoidRequestSchema = z.object({ reason: zStaffReason(FINANCE_MESSAGES.sayWhyThisPaymentIsVoided) });

/** `POST /admin/finance/card-loads/generate`: the week's card loads (drafts) for the Friday of that week. */
export const ZGenerateCardLoadsRequestSchema = z.object({ week_of: zOptionalDay() });

// ---------------------------------------------------------------------------------------------------------
// Budgets
// ---------------------------------------------------------------------------------------------------------

export const ZBudgetQuerySchema = z.object({
  program_id: zProgramIdWithDefault(),
  month: z.preprocess(blankToUndefined, zMonth().optional()),
});
export const ZBudgetLineSchema = z.object({
  category: z.enum(SPENDING_CATEGORIES),
  category_label: z.string(),
  monthly: zDecimalMoney(),
  /** Spent by the client on their debit card: loaded weekly (7/30 of the month's amount). */
  on_card: z.boolean(),
  spent: zDecimalMoney(),
  /** Approved payments not paid yet that count in this month (this month only: they would be posted today if paid). */
  committed: zDecimalMoney(),
  /** monthly − spent − committed. */
  remaining: zDecimalMoney(),
});
export const ZBudgetSchema = z.object({
  client: ZFinanceClientRefSchema,
  program_id: z.number().int(),
  month: z.string(),
  weekly_card_load: zDecimalMoney(),
  lines: z.array(ZBudgetLineSchema),
  total_monthly: zDecimalMoney(),
  total_spent: zDecimalMoney(),
  total_committed: zDecimalMoney(),
});
export type TBudget = z.infer<typeof ZBudgetSchema>;
export const ZBudgetResponseSchema = makeDataResponseSchema(ZBudgetSchema);
/** 422 at a second on-card budget line: one weekly load, one category (docs/decisions.md, "Card loads: one category"). */
export const ONE_ON_CARD_LINE_MESSAGE = FINANCE_MESSAGES.oneOnCardLine;
/** 422 when the client's card is loaded from their budget in another program. */
export const onCardInOtherProgramMessage = (program: string) => FINANCE_MESSAGES.onCardInOtherProgram(program);

/**
 * `PUT /admin/finance/clients/{id}/budget`: replaces the budget; a category once at most, and one line at most on the
 * debit card (its weekly load counts under that line's category).
 */
export const ZBudgetRequestSchema = z.object({
  program_id: zProgramIdWithDefault(),
  lines: z
    .array(z.object({ category: zCategory(), monthly: zAmountCentsOrZero(), on_card: z.boolean().default(false) }))
    .max(SPENDING_CATEGORIES.length)
    .superRefine((lines, ctx) => {
      const seen = new Set<string>();
      let onCard = false;
      lines.forEach((line, index) => {
        if (seen.has(line.category))
          ctx.addIssue({ code: 'custom', path: [index, 'category'], message: FINANCE_MESSAGES.eachCategoryOnceOnly });
        seen.add(line.category);
        if (line.on_card && onCard) ctx.addIssue({ code: 'custom', path: [index, 'on_card'], message: ONE_ON_CARD_LINE_MESSAGE });
        onCard ||= line.on_card;
      });
    }),
});
export type TBudgetRequest = z.infer<typeof ZBudgetRequestSchema>;

// ---------------------------------------------------------------------------------------------------------
// Reconciliation
// ---------------------------------------------------------------------------------------------------------

/**
 * The pooled account's bank statement (CSV, a header row): `date` (YYYY-MM-DD), `description`, `reference`,
 * `amount` (signed: money in positive), `balance` (the account's balance after the line). Every line in the month.
 */
export const BANK_STATEMENT_COLUMNS = ['date', 'description', 'reference', 'amount', 'balance'] as const;

export const ZReconciliationEntrySchema = z.object({
  entry_id: z.number().int(),
  kind: z.enum(ENTRY_KINDS),
  posted_on: z.string(),
  description: z.string(),
  reference: z.string().nullable(),
  /** What the entry did to the bank account: money in positive. */
  amount: zDecimalMoney(),
});
export type TReconciliationEntry = z.infer<typeof ZReconciliationEntrySchema>;
export const ZBankStatementLineSchema = z.object({
  id: z.number().int(),
  line_no: z.number().int(),
  date: z.string(),
  description: z.string(),
  reference: z.string().nullable(),
  amount: zDecimalMoney(),
  balance: zDecimalMoney(),
  match: z.object({ by: z.enum(['auto', 'manual']), entry: ZReconciliationEntrySchema, matched_by: ZStaffRefSchema.nullable() }).nullable(),
});
export type TBankStatementLine = z.infer<typeof ZBankStatementLineSchema>;
export const ZReconciliationSchema = z.object({
  month: z.string(),
  status: z.enum(['open', 'closed']),
  statement: z.object({ file_name: z.string(), imported_at: z.string(), imported_by: ZStaffRefSchema.nullable() }).nullable(),
  /** The statement's closing balance (its last line's), null before a statement is imported. */
  bank_balance: zDecimalMoney().nullable(),
  /** The bank account's balance in the book at the month's end. */
  book_balance: zDecimalMoney(),
  client_balances_total: zDecimalMoney(),
  /**
   * Posted in the book up to the month's end but on no statement line: deposits in transit (+) and payments not
   * cleared (−). Their count and sums here; the entries themselves a page at a time (`financeReconciliationOutstanding`).
   */
  outstanding_count: z.number().int(),
  outstanding_money_in: zDecimalMoney(),
  outstanding_money_out: zDecimalMoney(),
  outstanding_total: zDecimalMoney(),
  /** The statement's lines: how many, and what they add up to (the lines a page at a time: `financeReconciliationLines`). */
  lines_count: z.number().int(),
  lines_total: zDecimalMoney(),
  matched_lines: z.number().int(),
  matched_total: zDecimalMoney(),
  unmatched_lines: z.number().int(),
  unmatched_total: zDecimalMoney(),
  /** bank balance + outstanding total − book balance: zero when the month reconciles. */
  difference: zDecimalMoney().nullable(),
  can_close: z.boolean(),
  /** Why the month cannot be closed yet, in plain words. */
  close_problem: z.string().nullable(),
  /** When the month was closed and by whom: its preparer (with a difference, the close waits for a second person's sign-off). */
  closed_at: z.string().nullable(),
  closed_by: ZStaffRefSchema.nullable(),
  /** A difference above this needs a second finance member's sign-off (the setting). */
  sign_off_above: zDecimalMoney(),
  /** A close prepared with a difference above `sign_off_above`, waiting for another finance member's sign-off. */
  awaiting_sign_off: z.object({ prepared_at: z.string(), prepared_by: ZStaffRefSchema.nullable(), difference: zDecimalMoney() }).nullable(),
  /** The second person who signed the close off, when it needed one. */
  signed_off_at: z.string().nullable(),
  signed_off_by: ZStaffRefSchema.nullable(),
});
export type TReconciliation = z.infer<typeof ZReconciliationSchema>;
export const ZReconciliationResponseSchema = makeDataResponseSchema(ZReconciliationSchema);
/** `GET /admin/finance/reconciliation`: months with a statement or closed, newest first. */
export const ZReconciliationMonthsResponseSchema = makeDataResponseSchema(
  z.array(
    z.object({ month: z.string(), status: z.enum(['open', 'closed']), has_statement: z.boolean(), unmatched_lines: z.number().int() }),
  ),
);
/** Which of a month's statement lines a page lists. */
export const RECONCILIATION_LINE_FILTERS = ['all', 'matched', 'unmatched'] as const;
export type TReconciliationLineFilter = (typeof RECONCILIATION_LINE_FILTERS)[number];
/** `GET /admin/finance/reconciliation/{month}/lines?matched=&page=&per_page=`: the statement's lines in their order. */
export const ZReconciliationLinesQuerySchema = z.object({
  matched: z.preprocess(blankToUndefined, z.enum(RECONCILIATION_LINE_FILTERS, { error: FINANCE_MESSAGES.lineFilter }).default('all')),
  ...zPageQuery(20),
});
export type TReconciliationLinesQuery = z.infer<typeof ZReconciliationLinesQuerySchema>;
export const ZReconciliationLinePageSchema = makePageResponseSchema(ZBankStatementLineSchema);
/**
 * `GET /admin/finance/reconciliation/{month}/outstanding?page=&per_page=`: the entries outstanding at the month's end,
 * newest first. With `candidates_for={line id}`: only the entries on no line that the line could be matched to by hand, by
 * the automatic matcher's rule with a longer window (its amount, sign and all; dated from 31 days before the line's day
 * to 4 days after it),
 * the line's reference first, then the nearest day.
 */
export const ZOutstandingQuerySchema = z.object({
  candidates_for: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: FINANCE_MESSAGES.candidatesFor })
      .int(FINANCE_MESSAGES.candidatesFor)
      .positive(FINANCE_MESSAGES.candidatesFor)
      .max(2_147_483_647, FINANCE_MESSAGES.candidatesFor)
      .optional(),
  ),
  ...zPageQuery(20),
});
export type TOutstandingQuery = z.infer<typeof ZOutstandingQuerySchema>;
export const ZOutstandingPageSchema = makePageResponseSchema(ZReconciliationEntrySchema);
/** `POST /admin/finance/reconciliation/{month}/matches`: one statement line to one entry, by hand. */
export const ZMatchRequestSchema = z.object({
  line_id: zRequiredId(FINANCE_MESSAGES.chooseAStatementLine),
  entry_id: zRequiredId(FINANCE_MESSAGES.chooseALedgerEntry),
});
export const ZMatchParamsSchema = z.object({
  month: zMonth(),
  lineId: z.coerce.number({ error: FINANCE_MESSAGES.notFound }).int().positive().max(2_147_483_647),
});

// ---------------------------------------------------------------------------------------------------------
// SSA-623
// ---------------------------------------------------------------------------------------------------------

/** `?program_id=1&period_end=2026-10`: the 12 months ending with that month. */
export const ZSsa623QuerySchema = z.object({ program_id: zProgramIdWithDefault(), period_end: zMonth() });
export const ZSsa623WorksheetSchema = z.object({
  client: ZFinanceClientRefSchema,
  program: z.object({ id: z.number().int(), name: z.string() }),
  period: z.object({ start: z.string(), end: z.string() }),
  opening_balance: zDecimalMoney(),
  closing_balance: zDecimalMoney(),
  /** SSA benefits (Social Security and SSI) received. */
  benefits_received: zDecimalMoney(),
  /** Everything else that came in (VA, wages, other, corrections, refunds beyond a category's spending). */
  other_money_in: zDecimalMoney(),
  /** Moved in from the client's other programs: their own money, neither received nor spent. */
  moved_in: zDecimalMoney(),
  spent_on_food_and_housing: zDecimalMoney(),
  spent_on_other_things: zDecimalMoney(),
  /** Put into savings plus what the period's money in left unspent (conserved in the account or moved out). */
  saved: zDecimalMoney(),
  /** Spent beyond the period's money in: from the balance at the start or moved in (or advanced by the office). */
  spent_from_balance: zDecimalMoney(),
  /** Moved out to the client's other programs. */
  moved_out: zDecimalMoney(),
  income: z.array(z.object({ source: z.string(), label: z.string(), amount: zDecimalMoney() })),
  categories: z.array(
    z.object({ category: z.enum(SPENDING_CATEGORIES), label: z.string(), group: z.enum(SSA_623_GROUPS), amount: zDecimalMoney() }),
  ),
  /**
   * Every figure above is zero or more, and they add up to the cent: start + money in + moved in − spent (savings
   * included) − moved out = end, and money in + spent from the balance = food and housing + other things + saved.
   */
  adds_up: z.boolean(),
});
export type TSsa623Worksheet = z.infer<typeof ZSsa623WorksheetSchema>;
export const ZSsa623ResponseSchema = makeDataResponseSchema(ZSsa623WorksheetSchema);
/** The month of a batch (`?month=2026-10`): who it holds, and its job (schemas/ssa-623-jobs.ts): a zip of a PDF per client and one CSV. */
export const ZSsa623BatchQuerySchema = z.object({ month: zMonth(), program_id: zProgramIdWithDefault() });
/** `GET /admin/finance/reports/ssa-623/clients?month=`: who the batch holds (report period ending that month). */
export const ZSsa623BatchClientsResponseSchema = makeDataResponseSchema(
  z.array(z.object({ client: ZFinanceClientRefSchema, period: z.object({ start: z.string(), end: z.string() }) })),
);

// ---------------------------------------------------------------------------------------------------------
// The approval limit (admins) and the client's own side
// ---------------------------------------------------------------------------------------------------------

export const ZApprovalLimitSchema = z.object({
  amount: zDecimalMoney(),
  updated_at: z.string().nullable(),
  updated_by: ZStaffRefSchema.nullable(),
  /**
   * A change of the approval limit by an admin who also holds finance, waiting for another admin to confirm it (null
   * when none waits, and always for the other limits).
   */
  pending: z.object({ amount: zDecimalMoney(), proposed_at: z.string(), proposed_by: ZStaffRefSchema.nullable() }).nullable(),
});
export const ZApprovalLimitResponseSchema = makeDataResponseSchema(ZApprovalLimitSchema);
export const ZApprovalLimitRequestSchema = z.object({ amount: zAmountCents(FINANCE_MESSAGES.enterTheLimit) });

export const ZClientProgramQuerySchema = z.object({ program_id: zRequiredId(VALIDATION_MESSAGES.selectProgram) });
/** `GET /website/client/coming-up?program_id=`: the next bills the office will pay and the next card load. */
export const ZComingUpSchema = z.object({
  bills: z.array(z.object({ due_on: z.string(), payee: z.string(), category_label: z.string(), amount: zDecimalMoney() })),
  next_card_load: z.object({ on: z.string(), amount: zDecimalMoney() }).nullable(),
});
export type TComingUp = z.infer<typeof ZComingUpSchema>;
export const ZComingUpResponseSchema = makeDataResponseSchema(ZComingUpSchema);
/**
 * `GET /website/client/this-month?program_id=`: spending by category this month against the budget, counted as the
 * back office's budgets are (postings by their date; approved payments not paid yet as `committed`).
 */
export const ZThisMonthSchema = z.object({
  month: z.string(),
  categories: z.array(
    z.object({
      category: z.enum(SPENDING_CATEGORIES),
      label: z.string(),
      budget: zDecimalMoney().nullable(),
      spent: zDecimalMoney(),
      /** Approved to be paid, not paid yet. */
      committed: zDecimalMoney(),
      /** budget − spent − committed. */
      remaining: zDecimalMoney().nullable(),
    }),
  ),
  total_budget: zDecimalMoney(),
  total_spent: zDecimalMoney(),
  total_committed: zDecimalMoney(),
});
export type TThisMonth = z.infer<typeof ZThisMonthSchema>;
export const ZThisMonthResponseSchema = makeDataResponseSchema(ZThisMonthSchema);

// ---------------------------------------------------------------------------------------------------------
// Messages the screens may need to recognise
// ---------------------------------------------------------------------------------------------------------

/** 409 when the drafter approves a payment above the limit. */
export const secondApproverMessage = (limit: string) => FINANCE_MESSAGES.secondApprover(limit);
/** The draft's warning (and the screens'): the payment takes its category over the month's budget. */
export const overBudgetMessage = (category: string, monthLabel: string, overBy: string) =>
  FINANCE_MESSAGES.overBudget(category, monthLabel, overBy);
/** 409 when a draft may pay the same bill twice and no reason is given. */
export const POSSIBLE_DUPLICATE_MESSAGE = FINANCE_MESSAGES.possibleDuplicate;
/** The possible duplicates of a draft in words, each named: "payment 14 ($650.00, due 12/05/2026, Draft)". */
export function possibleDuplicateWarning(duplicates: readonly TPossibleDuplicate[], monthLabel: string): string {
  const named = duplicates.map((other) => {
    const facts = FINANCE_MESSAGES.duplicateFacts(formatMoney(other.amount), formatDisplayDate(other.due_on));
    return other.kind === 'payment'
      ? FINANCE_MESSAGES.duplicatePayment(other.id, other.payee, facts, DISBURSEMENT_STATUS_LABELS[other.status ?? 'draft'])
      : FINANCE_MESSAGES.duplicateScheduledPayment(other.payee, facts);
  });
  return FINANCE_MESSAGES.possibleDuplicates(named, monthLabel);
}
/** 422 for a posting dated in a closed month. */
export const closedMonthMessage = (monthLabel: string) => FINANCE_MESSAGES.closedMonth(monthLabel);
/** 409 for a manual deposit whose reference is on one of the client's deposits already (the form then asks to confirm). */
export const duplicateReferenceMessage = (earlier: { client: string; reference: string; entryId: number; amount: string; day: string }) =>
  FINANCE_MESSAGES.duplicateReference(earlier);
/** 422 for a deposit file's row assigned to a client whose SSN is not the row's, without a reason. */
export const assignmentReasonMessage = (row: number, client: string) => FINANCE_MESSAGES.assignmentReason(row, client);
/** 422 at `received_on` for a deposit dated after the office's today. */
export const DEPOSIT_IN_FUTURE_MESSAGE = FINANCE_MESSAGES.depositInFuture;
/** 409 when closing a month that is not over yet in the office (the bank's statement of it cannot be complete). */
export const monthNotOverMessage = (monthLabel: string, firstDayAfter: string) => FINANCE_MESSAGES.monthNotOver(monthLabel, firstDayAfter);
/**
 * 422 at `file` for an uploaded CSV holding a control character (a NUL byte…) other than tab and line breaks,
 * which no deposit file or bank statement has: `row` counts data rows from 1 (0 is the header row).
 */
export const csvControlCharacterMessage = (row: number, column: string, codePoint: number) =>
  FINANCE_MESSAGES.csvControlCharacter(row, column, codePoint);
