import type { CaseNoteKind } from '@payee/contract';
import { aliasedTable, and, count, desc, eq, max, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { caseNotes, clientUsers, enquiries, staffUsers } from '../../db/schema/index';

/** A stored note with who wrote it, the enquiry it came from and the newest note correcting it; its text still encrypted. */
export interface StoredCaseNote {
  id: number;
  clientId: number;
  kind: CaseNoteKind;
  contactedAt: Date;
  textEncrypted: string;
  staffUserId: number;
  writtenBy: string;
  createdAt: Date;
  correctsNoteId: number | null;
  correctedByNoteId: number | null;
  enquiryId: number | null;
  enquiryReference: string | null;
}

export interface NewCaseNote {
  clientId: number;
  kind: CaseNoteKind;
  contactedAt: Date;
  staffUserId: number;
  textEncrypted: string;
  correctsNoteId: number | null;
  enquiryId: number | null;
  at: Date;
}

const correctors = aliasedTable(caseNotes, 'correctors');

/**
 * The SQL of case notes (append-only: inserts and reads, nothing else). A list is one statement for its rows
 * (author, enquiry and newest correction joined in) and one for its count, however many notes a page holds.
 */
export function createCaseNoteRepository(db: Database) {
  /** The client's notes, of one kind, or that one note (undefined: no narrowing). */
  const condition = (clientId: number, kind: CaseNoteKind | undefined, noteId?: number): SQL =>
    and(eq(caseNotes.clientId, clientId), kind ? eq(caseNotes.kind, kind) : undefined, noteId ? eq(caseNotes.id, noteId) : undefined)!;

  const rows = (where: SQL) => {
    /** The newest note correcting each note: one grouped sub-query joined to the page. */
    const corrections = db
      .select({ noteId: correctors.correctsNoteId, byId: max(correctors.id).as('corrected_by_id') })
      .from(correctors)
      .groupBy(correctors.correctsNoteId)
      .as('corrections');
    return db
      .select({
        id: caseNotes.id,
        clientId: caseNotes.clientId,
        kind: caseNotes.kind,
        contactedAt: caseNotes.contactedAt,
        textEncrypted: caseNotes.textEncrypted,
        staffUserId: caseNotes.staffUserId,
        writtenBy: staffUsers.name,
        createdAt: caseNotes.createdAt,
        correctsNoteId: caseNotes.correctsNoteId,
        correctedByNoteId: corrections.byId,
        enquiryId: caseNotes.enquiryId,
        enquiryReference: enquiries.reference,
      })
      .from(caseNotes)
      .innerJoin(staffUsers, eq(staffUsers.id, caseNotes.staffUserId))
      .leftJoin(enquiries, eq(enquiries.id, caseNotes.enquiryId))
      .leftJoin(corrections, eq(corrections.noteId, caseNotes.id))
      .where(where)
      .orderBy(desc(caseNotes.contactedAt), desc(caseNotes.id));
  };

  return {
    clientExists: async (clientId: number) => (await db.$count(clientUsers, eq(clientUsers.id, clientId))) > 0,

    /** The client a note belongs to, or undefined when there is no such note. */
    clientOfNote: async (noteId: number) =>
      (await db.select({ clientId: caseNotes.clientId }).from(caseNotes).where(eq(caseNotes.id, noteId)))[0]?.clientId,

    enquiryExists: async (enquiryId: number) => (await db.$count(enquiries, eq(enquiries.id, enquiryId))) > 0,

    /** One page, newest contact first (then newest written). */
    page: (
      clientId: number,
      kind: CaseNoteKind | undefined,
      noteId: number | undefined,
      limit: number,
      offset: number,
    ): Promise<StoredCaseNote[]> =>
      rows(condition(clientId, kind, noteId))
        .limit(limit)
        .offset(offset) as Promise<StoredCaseNote[]>,

    count: async (clientId: number, kind: CaseNoteKind | undefined, noteId?: number) =>
      (
        await db
          .select({ total: count() })
          .from(caseNotes)
          .where(condition(clientId, kind, noteId))
      )[0]?.total ?? 0,

    /** Every note of the client (of one kind), newest first: what a search reads, the text decrypted on the server. */
    all: (clientId: number, kind: CaseNoteKind | undefined, noteId?: number): Promise<StoredCaseNote[]> =>
      rows(condition(clientId, kind, noteId)) as Promise<StoredCaseNote[]>,

    byId: async (noteId: number): Promise<StoredCaseNote | undefined> => ((await rows(eq(caseNotes.id, noteId))) as StoredCaseNote[])[0],

    insert: async (note: NewCaseNote) =>
      (
        await db
          .insert(caseNotes)
          .values({
            clientId: note.clientId,
            kind: note.kind,
            contactedAt: note.contactedAt,
            staffUserId: note.staffUserId,
            textEncrypted: note.textEncrypted,
            correctsNoteId: note.correctsNoteId,
            enquiryId: note.enquiryId,
            createdAt: note.at,
          })
          .returning({ id: caseNotes.id })
      )[0]!.id,
  };
}
