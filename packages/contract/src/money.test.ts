import { describe, expect, it } from 'vitest';
import { centsToDecimal, decimalToCents, formatMoney } from './money';

describe('formatMoney', () => {
  it('groups thousands and keeps two decimals, without a float', () => {
    expect(formatMoney('1234.56')).toBe('$1,234.56');
    expect(formatMoney('1234567.8')).toBe('$1,234,567.80');
    expect(formatMoney('1234567890.12')).toBe('$1,234,567,890.12');
    expect(formatMoney('0.00')).toBe('$0.00');
    expect(formatMoney('7')).toBe('$7.00');
    expect(formatMoney('0.05')).toBe('$0.05');
  });

  it('writes a minus sign before the dollar sign for a negative amount, never for zero', () => {
    expect(formatMoney('-12.50')).toBe('-$12.50');
    expect(formatMoney('-0.05')).toBe('-$0.05');
    expect(formatMoney('-0.00')).toBe('$0.00');
  });

  it('formats an amount as typed, spaces around it ignored', () => {
    expect(formatMoney('1234.5')).toBe('$1,234.50');
    expect(formatMoney(' 250 ')).toBe('$250.00');
    expect(formatMoney('0')).toBe('$0.00');
  });

  it('gives back text that is not an amount as it was', () => {
    expect(formatMoney('')).toBe('');
    expect(formatMoney('twelve')).toBe('twelve');
    expect(formatMoney('1,000')).toBe('1,000');
    expect(formatMoney('Infinity')).toBe('Infinity');
  });
});

describe('cents and decimal strings', () => {
  it('writes cents as a decimal string with two places', () => {
    expect(centsToDecimal(123456)).toBe('1234.56');
    expect(centsToDecimal(-1250)).toBe('-12.50');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(() => centsToDecimal(1.5)).toThrow();
  });

  it('reads a decimal string into cents digit by digit, refusing what is not an amount', () => {
    expect(decimalToCents('750')).toBe(75_000);
    expect(decimalToCents(' 750.5 ')).toBe(75_050);
    expect(decimalToCents('-12.50')).toBe(-1_250);
    expect(decimalToCents('0.07')).toBe(7);
    expect(decimalToCents('-0.00')).toBe(0);
    // 0.1 + 0.2 would not be 0.3 through a float; here every digit is read as it is.
    expect(decimalToCents('1234567890.29')).toBe(123_456_789_029);
    for (const bad of ['', '1,000', '1.234', 'twelve', '.5', '1e3']) expect(decimalToCents(bad), bad).toBeNull();
  });
});
