import { ACCOUNT_KINDS, DEPOSIT_SOURCES, ENTRY_KINDS, LINE_CATEGORIES, TRANSACTION_CATEGORIES } from '@payee/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  pgView,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { clientUsers } from './clients';
import { isOneOf } from './one-of';
import { staffUsers } from './staff-users';

/** Programs a client's money is managed under; id 1 is the one product (`{product}`), added by a migration. */
export const programs = pgTable(
  'programs',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    shortName: text('short_name'),
    /** 1 active, 0 inactive. */
    status: smallint('status').notNull().default(1),
  },
  (table) => [check('programs_status_check', sql`${table.status} in (0, 1)`)],
);

/** A client's enrolment in a program; its status (1 active, 0 inactive) is what the client sees. */
export const clientPrograms = pgTable(
  'client_programs',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clientUsers.id, { onDelete: 'cascade' }),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id),
    status: smallint('status').notNull().default(1),
    enrolledOn: date('enrolled_on', { mode: 'string' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.programId] }),
    check('client_programs_status_check', sql`${table.status} in (0, 1)`),
  ],
);

/**
 * The book's accounts (docs/decisions.md, "Trust ledger"): the pooled trust bank account, one sub-ledger per
 * client and program (made with the enrolment), and the service's fee income. Lines are signed with credits
 * positive, so a client's balance is the sum of their lines and the bank's book balance the negated sum of its own.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ACCOUNT_KINDS }).notNull(),
    clientId: integer('client_id'),
    programId: integer('program_id'),
    name: text('name').notNull(),
    /**
     * The sum of the account's lines, kept by the journal in each posting's transaction (docs/decisions.md,
     * "Balances on the account"): a balance is read from here, not summed over every line.
     */
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    check('ledger_accounts_kind_check', isOneOf(table.kind, ACCOUNT_KINDS)),
    // A client's sub-ledger names its enrolment; the bank and fee income name none.
    check(
      'ledger_accounts_client_check',
      sql`(${table.kind} = 'client') = (${table.clientId} is not null and ${table.programId} is not null)`,
    ),
    foreignKey({
      columns: [table.clientId, table.programId],
      foreignColumns: [clientPrograms.clientId, clientPrograms.programId],
      name: 'ledger_accounts_enrolment_fk',
    }),
    uniqueIndex('ledger_accounts_client_program_idx').on(table.clientId, table.programId),
    // One pooled bank account, one fee income account.
    uniqueIndex('ledger_accounts_single_idx')
      .on(table.kind)
      .where(sql`${table.kind} in ('bank', 'fee_income')`),
  ],
);

/**
 * A journal entry: what happened, when (the posting date) and who posted it. Append-only (a trigger refuses
 * UPDATE, DELETE and TRUNCATE); a mistake is undone by a new entry naming this one in `reverses_entry_id`,
 * once (unique). Its lines must sum to zero, checked at commit by a deferred constraint trigger.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ENTRY_KINDS }).notNull(),
    postedOn: date('posted_on', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    reference: text('reference'),
    depositSource: text('deposit_source', { enum: DEPOSIT_SOURCES }),
    reversesEntryId: bigint('reverses_entry_id', { mode: 'number' })
      .unique()
      .references((): AnyPgColumn => journalEntries.id),
    /** Why a finance user let this entry take a client below zero. */
    overrideReason: text('override_reason'),
    /** Why finance posted a deposit file's row to a client whose SSN is not the row's. */
    assignmentReason: text('assignment_reason'),
    /** Idempotency: a deposit file's row (`ssa:<payment reference>`), a generated payment's posting. */
    sourceKey: text('source_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => staffUsers.id),
  },
  (table) => [
    check('journal_entries_kind_check', isOneOf(table.kind, ENTRY_KINDS)),
    check('journal_entries_deposit_source_check', sql`${table.depositSource} is null or ${isOneOf(table.depositSource, DEPOSIT_SOURCES)}`),
    index('journal_entries_posted_idx').on(table.postedOn, table.id),
    // The journal filtered by kind, in its order (posted_on, id): its keyset pages and its count (issue 23).
    index('journal_entries_kind_posted_idx').on(table.kind, table.postedOn, table.id),
  ],
);

/**
 * How many journal entries there are, in its one row (id 1), added to by a deferred trigger for each entry inserted
 * into journal_entries (migration 0032), at the inserting transaction's commit. Entries are append-only (never updated nor
 * deleted, a trigger refuses it), so the count is exact, and the journal's unfiltered page reads it instead of
 * counting every entry (~300,000 in an office of 10,000 clients).
 */
export const journalEntryCount = pgTable(
  'journal_entry_count',
  {
    id: smallint('id').primaryKey(),
    entries: bigint('entries', { mode: 'number' }).notNull(),
  },
  (table) => [check('journal_entry_count_one_row', sql`${table.id} = 1`)],
);

/**
 * The lines of an entry: an amount (whole cents, credits positive, never zero) into one account. `posted_on`
 * repeats the entry's (the trigger checks it) so an account's lines are read in date order from one index.
 */
export const journalLines = pgTable(
  'journal_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => journalEntries.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    postedOn: date('posted_on', { mode: 'string' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** On a client's line: where money in came from, what money out paid for (SSA-623). */
    category: text('category', { enum: LINE_CATEGORIES }),
  },
  (table) => [
    index('journal_lines_account_posted_idx').on(table.accountId, table.postedOn, table.id),
    index('journal_lines_entry_idx').on(table.entryId),
    check('journal_lines_amount_not_zero', sql`${table.amountCents} <> 0`),
    check('journal_lines_category_check', sql`${table.category} is null or ${isOneOf(table.category, LINE_CATEGORIES)}`),
  ],
);

/**
 * What each account that is not a client's (the bank, the fee income) moved on each day: the sum of its lines of that
 * day, kept by a trigger on journal_lines (migration 0039) in the posting's transaction, after the posting has locked
 * the account. The book's totals as of a day read the days after it here (a row a day) instead of every line since.
 */
export const ledgerDailyTotals = pgTable(
  'ledger_daily_totals',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    day: date('day', { mode: 'string' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.day] })],
);

/**
 * The entries that moved the bank account and are on no bank statement line, with what each did to it (money in
 * positive) and its day: kept by triggers on journal_lines and bank_statement_lines (migration 0039), so the
 * reconciliation reads what is outstanding (a few entries) instead of every bank line since the first statement.
 * An entry whose bank lines net to nothing is not here.
 */
export const bankOutstandingEntries = pgTable(
  'bank_outstanding_entries',
  {
    entryId: bigint('entry_id', { mode: 'number' })
      .primaryKey()
      .references(() => journalEntries.id),
    postedOn: date('posted_on', { mode: 'string' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (table) => [
    index('bank_outstanding_entries_posted_idx').on(table.postedOn, table.entryId),
    index('bank_outstanding_entries_amount_idx').on(table.amountCents, table.postedOn),
  ],
);

/**
 * A client's ledger as it read before the double-entry book (migration 0016 made it a view): each line of a
 * client's sub-ledger with its entry's words, signed for the client. The client area reads it; a weekly card
 * load shows as `debit_card_load`.
 */
export const ledgerTransactions = pgView('client_ledger_lines', {
  id: bigint('id', { mode: 'number' }).notNull(),
  entryId: bigint('entry_id', { mode: 'number' }).notNull(),
  accountId: integer('account_id').notNull(),
  clientId: integer('client_id').notNull(),
  programId: integer('program_id').notNull(),
  postedOn: date('posted_on', { mode: 'string' }).notNull(),
  kind: text('kind', { enum: ENTRY_KINDS }).notNull(),
  description: text('description').notNull(),
  category: text('category', { enum: TRANSACTION_CATEGORIES }).notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  reference: text('reference'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  createdBy: integer('created_by'),
}).existing();
