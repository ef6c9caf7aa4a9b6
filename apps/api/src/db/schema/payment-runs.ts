import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { disbursements } from './finance';
import { staffUsers } from './staff-users';

/**
 * Payment runs (issue 25, docs/decisions/money.md "Payment runs and checks"): payments gathered to be approved and
 * paid together. A run is numbered from its identity (`RUN-0001`); a payment is in one run at most (the unique
 * `disbursement_id`), and leaves it only by being voided. `draft → approved → paid`; paid once, in one transaction.
 */
export const paymentRuns = pgTable(
  'payment_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    status: text('status', { enum: ['draft', 'approved', 'paid'] })
      .notNull()
      .default('draft'),
    draftedBy: integer('drafted_by')
      .notNull()
      .references(() => staffUsers.id),
    draftedAt: timestamp('drafted_at', { withTimezone: true }).notNull(),
    approvedBy: integer('approved_by').references(() => staffUsers.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidBy: integer('paid_by').references(() => staffUsers.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidOn: date('paid_on', { mode: 'string' }),
  },
  (table) => [
    check('payment_runs_status_check', sql`${table.status} in ('draft', 'approved', 'paid')`),
    check('payment_runs_paid_check', sql`(${table.status} = 'paid') = (${table.paidOn} is not null)`),
    index('payment_runs_drafted_idx').on(table.draftedAt),
  ],
);

/** The payments of a run: one run a payment. */
export const paymentRunPayments = pgTable(
  'payment_run_payments',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => paymentRuns.id),
    disbursementId: integer('disbursement_id')
      .notNull()
      .unique()
      .references(() => disbursements.id),
    /** A transfer's NACHA trace number, recorded when the run is paid (the run's NACHA file carries the same). */
    traceNumber: text('trace_number'),
  },
  (table) => [index('payment_run_payments_run_idx').on(table.runId)],
);

/**
 * The check register: every number the check stock gave, once (`number` unique), to one check payment of a paid
 * run. A check is never deleted: a void keeps its number with the reason and who voided it, so the register never
 * skips a number without a record. The next number is the `settings` row `next_check_number`.
 */
export const checks = pgTable(
  'checks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    number: bigint('number', { mode: 'number' }).notNull().unique(),
    disbursementId: integer('disbursement_id')
      .notNull()
      .unique()
      .references(() => disbursements.id),
    runId: integer('run_id')
      .notNull()
      .references(() => paymentRuns.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    payeeName: text('payee_name').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['issued', 'voided'] })
      .notNull()
      .default('issued'),
    issuedBy: integer('issued_by')
      .notNull()
      .references(() => staffUsers.id),
    voidReason: text('void_reason'),
    voidedBy: integer('voided_by').references(() => staffUsers.id),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (table) => [
    check('checks_status_check', sql`${table.status} in ('issued', 'voided')`),
    check('checks_amount_check', sql`${table.amountCents} > 0`),
    check('checks_number_check', sql`${table.number} > 0`),
    check('checks_void_check', sql`(${table.status} = 'voided') = (${table.voidReason} is not null)`),
    index('checks_issued_idx').on(table.issuedOn, table.number),
  ],
);
