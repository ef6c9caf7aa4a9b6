import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { isOneOf } from './one-of';

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * The durable e-mail outbox (issue 13, modules/outbox): each message is written in the transaction of the change
 * that causes it, and every instance's worker sends what is due, one claim at a time (`for update skip locked`
 * and a lease), with retries and back-off. The message itself (recipient, subject, both parts: personal data,
 * reset links) is kept encrypted and removed once sent; what stays says what was sent when, for the metrics.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The template's name (`enquiry-acknowledgement`…): for logs and metrics, never personal. */
    template: text('template').notNull(),
    /** The message as JSON, encrypted with the app key (lib/crypto.ts); null once sent. */
    messageEncrypted: text('message_encrypted'),
    /** The same Message-ID on every attempt, so a message sent twice (a crash between sending and recording) reads as one. */
    messageId: text('message_id').notNull(),
    /** What to record once it is sent, in the same transaction (modules/outbox/after-sent.ts). */
    afterSent: jsonb('after_sent'),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** A worker's claim: until then no other worker takes the message. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The last failure's code and SMTP response code, never the server's words (they may quote the address). */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('email_outbox_due_idx').on(table.status, table.nextAttemptAt),
    check('email_outbox_status_check', isOneOf(table.status, OUTBOX_STATUSES)),
    check('email_outbox_sent_has_no_message', sql`${table.status} <> 'sent' or ${table.messageEncrypted} is null`),
  ],
);
