import { SPENDING_CATEGORIES, TRANSACTION_CATEGORY_LABELS, centsToDecimal, type TComingUp, type TThisMonth } from '@payee/contract';
import type { Database } from '../../db/client';
import { budgetLines, budgetMonthOf, categoryFigures, weeklyFromMonthly } from './budgets';
import { dayPlus, fridayOfWeek, officeToday } from './common';
import { createFinanceRepository } from './repository/index';
import { schedulePayee } from './schedules';

/** How many of the next bills "Coming up" lists. */
export const COMING_UP_BILLS = 5;
/** How many weeks ahead "Coming up" looks for the next week without a card load (loads are drafted a week at a time). */
const COMING_UP_LOAD_WEEKS = 8;

/**
 * The client's own side of the ledger (`/my-account`, their token, their enrolment checked by the caller): the next
 * bills the office will pay and the next card load, and this month's spending by category against the budget.
 */
export function createClientMoneyService(db: Database, now: () => Date) {
  const repository = createFinanceRepository(db);
  return {
    async comingUp(clientId: number, programId: number): Promise<TComingUp> {
      const today = officeToday(now());
      const drafted = await repository.payments.clientUnpaidFrom(clientId, programId, today);
      const schedules = await repository.payments.clientSchedulesFrom(clientId, programId, today);
      const bills = [
        ...drafted
          .filter((row) => row.kind !== 'card_load')
          .map((row) => ({
            due_on: row.dueOn,
            payee: row.payeeName,
            category_label: TRANSACTION_CATEGORY_LABELS[row.category],
            cents: Number(row.amountCents),
          })),
        ...schedules.map((row) => ({
          due_on: row.nextDueOn!,
          payee: schedulePayee(row),
          category_label: TRANSACTION_CATEGORY_LABELS[row.category],
          cents: Number(row.amountCents),
        })),
      ]
        .sort((a, b) => a.due_on.localeCompare(b.due_on))
        .slice(0, COMING_UP_BILLS)
        .map(({ cents, ...bill }) => ({ ...bill, amount: centsToDecimal(cents) }));

      // The next card load drafted; otherwise, from the budget, the Friday of the first week from today's on whose
      // load the client has not had yet (one a week: cardLoadDays), and not a Friday gone by.
      const loads = drafted.filter((row) => row.kind === 'card_load');
      let nextCardLoad: TComingUp['next_card_load'] = null;
      if (loads.length > 0) {
        const on = loads[0]!.dueOn;
        nextCardLoad = {
          on,
          amount: centsToDecimal(loads.filter((row) => row.dueOn === on).reduce((sum, row) => sum + Number(row.amountCents), 0)),
        };
      } else {
        const onCard = [...(await budgetLines(repository, clientId, programId)).values()]
          .filter((line) => line.onCard)
          .reduce((sum, line) => sum + Number(line.monthlyCents), 0);
        const weekly = weeklyFromMonthly(onCard);
        if (weekly > 0) {
          const thisFriday = fridayOfWeek(today);
          const horizon = dayPlus(thisFriday, 7 * COMING_UP_LOAD_WEEKS);
          const loaded = new Set(
            (await repository.payments.cardLoadDays(dayPlus(thisFriday, -4), dayPlus(horizon, 2), [clientId])).map((load) =>
              fridayOfWeek(load.day),
            ),
          );
          let on = thisFriday;
          while ((on < today || loaded.has(on)) && on < horizon) on = dayPlus(on, 7);
          nextCardLoad = { on, amount: centsToDecimal(weekly) };
        }
      }
      return { bills, next_card_load: nextCardLoad };
    },

    async thisMonth(clientId: number, programId: number): Promise<TThisMonth> {
      const today = officeToday(now());
      const month = budgetMonthOf({ paidOn: null }, today);
      const figures = await categoryFigures(repository, clientId, programId, month, today);
      let totalBudget = 0;
      let totalSpent = 0;
      let totalCommitted = 0;
      const categories = SPENDING_CATEGORIES.filter((category) => {
        const { budgeted, spent, committed } = figures.get(category)!;
        return budgeted !== null || spent !== 0 || committed !== 0;
      }).map((category) => {
        const { budgeted, spent, committed, remaining } = figures.get(category)!;
        totalBudget += budgeted ?? 0;
        totalSpent += spent;
        totalCommitted += committed;
        return {
          category,
          label: TRANSACTION_CATEGORY_LABELS[category],
          budget: budgeted === null ? null : centsToDecimal(budgeted),
          spent: centsToDecimal(spent),
          committed: centsToDecimal(committed),
          remaining: remaining === null ? null : centsToDecimal(remaining),
        };
      });
      return {
        month,
        categories,
        total_budget: centsToDecimal(totalBudget),
        total_spent: centsToDecimal(totalSpent),
        total_committed: centsToDecimal(totalCommitted),
      };
    },
  };
}
