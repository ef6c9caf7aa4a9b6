import { TRANSACTION_CATEGORY_LABELS } from '@payee/contract';
import type { Database } from '../../db/client';
import { createAuditRepository, type StaffActor } from '../audit';
import { weeklyFromMonthly } from './budgets';
import { dayPlus, fridayOfWeek, officeToday } from './common';
import { createFinanceRepository } from './repository/index';
import { API_FINANCE_MESSAGES } from '@payee/content/api-finance';

/**
 * The weekly card loads (docs/decisions.md, "Card loads: one a week"). A client's load counts in its week by the day
 * that places it there (the repository's `cardLoadDays`): a card-load payment by its due date, whatever its status (a
 * voided one keeps its week, as the generator drafts a week once), and a card-load entry posted without one (the
 * demo history, loads of before) by its date, unless it was reversed. A paid load's entry counts through its payment,
 * so one paid late does not take the next week too.
 */
export function createCardLoadService(db: Database, now: () => Date) {
  return {
    /**
     * The week's card loads (drafts, due Friday): 7/30 of the on-card budget line of every active enrolment, one per
     * client and week (Monday to Sunday): none for a client whose card was loaded that week already, whether drafted
     * before, paid, or posted without a draft, and the draft's key is the client's week, so two runs at once draft it
     * once.
     */
    async generateCardLoads(weekOf: string | undefined, actor: StaffActor) {
      const friday = fridayOfWeek(weekOf ?? officeToday(now()));
      return db.transaction(async (tx) => {
        const repository = createFinanceRepository(tx);
        const loaded = new Set(
          (await repository.payments.cardLoadDays(dayPlus(friday, -4), dayPlus(friday, 2))).map((load) => load.clientId),
        );
        let created = 0;
        for (const { budget } of await repository.payments.onCardLinesOfActiveEnrolments()) {
          const amount = weeklyFromMonthly(Number(budget.monthlyCents));
          if (amount <= 0 || loaded.has(budget.clientId)) continue;
          loaded.add(budget.clientId);
          created += await repository.payments.insertDisbursementOnce({
            kind: 'card_load',
            status: 'draft',
            clientId: budget.clientId,
            programId: budget.programId,
            payeeName: API_FINANCE_MESSAGES.payments.cardLoadPayee,
            description: API_FINANCE_MESSAGES.payments.cardLoadDescription(TRANSACTION_CATEGORY_LABELS[budget.category].toLowerCase()),
            category: budget.category,
            amountCents: amount,
            dueOn: friday,
            generatedKey: `card:${budget.clientId}:${friday}`,
            draftedBy: actor.staffUserId,
            draftedAt: now(),
          });
        }
        await createAuditRepository(tx).record({
          action: 'finance.card_loads_generate',
          staffUserId: actor.staffUserId,
          recordType: 'disbursement',
          ip: actor.ip,
          details: { created, load_date: friday },
          at: now(),
        });
        return { created, on: friday };
      });
    },
  };
}
