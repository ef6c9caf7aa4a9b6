import { describe, expect, it } from 'vitest';
import { isNegativeMoney } from './money';

// formatMoney is the contract's (packages/contract/src/money.test.ts).
describe('isNegativeMoney', () => {
  it('is true below zero, never for zero', () => {
    expect(isNegativeMoney('-12.50')).toBe(true);
    expect(isNegativeMoney('-0.00')).toBe(false);
    expect(isNegativeMoney('12.50')).toBe(false);
  });
});
