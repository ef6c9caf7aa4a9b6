import { describe, expect, it } from 'vitest';
import { formatMoney, isNegativeMoney } from './money';

describe('formatMoney', () => {
  it('groups thousands and keeps two decimals, without a float', () => {
    expect(formatMoney('1234.56')).toBe('$1,234.56');
    expect(formatMoney('1234567.8')).toBe('$1,234,567.80');
    expect(formatMoney('0.00')).toBe('$0.00');
    expect(formatMoney('7')).toBe('$7.00');
  });

  it('writes a minus sign before the dollar sign for a negative amount, never for zero', () => {
    expect(formatMoney('-12.50')).toBe('-$12.50');
    expect(formatMoney('-0.00')).toBe('$0.00');
    expect(isNegativeMoney('-12.50')).toBe(true);
    expect(isNegativeMoney('-0.00')).toBe(false);
    expect(isNegativeMoney('12.50')).toBe(false);
  });
});
