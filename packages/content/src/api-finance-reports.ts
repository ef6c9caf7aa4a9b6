/*
 * The auditor's reports (issue 25): their titles, columns and file names, and the words of their form's checks. A
 * message built from data is a function of that data.
 */

export const FINANCE_REPORT_VALIDATION = {
  enterAsOf: 'Enter the day the report is as of.',
  enterFrom: 'Enter the first day of the period.',
  enterTo: 'Enter the last day of the period.',
  format: 'Choose PDF or CSV.',
  chooseAVendor: 'Choose a vendor.',
  periodTooLong: (years: number) => `Choose a period of at most ${years} years.`,
  paymentsPeriodTooLong: (months: number) =>
    `Choose a period of at most ${months} months: a list of payments longer than that is too long for one file.`,
} as const;

export const API_FINANCE_REPORTS = {
  noSuchVendor: (id: number) => `There is no vendor ${id}.`,
  asOf: (day: string) => `As of ${day}`,
  period: (from: string, to: string) => `${from} to ${to}`,
  total: 'Total',
  yes: 'Yes',
  no: 'No',
  trialBalance: {
    title: 'Trial balance',
    fileName: (asOf: string, extension: string) => `trial-balance-${asOf}.${extension}`,
    columns: ['Account', 'Kind', 'Client code', 'Debit', 'Credit'],
    bank: 'Pooled trust bank account',
    feeIncome: 'Fee income',
    kinds: { bank: 'Bank', fee_income: 'Fee income', client: 'Client sub-ledger' },
    /** The bank's book balance beside the clients' total: equal when the book balances. */
    facts: { bank: 'Bank book balance', clients: 'Client sub-ledgers total', difference: 'Difference' },
  },
  clientBalances: {
    title: 'Client balances',
    fileName: (asOf: string, extension: string) => `client-balances-${asOf}.${extension}`,
    columns: ['Client', 'Client code', 'SSI recipient', 'Over the SSI limit', 'Balance'],
    limit: 'SSI resource limit',
    overCount: 'Clients over the SSI limit',
  },
  paymentsRegister: {
    title: 'Payments register',
    fileName: (from: string, to: string, extension: string) => `payments-register-${from}-to-${to}.${extension}`,
    /** A payment paid in a run: its check number or its transfer's trace number, and the run's number. */
    columns: ['Date', 'Payee', 'Client', 'Category', 'Method', 'Check or trace no.', 'Run', 'Amount'],
  },
  vendorHistory: {
    title: (vendor: string) => `Payments to ${vendor}`,
    fileName: (vendorId: number, from: string, to: string, extension: string) =>
      `vendor-${vendorId}-payments-${from}-to-${to}.${extension}`,
  },
  feeIncome: {
    title: 'Fee income by month',
    fileName: (from: string, to: string, extension: string) => `fee-income-${from}-to-${to}.${extension}`,
    columns: ['Month', 'Fees', 'Amount'],
  },
  depositsBySource: {
    title: 'Deposits by source',
    fileName: (from: string, to: string, extension: string) => `deposits-by-source-${from}-to-${to}.${extension}`,
    columns: ['Source', 'Deposits', 'Amount'],
  },
} as const;
