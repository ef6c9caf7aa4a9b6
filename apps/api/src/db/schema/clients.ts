import { CREDENTIAL_TYPES, CURRENT_PROCESSES, LOGIN_METHODS, PROCESS_TYPES } from '@payee/contract';
import { sql } from 'drizzle-orm';
import { bigint, boolean, char, check, index, integer, jsonb, pgTable, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { isOneOf } from './one-of';
import { staffUsers } from './staff-users';

/** One reason an application was sent back, shown one per line. */
export interface RejectionReason {
  message: string;
}

/**
 * What the back office's client search reads (GET /admin/clients?q=, /admin/finance/clients?q=), one text so one
 * pg_trgm index answers `ILIKE '%q%'`: the full name (with the middle name and suffix where there are), the first
 * and last name alone, the username and the application code, one per line. A search is one line of text (its runs
 * of white space are one space), so it never matches across two of them. Only immutable operators (`||`, coalesce),
 * as an index's expression must be; the query and the index (migration 0029) are made from this one function.
 */
export const clientSearchText = (table: {
  firstName: AnyPgColumn;
  middleName: AnyPgColumn;
  lastName: AnyPgColumn;
  suffix: AnyPgColumn;
  username: AnyPgColumn;
  applicationCode: AnyPgColumn;
}) =>
  sql`(${table.firstName} || coalesce(' ' || ${table.middleName}, '') || ' ' || ${table.lastName} || coalesce(' ' || ${table.suffix}, '')
    || chr(10) || ${table.firstName} || ' ' || ${table.lastName} || chr(10) || coalesce(${table.username}, '') || chr(10) || ${table.applicationCode})`;

/**
 * People who sign in to the client area: applicants (intake), clients being onboarded, and clients.
 * The SSN is kept encrypted (lib/crypto.ts) with a keyed hash beside it for sign-in and look-up, and its
 * last four digits in the clear for greetings and statements; the birth date encrypted. Names and contact
 * details stay in the clear, so staff can search them. Passwords are argon2id hashes.
 */
export const clientUsers = pgTable(
  'client_users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Lowercase; null until the applicant chooses one. */
    username: text('username').unique(),
    passwordHash: text('password_hash'),
    ssnEncrypted: text('ssn_encrypted').notNull(),
    ssnLookup: text('ssn_lookup').notNull().unique(),
    ssnLast4: char('ssn_last4', { length: 4 }).notNull(),
    /** yyyy-MM-dd, encrypted (lib/crypto.ts): sign-in by SSN finds the row by `ssn_lookup`, then compares it decrypted. */
    dateOfBirthEncrypted: text('date_of_birth_encrypted').notNull(),
    title: text('title'),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    suffix: text('suffix'),
    email: text('email'),
    phone: text('phone'),
    /** Kind of user and where it stands. */
    processType: text('process_type', { enum: PROCESS_TYPES }).notNull(),
    currentProcess: text('current_process', { enum: CURRENT_PROCESSES }),
    /** What applicants quote and the sign-in links carry: `APP-7K3P9Q`. */
    applicationCode: text('application_code').notNull().unique(),
    rejectionReasons: jsonb('rejection_reasons').$type<RejectionReason[]>().notNull().default([]),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /**
     * A member of staff locked the client's sign-in (until unlocked): sign-in is refused, sessions were ended.
     * Who, when and why; all three null when not locked. The audit trail keeps every lock and unlock.
     */
    signInLockedAt: timestamp('sign_in_locked_at', { withTimezone: true }),
    signInLockedBy: integer('sign_in_locked_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    signInLockReason: text('sign_in_lock_reason'),
    /**
     * Enrolled in a program (active or not): finance keeps money for them. Kept by the database (a trigger on
     * client_programs, migration 0033), never written by the app, so the finance client list reads it from its own index.
     */
    isEnrolled: boolean('is_enrolled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('client_users_username_lowercase', sql`${table.username} = lower(${table.username})`),
    check('client_users_process_type_check', isOneOf(table.processType, PROCESS_TYPES)),
    check(
      'client_users_current_process_check',
      sql`${table.currentProcess} is null or ${isOneOf(table.currentProcess, CURRENT_PROCESSES)}`,
    ),
    check('client_users_ssn_last4_digits', sql`${table.ssnLast4} ~ '^[0-9]{4}$'`),
    check('client_users_sign_in_lock_reason', sql`(${table.signInLockedAt} is null) = (${table.signInLockReason} is null)`),
    // The back office finds clients and applicants by the last four digits of the SSN (GET /admin/clients?q=6789, /admin/intake?q=6789).
    index('client_users_ssn_last4_idx').on(table.ssnLast4),
    // The onboarding and application queues (a few thousand) among every client (10,000 active): read by their kind
    // and status, not by a scan of every client.
    index('client_users_process_idx').on(table.processType, table.currentProcess),
    // The search's `ILIKE '%q%'` (a Bitmap Index Scan; needs the pg_trgm extension, created by migration 0029). Without
    // GIN's pending list (fastupdate): new clients are few, and a search then never reads a list of unindexed rows.
    index('client_users_search_trgm_idx')
      .using('gin', sql`${clientSearchText(table)} gin_trgm_ops`)
      .with({ fastupdate: false }),
    // The applications queue's name search (GET /admin/intake?q=): each word ILIKE the first or the last name.
    index('client_users_first_name_trgm_idx').using('gin', table.firstName.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('client_users_last_name_trgm_idx').using('gin', table.lastName.op('gin_trgm_ops')).with({ fastupdate: false }),
    // The clients' order in the search and the finance clients list: last name, first name, id.
    index('client_users_name_order_idx').on(table.lastName, table.firstName, table.id),
    // The finance client list's order: the enrolled only (an applicant has no sub-ledger), from their own index.
    index('client_users_enrolled_name_order_idx')
      .on(table.lastName, table.firstName, table.id)
      .where(sql`${table.isEnrolled}`),
    // A search of one or two characters (no trigram in it): a prefix of the last or the first name, in any case, read
    // from these (`lower(name) LIKE 'ab%'`, a BitmapOr of two index range scans; issue 23).
    index('client_users_last_name_prefix_idx').using('btree', sql`lower(${table.lastName}) text_pattern_ops`),
    index('client_users_first_name_prefix_idx').using('btree', sql`lower(${table.firstName}) text_pattern_ops`),
  ],
);

/** Why a sign-in attempt ended as it did; never the secret that was typed. */
export const SIGN_IN_OUTCOMES = [
  'success',
  'bad_credentials',
  'unknown_account',
  'application_mismatch',
  'captcha_failed',
  'throttled',
  /** The right credentials of a client whose sign-in staff have locked. */
  'locked',
] as const;
export type SignInOutcome = (typeof SIGN_IN_OUTCOMES)[number];

/**
 * Every client sign-in attempt, for the lock-out count and for the office to review. The identity typed
 * (username or SSN) and the address are stored only as keyed hashes; no password, SSN or birth date.
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
    method: text('method', { enum: LOGIN_METHODS }).notNull(),
    identityHash: text('identity_hash').notNull(),
    clientId: integer('client_id').references(() => clientUsers.id, { onDelete: 'set null' }),
    isSuccess: boolean('is_success').notNull(),
    reason: text('reason', { enum: SIGN_IN_OUTCOMES }).notNull(),
    ipHash: text('ip_hash'),
    userAgent: text('user_agent'),
  },
  (table) => [
    index('sign_in_attempts_identity_idx').on(table.identityHash, table.attemptedAt),
    index('sign_in_attempts_client_idx').on(table.clientId, table.attemptedAt),
    check('sign_in_attempts_method_check', isOneOf(table.method, LOGIN_METHODS)),
  ],
);

/**
 * Links sent by "Forgot password" and "Forgot username": single use, 60 minutes, only the SHA-256 of the
 * token kept. A newer link of the same kind invalidates the older unused ones.
 */
export const credentialResetTokens = pgTable(
  'credential_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clientUsers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CREDENTIAL_TYPES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    invalidatedAt: timestamp('invalidated_at', { withTimezone: true }),
  },
  (table) => [
    index('credential_reset_tokens_client_idx').on(table.clientId, table.kind),
    check('credential_reset_tokens_kind_check', isOneOf(table.kind, CREDENTIAL_TYPES)),
  ],
);
