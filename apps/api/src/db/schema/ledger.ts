import { TRANSACTION_CATEGORIES } from '@payee/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, date, foreignKey, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
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
    /** 1 active, 0 inactive (spec 000 section 3). */
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
 * The ledger of a client's money in one program: append-only, amounts signed integers in cents (money in
 * positive, money out negative), never floats. The balance is the sum.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id').notNull(),
    programId: integer('program_id').notNull(),
    postedOn: date('posted_on', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    category: text('category', { enum: TRANSACTION_CATEGORIES }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => staffUsers.id),
  },
  (table) => [
    // Only into a program the client is enrolled in.
    foreignKey({
      columns: [table.clientId, table.programId],
      foreignColumns: [clientPrograms.clientId, clientPrograms.programId],
      name: 'ledger_transactions_enrolment_fk',
    }),
    index('ledger_transactions_client_program_posted_idx').on(table.clientId, table.programId, table.postedOn, table.id),
    check('ledger_transactions_category_check', isOneOf(table.category, TRANSACTION_CATEGORIES)),
    check('ledger_transactions_amount_not_zero', sql`${table.amountCents} <> 0`),
  ],
);
