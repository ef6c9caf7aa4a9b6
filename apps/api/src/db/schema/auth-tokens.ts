import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { isOneOf } from './one-of';

/** Who a token signs in: office staff now, clients from the sign-in issue on (same table, same checks). */
/** `staff_challenge`: the second-step token after a correct password, good only for the TOTP step. */
export const AUTH_SUBJECT_TYPES = ['client', 'staff', 'staff_challenge'] as const;
export type AuthSubjectType = (typeof AUTH_SUBJECT_TYPES)[number];

/**
 * Bearer tokens. Only the SHA-256 of each token is stored (lib/crypto.ts `hashToken`), so a copy of this
 * table signs nobody in. A token is valid while it is neither expired nor revoked.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    subjectType: text('subject_type', { enum: AUTH_SUBJECT_TYPES }).notNull(),
    /** The id in the subject's own table (staff_users, later clients). */
    subjectId: integer('subject_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (table) => [
    index('auth_tokens_subject_idx').on(table.subjectType, table.subjectId),
    check('auth_tokens_subject_type_check', isOneOf(table.subjectType, AUTH_SUBJECT_TYPES)),
  ],
);
