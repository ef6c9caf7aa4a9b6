import { describe, expect, it } from 'vitest';
import { isRoutingNumber } from '@payee/contract';
import { ConfigError, loadConfig } from '../src/config';
import {
  NACHA_BLOCKING_FACTOR,
  NACHA_RECORD_LENGTH,
  nachaSettings,
  writeNachaFile,
  type NachaSettings,
  type PaidPayment,
} from '../src/modules/finance/bank-files';
import { readNachaFile, type ReadFile } from './helpers/nacha-reader';

const SETTINGS: NachaSettings = {
  immediateDestination: '072000326',
  immediateDestinationName: 'JPMorgan Chase Bank',
  immediateOrigin: '1381234567',
  immediateOriginName: 'Access Payee Services',
  companyName: 'Access Payee',
  companyId: '1381234567',
  entryDescription: 'RENT',
};

const transfer = (payment: Partial<PaidPayment> & Pick<PaidPayment, 'payee' | 'amountCents'>): PaidPayment => ({
  method: 'transfer',
  routingNumber: '021000021',
  accountNumber: '123456789',
  issueDay: '2026-11-27',
  clientReference: 'C-000123',
  ...payment,
});

const RUN: PaidPayment[] = [
  transfer({ payee: 'Lansing Property Co', amountCents: 85_000, clientReference: 'C-000101' }),
  transfer({
    payee: 'José Müller-Øberg Landlord Services',
    amountCents: 62_550,
    routingNumber: '072000326',
    accountNumber: '9876',
    accountType: 'savings',
    entryClass: 'PPD',
    clientReference: 'C-000102',
  }),
  transfer({
    payee: 'Consumers Energy',
    amountCents: 14_321,
    routingNumber: '121000248',
    accountNumber: '00012345678901234',
    clientReference: 'C-000103',
  }),
];

/** 6:30 pm in Michigan on Friday, November 27, 2026 (the day after Thanksgiving). */
const MADE_AT = new Date('2026-11-27T23:30:00Z');

const lines = (text: string) => text.split('\n').slice(0, -1);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The totals worked out again from what the reader read, record by record, never from the writer's answer. */
function expectControlsAgreeWithEntries(read: ReadFile) {
  for (const batch of read.batches) {
    expect(batch.footer.entryAndAddendaCount).toBe(batch.entries.length);
    expect(batch.footer.totalCredit).toBe(sum(batch.entries.map((entry) => entry.amount)));
    expect(batch.footer.totalDebit).toBe(0);
    expect(batch.footer.entryHash).toBe(sum(batch.entries.map((entry) => entry.receivingDFIIdentification)) % 1e10);
    expect([batch.footer.serviceClassCode, batch.footer.companyId, batch.footer.num]).toEqual([
      batch.serviceClassCode,
      batch.companyId,
      batch.num,
    ]);
  }
  const entries = read.batches.flatMap((batch) => batch.entries);
  expect(read.file.footer.batchCount).toBe(read.batches.length);
  expect(read.file.footer.entryAndAddendaCount).toBe(entries.length);
  expect(read.file.footer.totalCredit).toBe(sum(read.batches.map((batch) => batch.footer.totalCredit)));
  expect(read.file.footer.entryHash).toBe(sum(entries.map((entry) => entry.receivingDFIIdentification)) % 1e10);
}

describe('the NACHA file of a run', () => {
  it('reads back with an independent reader, its totals equal to the payments', async () => {
    const file = writeNachaFile({ settings: SETTINGS, payments: RUN, createdAt: MADE_AT, officeDay: '2026-11-27' });
    const records = lines(file.text);
    // 1 file header, 2 batches of header + entries + control, 1 file control: 9 records, padded to a block of 10.
    expect(records).toHaveLength(10);
    expect(records.every((record) => record.length === NACHA_RECORD_LENGTH)).toBe(true);
    expect(records.at(-1)).toBe('9'.repeat(94));
    expect(records.map((record) => record[0]).join('')).toBe('1568566899');

    const read = await readNachaFile(file.text);
    expect(read.file).toMatchObject({
      priority: 1,
      destination: ' 072000326',
      origin: '1381234567',
      creationDate: '261127',
      creationTime: '1830', // the office's time, not UTC's 23:30
      idModifier: 'A',
      recordSize: '094',
      blockingFactor: String(NACHA_BLOCKING_FACTOR),
      formatCode: '1',
      destinationName: 'JPMORGAN CHASE BANK',
      originName: 'ACCESS PAYEE SERVICES',
    });
    expect(read.file.footer.blockCount).toBe(1);
    expect(read.batches.map((batch) => [batch.entryClassCode, batch.serviceClassCode, batch.companyName, batch.companyId])).toEqual([
      ['PPD', 220, 'ACCESS PAYEE', '1381234567'],
      ['CCD', 220, 'ACCESS PAYEE', '1381234567'],
    ]);
    // Friday after Thanksgiving: the next banking day is Monday the 30th.
    expect(read.batches.map((batch) => batch.effectiveDate)).toEqual(['261130', '261130']);
    expect(file.effectiveDay).toBe('2026-11-30');
    expect(read.batches.every((batch) => batch.originatingDFIIdentification === '07200032' && batch.description === 'RENT')).toBe(true);

    const entries = read.batches.flatMap((batch) => batch.entries);
    expect(entries.map((entry) => [entry.transactionCode, entry.dfiAccount, entry.amount, entry.identificationNumber])).toEqual([
      ['32', '9876', 62_550, 'C-000102'],
      ['22', '123456789', 85_000, 'C-000101'],
      ['22', '00012345678901234', 14_321, 'C-000103'],
    ]);
    // Each routing number as read: its 8 digits and its check digit.
    expect(entries.map((entry) => `${String(entry.receivingDFIIdentification).padStart(8, '0')}${entry.checkDigit}`)).toEqual([
      '072000326',
      '021000021',
      '121000248',
    ]);
    // Names in NACHA's upper-case ASCII, cut at 22 characters.
    expect(entries[0]!.receivingCompanyName).toBe('JOSE MULLER-OBERG LAND');
    // Trace numbers: the ODFI's 8 digits and a sequence, ascending through the file; the writer says which is whose.
    expect(entries.map((entry) => String(entry.traceNumber).padStart(15, '0'))).toEqual([
      '072000320000001',
      '072000320000002',
      '072000320000003',
    ]);
    expect(file.entries).toEqual([
      { index: 1, traceNumber: '072000320000001', batchNumber: 1 },
      { index: 0, traceNumber: '072000320000002', batchNumber: 2 },
      { index: 2, traceNumber: '072000320000003', batchNumber: 2 },
    ]);

    expectControlsAgreeWithEntries(read);
    const paid = sum(RUN.map((payment) => payment.amountCents));
    expect(read.file.footer.totalCredit).toBe(paid);
    expect(file.totalCreditCents).toBe(paid);
    expect(read.file.footer.entryHash).toBe(7_200_032 + 2_100_002 + 12_100_024);
    expect(file.entryHash).toBe('0021400058');
  });

  it('keeps the entry hash to its last 10 digits and pads each block of 10 with nines, at 400 entries', async () => {
    const payments = Array.from({ length: 400 }, (_, index) =>
      transfer({ payee: `Landlord ${index + 1}`, amountCents: 100_000 + index, routingNumber: '322271627', clientReference: `C-${index}` }),
    );
    const file = writeNachaFile({ settings: SETTINGS, payments, createdAt: MADE_AT, officeDay: '2026-11-23', fileIdModifier: 'B' });
    const records = lines(file.text);
    // 1 + 1 + 400 + 1 + 1 = 404 records: 41 blocks, the last 6 records nines.
    expect(records).toHaveLength(410);
    expect(records.slice(404).every((record) => record === '9'.repeat(94))).toBe(true);
    const read = await readNachaFile(file.text);
    expect(read.file.idModifier).toBe('B');
    expect(read.file.footer.blockCount).toBe(41);
    expect(read.batches[0]!.effectiveDate).toBe('261124');
    // 400 × 32227162 = 12,890,864,800: eleven digits, of which the file keeps ten.
    expect(read.file.footer.entryHash).toBe(2_890_864_800);
    expectControlsAgreeWithEntries(read);
    expect(read.file.footer.totalCredit).toBe(sum(payments.map((payment) => payment.amountCents)));
  });

  it('refuses, naming the payment, what a file cannot carry', () => {
    const write =
      (payments: PaidPayment[], settings: NachaSettings = SETTINGS) =>
      () =>
        writeNachaFile({ settings, payments, createdAt: MADE_AT, officeDay: '2026-11-27' });
    expect(write([])).toThrow(/at least one transfer/);
    expect(write([{ ...RUN[0]!, method: 'check', checkNumber: 1001 }])).toThrow(/Payment 1 \(Lansing Property Co\) is not a transfer/);
    expect(write([RUN[0]!, { ...RUN[1]!, routingNumber: '072000327' }])).toThrow(
      /Payment 2 .*072000327 does not pass the routing number check/,
    );
    expect(write([{ ...RUN[0]!, accountNumber: '12-34' }])).toThrow(/account number/);
    expect(write([{ ...RUN[0]!, amountCents: 0 }])).toThrow(/1 cent/);
    expect(write([{ ...RUN[0]!, clientReference: 'SSN 123-45-6789' }])).toThrow(/SSN/);
    expect(write([{ ...RUN[0]!, clientReference: '123456789' }])).toThrow(/SSN/);
    expect(write(RUN, { ...SETTINGS, companyName: 'Access Payee Services Inc' })).toThrow(/company name is longer than 16/);
    expect(write(RUN, { ...SETTINGS, immediateDestination: '072000327' })).toThrow(/destination/);
  });
});

describe('the ACH settings', () => {
  const KEY = Buffer.alloc(32, 7).toString('base64');
  const ACH = {
    ACH_DESTINATION_ROUTING: '072000326',
    ACH_DESTINATION_NAME: 'JPMorgan Chase Bank',
    ACH_ORIGIN: '1381234567',
    ACH_ORIGIN_NAME: 'Access Payee Services',
    ACH_COMPANY_NAME: 'Access Payee',
    ACH_COMPANY_ID: '1381234567',
  };

  it('are read from the ACH_ variables, with the entry description PAYMENT unless set', () => {
    expect(nachaSettings(loadConfig({ APP_ENCRYPTION_KEY: KEY, ...ACH }))).toEqual({ ...SETTINGS, entryDescription: 'PAYMENT' });
    expect(nachaSettings(loadConfig({ APP_ENCRYPTION_KEY: KEY, ...ACH, ACH_ENTRY_DESCRIPTION: 'RENT' }))).toEqual(SETTINGS);
    expect(nachaSettings(loadConfig({ APP_ENCRYPTION_KEY: KEY, NODE_ENV: 'test' }))).toBeNull();
  });

  it('are the clearly fake demo ones on a development server given none, and never replace ones given', () => {
    const demo = loadConfig({ APP_ENCRYPTION_KEY: KEY, NODE_ENV: 'development' });
    expect(nachaSettings(demo)).toMatchObject({ immediateDestination: '091000019', immediateDestinationName: 'DEMO BANK NOT REAL' });
    expect(isRoutingNumber(demo.ACH_DESTINATION_ROUTING!)).toBe(true);
    expect(demo.POSITIVE_PAY_ACCOUNT).toBe('9999000012');
    // The demo's file is one the writer accepts.
    expect(() =>
      writeNachaFile({ settings: nachaSettings(demo)!, payments: RUN, createdAt: MADE_AT, officeDay: '2026-11-23' }),
    ).not.toThrow();
    expect(nachaSettings(loadConfig({ APP_ENCRYPTION_KEY: KEY, NODE_ENV: 'development', ...ACH }))).toEqual({
      ...SETTINGS,
      entryDescription: 'PAYMENT',
    });
    // Only a positive-pay account given: no demo ACH settings slipped in beside it.
    expect(nachaSettings(loadConfig({ APP_ENCRYPTION_KEY: KEY, NODE_ENV: 'development', POSITIVE_PAY_ACCOUNT: '12345678' }))).toBeNull();
  });

  it('go together, and a routing number that fails the check stops the start', () => {
    const { ACH_COMPANY_ID: _left, ...most } = ACH;
    expect(() => loadConfig({ APP_ENCRYPTION_KEY: KEY, ...most })).toThrow(ConfigError);
    expect(() => loadConfig({ APP_ENCRYPTION_KEY: KEY, ...most })).toThrow(/ACH_COMPANY_ID: is required when/);
    expect(() => loadConfig({ APP_ENCRYPTION_KEY: KEY, ...ACH, ACH_DESTINATION_ROUTING: '072000327' })).toThrow(
      /ACH_DESTINATION_ROUTING: must be a 9-digit routing number/,
    );
  });
});
