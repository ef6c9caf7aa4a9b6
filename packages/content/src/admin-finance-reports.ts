/*
 * The finance area's ledger reports page (issue 25): the auditor's reports, each a form and a download. A message
 * built from data is a function of that data.
 */

export const ADMIN_FINANCE_REPORTS_CONTENT = {
  nav: { label: 'Ledger reports', hint: 'Trial balance, client balances, payments register, fees and deposits, as PDF or CSV.' },
  pageTitle: 'Ledger reports',
  heading: 'Ledger reports',
  intro:
    'Each report counts only what was posted on or before its day, so the same day always gives the same figures, whatever is posted later.',
  /** The SSA-623 page's pointer here. */
  fromSsa623: 'Trial balance, client balances, the payments register and other ledger reports are on',
  asOf: 'As of',
  from: 'From',
  to: 'To',
  vendor: 'Vendor',
  chooseVendor: 'Choose a vendor',
  format: 'Format',
  formats: { pdf: 'PDF', csv: 'CSV (spreadsheet)' },
  download: 'Download',
  reports: {
    trial_balance: {
      heading: 'Trial balance',
      intro:
        'The pooled bank account and every client sub-ledger at the end of a day. Its bank figure is the book balance of that month’s reconciliation.',
    },
    client_balances: {
      heading: 'Client balances',
      intro: 'Each client’s balance at the end of a day, with SSI recipients over the SSI resource limit flagged.',
    },
    payments_register: {
      heading: 'Payments register',
      intro: 'Every payment posted in a period: date, payee, client, category, method and amount.',
    },
    vendor_history: { heading: 'Payments to a vendor', intro: 'One vendor’s payments in a period.' },
    fee_income: { heading: 'Fee income by month', intro: 'Fees taken each month of a period, less fees reversed.' },
    deposits_by_source: {
      heading: 'Deposits by source',
      intro: 'Deposits posted in a period by source: Social Security, SSI, VA, wages and other.',
    },
  },
} as const;
