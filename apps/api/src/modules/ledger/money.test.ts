import { describe, expect, it } from 'vitest';
import { centsToDecimal, formatDollars, toCents } from './money';

describe('money formatting', () => {
  it('writes cents as a decimal string with two places', () => {
    expect(centsToDecimal(123456)).toBe('1234.56');
    expect(centsToDecimal(-1250)).toBe('-12.50');
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(-5)).toBe('-0.05');
  });

  it('writes dollars with thousands separators and the sign before the dollar sign', () => {
    expect(formatDollars(123456)).toBe('$1,234.56');
    expect(formatDollars(-1250)).toBe('-$12.50');
    expect(formatDollars(123456789012)).toBe('$1,234,567,890.12');
    expect(formatDollars(0)).toBe('$0.00');
  });

  it('refuses fractions of a cent rather than rounding them', () => {
    expect(() => centsToDecimal(1.5)).toThrow();
  });

  it('reads the sums drivers return', () => {
    expect(toCents('-1250')).toBe(-1250);
    expect(toCents(10n)).toBe(10);
    expect(toCents(null)).toBe(0);
  });
});
