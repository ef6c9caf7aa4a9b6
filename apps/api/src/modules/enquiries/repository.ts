import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { enquiries, enquiryTypes } from '../../db/schema/index';

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

    /** Newest first. */
    page: (limit: number, offset: number): Promise<StoredEnquiry[]> =>
      selectStored(db).orderBy(desc(enquiries.createdAt), desc(enquiries.id)).limit(limit).offset(offset),

    count: async () => {
      const [row] = await db.select({ total: count() }).from(enquiries);
      return row?.total ?? 0;
    },

    findByReference: async (reference: string): Promise<StoredEnquiry | undefined> => {
      const [row] = await selectStored(db).where(eq(enquiries.reference, reference)).limit(1);
      return row;
    },
  };
}

export type EnquiryRepository = ReturnType<typeof createEnquiryRepository>;
