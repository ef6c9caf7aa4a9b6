import { SITE } from '@payee/content';
import { describe, expect, it } from 'vitest';
import { officeAddressLine } from '../src/lib/office';
import { writeCheckPdf, type PaidPayment } from '../src/modules/finance/bank-files';
import { pdfPages } from './helpers/pdf';

const check = (payment: Partial<PaidPayment> & Pick<PaidPayment, 'payee' | 'amountCents' | 'checkNumber'>): PaidPayment => ({
  method: 'check',
  issueDay: '2026-11-27',
  clientReference: 'C-000123',
  ...payment,
});

const RUN: PaidPayment[] = [
  check({ payee: 'Lansing Gardens Apartments', payeeAddress: '200 Main St\nLansing, MI 48933', amountCents: 123_456, checkNumber: 1001 }),
  check({ payee: 'Consumers Energy', amountCents: 1_999, checkNumber: 1002, clientReference: 'C-000456', issueDay: '2026-12-01' }),
  check({ payee: 'Board of Water & Light', amountCents: 100_000_000, checkNumber: 1003, clientReference: 'C-000789' }),
];

async function pagesOf(payments: readonly PaidPayment[]) {
  const chunks: Buffer[] = [];
  for await (const chunk of writeCheckPdf(payments)) chunks.push(chunk as Buffer);
  return pdfPages(Buffer.concat(chunks));
}

describe("a run's checks as a PDF", () => {
  it('prints one check per page: the office, number, date, payee, amount in figures and words, memo with the reference', async () => {
    const pages = await pagesOf(RUN);
    expect(pages).toHaveLength(3);
    const [first, second, third] = pages as [string, string, string];
    for (const page of pages) {
      expect(page).toContain(SITE.organisation.serviceName);
      expect(page).toContain(officeAddressLine(SITE.office));
      expect(page).toContain('Pay to the order of');
    }
    expect(first).toContain('Check no. 1001');
    expect(first).toContain('Date 11/27/2026');
    expect(first).toContain('Lansing Gardens Apartments');
    expect(first).toContain('$1,234.56');
    expect(first).toContain('One thousand two hundred thirty-four and 56/100 dollars');
    expect(first).toContain('Memo: For client C-000123');
    expect(first).toContain('200 Main St');
    expect(second).toContain('Check no. 1002');
    expect(second).toContain('Date 12/01/2026');
    expect(second).toContain('$19.99');
    expect(second).toContain('Nineteen and 99/100 dollars');
    expect(second).toContain('Memo: For client C-000456');
    expect(second).not.toContain('C-000123');
    expect(third).toContain('$1,000,000.00');
    expect(third).toContain('One million and 00/100 dollars');
  });

  it('never prints an SSN: a reference, payee or address in its shape is refused, and no page holds nine such digits', async () => {
    for (const ssn of ['123-45-6789', '123 45 6789', '123456789']) {
      expect(() => writeCheckPdf([{ ...RUN[0]!, clientReference: ssn }])).toThrow(/SSN/);
      expect(() => writeCheckPdf([{ ...RUN[0]!, clientReference: `Client ${ssn}` }])).toThrow(/SSN/);
      expect(() => writeCheckPdf([{ ...RUN[0]!, payeeAddress: `SSN ${ssn}` }])).toThrow(/SSN/);
    }
    const pages = await pagesOf(RUN);
    for (const page of pages) expect(page).not.toMatch(/(?<!\d)\d{3}[- ]?\d{2}[- ]?\d{4}(?!\d)/);
  });

  it('refuses a transfer, a check without its number and an amount no check shows', () => {
    expect(() => writeCheckPdf([])).toThrow(/at least one check/);
    expect(() => writeCheckPdf([{ ...RUN[0]!, method: 'transfer' }])).toThrow(/is not a check/);
    expect(() => writeCheckPdf([{ ...RUN[0]!, checkNumber: null }])).toThrow(/no check number/);
    expect(() => writeCheckPdf([{ ...RUN[0]!, amountCents: 1_000_000_000 }])).toThrow(RangeError);
  });
});
