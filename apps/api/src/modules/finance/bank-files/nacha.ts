import { isRoutingNumber, officeDateTimeInput } from '@payee/contract';
import { nextBankingDay } from './banking-days';
import { withoutSsn } from './ssn-guard';
import type { AchEntryClass, PaidPayment } from './types';

/**
 * A NACHA file (the ACH network's file format: Nacha Operating Rules, Appendix Two) of a run's vendor transfers:
 * credits to the vendors' checking or savings accounts, one batch per entry class (PPD, then CCD), written to the
 * published layout: 94-character records, a file header (1), each batch's header (5), entries (6) and control (8),
 * the file control (9), and records of nines up to a multiple of 10 (the blocking factor). The file is a credit-only
 * ("unbalanced") file: the bank debits the pooled account for its total, which is what banks expect of a customer
 * that is not itself a bank; a bank that wants a balanced file (an offsetting debit per batch) is not served yet.
 */

/** The company and bank identifiers of the file: from the ACH_* variables (`settings.ts`, `.env.example`). */
export interface NachaSettings {
  /** The bank the file is sent to (the ODFI): its 9-digit routing number. */
  immediateDestination: string;
  /** That bank's name, up to 23 characters. */
  immediateDestinationName: string;
  /** Who sends the file, 10 characters as the bank assigned them (often "1" and the EIN, or " " and a routing number). */
  immediateOrigin: string;
  /** The sender's name, up to 23 characters. */
  immediateOriginName: string;
  /** The company as the vendors' statements show it, up to 16 characters. */
  companyName: string;
  /** The company's identification, 10 characters (usually "1" and the EIN), as the bank assigned it. */
  companyId: string;
  /** What the vendors' statements say the credit is, up to 10 characters ("PAYMENT", "RENT"). */
  entryDescription: string;
}

export interface NachaFileInput {
  settings: NachaSettings;
  /** The run's paid transfers (a check among them is an error: it has its own files). */
  payments: readonly PaidPayment[];
  /** When the file is made: its creation date and time, in the office's time. */
  createdAt: Date;
  /** The office's day the file is made; the entries settle on the next banking day after it. */
  officeDay: string;
  /** A to Z, then 0 to 9: the second file of the same day to the same bank is "B". Default "A". */
  fileIdModifier?: string;
}

export interface NachaEntry {
  /** The payment's place in `payments`. */
  index: number;
  /** The 15-digit trace number the bank and the vendor's bank know the credit by. */
  traceNumber: string;
  batchNumber: number;
}

export interface NachaFile {
  /** The file: 94-character records, each ended by "\n", a multiple of 10 records. */
  text: string;
  /** The day the credits settle (the next banking day after the office's day). */
  effectiveDay: string;
  entries: NachaEntry[];
  batchCount: number;
  entryCount: number;
  totalCreditCents: number;
  /** The sum of the receiving banks' 8-digit routing numbers, its last 10 digits, as the file control carries it. */
  entryHash: string;
}

export const NACHA_RECORD_LENGTH = 94;
export const NACHA_BLOCKING_FACTOR = 10;

/** Credits: 22 to a checking account, 32 to a savings account. */
const CREDIT_CODES = { checking: '22', savings: '32' } as const;
/** Service class 220: credits only. */
const CREDITS_ONLY = '220';
/** The largest amount an entry's 10-digit field holds: $99,999,999.99. */
const MAX_ENTRY_CENTS = 9_999_999_999;

/** Latin letters that no accent-stripping turns into ASCII. */
const LETTERS: Record<string, string> = {
  Ø: 'O',
  ø: 'o',
  Æ: 'AE',
  æ: 'ae',
  Œ: 'OE',
  œ: 'oe',
  ß: 'ss',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Þ: 'TH',
  þ: 'th',
};

/** NACHA's alphanumeric fields: upper-case printable ASCII (accents dropped, anything else a space). */
function alpha(text: string, length: number): string {
  const ascii = text
    .replace(/[ØøÆæŒœßŁłĐđÞþ]/g, (letter) => LETTERS[letter]!)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7E]/g, ' ')
    .toUpperCase();
  return ascii.slice(0, length).padEnd(length, ' ');
}

function numeric(value: number | string, length: number): string {
  const text = String(value);
  if (!/^\d+$/.test(text) || text.length > length) throw new Error(`${text} does not fit a ${length}-digit field`);
  return text.padStart(length, '0');
}

/** A setting that must fit its field exactly as given: too long is an error, not a cut. */
function fitted(text: string, length: number, what: string): string {
  if (text.length > length) throw new Error(`The ACH ${what} is longer than ${length} characters: ${text}`);
  return alpha(text, length);
}

function record(...fields: string[]): string {
  const line = fields.join('');
  if (line.length !== NACHA_RECORD_LENGTH) throw new Error(`A NACHA record of ${line.length} characters: ${line}`);
  return line;
}

const yymmdd = (day: string): string => day.slice(2, 10).replaceAll('-', '');

/** Checks the settings before anything is written: the bank's routing number and the identifiers' lengths. */
function checkedSettings(settings: NachaSettings) {
  if (!isRoutingNumber(settings.immediateDestination)) {
    throw new Error(`The ACH destination ${settings.immediateDestination} is not a routing number that passes the check digit`);
  }
  if (settings.immediateOrigin.length !== 10) throw new Error('The ACH immediate origin is 10 characters');
  if (settings.companyId.length !== 10) throw new Error('The ACH company identification is 10 characters');
  return {
    destination: ` ${settings.immediateDestination}`,
    destinationName: fitted(settings.immediateDestinationName, 23, 'destination name'),
    origin: alpha(settings.immediateOrigin, 10),
    originName: fitted(settings.immediateOriginName, 23, 'origin name'),
    companyName: fitted(settings.companyName, 16, 'company name'),
    companyId: alpha(settings.companyId, 10),
    entryDescription: fitted(settings.entryDescription, 10, 'entry description'),
    /** The ODFI: the bank the file goes to, its routing number's first 8 digits (the trace numbers start with them). */
    originatingDfi: settings.immediateDestination.slice(0, 8),
  };
}

/** A transfer's fields, checked: a payment the file cannot carry is an error before a line is written. */
function checkedTransfer(payment: PaidPayment, index: number) {
  const where = `Payment ${index + 1} (${payment.payee})`;
  if (payment.method !== 'transfer') throw new Error(`${where} is not a transfer`);
  if (!Number.isSafeInteger(payment.amountCents) || payment.amountCents <= 0 || payment.amountCents > MAX_ENTRY_CENTS) {
    throw new Error(`${where}: an entry is for 1 cent to ${MAX_ENTRY_CENTS} cents`);
  }
  const routing = payment.routingNumber ?? '';
  if (!isRoutingNumber(routing)) throw new Error(`${where}: ${routing || 'no routing number'} does not pass the routing number check`);
  const account = payment.accountNumber ?? '';
  if (!/^\d{4,17}$/.test(account)) throw new Error(`${where}: the account number is 4 to 17 digits`);
  return {
    routing,
    account,
    code: CREDIT_CODES[payment.accountType ?? 'checking'],
    reference: withoutSsn(payment.clientReference, `${where}'s reference`),
  };
}

/** The sum of the 8-digit routing numbers (without their check digits), its last 10 digits. */
function entryHashOf(routings: readonly string[]): string {
  const sum = routings.reduce((total, routing) => total + BigInt(routing.slice(0, 8)), 0n);
  return numeric(String(sum % 10_000_000_000n), 10);
}

/** The file of a run's transfers. Throws, naming the payment, when one of them cannot be carried. */
export function writeNachaFile(input: NachaFileInput): NachaFile {
  const settings = checkedSettings(input.settings);
  const modifier = input.fileIdModifier ?? 'A';
  if (!/^[A-Z0-9]$/.test(modifier)) throw new Error('The file id modifier is one of A-Z or 0-9');
  const transfers = input.payments.map((payment, index) => ({ payment, index, ...checkedTransfer(payment, index) }));
  if (transfers.length === 0) throw new Error('A NACHA file needs at least one transfer');
  const effectiveDay = nextBankingDay(input.officeDay);
  const created = officeDateTimeInput(input.createdAt); // yyyy-MM-ddTHH:mm in the office's time

  const lines: string[] = [
    record(
      '1',
      '01',
      settings.destination,
      settings.origin,
      yymmdd(created.slice(0, 10)),
      created.slice(11, 16).replace(':', ''),
      modifier,
      '094',
      numeric(NACHA_BLOCKING_FACTOR, 2),
      '1',
      settings.destinationName,
      settings.originName,
      alpha('', 8),
    ),
  ];
  const entries: NachaEntry[] = [];
  let batchNumber = 0;
  let sequence = 0;
  const classes: AchEntryClass[] = ['PPD', 'CCD'];
  for (const entryClass of classes) {
    const batch = transfers.filter(({ payment }) => (payment.entryClass ?? 'CCD') === entryClass);
    if (batch.length === 0) continue;
    batchNumber += 1;
    lines.push(
      record(
        '5',
        CREDITS_ONLY,
        settings.companyName,
        alpha('', 20),
        settings.companyId,
        entryClass,
        settings.entryDescription,
        alpha('', 6),
        yymmdd(effectiveDay),
        alpha('', 3), // settlement date: the bank fills it in
        '1',
        settings.originatingDfi,
        numeric(batchNumber, 7),
      ),
    );
    for (const transfer of batch) {
      sequence += 1;
      const traceNumber = `${settings.originatingDfi}${numeric(sequence, 7)}`;
      lines.push(
        record(
          '6',
          transfer.code,
          transfer.routing.slice(0, 8),
          transfer.routing.slice(8),
          alpha(transfer.account, 17),
          numeric(transfer.payment.amountCents, 10),
          alpha(transfer.reference, 15),
          alpha(transfer.payment.payee, 22),
          alpha('', 2),
          '0',
          traceNumber,
        ),
      );
      entries.push({ index: transfer.index, traceNumber, batchNumber });
    }
    const batchTotal = batch.reduce((total, { payment }) => total + payment.amountCents, 0);
    lines.push(
      record(
        '8',
        CREDITS_ONLY,
        numeric(batch.length, 6),
        entryHashOf(batch.map(({ routing }) => routing)),
        numeric(0, 12),
        numeric(batchTotal, 12),
        settings.companyId,
        alpha('', 19),
        alpha('', 6),
        settings.originatingDfi,
        numeric(batchNumber, 7),
      ),
    );
  }
  const totalCreditCents = transfers.reduce((total, { payment }) => total + payment.amountCents, 0);
  const entryHash = entryHashOf(transfers.map(({ routing }) => routing));
  const recordCount = lines.length + 1;
  const blockCount = Math.ceil(recordCount / NACHA_BLOCKING_FACTOR);
  lines.push(
    record(
      '9',
      numeric(batchNumber, 6),
      numeric(blockCount, 6),
      numeric(transfers.length, 8),
      entryHash,
      numeric(0, 12),
      numeric(totalCreditCents, 12),
      alpha('', 39),
    ),
  );
  while (lines.length % NACHA_BLOCKING_FACTOR !== 0) lines.push('9'.repeat(NACHA_RECORD_LENGTH));
  return {
    text: `${lines.join('\n')}\n`,
    effectiveDay,
    entries,
    batchCount: batchNumber,
    entryCount: transfers.length,
    totalCreditCents,
    entryHash,
  };
}
