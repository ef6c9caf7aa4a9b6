import { ENQUIRY_STATUSES, ENQUIRY_THREAD_KINDS } from '@payee/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { isOneOf } from './one-of';
import { enquiryTypes } from './reference';
import { staffUsers } from './staff-users';

/**
 * What the enquiry inbox's search reads (GET /admin/enquiries?q=), one text so one pg_trgm index answers
 * `ILIKE '%q%'`, as the client search's (`clientSearchText`): the sender's full name, then the reference, one a line.
 */
export const enquirySearchText = (table: { firstName: AnyPgColumn; lastName: AnyPgColumn; reference: AnyPgColumn }) =>
  sql`(${table.firstName} || ' ' || ${table.lastName} || chr(10) || ${table.reference})`;

/**
 * Messages sent through the Contact Us form. The SSN of a client is kept only
 * encrypted (lib/crypto.ts, AES-256-GCM); the sender's address only as a keyed hash, for abuse checks.
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** What people quote: `ENQ-7K3P9Q`. */
    reference: text('reference').notNull().unique(),
    isClient: boolean('is_client').notNull(),
    ssnEncrypted: text('ssn_encrypted'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    enquiryTypeId: integer('enquiry_type_id')
      .notNull()
      .references(() => enquiryTypes.id),
    description: text('description'),
    ipHash: text('ip_hash'),
    /** Where it stands in the office's work (ENQUIRY_STATUSES in @payee/contract); every new one starts as 'new'. */
    status: text('status', { enum: ENQUIRY_STATUSES }).notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('enquiries_created_at_idx').on(table.createdAt),
    index('enquiries_enquiry_type_id_idx').on(table.enquiryTypeId),
    // The inbox's search (a Bitmap Index Scan on `ILIKE '%q%'`; pg_trgm from migration 0029), without GIN's pending list.
    index('enquiries_search_trgm_idx')
      .using('gin', sql`${enquirySearchText(table)} gin_trgm_ops`)
      .with({ fastupdate: false }),
    // The inbox sorted by name: last name, first name, id.
    index('enquiries_name_order_idx').on(table.lastName, table.firstName, table.id),
    // A client's enquiry carries the SSN; anyone else's never does.
    check('enquiries_ssn_only_for_clients', sql`${table.isClient} = (${table.ssnEncrypted} is not null)`),
    check('enquiries_status_check', isOneOf(table.status, ENQUIRY_STATUSES)),
  ],
);

/**
 * What the office wrote about an enquiry, oldest first: internal notes, and replies e-mailed to the enquirer
 * (stored once sent, with the address it went to). Who wrote it is kept by name as it was then, and by id.
 */
export const enquiryThreadEntries = pgTable(
  'enquiry_thread_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ENQUIRY_THREAD_KINDS }).notNull(),
    body: text('body').notNull(),
    writtenBy: text('written_by').notNull(),
    staffUserId: integer('staff_user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** A reply's recipient; null for a note. */
    emailedTo: text('emailed_to'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('enquiry_thread_entries_enquiry_idx').on(table.enquiryId, table.createdAt),
    check('enquiry_thread_entries_kind_check', isOneOf(table.kind, ENQUIRY_THREAD_KINDS)),
    // A reply always names where it went; a note never does.
    check('enquiry_thread_entries_reply_address', sql`(${table.kind} = 'reply') = (${table.emailedTo} is not null)`),
  ],
);
