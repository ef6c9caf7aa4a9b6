import { CLIENT_READ_KINDS } from '@payee/contract';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { clientUsers } from './clients';
import { isOneOf } from './one-of';
import { staffUsers } from './staff-users';

/**
 * Each client's caseworker (issue 24): one row per client that ever had one; `staff_user_id` null once an admin
 * took the caseworker off. Who assigned them and when is kept here for the record's "assigned by X on date"; every
 * change, from and to, is in the audit trail (`client.caseworker_assign`).
 */
export const clientCaseworkers = pgTable(
  'client_caseworkers',
  {
    clientId: integer('client_id')
      .primaryKey()
      .references(() => clientUsers.id),
    staffUserId: integer('staff_user_id').references(() => staffUsers.id),
    assignedBy: integer('assigned_by')
      .notNull()
      .references(() => staffUsers.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull(),
  },
  // "My clients": a caseworker's clients.
  (table) => [index('client_caseworkers_staff_idx').on(table.staffUserId, table.clientId)],
);

/**
 * The access log (issue 24): one row per staff read of a client's record (who, which client, what was read,
 * when), written by one INSERT in the read's own request before its answer is sent (modules/caseload/access-log.ts).
 * Apart from the audit trail of changes (docs/decisions/back-office.md, "Access log of staff reads"). Append-only:
 * a trigger (migration 0036) refuses UPDATE, DELETE and TRUNCATE. No foreign keys, as the audit trail: the log
 * outlives its subjects, and a cascade would be a change the trigger refuses.
 */
export const clientRecordReads = pgTable(
  'client_record_reads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffUserId: integer('staff_user_id').notNull(),
    clientId: integer('client_id').notNull(),
    kind: text('kind', { enum: CLIENT_READ_KINDS }).notNull(),
  },
  (table) => [
    // "Who read this record": a client's reads, newest first.
    index('client_record_reads_client_idx').on(table.clientId, table.at, table.id),
    check('client_record_reads_kind_check', isOneOf(table.kind, CLIENT_READ_KINDS)),
  ],
);
