import {
  DEPOSIT_SOURCES,
  DISBURSEMENT_KINDS,
  DISBURSEMENT_STATUSES,
  PAYMENT_FREQUENCIES,
  PAYMENT_METHODS,
  SPENDING_CATEGORIES,
  VENDOR_KINDS,
} from '@payee/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clientPrograms, journalEntries } from './ledger';
import { onboardingBills } from './onboarding';
import { isOneOf } from './one-of';
import { reportingAccounts } from './reference';
import { staffUsers } from './staff-users';

/**
 * The finance side of the trust ledger (issue 14, docs/decisions.md "Trust ledger"): settings, vendors, what is
 * to be paid (scheduled payments, disbursements), budgets, deposit imports and the month's reconciliation.
 * Money is whole cents. The journal itself (entries and lines) is in ledger.ts.
 */

/** Settings an admin changes, one row per key (`approval_limit_cents`). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => staffUsers.id),
});

/** Who the office pays: landlords, utilities, pharmacies. The account number is AES-256-GCM (lib/crypto), shown masked. */
export const paymentVendors = pgTable(
  'payment_vendors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    kind: text('kind', { enum: VENDOR_KINDS }).notNull(),
    paymentMethod: text('payment_method', { enum: ['check', 'transfer'] }).notNull(),
    accountNumberEncrypted: text('account_number_encrypted'),
    accountLast4: text('account_last4'),
    routingNumber: text('routing_number'),
    /** Transfers: the vendor's account is checking (NACHA credit code 22) or savings (32). */
    accountType: text('account_type', { enum: ['checking', 'savings'] })
      .notNull()
      .default('checking'),
    /** Transfers: the NACHA entry class, PPD to a person's account, CCD to a company's. */
    achEntryClass: text('ach_entry_class', { enum: ['PPD', 'CCD'] })
      .notNull()
      .default('CCD'),
    address: text('address'),
    phone: text('phone'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('payment_vendors_kind_check', isOneOf(table.kind, VENDOR_KINDS)),
    check('payment_vendors_method_check', sql`${table.paymentMethod} in ('check', 'transfer')`),
    check('payment_vendors_account_type_check', sql`${table.accountType} in ('checking', 'savings')`),
    check('payment_vendors_ach_entry_class_check', sql`${table.achEntryClass} in ('PPD', 'CCD')`),
    index('payment_vendors_name_idx').on(table.name),
  ],
);

/** A client's bill paid again and again (from their onboarding bills, or entered by finance). */
export const scheduledPayments = pgTable(
  'scheduled_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id').notNull(),
    programId: integer('program_id').notNull(),
    vendorId: integer('vendor_id').references(() => paymentVendors.id),
    reportingAccountId: integer('reporting_account_id').references(() => reportingAccounts.id),
    /** The onboarding bill it was made from: generating twice makes it once. */
    onboardingBillId: integer('onboarding_bill_id')
      .unique()
      .references(() => onboardingBills.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    category: text('category', { enum: SPENDING_CATEGORIES }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    frequency: text('frequency', { enum: PAYMENT_FREQUENCIES }).notNull(),
    /** Null once every payment of it was drafted. */
    nextDueOn: date('next_due_on', { mode: 'string' }),
    remainingCount: integer('remaining_count'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => staffUsers.id),
  },
  (table) => [
    foreignKey({
      columns: [table.clientId, table.programId],
      foreignColumns: [clientPrograms.clientId, clientPrograms.programId],
      name: 'scheduled_payments_enrolment_fk',
    }),
    check('scheduled_payments_category_check', isOneOf(table.category, SPENDING_CATEGORIES)),
    check('scheduled_payments_frequency_check', isOneOf(table.frequency, PAYMENT_FREQUENCIES)),
    check('scheduled_payments_amount_check', sql`${table.amountCents} > 0`),
    index('scheduled_payments_due_idx').on(table.nextDueOn),
    index('scheduled_payments_client_idx').on(table.clientId, table.programId),
    // The due list's order among active schedules: its page reads the first few, not every schedule due.
    index('scheduled_payments_due_order_idx')
      .on(table.nextDueOn, table.clientId, table.id)
      .where(sql`${table.isActive}`),
  ],
);

/**
 * A payment out of a client's money: draft → approved → paid (posted to the journal then) or → voided. Above the
 * approval limit the approver is not the drafter. `generated_key` makes generated drafts once
 * (`schedule:<id>:<due>`, `card:<client>:<Friday>`: a client's week, once; before one load per week,
 * `card:<client>:<program>:<category>:<Friday>`).
 */
export const disbursements = pgTable(
  'disbursements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: DISBURSEMENT_KINDS }).notNull(),
    status: text('status', { enum: DISBURSEMENT_STATUSES }).notNull().default('draft'),
    clientId: integer('client_id').notNull(),
    programId: integer('program_id').notNull(),
    vendorId: integer('vendor_id').references(() => paymentVendors.id),
    payeeName: text('payee_name').notNull(),
    description: text('description').notNull(),
    category: text('category', { enum: SPENDING_CATEGORIES }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    scheduledPaymentId: integer('scheduled_payment_id').references(() => scheduledPayments.id),
    generatedKey: text('generated_key').unique(),
    draftedBy: integer('drafted_by').references(() => staffUsers.id),
    draftedAt: timestamp('drafted_at', { withTimezone: true }).notNull().defaultNow(),
    approvedBy: integer('approved_by').references(() => staffUsers.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidBy: integer('paid_by').references(() => staffUsers.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidOn: date('paid_on', { mode: 'string' }),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
    paymentReference: text('payment_reference'),
    entryId: bigint('entry_id', { mode: 'number' }).references(() => journalEntries.id),
    voidedBy: integer('voided_by').references(() => staffUsers.id),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    reversalEntryId: bigint('reversal_entry_id', { mode: 'number' }).references(() => journalEntries.id),
    overrideReason: text('override_reason'),
    overrideBy: integer('override_by').references(() => staffUsers.id),
    /** Why it was drafted although another payment to the same payee in the same month existed or was scheduled. */
    duplicateReason: text('duplicate_reason'),
  },
  (table) => [
    foreignKey({
      columns: [table.clientId, table.programId],
      foreignColumns: [clientPrograms.clientId, clientPrograms.programId],
      name: 'disbursements_enrolment_fk',
    }),
    check('disbursements_kind_check', isOneOf(table.kind, DISBURSEMENT_KINDS)),
    check('disbursements_status_check', isOneOf(table.status, DISBURSEMENT_STATUSES)),
    check('disbursements_category_check', isOneOf(table.category, SPENDING_CATEGORIES)),
    check('disbursements_amount_check', sql`${table.amountCents} > 0`),
    check('disbursements_paid_posted_check', sql`(${table.status} = 'paid') <= (${table.entryId} is not null)`),
    index('disbursements_status_due_idx').on(table.status, table.dueOn),
    index('disbursements_client_idx').on(table.clientId, table.programId, table.dueOn),
    // The payments list's order (due day, then id): a page is read from the index, not sorted out of every payment.
    index('disbursements_due_idx').on(table.dueOn, table.id),
    // A payment by its posting: each batch of the payments register joins its entries to their payments here,
    // instead of filtering every payment for each entry (issue 23: 91 batches of a year at 1,000 clients 2.8 -> 1.1 s).
    index('disbursements_entry_idx').on(table.entryId),
    // The due list's order among the payments not paid yet: its page reads the first few, not every one due.
    index('disbursements_unpaid_due_idx')
      .on(table.dueOn, table.clientId, table.id)
      .where(sql`${table.status} in ('draft', 'approved')`),
  ],
);

/**
 * A client's monthly budget by category. The one `on_card` line of a client (of all their programs: one card) is
 * loaded weekly onto their debit card, and every load counts under its category.
 */
export const clientBudgets = pgTable(
  'client_budgets',
  {
    clientId: integer('client_id').notNull(),
    programId: integer('program_id').notNull(),
    category: text('category', { enum: SPENDING_CATEGORIES }).notNull(),
    monthlyCents: bigint('monthly_cents', { mode: 'number' }).notNull(),
    onCard: boolean('on_card').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => staffUsers.id),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.programId, table.category] }),
    foreignKey({
      columns: [table.clientId, table.programId],
      foreignColumns: [clientPrograms.clientId, clientPrograms.programId],
      name: 'client_budgets_enrolment_fk',
    }).onDelete('cascade'),
    check('client_budgets_category_check', isOneOf(table.category, SPENDING_CATEGORIES)),
    check('client_budgets_monthly_check', sql`${table.monthlyCents} >= 0`),
    uniqueIndex('client_budgets_one_on_card_idx')
      .on(table.clientId)
      .where(sql`${table.onCard}`),
  ],
);

/** A deposit file posted: by its SHA-256, so the same file posts once. Its rows are entries (`source_key`). */
export const depositImports = pgTable('deposit_imports', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  fileName: text('file_name').notNull(),
  fileHash: text('file_hash').notNull().unique(),
  rowCount: integer('row_count').notNull(),
  postedCount: integer('posted_count').notNull(),
  amountPostedCents: bigint('amount_posted_cents', { mode: 'number' }).notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  importedBy: integer('imported_by').references(() => staffUsers.id),
});

/** The pooled account's bank statement of one month (`2026-10`); imported again, it replaces the lines. */
export const bankStatements = pgTable('bank_statements', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  month: text('month').notNull().unique(),
  fileName: text('file_name').notNull(),
  fileHash: text('file_hash').notNull(),
  closingBalanceCents: bigint('closing_balance_cents', { mode: 'number' }).notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  importedBy: integer('imported_by').references(() => staffUsers.id),
  /**
   * Its lines counted and summed, all and matched: kept by triggers on bank_statement_lines (migration 0039), so the
   * month's figures are read here, not summed over the month's lines.
   */
  lineCount: integer('line_count').notNull().default(0),
  totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
  matchedCount: integer('matched_count').notNull().default(0),
  matchedCents: bigint('matched_cents', { mode: 'number' }).notNull().default(0),
});

/** A line of a bank statement and the journal entry it was matched to (one line, one entry). */
export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => bankStatements.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    reference: text('reference'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull(),
    matchedEntryId: bigint('matched_entry_id', { mode: 'number' }).references(() => journalEntries.id),
    matchedHow: text('matched_how', { enum: ['auto', 'manual'] }),
    matchedBy: integer('matched_by').references(() => staffUsers.id),
    matchedAt: timestamp('matched_at', { withTimezone: true }),
    /**
     * The bank's own id of the line in an OFX/QFX download (FITID): unique for the pooled account, the one account whose
     * statements are imported, so a line in two overlapping downloads is imported once. Null for a CSV statement's lines.
     */
    fitid: text('fitid'),
  },
  (table) => [
    uniqueIndex('bank_statement_lines_entry_idx').on(table.matchedEntryId),
    uniqueIndex('bank_statement_lines_fitid_idx')
      .on(table.fitid)
      .where(sql`${table.fitid} is not null`),
    index('bank_statement_lines_statement_idx').on(table.statementId, table.lineNo),
    // A month's unmatched lines, a page at a time and counted (issue 23): without it they are found among every
    // statement's unmatched lines by the match index, then sorted.
    index('bank_statement_lines_unmatched_idx')
      .on(table.statementId, table.lineNo, table.id)
      .where(sql`${table.matchedEntryId} is null`),
    check('bank_statement_lines_match_check', sql`(${table.matchedEntryId} is null) = (${table.matchedHow} is null)`),
  ],
);

/** A closed month: nothing posts with a date in it. The figures are the reconciliation report's. */
export const closedMonths = pgTable('closed_months', {
  month: text('month').primaryKey(),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  closedBy: integer('closed_by').references(() => staffUsers.id),
  bankBalanceCents: bigint('bank_balance_cents', { mode: 'number' }).notNull(),
  bookBalanceCents: bigint('book_balance_cents', { mode: 'number' }).notNull(),
  clientTotalCents: bigint('client_total_cents', { mode: 'number' }).notNull(),
  outstandingTotalCents: bigint('outstanding_total_cents', { mode: 'number' }).notNull(),
  /** The unexplained difference the month closed with (bank + outstanding − book). */
  differenceCents: bigint('difference_cents', { mode: 'number' }).notNull().default(0),
  /** The second finance member who signed the close off, when the difference was above the sign-off limit. */
  signedOffBy: integer('signed_off_by').references(() => staffUsers.id),
  signedOffAt: timestamp('signed_off_at', { withTimezone: true }),
});

/**
 * A month's close prepared with a difference above the sign-off limit, waiting for another finance member's sign-off
 * (docs/decisions/money.md, "Separation of duties"). The sign-off moves it to closed_months.
 */
export const monthCloseSignOffs = pgTable('month_close_sign_offs', {
  month: text('month').primaryKey(),
  preparedAt: timestamp('prepared_at', { withTimezone: true }).notNull(),
  preparedBy: integer('prepared_by')
    .notNull()
    .references(() => staffUsers.id),
  differenceCents: bigint('difference_cents', { mode: 'number' }).notNull(),
});

/**
 * A deposit entered by hand above the approval limit, waiting for a second finance member to approve it
 * (docs/decisions/money.md, "Separation of duties"): the approval posts it, once (`entry_id`, unique).
 */
export const depositApprovals = pgTable(
  'deposit_approvals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id').notNull(),
    programId: integer('program_id').notNull(),
    source: text('source', { enum: DEPOSIT_SOURCES }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    reference: text('reference'),
    description: text('description'),
    draftedBy: integer('drafted_by')
      .notNull()
      .references(() => staffUsers.id),
    draftedAt: timestamp('drafted_at', { withTimezone: true }).notNull(),
    approvedBy: integer('approved_by').references(() => staffUsers.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    entryId: bigint('entry_id', { mode: 'number' })
      .unique()
      .references(() => journalEntries.id),
  },
  (table) => [
    foreignKey({
      columns: [table.clientId, table.programId],
      foreignColumns: [clientPrograms.clientId, clientPrograms.programId],
      name: 'deposit_approvals_enrolment_fk',
    }),
    check('deposit_approvals_source_check', isOneOf(table.source, DEPOSIT_SOURCES)),
    check('deposit_approvals_amount_check', sql`${table.amountCents} > 0`),
    check('deposit_approvals_posted_check', sql`(${table.approvedBy} is null) = (${table.entryId} is null)`),
    index('deposit_approvals_waiting_idx')
      .on(table.draftedAt)
      .where(sql`${table.entryId} is null`),
  ],
);
