import { describe, expect, it } from 'vitest';
import {
  END_AFTER_TODAY_MESSAGE,
  END_BEFORE_START_MESSAGE,
  formatDisplayDate,
  formatOfficeDateTime,
  isNotAfterToday,
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
const TODAY = day('2025-06-15');

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

describe('isNotAfterToday', () => {
  it('allows today and earlier', () => {
    expect(isNotAfterToday(TODAY, TODAY)).toBe(true);
    expect(isNotAfterToday(day('1950-01-01'), TODAY)).toBe(true);
  });

  it('refuses a date after today, whatever the time of day', () => {
    expect(isNotAfterToday(day('2025-06-16'), TODAY)).toBe(false);
    expect(isNotAfterToday(new Date(2025, 5, 15, 23, 59), new Date(2025, 5, 15, 0, 1))).toBe(true);
  });
});

describe('statementRangeProblem', () => {
  it('allows a range ending today or earlier and not before its start', () => {
    expect(statementRangeProblem(day('2025-01-01'), day('2025-06-15'), TODAY)).toBeNull();
    expect(statementRangeProblem(day('2025-03-03'), day('2025-03-03'), TODAY)).toBeNull();
  });

  it('refuses an end before the start', () => {
    expect(statementRangeProblem(day('2025-03-03'), day('2025-03-02'), TODAY)).toBe(END_BEFORE_START_MESSAGE);
  });

  it('refuses an end after today', () => {
    expect(statementRangeProblem(day('2025-06-01'), day('2025-06-16'), TODAY)).toBe(END_AFTER_TODAY_MESSAGE);
  });
});
