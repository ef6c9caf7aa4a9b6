import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The counters of every rate limit and attempt limit, shared by all instances of the server (lib/limit-store.ts):
 * one row per key (a keyed hash of what is counted: an address, an account), counting hits until `resets_at`.
 * Rows past their window are deleted by the store itself now and then.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_resets_at_idx').on(table.resetsAt)],
);
