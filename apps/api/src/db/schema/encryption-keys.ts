import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per encryption key id the data has been written with: a fingerprint of the key (an HMAC of a fixed
 * label under the key, which tells nothing of the key itself), recorded the first time a server runs with that id.
 * A server whose key under an id does not give the recorded fingerprint refuses to start (db/key-fingerprints.ts):
 * it could read none of the data written under that id, and what it wrote the others could not read.
 */
export const encryptionKeys = pgTable('encryption_keys', {
  keyId: text('key_id').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  firstUsedAt: timestamp('first_used_at', { withTimezone: true }).notNull().defaultNow(),
});
