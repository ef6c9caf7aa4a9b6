import type { ClientDocumentType } from '@payee/contract';
import { aliasedTable, and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, max, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clientDocuments, clientUsers, staffUsers } from '../../db/schema/index';

/** A kept document with who uploaded it and the newest document replacing it; its file still in storage. */
export interface StoredClientDocument {
  id: number;
  clientId: number;
  type: ClientDocumentType;
  datedOn: string;
  expiresOn: string | null;
  storageName: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
  keyEncrypted: string;
  staffUserId: number;
  uploadedBy: string;
  createdAt: Date;
  replacesDocumentId: number | null;
  replacedByDocumentId: number | null;
}

export interface NewClientDocument {
  clientId: number;
  type: ClientDocumentType;
  datedOn: string;
  expiresOn: string | null;
  storageName: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  keyEncrypted: string;
  staffUserId: number;
  replacesDocumentId: number | null;
  at: Date;
}

/** A document expiring by a day, not replaced: what a `document_expiry` task is made from, once per document. */
export interface ExpiringClientDocument {
  documentId: number;
  clientId: number;
  type: ClientDocumentType;
  expiresOn: string;
}

/** The types a reader may see: every type, or only these (finance). */
export type ReadableTypes = readonly ClientDocumentType[] | 'all';

const replacers = aliasedTable(clientDocuments, 'replacers');

/**
 * The SQL of kept documents (inserts and reads, nothing else). A page is one statement for its rows (uploader and
 * newest replacement joined in) and one for its count, however many documents it holds.
 */
export function createClientDocumentRepository(db: Database) {
  const condition = (clientId: number, type: ClientDocumentType | undefined, readable: ReadableTypes): SQL =>
    and(
      eq(clientDocuments.clientId, clientId),
      type ? eq(clientDocuments.type, type) : undefined,
      readable === 'all' ? undefined : inArray(clientDocuments.type, [...readable]),
    )!;

  const rows = (where: SQL) => {
    /** The newest document replacing each document: one grouped sub-query joined to the page. */
    const replacements = db
      .select({ documentId: replacers.replacesDocumentId, byId: max(replacers.id).as('replaced_by_id') })
      .from(replacers)
      .where(isNotNull(replacers.replacesDocumentId))
      .groupBy(replacers.replacesDocumentId)
      .as('replacements');
    return db
      .select({
        id: clientDocuments.id,
        clientId: clientDocuments.clientId,
        type: clientDocuments.type,
        datedOn: clientDocuments.datedOn,
        expiresOn: clientDocuments.expiresOn,
        storageName: clientDocuments.storageName,
        originalName: clientDocuments.originalName,
        contentType: clientDocuments.contentType,
        sizeBytes: clientDocuments.sizeBytes,
        keyEncrypted: clientDocuments.keyEncrypted,
        staffUserId: clientDocuments.staffUserId,
        uploadedBy: staffUsers.name,
        createdAt: clientDocuments.createdAt,
        replacesDocumentId: clientDocuments.replacesDocumentId,
        replacedByDocumentId: replacements.byId,
      })
      .from(clientDocuments)
      .innerJoin(staffUsers, eq(staffUsers.id, clientDocuments.staffUserId))
      .leftJoin(replacements, eq(replacements.documentId, clientDocuments.id))
      .where(where)
      .orderBy(desc(clientDocuments.datedOn), desc(clientDocuments.id));
  };

  return {
    clientExists: async (clientId: number) => (await db.$count(clientUsers, eq(clientUsers.id, clientId))) > 0,

    /** The client a document belongs to, or undefined when there is no such document. */
    clientOfDocument: async (documentId: number) =>
      (await db.select({ clientId: clientDocuments.clientId }).from(clientDocuments).where(eq(clientDocuments.id, documentId)))[0]
        ?.clientId,

    /** One page, newest document date first (then newest uploaded). */
    page: (clientId: number, type: ClientDocumentType | undefined, readable: ReadableTypes, limit: number, offset: number) =>
      rows(condition(clientId, type, readable))
        .limit(limit)
        .offset(offset) as Promise<StoredClientDocument[]>,

    count: async (clientId: number, type: ClientDocumentType | undefined, readable: ReadableTypes) =>
      (
        await db
          .select({ total: count() })
          .from(clientDocuments)
          .where(condition(clientId, type, readable))
      )[0]?.total ?? 0,

    /** The client's document, when the reader may see its type; undefined for another client's id. */
    byId: async (clientId: number, documentId: number, readable: ReadableTypes = 'all'): Promise<StoredClientDocument | undefined> =>
      ((await rows(and(condition(clientId, undefined, readable), eq(clientDocuments.id, documentId))!)) as StoredClientDocument[])[0],

    insert: async (document: NewClientDocument) =>
      (
        await db
          .insert(clientDocuments)
          .values({
            clientId: document.clientId,
            type: document.type,
            datedOn: document.datedOn,
            expiresOn: document.expiresOn,
            storageName: document.storageName,
            originalName: document.originalName,
            contentType: document.contentType,
            sizeBytes: document.sizeBytes,
            sha256: document.sha256,
            keyEncrypted: document.keyEncrypted,
            staffUserId: document.staffUserId,
            replacesDocumentId: document.replacesDocumentId,
            createdAt: document.at,
          })
          .returning({ id: clientDocuments.id })
      )[0]!.id,

    /**
     * Every document of every client that expires on or before `lastDay` (already expired included) and that no
     * later document replaces, soonest first: one statement, read from the expiry's partial index.
     */
    expiringBy: (lastDay: string): Promise<ExpiringClientDocument[]> =>
      db
        .select({
          documentId: clientDocuments.id,
          clientId: clientDocuments.clientId,
          type: clientDocuments.type,
          expiresOn: clientDocuments.expiresOn,
        })
        .from(clientDocuments)
        .leftJoin(replacers, eq(replacers.replacesDocumentId, clientDocuments.id))
        .where(and(isNotNull(clientDocuments.expiresOn), lte(clientDocuments.expiresOn, lastDay), isNull(replacers.id)))
        .orderBy(asc(clientDocuments.expiresOn), asc(clientDocuments.id)) as Promise<ExpiringClientDocument[]>,
  };
}
