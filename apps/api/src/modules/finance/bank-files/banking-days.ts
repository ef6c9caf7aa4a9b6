import { dayPlus } from '@payee/contract';
import { getDay, parseISO } from 'date-fns';

/**
 * Banking days: the days the Federal Reserve settles ACH entries. Not Saturdays, Sundays or the eleven Federal
 * Reserve holidays (12 CFR and the Fed's published schedule): New Year's Day, Martin Luther King Jr.'s Birthday
 * (third Monday of January), Washington's Birthday (third Monday of February), Memorial Day (last Monday of May),
 * Juneteenth (June 19), Independence Day (July 4), Labor Day (first Monday of September), Columbus Day (second
 * Monday of October), Veterans Day (November 11), Thanksgiving (fourth Thursday of November) and Christmas (December
 * 25). A holiday on a Sunday is kept on the Monday after; one on a Saturday is not moved (the Fed is open on the
 * Friday before). Days are calendar days, `yyyy-MM-dd`, stepped with the contract's `dayPlus` (date-fns).
 */

/** A calendar day's weekday, 0 Sunday … 6 Saturday (date-fns reads the bare day as that day). */
const weekdayOf = (day: string): number => getDay(parseISO(day));
const dayIn = (year: number, month: number, date: number): string =>
  `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;

/** The `nth` (1-based) `weekday` (0 Sunday … 6 Saturday) of a month (1-12); nth -1 is the last. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): string {
  if (nth > 0) {
    const first = dayIn(year, month, 1);
    return dayPlus(first, ((weekday - weekdayOf(first) + 7) % 7) + (nth - 1) * 7);
  }
  const last = dayPlus(month === 12 ? dayIn(year + 1, 1, 1) : dayIn(year, month + 1, 1), -1);
  return dayPlus(last, -((weekdayOf(last) - weekday + 7) % 7));
}

/** A fixed-date holiday as the Fed observes it: a Sunday's on the Monday after, a Saturday's not at all. */
function observedFixed(year: number, month: number, date: number): string | null {
  const day = dayIn(year, month, date);
  const weekday = weekdayOf(day);
  if (weekday === 6) return null;
  return weekday === 0 ? dayPlus(day, 1) : day;
}

/** The Federal Reserve's holidays of a year, as observed (Juneteenth from 2022, its first year at the Fed). */
export function federalReserveHolidays(year: number): Set<string> {
  const days = [
    observedFixed(year, 1, 1),
    nthWeekday(year, 1, 1, 3),
    nthWeekday(year, 2, 1, 3),
    nthWeekday(year, 5, 1, -1),
    year >= 2022 ? observedFixed(year, 6, 19) : null,
    observedFixed(year, 7, 4),
    nthWeekday(year, 9, 1, 1),
    nthWeekday(year, 10, 1, 2),
    observedFixed(year, 11, 11),
    nthWeekday(year, 11, 4, 4),
    observedFixed(year, 12, 25),
  ];
  return new Set(days.filter((day): day is string => day !== null));
}

export function isBankingDay(day: string): boolean {
  const weekday = weekdayOf(day);
  return weekday !== 0 && weekday !== 6 && !federalReserveHolidays(Number(day.slice(0, 4))).has(day);
}

/** The first banking day after `day` (the office's day a file is made): a NACHA file's effective entry date. */
export function nextBankingDay(day: string): string {
  let next = dayPlus(day, 1);
  while (!isBankingDay(next)) next = dayPlus(next, 1);
  return next;
}
