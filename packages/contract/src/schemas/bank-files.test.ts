import { describe, expect, it } from 'vitest';
import { fieldErrorsFromIssues } from '../errors';
import { ROUTING_NUMBER_CHECK_MESSAGE, isRoutingNumber } from './bank-files';
import { ZVendorRequestSchema } from './finance';

/** Routing numbers banks publish for incoming wires and ACH (Chase Michigan and New York, the Boston Fed, Wells Fargo, Bank of America). */
const PUBLISHED = ['072000326', '021000021', '011000015', '121000248', '026009593', '111000025', '322271627', '071000013'];

describe('routing numbers (ABA check digit, weights 3-7-1)', () => {
  it.each(PUBLISHED)('takes the published %s', (number) => {
    expect(isRoutingNumber(number)).toBe(true);
  });

  it('refuses one wrong digit, in any place', () => {
    for (const number of PUBLISHED) {
      for (let place = 0; place < 9; place += 1) {
        const digit = Number(number[place]);
        const wrong = `${number.slice(0, place)}${(digit + 1) % 10}${number.slice(place + 1)}`;
        expect(isRoutingNumber(wrong), wrong).toBe(false);
      }
    }
  });

  it('refuses neighbours swapped when their difference is not 5 (the weights cannot see a swap of 7 and 2)', () => {
    expect(isRoutingNumber('072000362')).toBe(false);
    expect(isRoutingNumber('021000012')).toBe(false);
    expect(isRoutingNumber('702000326')).toBe(false);
    // The check's known blind spot: 7 and 2 swapped at weights 7 and 1 give the same sum modulo 10.
    expect(isRoutingNumber('027000326')).toBe(true);
  });

  it('refuses what is not nine digits', () => {
    for (const text of ['', '07200032', '0720003260', '07200032a', ' 072000326', '072-000-326']) expect(isRoutingNumber(text)).toBe(false);
    expect(isRoutingNumber('123456789')).toBe(false);
  });
});

describe('a vendor paid by transfer', () => {
  const vendor = { name: 'Lansing Property Co', kind: 'landlord', payment_method: 'transfer', account_number: '123456789' };

  it('takes a routing number that passes the check, as typed with spaces or dashes', () => {
    expect(ZVendorRequestSchema.parse({ ...vendor, routing_number: '072-000 326' }).routing_number).toBe('072000326');
  });

  it('refuses one that fails it at routing_number, in plain words, and only once', () => {
    const result = ZVendorRequestSchema.safeParse({ ...vendor, routing_number: '072000327' });
    expect(result.success).toBe(false);
    expect(fieldErrorsFromIssues(result.error!.issues)).toEqual({ routing_number: [ROUTING_NUMBER_CHECK_MESSAGE] });
    expect(ROUTING_NUMBER_CHECK_MESSAGE).toMatch(/^Enter the bank's 9-digit routing number\. .*does not pass the routing number check/);
  });

  it('keeps the 9-digit message for a number of the wrong length, without the check', () => {
    const result = ZVendorRequestSchema.safeParse({ ...vendor, routing_number: '12345' });
    expect(fieldErrorsFromIssues(result.error!.issues)).toEqual({ routing_number: ['Enter the 9-digit routing number.'] });
  });
});
