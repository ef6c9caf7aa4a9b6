import { parseString } from '@fast-csv/parse';
import { describe, expect, it } from 'vitest';
import {
  COMMON_POSITIVE_PAY_LAYOUT,
  writePositivePayFile,
  type IssuedCheck,
  type PositivePayLayout,
} from '../src/modules/finance/bank-files';

const CHECKS: IssuedCheck[] = [
  { checkNumber: 1001, amountCents: 85_000, issueDay: '2026-11-27', payee: 'Lansing Gardens Apartments', voided: false },
  { checkNumber: 1002, amountCents: 1, issueDay: '2026-11-27', payee: 'Smith, Jones & "Partners"', voided: false },
  { checkNumber: 1003, amountCents: 12_345, issueDay: '2026-12-01', payee: 'Consumers Energy', voided: true },
];

/** The file read back by a CSV parser (fast-csv's reader), never split by hand. */
function rowsOf(text: string): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const rows: string[][] = [];
    parseString(text, { headers: false })
      .on('data', (row: string[]) => rows.push(row))
      .on('error', reject)
      .on('end', () => resolve(rows));
  });
}

describe('the positive-pay file', () => {
  it('writes the common layout: a header, account, check number, decimal amount, MM/DD/YYYY, payee, V for a void', async () => {
    const text = await writePositivePayFile({ accountNumber: '000123456789', checks: CHECKS });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n')).toHaveLength(5);
    expect(await rowsOf(text)).toEqual([
      ['Account Number', 'Check Number', 'Amount', 'Issue Date', 'Payee Name', 'Void Indicator'],
      ['000123456789', '1001', '850.00', '11/27/2026', 'Lansing Gardens Apartments', ''],
      ['000123456789', '1002', '0.01', '11/27/2026', 'Smith, Jones & "Partners"', ''],
      ['000123456789', '1003', '123.45', '12/01/2026', 'Consumers Energy', 'V'],
    ]);
    expect(COMMON_POSITIVE_PAY_LAYOUT.columns).toEqual(['account', 'check_number', 'amount', 'issue_date', 'payee', 'void']);
  });

  it("writes a bank's own layout: its order, no header, amounts in cents, yyyyMMdd, I and V", async () => {
    const layout: PositivePayLayout = {
      columns: ['check_number', 'issue_date', 'amount', 'account', 'void', 'payee'],
      headers: null,
      dateFormat: 'yyyyMMdd',
      amount: 'cents',
      voidFlag: { issued: 'I', voided: 'V' },
      lineEnd: '\n',
    };
    const text = await writePositivePayFile({ accountNumber: '4455667788', checks: CHECKS, layout });
    expect(text.includes('\r')).toBe(false);
    expect(await rowsOf(text)).toEqual([
      ['1001', '20261127', '85000', '4455667788', 'I', 'Lansing Gardens Apartments'],
      ['1002', '20261127', '1', '4455667788', 'I', 'Smith, Jones & "Partners"'],
      ['1003', '20261201', '12345', '4455667788', 'V', 'Consumers Energy'],
    ]);
    const short = await writePositivePayFile({
      accountNumber: '4455667788',
      checks: CHECKS.slice(0, 1),
      layout: { ...layout, columns: ['check_number', 'amount', 'issue_date'], dateFormat: 'MMddyy', amount: 'decimal' },
    });
    expect(await rowsOf(short)).toEqual([['1001', '850.00', '112726']]);
  });

  it('refuses a check it cannot list truly: no account, a bad number or amount, an SSN', async () => {
    await expect(writePositivePayFile({ accountNumber: '12', checks: CHECKS })).rejects.toThrow(/account number/);
    await expect(writePositivePayFile({ accountNumber: '1234567', checks: [{ ...CHECKS[0]!, checkNumber: 0 }] })).rejects.toThrow(
      /check number/,
    );
    await expect(writePositivePayFile({ accountNumber: '1234567', checks: [{ ...CHECKS[0]!, amountCents: 12.5 }] })).rejects.toThrow(
      /amount/,
    );
    await expect(writePositivePayFile({ accountNumber: '1234567', checks: [{ ...CHECKS[0]!, payee: 'For 123-45-6789' }] })).rejects.toThrow(
      /SSN/,
    );
  });
});
