import { describe, expect, it } from 'vitest';
import { isNegativeMoney, spentPercent } from './money';

// formatMoney is the contract's (packages/contract/src/money.test.ts).
describe('isNegativeMoney', () => {
  it('is true below zero, never for zero', () => {
    expect(isNegativeMoney('-12.50')).toBe(true);
    expect(isNegativeMoney('-0.00')).toBe(false);
    expect(isNegativeMoney('12.50')).toBe(false);
  });
});

describe('spentPercent', () => {
  it('is the share of the budget spent, whole, for a bar', () => {
    expect(spentPercent('107.15', '214.29')).toBe(50);
    expect(spentPercent('0.00', '650.00')).toBe(0);
    expect(spentPercent('650.00', '650.00')).toBe(100);
  });

  it('fills the bar when the spending is over the budget, or there is no budget', () => {
    expect(spentPercent('700.00', '650.00')).toBe(100);
    expect(spentPercent('20.00', null)).toBe(100);
    expect(spentPercent('20.00', '0.00')).toBe(100);
    expect(spentPercent('0.00', null)).toBe(0);
  });
});
