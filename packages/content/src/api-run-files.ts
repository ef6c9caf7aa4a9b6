/*
 * The API's words of a paid payment run's bank files (issue 25, wire: apps/api/src/modules/finance/run-files): why a
 * file cannot be had, and the files' names.
 */

export const API_RUN_FILES_MESSAGES = {
  runNotPaid: 'This run is not paid yet: its bank files are written once it is paid.',
  noChecks: 'This run paid no payment by check, so it has no checks to print or send to positive pay.',
  noTransfers: 'This run paid no payment by transfer, so it has no NACHA file.',
  /** The settings a file needs, named by their variables. */
  achNotSet: (variables: readonly string[]) => `The NACHA file needs the bank's ACH settings: set ${variables.join(', ')} on the server.`,
  positivePayNotSet: 'The positive-pay file needs the account the checks are drawn on: set POSITIVE_PAY_ACCOUNT on the server.',
  /** A writer refused a payment (a vendor's missing account number, an SSN-shaped reference): its own words. */
  cannotWrite: (reason: string) => `The file could not be written: ${reason}`,
} as const;
