import { describe, expect, it } from 'vitest';
import { amountWithDirection, inAndOut, totalsInAndOut } from './money-in-out';

describe('money in and out', () => {
  it('puts a signed amount in its column, positive, the other empty', () => {
    expect(inAndOut('943.00')).toEqual({ moneyIn: '943.00', moneyOut: null });
    expect(inAndOut('-650.00')).toEqual({ moneyIn: null, moneyOut: '650.00' });
    expect(inAndOut('0.00')).toEqual({ moneyIn: null, moneyOut: null });
  });

  it('says the direction in words, never by a sign', () => {
    expect(amountWithDirection('-650.00')).toBe('$650.00 out');
    expect(amountWithDirection('25.10')).toBe('$25.10 in');
  });

  it('totals in and out apart, in exact cents', () => {
    expect(totalsInAndOut(['0.10', '0.20', '-650.00', '-0.01'])).toEqual({ moneyIn: '0.30', moneyOut: '650.01' });
    expect(totalsInAndOut([])).toEqual({ moneyIn: '0.00', moneyOut: '0.00' });
  });
});
