/*
 * The API's words of payment runs and checks (issue 25, apps/api/src/modules/finance/runs): refusals, and the lines a
 * run's approval reports for each payment it could not approve. A message built from data is a function of it.
 */

export const API_RUNS_MESSAGES = {
  runNotFound: 'We could not find that payment run.',
  checkNotFound: 'We could not find that check.',
  paymentsNotFound: (ids: readonly number[]) => `We could not find ${ids.length === 1 ? 'payment' : 'payments'} ${ids.join(', ')}.`,
  paymentsNotFree: (ids: readonly number[]) =>
    `${ids.length === 1 ? 'Payment' : 'Payments'} ${ids.join(', ')} cannot go in a run: already in one, paid or voided.`,
  runNumber: (id: number) => `RUN-${String(id).padStart(4, '0')}`,
  drafterApproves: 'You drafted this run: another finance member approves it.',
  runNotDraft: 'This run was approved already.',
  runPaidAlready: 'This run was paid already.',
  runNotApproved: (payments: number) =>
    `${payments} ${payments === 1 ? 'payment' : 'payments'} of this run ${payments === 1 ? 'is' : 'are'} not approved yet: approve the run first.`,
  runEmpty: 'This run has no payment left to pay.',
  /** A payment of the run refused, the whole run not paid: which one and why. */
  paymentRefused: (id: number, payee: string, reason: string) =>
    `Payment ${id} to ${payee} could not be paid, so nothing was paid: ${reason}`,
  checkVoidedAlready: 'This check was voided already.',
  checkNumberUsed: (highest: number) => `Check numbers up to ${highest} were given already: the next is above it.`,
  checkStockSaved: 'Next check number saved.',
  /** The reference of a transfer or card load paid in a run: the run's number. */
  voidedCheck: (number: number, reason: string) => `Check ${number} voided: ${reason}`,
} as const;
