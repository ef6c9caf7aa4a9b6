import { describe, expect, it } from 'vitest';
import { amountToSend, typedDollarsToDecimal } from './typed-dollars';

describe('an amount typed as dollars', () => {
  it.each([
    ['750', '750.00'],
    ['$750', '750.00'],
    ['$ 750', '750.00'],
    ['1,234.50', '1234.50'],
    ['$1,234.5', '1234.50'],
    ['1234.5', '1234.50'],
    ['12,345,678.09', '12345678.09'],
    ['0.10', '0.10'],
    ['750.', '750.00'],
    ['  42.07 ', '42.07'],
  ])('reads %j as the decimal string %j', (typed, decimal) => {
    expect(typedDollarsToDecimal(typed)).toBe(decimal);
  });

  it('keeps cents exact where a float would not (0.1 + 0.2, 1.005)', () => {
    expect(typedDollarsToDecimal('0.30')).toBe('0.30');
    expect(typedDollarsToDecimal('1,000,000.29')).toBe('1000000.29');
  });

  it.each(['', 'ten', '12,34', '1,2345', '1.234', '-5', '$', '7.5.0', '1 000'])('refuses %j', (typed) => {
    expect(typedDollarsToDecimal(typed)).toBeNull();
  });

  it('sends what it cannot read as typed, for the schema to name the problem', () => {
    expect(amountToSend('$1,234.50')).toBe('1234.50');
    expect(amountToSend(' 12,34 ')).toBe('12,34');
  });
});
