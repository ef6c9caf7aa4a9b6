/*
 * The API's words of the back office's client money (the `finance` role, apps/api/src/modules/finance): refusals,
 * field errors and what a finance action answers, then the labels of its files (the reconciliation report and the
 * SSA-623 worksheet as PDF and CSV). Staff read them in the finance screens' toasts, beside their fields and in the
 * files they download. A message built from data is a function of that data. What the finance screens already say
 * in the same words (ADMIN_FINANCE_CONTENT) is taken from there, once.
 */

import { ADMIN_FINANCE_CONTENT } from './admin-finance';

const { columns, ssa623 } = ADMIN_FINANCE_CONTENT;
const plural = (count: number, word: string) => `${word}${count === 1 ? '' : 's'}`;

export const API_FINANCE_MESSAGES = {
  clients: {
    notFound: 'We could not find that client.',
    notEnrolled: 'That client is not enrolled in that program.',
    noAccount: 'That client has no account in that program.',
  },

  /** The book: entries, their reversal, and what posting one answers. */
  entries: {
    notFound: 'We could not find that ledger entry.',
    reversalOfReversal: 'This entry is itself a reversal: post a new entry instead of reversing it.',
    reversedAlreadyBy: (reversalId: number) => `This entry was reversed already, by entry ${reversalId}.`,
    reversedAlready: 'This entry was reversed already.',
    /** The description of the entry that reverses another (cut to the column's 200 characters by the caller). */
    reversalDescription: (entryId: number, description: string) => `Reversal of entry ${entryId}: ${description}`,
    reversed: ADMIN_FINANCE_CONTENT.reverse.done,
    /** The description of a fee or a transfer between programs when staff give none. */
    feeDescription: 'Money management service fee',
    transferDescription: (fromProgram: string, toProgram: string) => `Moved from the ${fromProgram} to the ${toProgram}`,
    depositPosted: 'The deposit is posted.',
    /** A deposit by hand above the approval limit, and its approval by a second finance member. */
    depositWaiting: (limit: string) =>
      `The deposit is over ${limit}, so it waits for another finance member to approve it: it is not posted yet.`,
    depositApproved: 'The deposit is approved and posted.',
    depositNotFound: 'We could not find that deposit waiting for approval.',
    depositPostedAlready: 'This deposit was approved and posted already.',
    ownDeposit: (limit: string) => `This deposit is over ${limit}, so someone other than the person who entered it must approve it.`,
    feePosted: 'The fee is posted.',
    adjustmentPosted: 'The adjustment is posted.',
    moneyMoved: 'The money is moved.',
  },

  /** An uploaded CSV file (the SSA deposit file, a bank statement), before its rows are read. */
  csvFile: {
    unreadable: (reason: string) => `The file could not be read as CSV: ${reason}`,
    tooManyRows: (maxRows: number) => `The file has more than ${maxRows} rows.`,
    noRows: 'The file has no rows under its header.',
    missingColumns: (columns: readonly string[], missing: readonly string[]) =>
      `The file's header must name these columns: ${columns.join(', ')}. Missing: ${missing.join(', ')}.`,
  },

  /** The month's SSA deposit file: its rows, their assignment to clients, and what posting it answers. */
  depositImport: {
    /** The description of a deposit posted from the file, by its source. */
    descriptions: {
      social_security: 'Social Security benefit deposit (SSA)',
      ssi: 'Supplemental Security Income deposit (SSA)',
    },
    otherDescription: 'Benefit deposit (SSA)',
    /** `entry` is the entry that posted it before, with its client's name when known. */
    postedBefore: (entry: { id: number; client?: string } | null) =>
      `Posted before${entry ? ` (entry ${entry.id}${entry.client ? `, to ${entry.client}` : ''})` : ''}: a payment is posted once.`,
    fileImportedOn: (day: string) => `This file was imported on ${day}: nothing is posted again.`,
    notPosted: 'Not posted.',
    rows: {
      paymentDate: 'Enter the payment date as YYYY-MM-DD.',
      ssn: 'The SSN must be 9 digits.',
      benefitType: 'The benefit type must be SSA or SSI.',
      amount: 'The amount must be dollars and cents above zero, like 943.00.',
      twice: 'This payment is in the file twice.',
    },
    assignments: {
      noSuchRow: (row: number) => `The file has no row ${row}.`,
      matchedElsewhere: (row: number, client: string | undefined) =>
        `Row ${row} matched ${client} by the SSN: it cannot go to another client.`,
      chooseAClient: 'Choose a client from the list.',
      notEnrolled: 'That client is not enrolled in the program.',
      unassigned: (row: number, ssnMasked: string | null, amount: string | null) =>
        `Row ${row} (${ssnMasked}, $${amount}) matches no client: assign it to one.`,
    },
    cannotPost: 'The file cannot be posted yet: see what to fix.',
    importedOnNothingPosted: (day: string) => `This file was imported on ${day}: nothing was posted again.`,
    importedAlready: 'This file was imported already: nothing was posted again.',
    /** "Posted 3 deposits from the file, $1,018.00 in all: Ana Ledger $993.00 (rows 1, 3); Ben Ledger $25.00 (row 2). 1 row skipped, posted before." */
    posted: (
      count: number,
      amount: string,
      postedTo: readonly { client: string; amount: string; rows: readonly number[] }[],
      skipped: number,
    ) => {
      const whom = postedTo
        .map((entry) => `${entry.client} ${entry.amount} (${plural(entry.rows.length, 'row')} ${entry.rows.join(', ')})`)
        .join('; ');
      const skippedText = skipped > 0 ? ` ${skipped} ${plural(skipped, 'row')} skipped, posted before.` : '';
      return `Posted ${count} ${plural(count, 'deposit')} from the file, ${amount} in all${whom ? `: ${whom}` : ''}.${skippedText}`;
    },
  },

  /** Money out: payments (disbursements), their moves, and the weekly card loads. */
  payments: {
    notFound: 'We could not find that payment.',
    scheduleFinished: 'This scheduled payment has nothing left to pay.',
    notTheNextDue: (nextDueOn: string) => `The next payment of this schedule is due on ${nextDueOn}: draft that one first.`,
    chooseAPayee: 'Choose a vendor or enter who is paid.',
    draftedAlready: 'A payment for that date was drafted already.',
    entryReversedAlready: (reversalId: number | null) => `Its entry was reversed already, by entry ${reversalId}.`,
    /** The description of the reversal entry of a paid payment voided (cut to 200 characters by the caller). */
    voidedDescription: (description: string) => `Voided payment: ${description}`,
    /** Why a payment in a status cannot make a move; `status` is the status's label in lower case. */
    moves: {
      approveOnlyDraft: (status: string) => `Only a draft can be approved; this payment is ${status}.`,
      payNotApproved: 'This payment must be approved before it is paid.',
      payStatus: (status: string) => `This payment is ${status}.`,
      voidedAlready: 'This payment is voided already.',
    },
    /** Why the page cannot approve a payment, after what it is. */
    cannotApprove: {
      approvedAlready: 'It is approved already.',
      status: (status: string) => `It is ${status}.`,
    },
    drafted: ADMIN_FINANCE_CONTENT.payments.drafted,
    approved: ADMIN_FINANCE_CONTENT.payment.approved,
    paid: ADMIN_FINANCE_CONTENT.payment.paid,
    voided: ADMIN_FINANCE_CONTENT.payment.voided,
    cardLoadsDrafted: (count: number, on: string) => `Drafted ${count} ${plural(count, 'card load')} for ${on}.`,
    /** A weekly card load as a payment: who is paid and what it is, by the card's category (in lower case). */
    cardLoadPayee: 'Client debit card',
    cardLoadDescription: (category: string) => `Weekly debit card load: ${category}`,
  },

  schedules: {
    notFound: 'We could not find that scheduled payment.',
    chooseAVendor: 'Choose a vendor from the list.',
    saved: ADMIN_FINANCE_CONTENT.schedule.saved,
    madeFromOnboarding: (count: number) => `Made ${count} ${plural(count, 'scheduled payment')} from onboarding bills.`,
  },

  vendors: {
    notFound: 'We could not find that vendor.',
    saved: ADMIN_FINANCE_CONTENT.vendor.saved,
  },

  budgets: {
    saved: ADMIN_FINANCE_CONTENT.budget.saved,
  },

  reconciliation: {
    lineNotFound: 'We could not find that statement line in this month.',
    /** Why the month cannot be closed. */
    closedAlready: (month: string) => `${month} is closed.`,
    importStatementFirst: (month: string) => `Import the bank statement of ${month} first.`,
    linesNotMatched: (count: number) => `${count} statement line${count === 1 ? ' is' : 's are'} not matched to the book yet.`,
    awaitingSignOff: 'The close of this month waits for a second finance member’s sign-off.',
    /** The close of a month with a difference above the sign-off limit, and its sign-off by a second person. */
    preparedForSignOff: (difference: string) =>
      `The bank and the book differ by ${difference}: the close waits for another finance member to sign it off.`,
    nothingToSignOff: 'No close of this month waits for a sign-off.',
    ownClose: 'You prepared this close: another finance member must sign it off.',
    figuresChanged: 'The figures changed since the close was prepared: it is withdrawn. Check the month and close it again.',
    signedOff: 'The close is signed off: the month is closed.',
    bookUnbalanced: 'The book does not balance: the bank account differs from the sum of the clients.',
    cannotCloseYet: 'This month cannot be closed yet.',
    /** A bank statement's rows. */
    rows: {
      date: 'Enter the date as YYYY-MM-DD.',
      dateOutsideMonth: (month: string) => `The date is not in ${month}.`,
      amount: 'The amount must be dollars and cents, money out negative, like -650.00.',
      balance: 'The balance must be dollars and cents, like 12345.67.',
    },
    cannotImport: 'The statement cannot be imported: see what to fix.',
    importedAlready: 'This statement was imported already: nothing changed.',
    imported: (lines: number, matched: number) => `Imported ${lines} lines; ${matched} matched automatically.`,
    /** Matching a line to an entry, and undoing it. */
    matchedAlready: 'This line is matched already: unmatch it first.',
    chooseABankEntry: 'Choose an entry that moved money in or out of the bank account.',
    entryMatchedElsewhere: 'That entry is matched to another statement line.',
    amountsDiffer: (bank: string, entry: string) =>
      `The amounts differ: the bank says ${bank}, the entry ${entry}. Post a correction first.`,
    notMatched: 'This line is not matched.',
    matched: ADMIN_FINANCE_CONTENT.month.matched,
    unmatched: ADMIN_FINANCE_CONTENT.month.unmatched,
    closed: ADMIN_FINANCE_CONTENT.month.closed,
  },

  approvalLimit: {
    saved: 'The approval limit is saved.',
    proposed: (amount: string) =>
      `The change to ${amount} waits for another admin to confirm it: you hold finance too, so you cannot change the limit alone.`,
    confirmed: 'The new approval limit is confirmed and saved.',
    nothingToConfirm: 'No change of the approval limit is waiting to be confirmed.',
    ownProposal: 'You proposed this change of the approval limit: another admin must confirm it.',
  },
  signOffLimit: {
    saved: 'The reconciliation sign-off limit is saved.',
  },
  ssiLimit: {
    saved: 'The SSI resource limit is saved.',
  },
};

/** The labels of finance's files: the PDF reports (report-pdf.ts), the reconciliation report and the SSA-623 worksheet. */
export const API_FINANCE_FILES = {
  /** Any report's table with no rows. */
  noRows: 'None.',

  reconciliation: {
    title: (month: string) => `Bank reconciliation, ${month}`,
    closedOn: (day: string, by: string | undefined) => `Closed on ${day} by ${by ?? 'finance'}.`,
    /** A close with a difference above the sign-off limit: who signed it off, after the preparer. */
    closedAndSignedOff: (day: string, by: string | undefined, signedOn: string, signedBy: string | undefined) =>
      `Prepared and closed by ${by ?? 'finance'}; signed off on ${signedOn} by ${signedBy ?? 'finance'}. Closed on ${day}.`,
    open: 'Open: not closed yet.',
    noStatement: 'No statement',
    facts: {
      bankBalance: 'Bank balance (statement)',
      outstanding: 'Outstanding items',
      bookBalance: 'Book balance (pooled account)',
      clientsTotal: 'Sum of client balances',
      difference: 'Difference',
    },
    outstandingHeading: 'Outstanding items (in the book, not on a statement yet)',
    outstandingColumns: [columns.date, columns.entry, 'Description', columns.reference, columns.moneyIn, columns.moneyOut],
    linesHeading: 'Statement lines',
    linesColumns: [columns.date, 'Description', columns.reference, columns.moneyIn, columns.moneyOut, 'Matched'],
    /** An outstanding entry: its id and its kind's label. */
    entry: (id: number, kind: string) => `${id} ${kind}`,
    /** A statement line's match: the entry and how it was matched. */
    matchedTo: (entryId: number, how: string) => `entry ${entryId} (${how})`,
    notMatched: 'not matched',
  },

  ssa623: {
    title: 'Representative Payee Report (SSA-623) worksheet',
    subtitle: (start: string, end: string) => `${start} to ${end}: figures from the ledger, to copy onto the SSA-623.`,
    facts: {
      beneficiary: 'Beneficiary',
      ssn: 'SSN',
      program: 'Program',
      openingBalance: ssa623.openingBalance,
      closingBalance: ssa623.closingBalance,
    },
    reportHeading: 'The report',
    reportColumns: ['Question', 'Amount'],
    benefits: ssa623.benefits,
    otherMoneyIn: 'Other money received',
    addsUp: 'Adds up (start + received + moved in - spent - moved out = end)',
    yes: 'Yes',
    no: 'No',
    categoriesHeading: 'Spending by category',
    categoriesColumns: ['Category', 'Counted in', 'Amount'],
    incomeHeading: 'Money received by source',
    incomeColumns: ['Source', 'Amount'],
    /** The CSV's header: the figures' columns, then one per spending category, then whether it adds up. */
    csv: {
      figures: [
        'client_id',
        'client_name',
        'application_code',
        'program',
        'period_start',
        'period_end',
        'opening_balance',
        'benefits_received',
        'other_money_in',
        'moved_in_from_other_programs',
        'spent_on_food_and_housing',
        'spent_on_other_things',
        'saved',
        'spent_from_balance',
        'moved_out_to_other_programs',
        'closing_balance',
      ],
      spentOn: (category: string) => `spent_${category}`,
      addsUp: 'adds_up',
      yes: 'yes',
      no: 'no',
    },
  },
} as const;
