import type { EnquiryListSort, EnquiryStatus, EnquiryThreadKind, TAdminEnquiriesQuery } from '@payee/contract';
import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { enquiries, enquirySearchText, enquiryThreadEntries, enquiryTypes } from '../../db/schema/index';
import { containing, sortedBy } from '../../lib/list-order';

export type NewEnquiry = typeof enquiries.$inferInsert;

const STORED_COLUMNS = {
  id: enquiries.id,
  reference: enquiries.reference,
  isClient: enquiries.isClient,
  ssnEncrypted: enquiries.ssnEncrypted,
  firstName: enquiries.firstName,
  lastName: enquiries.lastName,
  email: enquiries.email,
  phoneNumber: enquiries.phoneNumber,
  enquiryTypeId: enquiries.enquiryTypeId,
  enquiryTypeName: enquiryTypes.name,
  description: enquiries.description,
  status: enquiries.status,
  createdAt: enquiries.createdAt,
};

const selectStored = (db: Database) =>
  db.select(STORED_COLUMNS).from(enquiries).innerJoin(enquiryTypes, eq(enquiryTypes.id, enquiries.enquiryTypeId));

/** An enquiry as stored, with its type's name; the SSN still encrypted. */
export type StoredEnquiry = Awaited<ReturnType<typeof selectStored>>[number];

/** The inbox's filters: a status, and a search in the sender's name and the reference (its trigram index, migration 0030). */
const inboxWhere = ({ status, q }: { status?: EnquiryStatus; q?: string }) =>
  and(status ? eq(enquiries.status, status) : undefined, q ? ilike(enquirySearchText(enquiries), containing(q)) : undefined);

export function createEnquiryRepository(db: Database) {
  return {
    /** The name of an enquiry type people may choose (listed in the dropdown), or undefined. */
    activeEnquiryTypeName: async (id: number) => {
      const [row] = await db
        .select({ name: enquiryTypes.name })
        .from(enquiryTypes)
        .where(and(eq(enquiryTypes.id, id), eq(enquiryTypes.isActive, true)))
        .limit(1);
      return row?.name;
    },

    insert: async (enquiry: NewEnquiry) => {
      const [row] = await db
        .insert(enquiries)
        .values(enquiry)
        .returning({ id: enquiries.id, reference: enquiries.reference, createdAt: enquiries.createdAt });
      return row!;
    },

    /** A page of the inbox: of one status or all, what `q` finds (the sender's name or the reference), sorted as asked. */
    page: (
      query: Pick<TAdminEnquiriesQuery, 'status' | 'q' | 'sort' | 'direction'>,
      limit: number,
      offset: number,
    ): Promise<StoredEnquiry[]> => {
      const order: Record<EnquiryListSort, SQL[]> = {
        created_at: sortedBy(query.direction, [enquiries.createdAt], enquiries.id),
        name: sortedBy(query.direction, [enquiries.lastName, enquiries.firstName], enquiries.id),
        reference: sortedBy(query.direction, [enquiries.reference], enquiries.id),
        status: sortedBy(query.direction, [enquiries.status], enquiries.id),
      };
      return selectStored(db)
        .where(inboxWhere(query))
        .orderBy(...order[query.sort])
        .limit(limit)
        .offset(offset);
    },

    count: async (query: Pick<TAdminEnquiriesQuery, 'status' | 'q'>) => {
      const [row] = await db.select({ total: count() }).from(enquiries).where(inboxWhere(query));
      return row?.total ?? 0;
    },

    findByReference: async (reference: string): Promise<StoredEnquiry | undefined> => {
      const [row] = await selectStored(db).where(eq(enquiries.reference, reference)).limit(1);
      return row;
    },

    /** Inside a transaction: locks the enquiry's row until commit and answers its status. */
    lockStatus: async (id: number): Promise<EnquiryStatus | undefined> => {
      const [row] = await db.select({ status: enquiries.status }).from(enquiries).where(eq(enquiries.id, id)).limit(1).for('update');
      return row?.status;
    },

    setStatus: (id: number, status: EnquiryStatus) => db.update(enquiries).set({ status }).where(eq(enquiries.id, id)),

    /** Its notes and replies, oldest first. */
    thread: (enquiryId: number) =>
      db
        .select()
        .from(enquiryThreadEntries)
        .where(eq(enquiryThreadEntries.enquiryId, enquiryId))
        .orderBy(asc(enquiryThreadEntries.createdAt), asc(enquiryThreadEntries.id)),

    addToThread: async (entry: {
      enquiryId: number;
      kind: EnquiryThreadKind;
      body: string;
      writtenBy: string;
      staffUserId: number | null;
      emailedTo?: string | null;
      at: Date;
    }) => {
      const [row] = await db
        .insert(enquiryThreadEntries)
        .values({
          enquiryId: entry.enquiryId,
          kind: entry.kind,
          body: entry.body,
          writtenBy: entry.writtenBy,
          staffUserId: entry.staffUserId,
          emailedTo: entry.emailedTo ?? null,
          createdAt: entry.at,
        })
        .returning({ id: enquiryThreadEntries.id });
      return row!.id;
    },
  };
}

export type EnquiryRepository = ReturnType<typeof createEnquiryRepository>;
