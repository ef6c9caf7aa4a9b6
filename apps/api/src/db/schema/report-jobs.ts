import { SSA_623_JOB_STATUSES } from '@payee/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { programs } from './ledger';
import { isOneOf } from './one-of';
import { staffUsers } from './staff-users';

/**
 * The SSA-623 batch as a durable job (issue 23, modules/finance/ssa-623-jobs.ts): a finance user asks for a month's
 * batch, a worker in one of the servers claims the row (`for update skip locked` and a lease it renews as it goes),
 * writes every worksheet into a zip in the document storage, encrypted under its own key, and counts `done` as it
 * goes. A lease that ran out (a server that crashed mid-batch) lets another worker take it up again. At most one
 * job per month and program is queued or running (the partial unique index); a done one is kept until `expires_at`,
 * when the worker deletes its file and the row.
 */
export const ssa623BatchJobs = pgTable(
  'ssa623_batch_jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    month: text('month').notNull(),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id),
    status: text('status', { enum: SSA_623_JOB_STATUSES }).notNull().default('queued'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    /** Claims so far: a job whose worker died this many times is given up (failed). */
    attempts: integer('attempts').notNull().default(0),
    /** The claim's own token and how long it lasts: progress is written only while both still hold. */
    claimToken: text('claim_token'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Why it failed, in words for the finance user (never a stack or a query). */
    error: text('error'),
    requestedBy: integer('requested_by').references(() => staffUsers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The zip in the storage (`reports/<storage name>`), its key wrapped by the app key, its plaintext size. */
    storageName: text('storage_name'),
    keyEncrypted: text('key_encrypted'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
  },
  (table) => [
    uniqueIndex('ssa623_batch_jobs_one_active_idx')
      .on(table.month, table.programId)
      .where(sql`${table.status} in ('queued', 'running')`),
    index('ssa623_batch_jobs_month_idx').on(table.month, table.programId, table.id),
    index('ssa623_batch_jobs_due_idx').on(table.status, table.lockedUntil),
    check('ssa623_batch_jobs_status_check', isOneOf(table.status, SSA_623_JOB_STATUSES)),
    check(
      'ssa623_batch_jobs_done_has_file',
      sql`${table.status} <> 'done' or (${table.storageName} is not null and ${table.keyEncrypted} is not null)`,
    ),
  ],
);
