import { officeMonth, officeToday } from '@payee/contract';
import { serverNow } from '@/lib/server-clock';

/** Calendar months as the finance screens use them: `2026-10` (their names: the contract's monthLabel). */

/** The month `count` months after `month` (before it when negative): the contract's, as the server counts. */
export { monthPlus } from '@payee/contract';

/** This month in the office (Michigan), by the server's clock: the month the server calls "this month". */
export function currentMonth(now: Date = new Date(serverNow())): string {
  return officeMonth(now);
}

/** Today in the office (Michigan), by the server's clock, `2026-11-27`: the day the server dates postings. */
export function today(now: Date = new Date(serverNow())): string {
  return officeToday(now);
}
