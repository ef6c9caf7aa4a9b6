/*
 * The back office's words of a paid payment run's bank files (issue 25, wire): the vendor's bank details the NACHA
 * file needs (vendor form) and the downloads on the run's page.
 */

export const ADMIN_RUN_FILES_CONTENT = {
  vendor: {
    accountType: 'Account type',
    accountTypeHint: 'For a bank transfer. Most accounts are checking.',
    accountTypes: { checking: 'Checking', savings: 'Savings' },
    entryClass: 'Who owns the account',
    entryClassHint: 'For a bank transfer: a company unless the account is a person’s own.',
    entryClasses: { CCD: 'A company (CCD)', PPD: 'A person (PPD)' },
  },
  run: {
    heading: 'Bank files',
    intro: 'Download the files the bank needs for this paid run.',
    checks: 'Checks to print (PDF)',
    positivePay: 'Positive pay file (CSV)',
    nacha: 'ACH transfers file (NACHA)',
  },
  payment: { traceNumber: 'ACH trace number' },
  /** The files' names (the API's attachment names, and the web's when the server gives none). */
  fileNames: {
    checks: (run: string) => `${run}-checks.pdf`,
    'positive-pay': (run: string) => `${run}-positive-pay.csv`,
    nacha: (run: string) => `${run}-nacha.txt`,
  },
} as const;
