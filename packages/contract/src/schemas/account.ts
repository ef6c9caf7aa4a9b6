import { z } from 'zod';
import { parseApiDate, statementRangeProblem } from '../dates';
import { EVEN_WITH_OTHER_ERRORS, addIssueAt, makeDataResponseSchema, toList, zRequiredDate, zRequiredId } from './fields';
import { CLIENT_AREA_MESSAGES } from '@payee/content/validation-client-area';
import { VALIDATION_MESSAGES } from '@payee/content/validation';

/** One of the signed-in client's programs; status 0 means inactive. */
export const ZProgramSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.literal([0, 1]),
  short_name: z.string().nullable(),
});
export type TProgram = z.infer<typeof ZProgramSchema>;
/** `GET /website/client/programs`. */
export const ZProgramsResponseSchema = makeDataResponseSchema(z.array(ZProgramSchema));
export type TProgramsResponse = z.infer<typeof ZProgramsResponseSchema>;

const zProgramId = () => zRequiredId(VALIDATION_MESSAGES.selectProgram);

/** `GET /website/client/account-balance?program_id=`. */
export const ZAccountBalanceQuerySchema = z.object({ program_id: zProgramId() });
export type TAccountBalanceQuery = z.infer<typeof ZAccountBalanceQuerySchema>;
/** A signed amount of money as a decimal string with two places: "1234.56", "-12.50", "0.00". */
export const zDecimalMoney = () => z.string().regex(/^-?\d+\.\d{2}$/);

/**
 * A balance: `value` is a decimal string ("1234.56", "-12.50": never a float, so no rounding surprises);
 * `value_cents` is the same amount as a whole number of cents. It may be negative.
 */
export const ZBalanceSchema = z.object({ value: zDecimalMoney(), value_cents: z.number().int() });
export type TBalance = z.infer<typeof ZBalanceSchema>;

/** The balance is the first entry's `value`. */
export const ZAccountBalanceResponseSchema = makeDataResponseSchema(z.array(ZBalanceSchema));
export type TAccountBalanceResponse = z.infer<typeof ZAccountBalanceResponseSchema>;

/**
 * `GET /website/client/account-statement?program_id=&transaction_date[0]=&transaction_date[1]=`: a PDF whose
 * file name comes in the `x-filename` header. The end date may not be before the start nor after today.
 */
export const ZAccountStatementQuerySchema = z
  .object({
    program_id: zProgramId(),
    transaction_date: z.preprocess(
      (value) => {
        // Always a pair, so a missing date is reported on its own index (transaction_date.0 or .1).
        const dates = (toList(value) as unknown[] | undefined) ?? [];
        return [dates[0], dates[1]];
      },
      z.tuple(
        [
          // The dates are typed or picked from a calendar: "Select" would not say the first.
          zRequiredDate(CLIENT_AREA_MESSAGES.enterOrChooseAStartDate, CLIENT_AREA_MESSAGES.enterARealStartDate),
          zRequiredDate(CLIENT_AREA_MESSAGES.enterOrChooseAnEndDate, CLIENT_AREA_MESSAGES.enterARealEndDate),
        ],
        { error: CLIENT_AREA_MESSAGES.enterOrChooseBothDates },
      ),
    ),
  })
  .superRefine((value, ctx) => {
    const [start, end] = value.transaction_date ?? [];
    const startDate = parseApiDate(start);
    const endDate = parseApiDate(end);
    if (!startDate || !endDate) return;
    const problem = statementRangeProblem(startDate, endDate);
    if (problem) addIssueAt(ctx, ['transaction_date', 1], problem);
  }, EVEN_WITH_OTHER_ERRORS);
export type TAccountStatementQuery = z.infer<typeof ZAccountStatementQuerySchema>;

/** Header that carries the statement's file name. */
export const STATEMENT_FILENAME_HEADER = 'x-filename';

/**
 * What money is spent on, as the SSA-623 Representative Payee Report asks about it: every disbursement, budget
 * line and money-out line of the ledger carries one (docs/decisions.md, "Trust ledger").
 */
export const SPENDING_CATEGORIES = ['food', 'housing', 'utilities', 'medical', 'clothing', 'personal', 'savings', 'fees', 'other'] as const;
export type SpendingCategory = (typeof SPENDING_CATEGORIES)[number];
/** Where money in came from, as a client's ledger line says it. */
export const MONEY_IN_CATEGORIES = ['benefit_deposit', 'wages', 'other_income'] as const;
export type MoneyInCategory = (typeof MONEY_IN_CATEGORIES)[number];
/**
 * Money moved between two of the client's own programs (a `transfer` entry: out of one program's sub-ledger, the same
 * amount into another's): neither money in nor spending. The category says which side a line is, so a reversal,
 * which copies it, nets against the line it undoes.
 */
export const TRANSFER_CATEGORIES = ['transfer_in', 'transfer_out'] as const;
export type TransferCategory = (typeof TRANSFER_CATEGORIES)[number];
/**
 * The category a client's ledger line is stored with: money in by where it came from, money out by what it paid for,
 * or money moved between their programs.
 */
export const LINE_CATEGORIES = [...MONEY_IN_CATEGORIES, ...SPENDING_CATEGORIES, ...TRANSFER_CATEGORIES] as const;
export type LineCategory = (typeof LINE_CATEGORIES)[number];
/**
 * The category a client sees on a transaction (`category`, with `category_label`): the line's, except that a
 * weekly debit card load shows as one whatever it was budgeted for.
 */
export const TRANSACTION_CATEGORIES = [...MONEY_IN_CATEGORIES, 'debit_card_load', ...SPENDING_CATEGORIES, ...TRANSFER_CATEGORIES] as const;
export type TransactionCategory = (typeof TRANSACTION_CATEGORIES)[number];

export const TRANSACTIONS_PER_PAGE_MAX = 100;
const PAGE_MESSAGE = VALIDATION_MESSAGES.page;
const PER_PAGE_MESSAGE = VALIDATION_MESSAGES.perPage(TRANSACTIONS_PER_PAGE_MAX);
const zPageNumber = (message: string, max: number, fallback: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value === '' ? undefined : value),
    z.number({ error: message }).int(message).min(1, message).max(max, message).default(fallback),
  );

/** `GET /website/client/transactions?program_id=&page=&per_page=`: recent transactions. */
export const ZTransactionsQuerySchema = z.object({
  program_id: zProgramId(),
  page: zPageNumber(PAGE_MESSAGE, 1_000_000, 1),
  per_page: zPageNumber(PER_PAGE_MESSAGE, TRANSACTIONS_PER_PAGE_MAX, 10),
});
export type TTransactionsQuery = z.infer<typeof ZTransactionsQuerySchema>;

/**
 * One transaction in plain words. Money is in decimal strings: `money_in` or `money_out` (the other null,
 * both positive), and `balance_after`, the balance once this transaction was posted.
 */
export const ZTransactionSchema = z.object({
  id: z.number().int(),
  /** yyyy-MM-dd */
  posted_on: z.string(),
  description: z.string(),
  category: z.enum(TRANSACTION_CATEGORIES),
  /** "Benefit deposit", "Debit card load"… */
  category_label: z.string(),
  money_in: zDecimalMoney().nullable(),
  money_out: zDecimalMoney().nullable(),
  balance_after: zDecimalMoney(),
});
export type TTransaction = z.infer<typeof ZTransactionSchema>;

export const ZTransactionsResponseSchema = z.object({
  data: z.array(ZTransactionSchema),
  meta: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  }),
});
export type TTransactionsResponse = z.infer<typeof ZTransactionsResponseSchema>;

/** The plain words shown for each category (`category_label`), to clients, staff and on every PDF and CSV: the one place. */
export const TRANSACTION_CATEGORY_LABELS: Record<TransactionCategory, string> = {
  benefit_deposit: 'Benefit deposit',
  wages: 'Wages',
  other_income: 'Other money in',
  debit_card_load: 'Debit card load',
  food: 'Food',
  housing: 'Housing',
  utilities: 'Utilities',
  medical: 'Medical',
  clothing: 'Clothing',
  personal: 'Personal items',
  savings: 'Savings',
  fees: 'Service fee',
  other: 'Other',
  transfer_in: 'Moved in from another program',
  transfer_out: 'Moved out to another program',
};
