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
import { clientBudgets, journalLines, programs } from '../../db/schema/index';
import { isUniqueViolation } from '../../db/unique-violation';
import { validationFailed } from '../../lib/api-error';
import type { StaffActor } from '../audit/actor';
import { createAuditRepository } from '../audit/repository';
import { createJournal } from '../ledger/journal';
import { toCents } from '../ledger/money';
import { enrolledClient, isoDay, monthBounds } from './common';

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

/** The client's budget lines in a program, by category. */
export async function budgetLines(db: Database, clientId: number, programId: number) {
  const rows = await db
    .select()
    .from(clientBudgets)
    .where(and(eq(clientBudgets.clientId, clientId), eq(clientBudgets.programId, programId)));
  return new Map(rows.map((row) => [row.category, row]));
}

/** Each client's monthly budget by category, and what this month spent against it. */
export function createBudgetService(db: Database, now: () => Date) {
  async function read(clientId: number, programId: number, month?: string): Promise<TBudget> {
    const { client } = await enrolledClient(db, clientId, programId);
    const theMonth = month ?? isoDay(now()).slice(0, 7);
    const { start, end } = monthBounds(theMonth);
    const account = await createJournal(db).clientAccount(clientId, programId);
    const [lines, spent] = await Promise.all([
      budgetLines(db, clientId, programId),
      account === undefined ? Promise.resolve(new Map<SpendingCategory, number>()) : spendingByCategory(db, account, start, end),
    ]);
    let totalMonthly = 0;
    let totalSpent = 0;
    let onCard = 0;
    const data = SPENDING_CATEGORIES.map((category) => {
      const monthly = Number(lines.get(category)?.monthlyCents ?? 0);
      const spentCents = spent.get(category) ?? 0;
      totalMonthly += monthly;
      totalSpent += spentCents;
      if (lines.get(category)?.onCard) onCard += monthly;
      return {
        category,
        category_label: TRANSACTION_CATEGORY_LABELS[category],
        monthly: centsToDecimal(monthly),
        on_card: lines.get(category)?.onCard ?? false,
        spent: centsToDecimal(spentCents),
        remaining: centsToDecimal(monthly - spentCents),
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
