import { describe, expect, it } from 'vitest';
import { backoffMs, FIRST_BACKOFF_MS, MAX_ATTEMPTS, MAX_BACKOFF_MS } from './outbox';

describe('backoffMs', () => {
  it('doubles from the first wait, within ±20 %', () => {
    expect(backoffMs(1, () => 0.5)).toBe(FIRST_BACKOFF_MS);
    expect(backoffMs(2, () => 0.5)).toBe(2 * FIRST_BACKOFF_MS);
    expect(backoffMs(3, () => 0)).toBe(Math.round(4 * FIRST_BACKOFF_MS * 0.8));
    expect(backoffMs(3, () => 1)).toBe(Math.round(4 * FIRST_BACKOFF_MS * 1.2));
  });

  it('stops growing at the cap, and every retry together lasts hours, not days', () => {
    expect(backoffMs(40, () => 0.5)).toBe(MAX_BACKOFF_MS);
    const total = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, index) => backoffMs(index + 1, () => 0.5)).reduce((a, b) => a + b, 0);
    expect(total / 3_600_000).toBeGreaterThan(6);
    expect(total / 3_600_000).toBeLessThan(24);
  });
});
