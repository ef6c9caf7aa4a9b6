import {
  SPENDING_CATEGORIES,
  TRANSACTION_CATEGORY_LABELS,
  centsToDecimal,
  onCardInOtherProgramMessage,
  type SpendingCategory,
  type TBudget,
  type TBudgetRequest,
} from '@payee/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clientBudgets, disbursements, journalLines, programs } from '../../db/schema/index';
import { isUniqueViolation } from '../../db/unique-violation';
import { validationFailed } from '../../lib/api-error';
import type { StaffActor } from '../audit/actor';
import { createAuditRepository } from '../audit/repository';
import { createJournal } from '../ledger/journal';
import { toCents } from '../ledger/money';
import { enrolledClient, monthBounds, officeToday } from './common';

/** A weekly card load from a 30-day budget: 7/30 of the month, to the cent. */
export const weeklyFromMonthly = (monthlyCents: number) => Math.round((monthlyCents * 7) / 30);

/** What a client's sub-ledger spent per category between two days (money out less refunds), in cents. */
export async function spendingByCategory(
  db: Database,
  accountId: number,
  start: string,
  end: string,
): Promise<Map<SpendingCategory, number>> {
  const rows = await db
    .select({ category: journalLines.category, total: sql<string>`sum(${journalLines.amountCents})::text` })
    .from(journalLines)
    .where(
      and(
        eq(journalLines.accountId, accountId),
        sql`${journalLines.postedOn} between ${start} and ${end}`,
        inArray(journalLines.category, [...SPENDING_CATEGORIES]),
      ),
    )
    .groupBy(journalLines.category);
  return new Map(rows.map((row) => [row.category as SpendingCategory, -toCents(row.total)]));
}

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

/**
 * Every category's figures for a client's month, in cents: the budget line, what was posted in the month, and the
 * approved payments not paid yet whose budget month (`budgetMonthOf`, paid today) is this month, `except` one.
 */
export async function categoryFigures(
  db: Database,
  clientId: number,
  programId: number,
  month: string,
  today: string,
  except: number | null = null,
): Promise<Map<SpendingCategory, CategoryFigures>> {
  const { start, end } = monthBounds(month);
  const account = await createJournal(db).clientAccount(clientId, programId);
  const countsCommitted = budgetMonthOf({ paidOn: null }, today) === month;
  const [lines, spent, committed] = await Promise.all([
    budgetLines(db, clientId, programId),
    account === undefined ? Promise.resolve(new Map<SpendingCategory, number>()) : spendingByCategory(db, account, start, end),
    countsCommitted ? committedByCategory(db, clientId, programId, except) : Promise.resolve(new Map<SpendingCategory, number>()),
  ]);
  return new Map(
    SPENDING_CATEGORIES.map((category) => {
      const line = lines.get(category);
      const budgeted = line ? Number(line.monthlyCents) : null;
      const spentCents = spent.get(category) ?? 0;
      const committedCents = committed.get(category) ?? 0;
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
}

/** Approved, not paid yet, by category (this one aside): money already promised out of the client's account. */
async function committedByCategory(db: Database, clientId: number, programId: number, except: number | null) {
  const rows = await db
    .select({ category: disbursements.category, total: sql<string>`sum(${disbursements.amountCents})::text` })
    .from(disbursements)
    .where(
      and(
        eq(disbursements.clientId, clientId),
        eq(disbursements.programId, programId),
        eq(disbursements.status, 'approved'),
        except === null ? undefined : ne(disbursements.id, except),
      ),
    )
    .groupBy(disbursements.category);
  return new Map(rows.map((row) => [row.category, toCents(row.total)]));
}

/** The client's budget lines in a program, by category. */
export async function budgetLines(db: Database, clientId: number, programId: number) {
  const rows = await db
    .select()
    .from(clientBudgets)
    .where(and(eq(clientBudgets.clientId, clientId), eq(clientBudgets.programId, programId)));
  return new Map(rows.map((row) => [row.category, row]));
}

/** Each client's monthly budget by category, and what a month spent and has committed against it. */
export function createBudgetService(db: Database, now: () => Date) {
  async function read(clientId: number, programId: number, month?: string): Promise<TBudget> {
    const { client } = await enrolledClient(db, clientId, programId);
    const today = officeToday(now());
    const theMonth = month ?? budgetMonthOf({ paidOn: null }, today);
    const [lines, figures] = await Promise.all([
      budgetLines(db, clientId, programId),
      categoryFigures(db, clientId, programId, theMonth, today),
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
      await enrolledClient(db, clientId, input.program_id);
      const onCardIndex = input.lines.findIndex((line) => line.on_card);
      const refuseOnCard = (program: string) =>
        validationFailed({ [`lines.${onCardIndex}.on_card`]: [onCardInOtherProgramMessage(program)] });
      const onCardElsewhere = async () => {
        const [row] = await db
          .select({ program: programs.name })
          .from(clientBudgets)
          .innerJoin(programs, eq(programs.id, clientBudgets.programId))
          .where(and(eq(clientBudgets.clientId, clientId), ne(clientBudgets.programId, input.program_id), eq(clientBudgets.onCard, true)))
          .limit(1);
        return row?.program;
      };
      const elsewhere = onCardIndex >= 0 ? await onCardElsewhere() : undefined;
      if (elsewhere) throw refuseOnCard(elsewhere);
      await db
        .transaction(async (tx) => {
          await tx.delete(clientBudgets).where(and(eq(clientBudgets.clientId, clientId), eq(clientBudgets.programId, input.program_id)));
          const kept = input.lines.filter((line) => line.monthly > 0 || line.on_card);
          if (kept.length > 0) {
            await tx.insert(clientBudgets).values(
              kept.map((line) => ({
                clientId,
                programId: input.program_id,
                category: line.category,
                monthlyCents: line.monthly,
                onCard: line.on_card,
                updatedAt: now(),
                updatedBy: actor.staffUserId,
              })),
            );
          }
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
