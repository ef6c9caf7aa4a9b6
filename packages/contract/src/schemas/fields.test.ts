import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { usCountryCodePrefix } from '../testing';
import { zOptionalPhone, zRequiredPhone, zSsn } from './fields';
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
