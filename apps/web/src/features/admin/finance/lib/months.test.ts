import { describe, expect, it } from 'vitest';
import { currentMonth, monthPlus, today } from './months';

describe('months', () => {
  it('steps across years both ways', () => {
    expect(monthPlus('2026-12', 1)).toBe('2027-01');
    expect(monthPlus('2026-01', -1)).toBe('2025-12');
    expect(monthPlus('2026-10', -11)).toBe('2025-11');
  });

  it("reads this month and today from the browser's local clock", () => {
    const evening = new Date(2026, 10, 30, 23, 30);
    expect(currentMonth(evening)).toBe('2026-11');
    expect(today(evening)).toBe('2026-11-30');
  });
});
