import { describe, expect, it } from 'vitest';
import {
  CHECK_AMOUNT_CAP_CENTS,
  amountInWords,
  federalReserveHolidays,
  isBankingDay,
  nextBankingDay,
} from '../src/modules/finance/bank-files';

describe("a check's amount in words", () => {
  it.each([
    [1, 'Zero and 01/100 dollars'],
    [100, 'One and 00/100 dollars'],
    [1_999, 'Nineteen and 99/100 dollars'],
    [2_000, 'Twenty and 00/100 dollars'],
    [4_215, 'Forty-two and 15/100 dollars'],
    [10_000, 'One hundred and 00/100 dollars'],
    [10_100, 'One hundred one and 00/100 dollars'],
    [85_000, 'Eight hundred fifty and 00/100 dollars'],
    [123_456, 'One thousand two hundred thirty-four and 56/100 dollars'],
    [1_100_000, 'Eleven thousand and 00/100 dollars'],
    [10_000_000, 'One hundred thousand and 00/100 dollars'],
    [100_000_000, 'One million and 00/100 dollars'],
    [100_000_500, 'One million five and 00/100 dollars'],
    [120_030_001, 'One million two hundred thousand three hundred and 01/100 dollars'],
  ])('%i cents: %s', (cents, words) => {
    expect(amountInWords(cents)).toBe(words);
  });

  it('writes the largest amount a check shows, $9,999,999.99, and refuses anything above it, zero, a negative or a fraction', () => {
    expect(CHECK_AMOUNT_CAP_CENTS).toBe(999_999_999);
    expect(amountInWords(CHECK_AMOUNT_CAP_CENTS)).toBe(
      'Nine million nine hundred ninety-nine thousand nine hundred ninety-nine and 99/100 dollars',
    );
    for (const cents of [CHECK_AMOUNT_CAP_CENTS + 1, 0, -100, 12.5, Number.NaN])
      expect(() => amountInWords(cents), String(cents)).toThrow(RangeError);
  });
});

describe('banking days (the effective date of a NACHA file)', () => {
  it("knows the Federal Reserve's holidays as observed, a Sunday's on the Monday and a Saturday's not moved", () => {
    // The Fed's published 2026 schedule (July 4 is a Saturday: not observed on the Friday; Nov 11 a Wednesday).
    expect([...federalReserveHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
    // 2023: New Year's Day on a Sunday is kept on Monday, January 2.
    expect(federalReserveHolidays(2023).has('2023-01-02')).toBe(true);
    expect(federalReserveHolidays(2021).has('2021-06-19')).toBe(false);
  });

  it('settles on the next day that is not a weekend or a holiday', () => {
    expect(nextBankingDay('2026-11-23')).toBe('2026-11-24'); // Monday -> Tuesday
    expect(nextBankingDay('2026-11-25')).toBe('2026-11-27'); // Wednesday -> Friday: Thanksgiving between
    expect(nextBankingDay('2026-11-27')).toBe('2026-11-30'); // Friday -> Monday
    expect(nextBankingDay('2026-11-28')).toBe('2026-11-30'); // Saturday -> Monday
    expect(nextBankingDay('2026-12-24')).toBe('2026-12-28'); // Christmas, then the weekend
    expect(nextBankingDay('2026-12-31')).toBe('2027-01-04'); // New Year's Day (Friday), then the weekend
    expect(nextBankingDay('2027-01-15')).toBe('2027-01-19'); // Friday -> Tuesday: Martin Luther King Jr. Day
    expect(isBankingDay('2026-07-03')).toBe(true); // the Friday before a Saturday July 4
  });
});
