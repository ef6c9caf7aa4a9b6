import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

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
