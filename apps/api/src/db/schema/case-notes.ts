import { CASE_NOTE_KINDS } from '@payee/contract';
import { check, foreignKey, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { clientUsers } from './clients';
import { enquiries } from './enquiries';
import { isOneOf } from './one-of';
import { staffUsers } from './staff-users';

/**
 * Case notes and the contact log of a client (issue 24): how the office was in touch, when, who wrote it and
 * what happened. Append-only: a trigger (migration 0030) refuses DELETE, TRUNCATE and every UPDATE but the
 * key rotation's (the text re-encrypted under another key, nothing else changed). A correction is a new note
 * naming the one it corrects, of the same client (the composite foreign key). The text is encrypted
 * (lib/crypto.ts): it can hold health details. No cascades: a cascade would be a change the trigger refuses.
 */
export const caseNotes = pgTable(
  'case_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clientUsers.id),
    kind: text('kind', { enum: CASE_NOTE_KINDS }).notNull(),
    contactedAt: timestamp('contacted_at', { withTimezone: true }).notNull(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id),
    textEncrypted: text('text_encrypted').notNull(),
    correctsNoteId: integer('corrects_note_id'),
    enquiryId: integer('enquiry_id').references(() => enquiries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The contact log's order, newest contact first, of all kinds or one.
    index('case_notes_client_contacted_idx').on(table.clientId, table.contactedAt, table.id),
    index('case_notes_client_kind_contacted_idx').on(table.clientId, table.kind, table.contactedAt, table.id),
    index('case_notes_corrects_idx').on(table.correctsNoteId),
    index('case_notes_enquiry_idx').on(table.enquiryId),
    unique('case_notes_client_id_id_unique').on(table.clientId, table.id),
    foreignKey({
      name: 'case_notes_corrects_same_client_fk',
      columns: [table.clientId, table.correctsNoteId],
      foreignColumns: [table.clientId, table.id],
    }),
    check('case_notes_kind_check', isOneOf(table.kind, CASE_NOTE_KINDS)),
  ],
);
