/*
 * The words printed on a payment run's checks (issue 25: modules/finance/bank-files/check-pdf.ts). The amount in
 * words is the check format's own ("One thousand ... and 56/100 dollars"), written by the module.
 */

export const API_BANK_FILES = {
  checks: {
    /** The PDF's title (its properties). */
    title: (count: number) => `${count === 1 ? 'Check' : 'Checks'} of a payment run`,
    checkNumber: 'Check no.',
    date: 'Date',
    payToTheOrderOf: 'Pay to the order of',
    memo: 'Memo',
    /** The memo: the client's reference, never an SSN. */
    memoText: (reference: string) => `For client ${reference}`,
    signature: 'Authorized signature',
    void: 'Void after 180 days',
    /** The stub kept by the payee, under the check. */
    stubHeading: 'Payment advice: keep for your records',
    stubFacts: { payee: 'Payee', checkNumber: 'Check number', date: 'Date', amount: 'Amount', reference: 'Client reference' },
  },
} as const;
