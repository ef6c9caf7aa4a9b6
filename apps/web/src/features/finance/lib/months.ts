import { monthPlus, officeMonth, officeToday } from '@payee/contract';
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

/** How far back a finance form's month list goes: five years of months, for reports and reconciliations of past years. */
export const MONTHS_OFFERED = 60;

/**
 * The months a finance form offers, newest first: this office month and the `MONTHS_OFFERED - 1` before it, and
 * `chosen` as well when it is a month older than those (a link to an old month shows it chosen).
 */
export function monthChoices(latest: string = currentMonth(), chosen?: string): string[] {
  const months = Array.from({ length: MONTHS_OFFERED }, (_, back) => monthPlus(latest, -back));
  if (chosen && /^\d{4}-(0[1-9]|1[0-2])$/.test(chosen) && !months.includes(chosen)) months.push(chosen);
  return months.sort().reverse();
}
