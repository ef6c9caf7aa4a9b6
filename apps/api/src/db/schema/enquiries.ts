import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { isOneOf } from './one-of';
import { enquiryTypes } from './reference';

/** Where an enquiry stands in the office's work; every new one starts as 'new'. */
export const ENQUIRY_STATUSES = ['new', 'in_progress', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/**
 * Messages sent through the Contact Us form (spec 000 sections 2 and 3). The SSN of a client is kept only
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
    status: text('status', { enum: ENQUIRY_STATUSES }).notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('enquiries_created_at_idx').on(table.createdAt),
    index('enquiries_enquiry_type_id_idx').on(table.enquiryTypeId),
    // A client's enquiry carries the SSN; anyone else's never does.
    check('enquiries_ssn_only_for_clients', sql`${table.isClient} = (${table.ssnEncrypted} is not null)`),
    check('enquiries_status_check', isOneOf(table.status, ENQUIRY_STATUSES)),
  ],
);
