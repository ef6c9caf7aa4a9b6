/*
 * The finance screens' validation messages and answers: the trust ledger, budgets, payments, deposits and reconciliation (the contract's finance schemas).
 * Texts the product has always shown are kept word for word. A message built from data is a function of it.
 */

export const FINANCE_MESSAGES = {
  ssa623SpentFromBalanceLabel: 'Spent from the balance (beyond the money received)',
  enterADate: 'Enter a date.',
  month: 'Enter a month as YYYY-MM.',
  chooseAClient: 'Choose a client.',
  chooseAProgram: 'Choose a program.',
  referenceLabel: 'The reference',
  descriptionLabel: 'The description',
  enterADescription: 'Enter a description.',
  notFound: 'Not found.',
  chooseACategory: 'Choose a category.',
  chooseAKindOfEntry: 'Choose a kind of entry.',
  sayWhyThisEntryIsReversed: 'Say why this entry is reversed.',
  chooseWhereTheMoneyCameFrom: 'Choose where the money came from.',
  enterTheDateTheMoneyArrived: 'Enter the date the money arrived.',
  tickTheBoxOrLeaveIt: 'Tick the box or leave it empty.',
  chooseMoneyInOrMoneyOut: 'Choose money in or money out.',
  sayWhyThisAdjustmentIsNeeded: 'Say why this adjustment is needed.',
  chooseTheProgramTheMoneyLeaves: 'Choose the program the money leaves.',
  chooseTheProgramTheMoneyGoes: 'Choose the program the money goes to.',
  sayWhyTheMoneyMoves: 'Say why the money moves.',
  chooseAnotherProgramThanTheOne: 'Choose another program than the one the money leaves.',
  chooseARow: 'Choose a row.',
  accountNumber: 'Enter the account number: 4 to 17 digits.',
  routingNumber: 'Enter the 9-digit routing number.',
  enterTheVendorsName: "Enter the vendor's name.",
  nameLabel: 'The name',
  chooseTheKindOfVendor: 'Choose the kind of vendor.',
  chooseHowTheVendorIsPaid: 'Choose how the vendor is paid.',
  addressLabel: 'The address',
  phoneNumberLabel: 'The phone number',
  routingNumberRequired: 'A bank transfer needs the routing number.',
  chooseHowOftenItIsPaid: 'Choose how often it is paid.',
  enterWhenTheNextPaymentIs: 'Enter when the next payment is due.',
  daysAhead: 'Enter 1 to 90 days.',
  chooseDraftApprovedPaidOrVoided: 'Choose draft, approved, paid or voided.',
  duplicateReasonRequired: 'Say why this is not the same bill paid twice, or change the payment.',
  chooseAScheduledPayment: 'Choose a scheduled payment.',
  enterTheDueDate: 'Enter the due date.',
  payeeLabel: 'The payee',
  chooseHowItWasPaid: 'Choose how it was paid.',
  enterTheCheckNumber: 'Enter the check number.',
  enterTheTransfersReference: "Enter the transfer's reference.",
  sayWhyThisPaymentIsVoided: 'Say why this payment is voided.',
  oneOnCardLine: 'Only one budget line can be loaded on the debit card: untick the others.',
  eachCategoryOnceOnly: 'Each category once only.',
  chooseAStatementLine: 'Choose a statement line.',
  chooseALedgerEntry: 'Choose a ledger entry.',
  /** `?matched=` of a month's statement lines. */
  lineFilter: 'Choose all, matched or unmatched lines.',
  /** `?candidates_for=`: the statement line whose candidates are asked for. */
  candidatesFor: 'Choose a statement line of this month.',
  enterTheLimit: 'Enter the limit.',
  possibleDuplicate: 'This may pay the same bill twice. Give a reason to draft it anyway, or change the payment.',
  depositInFuture: 'Enter the day the money arrived: it cannot be after today.',
  onCardInOtherProgram: (program: string) =>
    `The client’s debit card is loaded from their budget in the ${program} already: take it off the card there first.`,
  chooseADeposit: 'Choose a deposit waiting for approval.',
  secondApprover: (limit: string) =>
    `This payment is over ${limit}, so it needs a second person's approval: someone other than the person who drafted it must approve it.`,
  overBudget: (category: string, monthLabel: string, overBy: string) =>
    `This takes ${category} ${overBy} over its budget for ${monthLabel}.`,
  /** One possible duplicate of a draft, named: `facts` is "$650.00, due 12/05/2026". */
  duplicatePayment: (id: number, payee: string, facts: string, statusLabel: string) =>
    `payment ${id} to ${payee} (${facts}, ${statusLabel})`,
  duplicateScheduledPayment: (payee: string, facts: string) => `the scheduled payment to ${payee} (${facts}, not drafted yet)`,
  duplicateFacts: (amount: string, dueOn: string) => `${amount}, due ${dueOn}`,
  possibleDuplicates: (named: readonly string[], monthLabel: string) =>
    `Possibly the same bill: this client already has ${named.join('; ')} in ${monthLabel}.`,
  closedMonth: (monthLabel: string) => `${monthLabel} is closed: nothing can be posted with a date in it. Use a date in an open month.`,
  duplicateReference: (earlier: { client: string; reference: string; entryId: number; amount: string; day: string }) =>
    `${earlier.client} already has a deposit with the reference ${earlier.reference}: entry ${earlier.entryId}, ${earlier.amount} received on ${earlier.day}. ` +
    'If this is another payment, confirm it and post it again; if it is the same one, do not post it twice.',
  assignmentReason: (row: number, client: string) => `Row ${row}'s SSN is not ${client}'s: say why this payment is theirs.`,
  monthNotOver: (monthLabel: string, firstDayAfter: string) =>
    `${monthLabel} is not over yet: close it from ${firstDayAfter}, once the bank's statement of the whole month is in.`,
  /** `row` counts data rows from 1 (0 is the header row); `codePoint` is written U+0000. */
  csvControlCharacter: (row: number, column: string, codePoint: number) =>
    `${row === 0 ? 'The header row' : `Row ${row}`}, column ${column}, holds a control character (U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}) that a CSV file of text never has. Check it is the right file, save it again as CSV and upload it.`,
};
