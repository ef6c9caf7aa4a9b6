/**
 * The words of the bank statement's import on the month's reconciliation page (issue 25): the statement is the bank's
 * CSV of our layout, or its OFX or QFX download as the bank's website gives it. ADMIN_FINANCE_CONTENT.month shows them.
 */

export const ADMIN_OFX_CONTENT = {
  importIntro:
    'The month’s statement of the pooled account: the OFX or QFX file the bank’s website downloads, or a CSV. Lines are matched to the book by amount, date and reference (a check’s number). Importing an OFX or QFX download again adds only the lines not imported yet and skips the rest; a CSV replaces the statement.',
  file: 'Bank statement (OFX, QFX or CSV)',
  fileHint:
    'An OFX or QFX file as the bank downloads it, lines of other months left for their month; or a CSV with the columns date, description, reference, amount (money out negative), balance.',
} as const;
