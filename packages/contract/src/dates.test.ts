import { describe, expect, it } from 'vitest';
import {
  END_AFTER_TODAY_MESSAGE,
  END_BEFORE_START_MESSAGE,
  dayPlus,
  formatOfficeDay,
  longDayLabel,
  monthLabel,
  dayPlusMonths,
  formatDisplayDate,
  formatOfficeDateTime,
  fridayOfWeek,
  isNotAfterToday,
  monthBounds,
  monthPlus,
  officeMonth,
  officeDayStart,
  officeToday,
  parseApiDate,
  parseDisplayDate,
  statementRangeProblem,
  toApiDate,
  toDisplayDate,
} from './dates';

const day = (value: string) => {
  const date = parseApiDate(value);
  if (!date) throw new Error(`bad test date ${value}`);
  return date;
};
/** Noon on 15 June 2025 in Michigan: the office's today is 2025-06-15 in any zone. */
const NOW = new Date('2025-06-15T16:00:00Z');

describe('parseApiDate', () => {
  it('reads a yyyy-MM-dd date as local midnight', () => {
    const date = parseApiDate('2024-02-29');
    expect(date && [date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2024, 1, 29, 0]);
  });

  it('refuses dates that do not exist', () => {
    expect(parseApiDate('2023-02-30')).toBeNull();
    expect(parseApiDate('2023-02-29')).toBeNull();
    expect(parseApiDate('2024-13-01')).toBeNull();
    expect(parseApiDate('2024-04-31')).toBeNull();
  });

  it('refuses other formats and empty values', () => {
    expect(parseApiDate('06/15/2025')).toBeNull();
    expect(parseApiDate('2025-6-15')).toBeNull();
    expect(parseApiDate('2025-06-15T00:00:00Z')).toBeNull();
    expect(parseApiDate('')).toBeNull();
    expect(parseApiDate(null)).toBeNull();
  });
});

describe('parseDisplayDate', () => {
  it('reads m/d/Y with or without leading zeros', () => {
    expect(toApiDate(parseDisplayDate('06/05/2025') as Date)).toBe('2025-06-05');
    expect(toApiDate(parseDisplayDate('6/5/2025') as Date)).toBe('2025-06-05');
  });

  it('refuses dates that do not exist and other formats', () => {
    expect(parseDisplayDate('02/30/2023')).toBeNull();
    expect(parseDisplayDate('2025-06-05')).toBeNull();
    expect(parseDisplayDate(undefined)).toBeNull();
  });
});

describe('formatting', () => {
  it('shows API dates as MM/dd/yyyy', () => {
    expect(formatDisplayDate('2025-06-05')).toBe('06/05/2025');
    expect(formatDisplayDate('2026-01-31')).toBe('01/31/2026');
    expect(toDisplayDate(day('2025-12-31'))).toBe('12/31/2025');
  });

  it('leaves a value that is not a date unchanged', () => {
    expect(formatDisplayDate('soon')).toBe('soon');
    expect(formatDisplayDate(null)).toBe('');
  });
});

describe('formatOfficeDateTime', () => {
  it('says when something happened in the office time zone, with the zone', () => {
    expect(formatOfficeDateTime(new Date('2026-03-02T15:04:00Z'))).toBe('March 2, 2026 at 10:04 AM EST');
    expect(formatOfficeDateTime(new Date('2026-07-01T03:30:00Z'))).toBe('June 30, 2026 at 11:30 PM EDT');
  });
});

describe("the office's day", () => {
  // 8 pm in Michigan on the last day of June is 00:00 UTC on July 1, and 14:00 on July 1 in Kiritimati (UTC+14).
  const evening = new Date('2026-07-01T00:00:00Z');

  it('is the calendar day in Michigan, whatever the zone of the process', () => {
    expect(officeToday(evening)).toBe('2026-06-30');
    expect(officeMonth(evening)).toBe('2026-06');
    // One minute before midnight in Michigan (EDT, UTC-4), then midnight.
    expect(officeToday(new Date('2026-07-01T03:59:00Z'))).toBe('2026-06-30');
    expect(officeToday(new Date('2026-07-01T04:00:00Z'))).toBe('2026-07-01');
    // In winter Michigan is UTC-5.
    expect(officeToday(new Date('2026-01-01T04:59:00Z'))).toBe('2025-12-31');
    expect(officeMonth(new Date('2026-01-01T05:00:00Z'))).toBe('2026-01');
  });

  it('counts days across months, years and clock changes', () => {
    expect(dayPlus('2026-06-30', 1)).toBe('2026-07-01');
    expect(dayPlus('2026-03-08', 1)).toBe('2026-03-09');
    expect(dayPlus('2026-11-01', 1)).toBe('2026-11-02');
    expect(dayPlus('2027-01-01', -1)).toBe('2026-12-31');
    expect(dayPlus('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('counts months, keeping to the last day of a shorter month', () => {
    expect(dayPlusMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(dayPlusMonths('2026-11-05', 2)).toBe('2027-01-05');
    expect(dayPlusMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(monthPlus('2026-12', 1)).toBe('2027-01');
    expect(monthPlus('2026-01', -1)).toBe('2025-12');
    expect(monthPlus('2026-10', -11)).toBe('2025-11');
  });

  it('gives a month’s first and last days', () => {
    expect(monthBounds('2026-06')).toEqual({ start: '2026-06-01', end: '2026-06-30' });
    expect(monthBounds('2024-02')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(monthBounds('2026-12')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
  });

  it('finds the Friday of a Monday-to-Sunday week', () => {
    // Monday 29 June 2026 … Sunday 5 July 2026.
    for (const day of ['2026-06-29', '2026-07-01', '2026-07-03', '2026-07-04', '2026-07-05'])
      expect(fridayOfWeek(day), day).toBe('2026-07-03');
    expect(fridayOfWeek('2026-07-06')).toBe('2026-07-10');
    expect(fridayOfWeek('2026-12-28')).toBe('2027-01-01');
  });
});

describe('isNotAfterToday', () => {
  it("allows the office's today and earlier", () => {
    expect(isNotAfterToday(day('2025-06-15'), NOW)).toBe(true);
    expect(isNotAfterToday(day('1950-01-01'), NOW)).toBe(true);
  });

  it('refuses a date after today, whatever the time of day', () => {
    expect(isNotAfterToday(day('2025-06-16'), NOW)).toBe(false);
    // A minute after midnight in Michigan: the whole of that day is today.
    expect(isNotAfterToday(new Date(2025, 5, 15, 23, 59), new Date('2025-06-15T04:01:00Z'))).toBe(true);
  });

  it("reads today as the office's day: at 8 pm in Michigan the next day is still tomorrow", () => {
    const evening = new Date('2026-07-01T00:00:00Z');
    expect(isNotAfterToday(day('2026-06-30'), evening)).toBe(true);
    expect(isNotAfterToday(day('2026-07-01'), evening)).toBe(false);
  });
});

describe('statementRangeProblem', () => {
  it('allows a range ending today or earlier and not before its start', () => {
    expect(statementRangeProblem(day('2025-01-01'), day('2025-06-15'), NOW)).toBeNull();
    expect(statementRangeProblem(day('2025-03-03'), day('2025-03-03'), NOW)).toBeNull();
  });

  it('refuses an end before the start', () => {
    expect(statementRangeProblem(day('2025-03-03'), day('2025-03-02'), NOW)).toBe(END_BEFORE_START_MESSAGE);
  });

  it("refuses an end after the office's today", () => {
    expect(statementRangeProblem(day('2025-06-01'), day('2025-06-16'), NOW)).toBe(END_AFTER_TODAY_MESSAGE);
    expect(statementRangeProblem(day('2026-06-01'), day('2026-07-01'), new Date('2026-07-01T00:00:00Z'))).toBe(END_AFTER_TODAY_MESSAGE);
  });
});

describe('days and months in words', () => {
  it('names a month', () => {
    expect(monthLabel('2026-10')).toBe('October 2026');
    expect(monthLabel('2026-13')).toBe('2026-13');
  });

  it('names a calendar day with its weekday, whatever the time zone', () => {
    expect(longDayLabel('2026-12-04')).toBe('Friday, December 4, 2026');
    expect(longDayLabel('soon')).toBe('soon');
  });
});

describe('formatOfficeDay', () => {
  it("shows a moment as the office's day: 11 pm in Michigan on June 30 is June 30, not UTC's July 1", () => {
    expect(formatOfficeDay('2026-07-01T03:00:00.000Z')).toBe('06/30/2026');
    expect(formatOfficeDay('2026-07-01T04:00:00.000Z')).toBe('07/01/2026');
  });
});

describe('officeDayStart', () => {
  it('is midnight in Michigan, in summer and in winter time', () => {
    expect(officeDayStart('2026-06-30').toISOString()).toBe('2026-06-30T04:00:00.000Z');
    expect(officeDayStart('2026-12-01').toISOString()).toBe('2026-12-01T05:00:00.000Z');
  });

  it('gives the day its own length across a clock change (23 hours in March)', () => {
    expect(officeDayStart('2026-03-09').getTime() - officeDayStart('2026-03-08').getTime()).toBe(23 * 3_600_000);
  });

  it('begins the day officeToday names', () => {
    const start = officeDayStart('2026-11-27');
    expect(officeToday(start)).toBe('2026-11-27');
    expect(officeToday(new Date(start.getTime() - 1))).toBe('2026-11-26');
  });
});
