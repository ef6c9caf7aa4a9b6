import { describe, expect, it } from 'vitest';
import { longDayLabel, monthLabel } from './calendar-words';

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
