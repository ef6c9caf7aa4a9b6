import { centsToDecimal, type TFinanceOverview } from '@payee/contract';
import type { Database } from '../../db/client';
import type { BookService } from './book';
import { dayPlus, officeToday } from './common';
import { createFinanceRepository } from './repository/index';

/** The finance home: the book's totals, the approval limit, what waits to be approved or paid, the last closed month. */
export function createOverviewService(db: Database, now: () => Date, book: BookService) {
  const repository = createFinanceRepository(db);
  return {
    async read(): Promise<TFinanceOverview> {
      const totals = await book.totals();
      const end = dayPlus(officeToday(now()), 14);
      return {
        bank_book_balance: centsToDecimal(totals.bankCents),
        client_balances_total: centsToDecimal(totals.clientsCents),
        fee_income_total: centsToDecimal(await book.feeIncomeCents()),
        is_balanced: totals.bankCents === totals.clientsCents,
        approval_limit: centsToDecimal(await repository.refs.approvalLimitCents()),
        drafts_to_approve: await repository.payments.countWithStatus('draft'),
        approved_to_pay: await repository.payments.countWithStatus('approved'),
        due_in_next_14_days: await repository.payments.countDueBy(end),
        last_closed_month: (await repository.reconciliation.lastClosedMonth()) ?? null,
      };
    },
  };
}
