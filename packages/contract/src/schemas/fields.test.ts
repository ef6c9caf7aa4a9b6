import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { usCountryCodePrefix } from '../testing';
import { decimalToCents } from '../money';
import { MONEY_MAX_CENTS, MONEY_TEXT_PATTERN, zAmountCents, zAmountCentsOrZero, zOptionalPhone, zRequiredPhone, zSsn } from './fields';
import { ZActiveBenefitSchema, ZClientBillSchema } from './onboarding';
import { PHONE_MESSAGE, SSN_MESSAGE } from './messages';
import { errorsOf, parsed } from './test-support';

const phoneForm = z.object({ phone: zRequiredPhone(), other_phone: zOptionalPhone() });

describe('phone numbers sent to the API', () => {
  it.each(['+1 (313) 555-0100', '13135550100', '+13135550100', '1-313-555-0100', '(313) 555-0100', 13135550100])(
    'stores %j as the ten digits 3135550100, never a shifted number',
    (given) => {
      expect(parsed(phoneForm, { phone: given, other_phone: given })).toEqual({ phone: '3135550100', other_phone: '3135550100' });
    },
  );

  it.each([
    ['another country code', '+44 20 7946 0958'],
    ['another country code whose digits would make ten', '+31 35 555 0100'],
    ['eleven digits that do not start with the US code', '23135550100'],
    ['the US code and eleven digits', '+1 313 555 01009'],
    ['twelve digits after a 1', '131355501009'],
  ])('refuses %s with the phone message', (_label, given) => {
    expect(errorsOf(phoneForm, { phone: given, other_phone: given })).toEqual({ phone: PHONE_MESSAGE, other_phone: PHONE_MESSAGE });
  });

  it('keeps any ten-digit number, with or without a US country code before it', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), fc.oneof(fc.constant(''), usCountryCodePrefix()), (digits, code) => {
        const written = `${code}${digits.slice(0, 3)}${code.endsWith('(') ? ')' : ''} ${digits.slice(3, 6)}-${digits.slice(6)}`;
        expect(parsed(phoneForm, { phone: written }).phone).toBe(digits);
      }),
    );
  });
});

describe('SSNs sent to the API', () => {
  it('keeps the nine digits of an SSN written 3-2-4 with spaces around the dashes', () => {
    expect(parsed(z.object({ ssn: zSsn() }), { ssn: ' 987 - 11 - 0001 ' }).ssn).toBe('987110001');
  });

  it('refuses an SSN with words in it rather than guessing', () => {
    expect(errorsOf(z.object({ ssn: zSsn() }), { ssn: 'SSN 987110001' })).toEqual({ ssn: SSN_MESSAGE });
  });
});

describe('amounts: one parser, from decimal text to whole cents', () => {
  const invalid = 'Enter an amount in dollars and cents, like 750.00.';
  const billMessage = 'Enter the bill amount as a number, like 0 or 125.50.';
  const bill = (amount: unknown) => ({ reporting_account_id: '4', amount });
  const benefit = (amount: unknown) => ({
    reporting_account_id: '3',
    benefit_amount: amount,
    effective_from: '2024-01-01',
    effective_till: '2024-12-31',
  });

  it('reads the exact cents the text says, in finance and in the onboarding wizard alike', () => {
    for (const [text, cents] of [
      ['19.99', 1_999],
      ['4.35', 435],
      ['1.1', 110],
      ['0.1', 10],
      ['0.2', 20],
      ['0.3', 30],
      ['1234.56', 123_456],
      [' 650 ', 65_000],
      ['99999999.99', 9_999_999_999],
    ] as const) {
      expect(zAmountCents().parse(text), text).toBe(cents);
      expect(zAmountCentsOrZero().parse(text), text).toBe(cents);
      expect(ZClientBillSchema.parse(bill(text)).amount, text).toBe(cents);
      expect(ZActiveBenefitSchema.parse(benefit(text)).benefit_amount, text).toBe(cents);
    }
    // Cents add up exactly where dollars in floats would not: 0.1 + 0.2 is 0.30000000000000004.
    expect(ZClientBillSchema.parse(bill('0.1')).amount + ZClientBillSchema.parse(bill('0.2')).amount).toBe(
      ZClientBillSchema.parse(bill('0.3')).amount,
    );
  });

  it('refuses what is not dollars and cents, however close to a cent, with the field’s own message', () => {
    for (const text of [
      '1234.565',
      '1.005',
      '4.350000001',
      '0.30000000000000004',
      '1e3',
      '-5',
      '1,000',
      '$5',
      '.5',
      'ten',
      '100000000.00',
    ]) {
      expect(zAmountCents().safeParse(text).error?.issues[0]?.message, text).toBe(invalid);
      expect(errorsOf(ZClientBillSchema, bill(text)), text).toEqual({ amount: billMessage });
    }
    // A JSON number has been through a float already: amounts travel as text.
    for (const number of [19.99, 0.30000000000000004, 1000]) {
      expect(zAmountCents().safeParse(number).error?.issues[0]?.message, String(number)).toBe(invalid);
      expect(errorsOf(ZClientBillSchema, bill(number)), String(number)).toEqual({ amount: billMessage });
    }
    expect(errorsOf(ZClientBillSchema, bill(''))).toEqual({ amount: 'Enter the bill amount.' });
    expect(zAmountCents().safeParse('0').error?.issues[0]?.message).toBe('Enter an amount above zero.');
    expect(zAmountCentsOrZero().parse('0')).toBe(0);
  });

  it('takes exactly the text the one parser reads, which is the pattern the API documents', () => {
    fc.assert(
      fc.property(fc.oneof(fc.stringMatching(/^[0-9.]{1,14}$/), fc.stringMatching(/^[0-9]{9,12}(\.[0-9]{0,3})?$/)), (text) => {
        const cents = decimalToCents(text);
        const parsedAmount = zAmountCentsOrZero().safeParse(text);
        expect(parsedAmount.success).toBe(MONEY_TEXT_PATTERN.test(text) && cents !== null && cents <= MONEY_MAX_CENTS);
        if (parsedAmount.success) expect(parsedAmount.data).toBe(cents);
      }),
    );
  });
});
