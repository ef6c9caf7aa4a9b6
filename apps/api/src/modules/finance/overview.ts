import { centsToDecimal, type TFinanceOverview } from '@payee/contract';
import { and, count, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { closedMonths, disbursements, scheduledPayments } from '../../db/schema/index';
import type { BookService } from './book';
import { dayPlus, officeToday } from './common';
import { approvalLimitCents } from './vendors';

/** The finance home: the book's totals, the approval limit, what waits to be approved or paid, the last closed month. */
export function createOverviewService(db: Database, now: () => Date, book: BookService) {
  return {
    async read(): Promise<TFinanceOverview> {
      const totals = await book.totals();
      const end = dayPlus(officeToday(now()), 14);
      const statusCount = async (status: 'draft' | 'approved') =>
        (await db.select({ total: count() }).from(disbursements).where(eq(disbursements.status, status)))[0]?.total ?? 0;
      const [dueDrafts] = await db
        .select({ total: count() })
        .from(disbursements)
        .where(and(inArray(disbursements.status, ['draft', 'approved']), lte(disbursements.dueOn, end)));
      const [dueSchedules] = await db
        .select({ total: count() })
        .from(scheduledPayments)
        .where(and(eq(scheduledPayments.isActive, true), lte(scheduledPayments.nextDueOn, end)));
      const [lastClosed] = await db.select({ month: sql<string | null>`max(${closedMonths.month})` }).from(closedMonths);
      return {
        bank_book_balance: centsToDecimal(totals.bankCents),
        client_balances_total: centsToDecimal(totals.clientsCents),
        fee_income_total: centsToDecimal(totals.feeIncomeCents),
        is_balanced: totals.bankCents === totals.clientsCents,
        approval_limit: centsToDecimal(await approvalLimitCents(db)),
        drafts_to_approve: await statusCount('draft'),
        approved_to_pay: await statusCount('approved'),
        due_in_next_14_days: (dueDrafts?.total ?? 0) + (dueSchedules?.total ?? 0),
        last_closed_month: lastClosed?.month ?? null,
      };
    },
  };
}
