import { describe, expect, it } from 'vitest';
import { MONTHS_OFFERED, currentMonth, monthChoices, monthPlus, today } from './months';

describe('months', () => {
  it('steps across years both ways', () => {
    expect(monthPlus('2026-12', 1)).toBe('2027-01');
    expect(monthPlus('2026-01', -1)).toBe('2025-12');
    expect(monthPlus('2026-10', -11)).toBe('2025-11');
  });

  it("reads this month and today as the office's, as the server dates postings, whatever the browser's zone", () => {
    // 11:30 pm on November 30 in Michigan (EST, UTC-5) is already December 1 in UTC and further east.
    const evening = new Date('2026-12-01T04:30:00Z');
    expect(currentMonth(evening)).toBe('2026-11');
    expect(today(evening)).toBe('2026-11-30');
  });
});

describe('monthChoices', () => {
  it('offers five years of months to the latest, newest first, across the year', () => {
    const months = monthChoices('2026-11');
    expect(months).toHaveLength(MONTHS_OFFERED);
    expect(months.slice(0, 3)).toEqual(['2026-11', '2026-10', '2026-09']);
    expect(months.at(-1)).toBe('2021-12');
  });

  it('adds a month chosen outside them in its place, and ignores what is not a month', () => {
    expect(monthChoices('2026-11', '2019-03').at(-1)).toBe('2019-03');
    expect(monthChoices('2026-11', '2027-01')[0]).toBe('2027-01');
    expect(monthChoices('2026-11', '2026-05')).toHaveLength(MONTHS_OFFERED);
    expect(monthChoices('2026-11', '2026-13')).toHaveLength(MONTHS_OFFERED);
  });
});
