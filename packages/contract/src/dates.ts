import { format, isAfter, isBefore, isValid, parse, startOfDay } from 'date-fns';

/** Display format of every date in the product (spec: m/d/Y). */
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

/** The office works in Michigan time: e-mails say when something happened in it. */
export const OFFICE_TIME_ZONE = 'America/Detroit';

const OFFICE_DATE_TIME = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: OFFICE_TIME_ZONE,
  timeZoneName: 'short',
});

/** A moment in the office's time, with its zone: "January 5, 2026 at 3:04 PM EST". */
export const formatOfficeDateTime = (moment: Date): string => OFFICE_DATE_TIME.format(moment);

/** Whether a date is today or earlier, whatever the time of day (a birth date, a referral that happened). */
export function isNotAfterToday(date: Date, today: Date = new Date()): boolean {
  return !isAfter(startOfDay(date), startOfDay(today));
}

export const END_BEFORE_START_MESSAGE = 'The end date cannot be before the start date.';
export const END_AFTER_TODAY_MESSAGE = 'The end date cannot be after today.';

/** Why a statement range is not allowed, or null when it is (end not before start, nor after today). */
export function statementRangeProblem(start: Date, end: Date, today: Date = new Date()): string | null {
  if (isBefore(startOfDay(end), startOfDay(start))) return END_BEFORE_START_MESSAGE;
  if (isAfter(startOfDay(end), startOfDay(today))) return END_AFTER_TODAY_MESSAGE;
  return null;
}
