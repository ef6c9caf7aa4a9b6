import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { staffUsers } from './staff-users';

/**
 * The `Idempotency-Key`s of requests that post money (plugins/idempotency.ts; docs/decisions.md, "Trust ledger"):
 * one row per member of staff and key, claimed before the work so two requests with one key never both run, then
 * holding the first answer, replayed to a retry of the same request for 24 hours. Keys are stored as sent: they
 * are not secrets, and they are only ever looked up with the staff member's id.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the method, the path and the body (a file as its own SHA-256): a retry must send the same. */
    requestHash: text('request_hash').notNull(),
    /** The attempt holding the key: the work's transaction commits only while it still does. */
    claimToken: text('claim_token').notNull(),
    /** Until then the attempt is taken to be running; after it, one that never committed may be run again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
    /** Set in the work's own transaction: from then on the request is done, whether or not its answer was kept. */
    committedAt: timestamp('committed_at', { withTimezone: true }),
    responseStatus: integer('response_status'),
    responseContentType: text('response_content_type'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.staffUserId, table.key] }),
    index('idempotency_keys_expires_at_idx').on(table.expiresAt),
    check('idempotency_keys_answer_complete', sql`(${table.responseStatus} is null) = (${table.responseBody} is null)`),
  ],
);
