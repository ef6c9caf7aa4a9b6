import { writeToString } from '@fast-csv/format';
import { centsToDecimal } from '@payee/contract';
import { withoutSsn } from './ssn-guard';
import type { IssuedCheck } from './types';

/**
 * A positive-pay file: the checks the office has issued and voided, sent to the bank, which pays a presented check only
 * when its number and amount are on it (and refuses a voided one). Banks differ only in the CSV's layout, so the
 * writer takes a layout: which columns in which order, their header names (or no header row), the date's format,
 * the amount as a decimal or as cents, and the void flag's two values.
 */

export type PositivePayColumn = 'account' | 'check_number' | 'amount' | 'issue_date' | 'payee' | 'void';

export interface PositivePayLayout {
  /** The columns, in the bank's order; a column left out is not sent. */
  columns: readonly PositivePayColumn[];
  /** Each column's header name; null: the bank wants no header row. */
  headers: Readonly<Record<PositivePayColumn, string>> | null;
  /** The issue date: MM/dd/yyyy, yyyy-MM-dd, yyyyMMdd or MMddyy. */
  dateFormat: 'MM/dd/yyyy' | 'yyyy-MM-dd' | 'yyyyMMdd' | 'MMddyy';
  /** "1234.56" (decimal) or "123456" (cents). */
  amount: 'decimal' | 'cents';
  /** The void column's value for an issued check and for a voided one. */
  voidFlag: { issued: string; voided: string };
  /** Lines end with CRLF (most banks' Windows-made samples) or LF. */
  lineEnd: '\r\n' | '\n';
}

/**
 * The common layout, which most US banks' positive-pay uploads accept as it is or map in their portal: a header row,
 * account number, check number, amount as a decimal, issue date as MM/DD/YYYY, payee name, and "V" for a void (blank
 * for an issued check), CRLF line ends.
 */
export const COMMON_POSITIVE_PAY_LAYOUT: PositivePayLayout = {
  columns: ['account', 'check_number', 'amount', 'issue_date', 'payee', 'void'],
  headers: {
    account: 'Account Number',
    check_number: 'Check Number',
    amount: 'Amount',
    issue_date: 'Issue Date',
    payee: 'Payee Name',
    void: 'Void Indicator',
  },
  dateFormat: 'MM/dd/yyyy',
  amount: 'decimal',
  voidFlag: { issued: '', voided: 'V' },
  lineEnd: '\r\n',
};

export interface PositivePayInput {
  /** The pooled account the checks are drawn on (POSITIVE_PAY_ACCOUNT). */
  accountNumber: string;
  checks: readonly IssuedCheck[];
  layout?: PositivePayLayout;
}

function formatDay(day: string, format: PositivePayLayout['dateFormat']): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`Not a day: ${day}`);
  const [year, month, date] = day.split('-') as [string, string, string];
  switch (format) {
    case 'MM/dd/yyyy':
      return `${month}/${date}/${year}`;
    case 'yyyy-MM-dd':
      return day;
    case 'yyyyMMdd':
      return `${year}${month}${date}`;
    case 'MMddyy':
      return `${month}${date}${year.slice(2)}`;
  }
}

/** The file's text, one line per check in the order given (CSV written by fast-csv: quotes where a payee needs them). */
export async function writePositivePayFile(input: PositivePayInput): Promise<string> {
  const layout = input.layout ?? COMMON_POSITIVE_PAY_LAYOUT;
  if (!/^\d{4,17}$/.test(input.accountNumber)) throw new Error('The positive-pay account number is 4 to 17 digits');
  const cell = (check: IssuedCheck, column: PositivePayColumn): string => {
    switch (column) {
      case 'account':
        return input.accountNumber;
      case 'check_number':
        return String(check.checkNumber);
      case 'amount':
        return layout.amount === 'cents' ? String(check.amountCents) : centsToDecimal(check.amountCents);
      case 'issue_date':
        return formatDay(check.issueDay, layout.dateFormat);
      case 'payee':
        return withoutSsn(check.payee, `Check ${check.checkNumber}'s payee`);
      case 'void':
        return check.voided ? layout.voidFlag.voided : layout.voidFlag.issued;
    }
  };
  for (const check of input.checks) {
    if (!Number.isSafeInteger(check.checkNumber) || check.checkNumber <= 0) throw new Error(`Not a check number: ${check.checkNumber}`);
    if (!Number.isSafeInteger(check.amountCents) || check.amountCents <= 0) throw new Error(`Check ${check.checkNumber}: not an amount`);
  }
  const rows = input.checks.map((check) => layout.columns.map((column) => cell(check, column)));
  const header = layout.headers ? [layout.columns.map((column) => layout.headers![column])] : [];
  return writeToString([...header, ...rows], { rowDelimiter: layout.lineEnd, includeEndRowDelimiter: true });
}
