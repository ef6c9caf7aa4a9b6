/** Days and months in words, for the client's money and the back office's: "Friday, December 4, 2026", "October 2026". */

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const LONG_DAY = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** `2026-10` → "October 2026"; text that is not a month comes back as it was. */
export function monthLabel(month: string): string {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return month;
  return MONTH.format(new Date(`${month}-01T00:00:00Z`));
}

/** `2026-12-04` → "Friday, December 4, 2026" (a calendar day, so read as UTC: no time zone moves it); else as it was. */
export function longDayLabel(day: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00Z`) : null;
  return date && !Number.isNaN(date.getTime()) ? LONG_DAY.format(date) : day;
}
