import { TZDate, tz } from '@date-fns/tz';
import { addDays, addMonths, endOfMonth, format, isValid, parse, startOfWeek } from 'date-fns';
import { VALIDATION_MESSAGES } from '@payee/content/validation';

/** Display format of every date in the product (m/d/Y). */
export const DISPLAY_DATE_FORMAT = 'MM/dd/yyyy';
/** Wire format of dates in payloads and query strings. */
export const API_DATE_FORMAT = 'yyyy-MM-dd';

/** Parses an API date (yyyy-MM-dd) into a local date at midnight, or null when it is not a real date. */
export function parseApiDate(value: string | null | undefined): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = parse(value, API_DATE_FORMAT, new Date());
  return isValid(date) ? date : null;
}

/** Parses a displayed date (m/d/Y, with or without leading zeros), or null. */
export function parseDisplayDate(value: string | null | undefined): Date | null {
  if (!value || !/^\d{1,2}\/\d{1,2}\/\d{4}$/.test(value.trim())) return null;
  const date = parse(value.trim(), 'M/d/yyyy', new Date());
  return isValid(date) ? date : null;
}

export const toApiDate = (date: Date) => format(date, API_DATE_FORMAT);
export const toDisplayDate = (date: Date) => format(date, DISPLAY_DATE_FORMAT);

/** Formats an API date for display (m/d/Y); an invalid value comes back unchanged. */
export function formatDisplayDate(value: string | null | undefined): string {
  const date = parseApiDate(value);
  return date ? toDisplayDate(date) : (value ?? '');
}

/**
 * The office works in Michigan time: every day the service decides (a posting's date, "this month", a card load's
 * Friday, an enrolment) is the office's day there, whatever the zone of the server or of the browser, and e-mails
 * say when something happened in it.
 */
export const OFFICE_TIME_ZONE = 'America/Detroit';

const IN_OFFICE = tz(OFFICE_TIME_ZONE);

/** The office's calendar day at the moment `now`, yyyy-MM-dd: 8 pm in Michigan on June 30 is still June 30. */
export const officeToday = (now: Date): string => format(now, API_DATE_FORMAT, { in: IN_OFFICE });

/** The office's day of a moment (an ISO timestamp), as every date is shown: 9 pm in Michigan on June 30 is 06/30. */
export const formatOfficeDay = (moment: string): string => formatDisplayDate(officeToday(new Date(moment)));

/** The office's month at the moment `now`, yyyy-MM. */
export const officeMonth = (now: Date): string => format(now, 'yyyy-MM', { in: IN_OFFICE });

/**
 * A calendar day (yyyy-MM-dd) as midnight UTC, so arithmetic on it never meets the process's zone nor a clock
 * change: the helpers below take and give yyyy-MM-dd (or yyyy-MM) text.
 */
function calendarDate(day: string): TZDate {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new TZDate(year, month - 1, date, 'UTC');
}
/** A TZDate formats in its own zone (UTC here). */
const dayOf = (date: Date): string => format(date, API_DATE_FORMAT);

/**
 * The moment an office day (yyyy-MM-dd) begins: midnight in Michigan, 04:00 or 05:00 UTC as the clocks are. A range
 * of office days runs from the first day's start to the start of the day after the last.
 */
export function officeDayStart(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, OFFICE_TIME_ZONE).getTime());
}

/** The day `days` after a yyyy-MM-dd day (before it when negative). */
export const dayPlus = (day: string, days: number): string => dayOf(addDays(calendarDate(day), days));

/** The same day `months` later (before when negative), the month's last day when it has no such day: Jan 31 + 1 → Feb 28. */
export const dayPlusMonths = (day: string, months: number): string => dayOf(addMonths(calendarDate(day), months));

/** The month `count` months after a yyyy-MM month (before it when negative). */
export const monthPlus = (month: string, count: number): string => dayOf(addMonths(calendarDate(`${month}-01`), count)).slice(0, 7);

/** A yyyy-MM month's first and last days: `2026-02` → 2026-02-01 and 2026-02-28. */
export function monthBounds(month: string): { start: string; end: string } {
  const first = calendarDate(`${month}-01`);
  return { start: dayOf(first), end: dayOf(endOfMonth(first)) };
}

/** The Friday of the week (Monday to Sunday) of a yyyy-MM-dd day: a Saturday or Sunday gives the Friday before. */
export const fridayOfWeek = (day: string): string => dayOf(addDays(startOfWeek(calendarDate(day), { weekStartsOn: 1 }), 4));

const OFFICE_DATE_TIME = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: OFFICE_TIME_ZONE,
  timeZoneName: 'short',
});

/** A moment as the office's wall clock reads it, `yyyy-MM-ddTHH:mm` (what a date-and-time field holds): a contact's time. */
export const officeDateTimeInput = (moment: Date): string => format(moment, "yyyy-MM-dd'T'HH:mm", { in: IN_OFFICE });

/** `yyyy-MM-ddTHH:mm` on the office's wall clock as the moment it names (the inverse of officeDateTimeInput). */
export function officeMomentOf(local: string): Date {
  const [day, time] = local.split('T') as [string, string];
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, date, hours, minutes, OFFICE_TIME_ZONE).getTime());
}

/** A moment in the office's time, with its zone: "January 5, 2026 at 3:04 PM EST". */
export const formatOfficeDateTime = (moment: Date): string => OFFICE_DATE_TIME.format(moment);

/**
 * Whether a date (a calendar date, as parseApiDate reads it) is the office's today or earlier at the moment `now`,
 * whatever the time of day: a birth date, a referral that happened.
 */
export function isNotAfterToday(date: Date, now: Date = new Date()): boolean {
  return toApiDate(date) <= officeToday(now);
}

export const END_BEFORE_START_MESSAGE = VALIDATION_MESSAGES.endBeforeStart;
export const END_AFTER_TODAY_MESSAGE = VALIDATION_MESSAGES.endAfterToday;

/** Why a statement range is not allowed, or null when it is (end not before start, nor after the office's today). */
export function statementRangeProblem(start: Date, end: Date, now: Date = new Date()): string | null {
  if (toApiDate(end) < toApiDate(start)) return END_BEFORE_START_MESSAGE;
  if (!isNotAfterToday(end, now)) return END_AFTER_TODAY_MESSAGE;
  return null;
}

// Days and months in words, for the client's money and the back office's: "Friday, December 4, 2026", "October 2026".

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
