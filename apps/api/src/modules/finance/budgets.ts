import {
  SPENDING_CATEGORIES,
  TRANSACTION_CATEGORY_LABELS,
  centsToDecimal,
  onCardInOtherProgramMessage,
  type SpendingCategory,
  type TBudget,
  type TBudgetRequest,
} from '@payee/contract';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { validationFailed } from '../../lib/api-error';
import { createAuditRepository, type StaffActor } from '../audit';
import { enrolledClient, officeToday } from './common';
import { createFinanceRepository, type FinanceRepository } from './repository/index';
import { enrolmentKey, type ApprovedTotals, type Enrolment } from './repository/payments';

/** A weekly card load from a 30-day budget: 7/30 of the month, to the cent. */
export const weeklyFromMonthly = (monthlyCents: number) => Math.round((monthlyCents * 7) / 30);

/**
 * The month a payment counts against its category's budget, the month its posting is (or would be) dated in: once
 * paid, the month of `paid_on`; until then, the month it would be posted in if it were paid on `today` (the office's
 * day, or the date the pay form names). The one place this is decided: the payment's budget block, the draft's
 * check, the budgets screen and the client's "This month" all count through it.
 */
export function budgetMonthOf(payment: { paidOn: string | null }, today: string): string {
  return (payment.paidOn ?? today).slice(0, 7);
}

/** A category's budget in a month: what is budgeted (null: no budget), spent, committed, and what remains. */
export interface CategoryFigures {
  budgeted: number | null;
  /** Posted in the month: money out less refunds. */
  spent: number;
  /** Approved payments not paid yet that count in this month (those that would be posted in it if paid today). */
  committed: number;
  /** budgeted − spent − committed (null without a budget). */
  remaining: number | null;
}

/** The figures asked for one payment (or one screen): a client's program, a month, and a payment left out of them. */
export interface FiguresRequest {
  clientId: number;
  programId: number;
  month: string;
  /** An approved payment whose amount does not count as committed (the payment being read). */
  except?: { id: number; status: string; category: SpendingCategory; amountCents: number } | null;
}

/**
 * Every category's figures for each request, in cents: the budget line, what was posted in the month, and the
 * approved payments not paid yet whose budget month (`budgetMonthOf`, paid today) is this month, the request's own
 * payment aside. Read with one grouped query each (sub-ledgers, budget lines, spending, commitments) for all the
 * requests, so a page of payments costs the same number of queries whatever its length.
 */
export async function figuresOf(
  repository: FinanceRepository,
  requests: readonly FiguresRequest[],
  today: string,
  /** What the caller read already for the same enrolments: their sub-ledgers and approved totals. */
  read: { accounts?: Map<string, number>; approved?: ApprovedTotals } = {},
): Promise<Map<SpendingCategory, CategoryFigures>[]> {
  if (requests.length === 0) return [];
  const enrolments = uniqueEnrolments(requests);
  const thisMonth = budgetMonthOf({ paidOn: null }, today);
  const accounts = read.accounts ?? (await repository.book.accountsOfEnrolments(enrolments));
  const [lines, spent, committed] = await Promise.all([
    repository.payments.budgetLines(enrolments),
    repository.book.spendingByMonth(
      [...accounts.values()],
      requests.map((request) => request.month),
    ),
    read.approved ?? repository.payments.approvedTotals(uniqueEnrolments(requests.filter((request) => request.month === thisMonth))),
  ]);
  return requests.map((request) => {
    const key = enrolmentKey(request.clientId, request.programId);
    const account = accounts.get(key);
    const spentOf = account === undefined ? undefined : spent.get(`${account}:${request.month}`);
    const countsCommitted = request.month === thisMonth;
    return new Map(
      SPENDING_CATEGORIES.map((category) => {
        const line = lines.get(key)?.get(category);
        const budgeted = line ? Number(line.monthlyCents) : null;
        const spentCents = spentOf?.get(category) ?? 0;
        const own =
          request.except && request.except.status === 'approved' && request.except.category === category ? request.except.amountCents : 0;
        const committedCents = countsCommitted ? (committed.get(key)?.byCategory.get(category) ?? 0) - own : 0;
        return [
          category,
          {
            budgeted,
            spent: spentCents,
            committed: committedCents,
            remaining: budgeted === null ? null : budgeted - spentCents - committedCents,
          },
        ];
      }),
    );
  });
}

/** The figures of one client's month (figuresOf for one request). */
export async function categoryFigures(repository: FinanceRepository, clientId: number, programId: number, month: string, today: string) {
  return (await figuresOf(repository, [{ clientId, programId, month }], today))[0]!;
}

/** Each enrolment of `items` once. */
export function uniqueEnrolments(items: readonly Enrolment[]): Enrolment[] {
  const seen = new Map<string, Enrolment>();
  for (const { clientId, programId } of items) seen.set(enrolmentKey(clientId, programId), { clientId, programId });
  return [...seen.values()];
}

/** The client's budget lines in a program, by category. */
export async function budgetLines(repository: FinanceRepository, clientId: number, programId: number) {
  return (await repository.payments.budgetLines([{ clientId, programId }])).get(enrolmentKey(clientId, programId)) ?? new Map();
}

/** Each client's monthly budget by category, and what a month spent and has committed against it. */
export function createBudgetService(db: Database, now: () => Date) {
  const repository = createFinanceRepository(db);

  async function read(clientId: number, programId: number, month?: string): Promise<TBudget> {
    const { client } = await enrolledClient(repository.refs, clientId, programId);
    const today = officeToday(now());
    const theMonth = month ?? budgetMonthOf({ paidOn: null }, today);
    const [lines, figures] = await Promise.all([
      budgetLines(repository, clientId, programId),
      categoryFigures(repository, clientId, programId, theMonth, today),
    ]);
    let totalMonthly = 0;
    let totalSpent = 0;
    let totalCommitted = 0;
    let onCard = 0;
    const data = SPENDING_CATEGORIES.map((category) => {
      const { budgeted, spent, committed } = figures.get(category)!;
      const monthly = budgeted ?? 0;
      totalMonthly += monthly;
      totalSpent += spent;
      totalCommitted += committed;
      if (lines.get(category)?.onCard) onCard += monthly;
      return {
        category,
        category_label: TRANSACTION_CATEGORY_LABELS[category],
        monthly: centsToDecimal(monthly),
        on_card: lines.get(category)?.onCard ?? false,
        spent: centsToDecimal(spent),
        committed: centsToDecimal(committed),
        remaining: centsToDecimal(monthly - spent - committed),
      };
    });
    return {
      client,
      program_id: programId,
      month: theMonth,
      weekly_card_load: centsToDecimal(weeklyFromMonthly(onCard)),
      lines: data,
      total_monthly: centsToDecimal(totalMonthly),
      total_spent: centsToDecimal(totalSpent),
      total_committed: centsToDecimal(totalCommitted),
    };
  }

  return {
    read,
    /**
     * Replaces the budget of one program. A client has one debit card, loaded weekly from one on-card line: the
     * request holds one at most (the contract), and none when another program's budget has it (here, and a unique
     * index for two saves at once).
     */
    async replace(clientId: number, input: TBudgetRequest, actor: StaffActor) {
      await enrolledClient(repository.refs, clientId, input.program_id);
      const onCardIndex = input.lines.findIndex((line) => line.on_card);
      const refuseOnCard = (program: string) =>
        validationFailed({ [`lines.${onCardIndex}.on_card`]: [onCardInOtherProgramMessage(program)] });
      const onCardElsewhere = () => repository.payments.onCardProgramOtherThan(clientId, input.program_id);
      const elsewhere = onCardIndex >= 0 ? await onCardElsewhere() : undefined;
      if (elsewhere) throw refuseOnCard(elsewhere);
      await db
        .transaction(async (tx) => {
          const kept = input.lines.filter((line) => line.monthly > 0 || line.on_card);
          await createFinanceRepository(tx).payments.replaceBudget(
            clientId,
            input.program_id,
            kept.map((line) => ({
              category: line.category,
              monthlyCents: line.monthly,
              onCard: line.on_card,
              updatedAt: now(),
              updatedBy: actor.staffUserId,
            })),
          );
          await createAuditRepository(tx).record({
            action: 'finance.budget_update',
            staffUserId: actor.staffUserId,
            clientId,
            recordType: 'budget',
            recordId: `${clientId}:${input.program_id}`,
            ip: actor.ip,
            details: { lines: kept.map((line) => ({ category: line.category, monthly_cents: line.monthly, on_card: line.on_card })) },
            at: now(),
          });
        })
        .catch(async (error: unknown) => {
          // Another program's budget took the card meanwhile.
          const program = isUniqueViolation(error) ? await onCardElsewhere() : undefined;
          throw program ? refuseOnCard(program) : error;
        });
      return read(clientId, input.program_id);
    },
  };
}
