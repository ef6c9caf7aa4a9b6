/**
 * What the API says about a bank statement downloaded as OFX or QFX (issue 25): the file's problems, named, and what
 * an import did. Staff read them beside the statement's file field and in the import's toast.
 */

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const API_OFX_MESSAGES = {
  /** The file as a whole (422 at `file`). */
  notOfx: 'This is not an OFX or QFX file: it has no <OFX> element. Download the statement from the bank as OFX, QFX or CSV.',
  unreadable: (reason: string) => `The OFX file cannot be read: ${reason}.`,
  noBankStatement: 'The OFX file holds no bank statement (no <STMTRS> or <CCSTMTRS>): download the account’s statement.',
  manyAccounts: (count: number) => `The OFX file holds the statements of ${count} accounts: download the pooled account’s alone.`,
  noTransactions: 'The OFX file lists no transactions (no <STMTTRN>): download a statement that covers the month.',
  tooManyLines: (limit: number) =>
    `The OFX file lists more than ${limit.toLocaleString('en-US')} transactions: download one month at a time.`,
  noneInMonth: (month: string) => `None of the file’s transactions is dated in ${month}: choose the month the statement covers.`,
  cannotImport: 'The statement cannot be imported: see what to fix.',
  ledgerBalance: 'The OFX file has no closing balance we can read (<LEDGERBAL> with <BALAMT>, like 12345.67).',
  /** One transaction (422 at `rows.{n}.{field}`, n from 1 in the file's order). */
  rows: {
    amount: (text: string) => `The amount (<TRNAMT>) "${text}" is not dollars and cents, like -650.00.`,
    date: (text: string) => `The date posted (<DTPOSTED>) "${text}" is not a date like 20261031 or 20261031120000[-5:EST].`,
    fitid: 'The transaction has no id from the bank (<FITID>).',
    fitidTwice: (fitid: string) => `The bank’s id (<FITID>) ${fitid} is in the file twice.`,
  },
  importedMeanwhile: 'Another import of this statement ran at the same time: import the file again (lines imported already are skipped).',
  /** What an import did. */
  imported: (lines: number, matched: number, alreadyImported: number, otherMonths: number, month: string) =>
    [
      `Imported ${plural(lines, 'new line', 'new lines')}; ${matched} matched automatically.`,
      alreadyImported > 0 ? `${plural(alreadyImported, 'line was', 'lines were')} imported already and skipped.` : '',
      otherMonths > 0
        ? `${plural(otherMonths, 'line is', 'lines are')} dated outside ${month}: import ${otherMonths === 1 ? 'it' : 'them'} with ${otherMonths === 1 ? 'its' : 'their'} month.`
        : '',
    ]
      .filter(Boolean)
      .join(' '),
  nothingNew: (alreadyImported: number, otherMonths: number, month: string) =>
    [
      `Nothing new: ${plural(alreadyImported, 'line was', 'lines were')} imported already.`,
      otherMonths > 0 ? `${plural(otherMonths, 'line is', 'lines are')} dated outside ${month}.` : '',
    ]
      .filter(Boolean)
      .join(' '),
} as const;
