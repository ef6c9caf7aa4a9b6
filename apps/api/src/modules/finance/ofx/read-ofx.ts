import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { decimalToCents, zQueryDay, type FieldErrors } from '@payee/contract';
import { API_OFX_MESSAGES } from '@payee/content/api-ofx';
import { parseSync } from 'ofx-js';
import { validationFailed } from '../../../lib/api-error';

const MESSAGES = API_OFX_MESSAGES;

/** One transaction of the download, in the file's order. */
export interface OfxLine {
  fitid: string;
  /** The day the bank posted it, as the bank wrote it (DTPOSTED's first eight digits, whatever its time and zone). */
  date: string;
  description: string;
  /** CHECKNUM, else REFNUM: what the match by reference compares with the entry's reference (a payment's check number). */
  reference: string | null;
  amountCents: number;
}

/** A bank statement downloaded as OFX 1.x (SGML) or 2.x (XML), QFX included: its lines and closing balance (LEDGERBAL). */
export interface OfxStatement {
  fileName: string;
  hash: string;
  ledgerBalanceCents: number;
  lines: OfxLine[];
}

/** Statements of a month are small; anything this long is not one. */
const MAX_LINES = 20_000;

/** An upload is read as OFX when it is named .ofx or .qfx, or its text starts as OFX does (SGML header or XML). */
export function isOfxUpload(upload: { filename: string }, head: string): boolean {
  const extension = path.extname(upload.filename).toLowerCase();
  if (extension === '.ofx' || extension === '.qfx') return true;
  const start = head
    .replace(/^\uFEFF/, '')
    .trimStart()
    .slice(0, 400);
  return start.startsWith('OFXHEADER') || (start.startsWith('<?xml') && start.includes('OFXHEADER')) || start.startsWith('<OFX>');
}

/** The file's first bytes, to tell OFX from CSV. */
export async function uploadHead(upload: { path: string }): Promise<string> {
  const handle = await fs.promises.open(upload.path, 'r');
  try {
    const buffer = Buffer.alloc(512);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead).toString('latin1');
  } finally {
    await handle.close();
  }
}

/** The file as a whole cannot be imported: why, at `file`. */
const refused = (problem: string) => validationFailed({ file: [problem] }, MESSAGES.cannotImport);

/** A single aggregate or a list of them, as the parser gives repeated elements, always as a list. */
const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** OFX amounts are signed decimals; some banks write a plus sign or no leading zero (`+943.00`, `-.50`). */
function amountCents(raw: string): number | null {
  const normal = raw.replace(/^\+/, '').replace(/^(-?)\./, '$10.');
  return decimalToCents(normal);
}

/** DTPOSTED: `YYYYMMDD`, with an optional time `HHMMSS[.XXX]` and zone `[-5:EST]`; the bank's day, as written. */
const OFX_DATE =
  /^(\d{4})(\d{2})(\d{2})(?:\d{2}(?:\d{2}(?:\d{2}(?:\.\d{1,3})?)?)?)?(?:\[[+-]?\d{1,2}(?:\.\d{1,2})?(?::[A-Za-z]{1,8})?\])?$/;
function ofxDay(raw: string): string | null {
  const match = OFX_DATE.exec(raw);
  if (!match) return null;
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  return zQueryDay.safeParse(day).success ? day : null;
}

/** What the line says: the payee (NAME) and the memo, once each. */
function describe(name: string, memo: string): string {
  if (!memo || memo === name) return name;
  if (!name || memo.startsWith(name)) return memo;
  return `${name} ${memo}`;
}

/** The text of the file: OFX 1.x declares Windows-1252 (CHARSET:1252) or US-ASCII; 2.x and the rest are UTF-8. */
function decode(bytes: Buffer): string {
  const head = bytes.subarray(0, 400).toString('latin1');
  const windows = /CHARSET:\s*1252/i.test(head) || /encoding="(?:windows-1252|iso-8859-1)"/i.test(head);
  return new TextDecoder(windows ? 'windows-1252' : 'utf-8').decode(bytes).replace(/^\uFEFF/, '');
}

/**
 * Reads an uploaded OFX/QFX statement with ofx-js (never parsed by hand): the bank statement's transactions (STMTTRN,
 * each with its FITID), and the ledger balance. A file that is not OFX, holds no bank statement or no transaction, or
 * whose balance, amounts, dates or ids cannot be read is a 422 naming what is wrong, at `file` or at the transaction
 * (`rows.{n}.amount`, n from 1 in the file's order), before anything is stored.
 */
export async function readOfxUpload(upload: { filename: string; path: string }): Promise<OfxStatement> {
  const bytes = await fs.promises.readFile(upload.path);
  const hash = createHash('sha256').update(bytes).digest('hex');
  const content = decode(bytes);
  if (!content.includes('<OFX>')) throw refused(MESSAGES.notOfx);
  let parsed: ReturnType<typeof parseSync>;
  try {
    parsed = parseSync(content);
  } catch (error) {
    throw refused(MESSAGES.unreadable((error as Error).message.replace(/\.$/, '')));
  }
  const ofx = (parsed.OFX ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const bank = list(ofx.BANKMSGSRSV1?.STMTTRNRS as Record<string, unknown> | Record<string, unknown>[] | undefined)
    .map((response) => response.STMTRS)
    .filter(Boolean);
  const card = list(ofx.CREDITCARDMSGSRSV1?.CCSTMTTRNRS as Record<string, unknown> | Record<string, unknown>[] | undefined)
    .map((response) => response.CCSTMTRS)
    .filter(Boolean);
  const statements = [...bank, ...card] as Record<string, unknown>[];
  if (statements.length === 0) throw refused(MESSAGES.noBankStatement);
  if (statements.length > 1) throw refused(MESSAGES.manyAccounts(statements.length));
  const statement = statements[0]!;
  const transactions = list(
    (statement.BANKTRANLIST as Record<string, unknown> | undefined)?.STMTTRN as
      Record<string, unknown> | Record<string, unknown>[] | undefined,
  );
  if (transactions.length === 0) throw refused(MESSAGES.noTransactions);
  if (transactions.length > MAX_LINES) throw refused(API_OFX_MESSAGES.tooManyLines(MAX_LINES));
  const ledgerBalanceCents = amountCents(text((statement.LEDGERBAL as Record<string, unknown> | undefined)?.BALAMT));
  if (ledgerBalanceCents === null) throw refused(MESSAGES.ledgerBalance);

  const errors: FieldErrors = {};
  const seen = new Set<string>();
  const lines = transactions.map((transaction, index) => {
    const row = index + 1;
    const fitid = text(transaction.FITID);
    if (!fitid) errors[`rows.${row}.fitid`] = [MESSAGES.rows.fitid];
    else if (seen.has(fitid)) errors[`rows.${row}.fitid`] = [MESSAGES.rows.fitidTwice(fitid)];
    seen.add(fitid);
    const posted = text(transaction.DTPOSTED);
    const date = ofxDay(posted);
    if (date === null) errors[`rows.${row}.date`] = [MESSAGES.rows.date(posted)];
    const rawAmount = text(transaction.TRNAMT);
    const amount = amountCents(rawAmount);
    if (amount === null || amount === 0) errors[`rows.${row}.amount`] = [MESSAGES.rows.amount(rawAmount)];
    return {
      fitid,
      date: date ?? '',
      description: describe(text(transaction.NAME), text(transaction.MEMO)).slice(0, 300),
      reference: text(transaction.CHECKNUM) || text(transaction.REFNUM) || null,
      amountCents: amount ?? 0,
    };
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors, MESSAGES.cannotImport);
  return { fileName: path.basename(upload.filename).slice(0, 200), hash, ledgerBalanceCents, lines };
}
