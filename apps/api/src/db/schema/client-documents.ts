import { CLIENT_DOCUMENT_TYPES } from '@payee/contract';
import { check, date, foreignKey, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { clientUsers } from './clients';
import { isOneOf } from './one-of';
import { staffUsers } from './staff-users';

/**
 * Documents kept on a client's file (issue 24): award letters, leases, SSA notices, IDs, other papers. The file
 * is stored encrypted under its own key as `documents/<storage name>` (lib/uploads.ts), its key wrapped by the app
 * key (`key_encrypted`, re-wrapped by keys:rotate, db/at-rest.ts). Kept, never changed: a trigger (migration
 * 0034) refuses DELETE, TRUNCATE and every UPDATE but the key rotation's; a newer document says which one it
 * replaces, of the same client (the composite foreign key). No cascades: a cascade would be a change the trigger
 * refuses.
 */
export const clientDocuments = pgTable(
  'client_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clientUsers.id),
    type: text('type', { enum: CLIENT_DOCUMENT_TYPES }).notNull(),
    /** The date on the document. */
    datedOn: date('dated_on', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    storageName: text('storage_name').notNull().unique(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    keyEncrypted: text('key_encrypted').notNull(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id),
    replacesDocumentId: integer('replaces_document_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The file's order, newest document date first, of all types or one.
    index('client_documents_client_dated_idx').on(table.clientId, table.datedOn, table.id),
    index('client_documents_client_type_dated_idx').on(table.clientId, table.type, table.datedOn, table.id),
    index('client_documents_replaces_idx').on(table.replacesDocumentId),
    // The documents expiring soon, across clients (documentsExpiringWithin).
    index('client_documents_expires_idx')
      .on(table.expiresOn)
      .where(sql`${table.expiresOn} is not null`),
    unique('client_documents_client_id_id_unique').on(table.clientId, table.id),
    foreignKey({
      name: 'client_documents_replaces_same_client_fk',
      columns: [table.clientId, table.replacesDocumentId],
      foreignColumns: [table.clientId, table.id],
    }),
    check('client_documents_type_check', isOneOf(table.type, CLIENT_DOCUMENT_TYPES)),
  ],
);
