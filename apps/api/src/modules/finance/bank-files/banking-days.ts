/**
 * Banking days: the days the Federal Reserve settles ACH entries. Not Saturdays, Sundays or the eleven Federal
 * Reserve holidays (12 CFR and the Fed's published schedule): New Year's Day, Martin Luther King Jr.'s Birthday
 * (third Monday of January), Washington's Birthday (third Monday of February), Memorial Day (last Monday of May),
 * Juneteenth (June 19), Independence Day (July 4), Labor Day (first Monday of September), Columbus Day (second
 * Monday of October), Veterans Day (November 11), Thanksgiving (fourth Thursday of November) and Christmas (December
 * 25). A holiday on a Sunday is kept on the Monday after; one on a Saturday is not moved (the Fed is open on the
 * Friday before). Days are calendar days, `yyyy-MM-dd`, worked in UTC so no time zone moves them.
 */

const DAY_MS = 86_400_000;

const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** The `nth` (1-based) `weekday` (0 Sunday … 6 Saturday) of a month (1-12); nth -1 is the last. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): string {
  if (nth > 0) {
    const first = Date.UTC(year, month - 1, 1);
    const offset = (weekday - new Date(first).getUTCDay() + 7) % 7;
    return dayOf(first + (offset + (nth - 1) * 7) * DAY_MS);
  }
  const last = Date.UTC(year, month, 0);
  const back = (new Date(last).getUTCDay() - weekday + 7) % 7;
  return dayOf(last - back * DAY_MS);
}

/** A fixed-date holiday as the Fed observes it: a Sunday's on the Monday after, a Saturday's not at all. */
function observedFixed(year: number, month: number, date: number): string | null {
  const ms = Date.UTC(year, month - 1, date);
  const weekday = new Date(ms).getUTCDay();
  if (weekday === 6) return null;
  return dayOf(weekday === 0 ? ms + DAY_MS : ms);
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
  const weekday = new Date(msOf(day)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !federalReserveHolidays(Number(day.slice(0, 4))).has(day);
}

/** The first banking day after `day` (the office's day a file is made): a NACHA file's effective entry date. */
export function nextBankingDay(day: string): string {
  let ms = msOf(day) + DAY_MS;
  while (!isBankingDay(dayOf(ms))) ms += DAY_MS;
  return dayOf(ms);
}
