import { STAFF_ROLES } from '@payee/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export { STAFF_ROLES, type StaffRole } from '@payee/contract';

const roleList = sql.raw(`array[${STAFF_ROLES.map((role) => `'${role}'`).join(', ')}]::text[]`);

/**
 * People of the office who sign in to the back office. Passwords are argon2id hashes (lib/passwords.ts);
 * an invited member of staff has none until they follow the invitation. TOTP is required of everyone: the
 * secret is AES-256-GCM (lib/crypto, as the SSN), `totp_enrolled_at` set once a first code proved it.
 */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lowercase, so sign-in ignores the case people type. */
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    passwordHash: text('password_hash'),
    /** A set: each role at most once (docs/decisions.md, "Staff sign-in, roles and audit"). */
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    totpSecretEncrypted: text('totp_secret_encrypted'),
    totpEnrolledAt: timestamp('totp_enrolled_at', { withTimezone: true }),
    /** The last 30-second TOTP step accepted: a code of that step or an earlier one is a replay. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Wrong passwords and codes since the last sign-in; the fifth locks the account (`locked_until`). */
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('staff_users_email_lowercase', sql`${table.email} = lower(${table.email})`),
    check('staff_users_roles_check', sql`${table.roles} <@ ${roleList}`),
  ],
);

/** Ten one-time codes per enrolment; only their keyed hashes (lib/crypto `lookupHash`) are kept. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('staff_recovery_codes_staff_idx').on(table.staffUserId)],
);

/** Invitation links (set a password, then enrol TOTP): single use, expiring, only the token's SHA-256 kept. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => staffUsers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('staff_invitations_staff_idx').on(table.staffUserId)],
);
