import type { EnquiryStatus, EnquiryThreadKind } from '@payee/contract';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { enquiries, enquiryThreadEntries, enquiryTypes } from '../../db/schema/index';

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

    /** Newest first, of one status or all. */
    page: (limit: number, offset: number, status?: EnquiryStatus): Promise<StoredEnquiry[]> =>
      selectStored(db)
        .where(status ? eq(enquiries.status, status) : undefined)
        .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
        .limit(limit)
        .offset(offset),

    count: async (status?: EnquiryStatus) => {
      const [row] = await db
        .select({ total: count() })
        .from(enquiries)
        .where(status ? eq(enquiries.status, status) : undefined);
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
