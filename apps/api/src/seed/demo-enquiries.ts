import type { EnquiryStatus, EnquiryThreadKind } from '@payee/contract';
import { eq } from 'drizzle-orm';
import { encryptString, type KeyRing } from '../lib/crypto';
import type { Database } from '../db/client';
import { enquiries, enquiryThreadEntries, staffUsers } from '../db/schema/index';
import { DEMO_CLIENT, DEMO_OVERDRAWN_CLIENT } from './demo-clients';
import { DEMO_STAFF } from './demo-staff';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoEnquiry {
  reference: string;
  status: EnquiryStatus;
  /** A client's enquiry gives their SSN: a demo client's, so the back office shows the match. */
  ssn?: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  /** Ids of migration 0001's enquiry types. */
  enquiryTypeId: number;
  description: string | null;
  daysAgo: number;
  /** Notes and replies by the demo member of staff, oldest first, hours after the enquiry. */
  thread: { kind: EnquiryThreadKind; body: string; hoursAfter: number }[];
}

/**
 * Contact Us enquiries in each status for the back office's inbox (README): two new (one from Maria, matched
 * to her by SSN), one in progress with a note and a reply (Darnell's), and one closed.
 */
export const DEMO_ENQUIRIES: readonly DemoEnquiry[] = [
  {
    reference: 'ENQ-DEMNW2',
    status: 'new',
    firstName: 'Gloria',
    lastName: 'Hayes',
    email: 'gloria.hayes@example.org',
    phoneNumber: '5175550130',
    enquiryTypeId: 2,
    description: 'My father receives Social Security and needs help managing his bills. How does he become a client?',
    daysAgo: 1,
    thread: [],
  },
  {
    reference: 'ENQ-DEMNW3',
    status: 'new',
    ssn: DEMO_CLIENT.ssn,
    firstName: DEMO_CLIENT.firstName,
    lastName: DEMO_CLIENT.lastName,
    email: DEMO_CLIENT.email,
    phoneNumber: DEMO_CLIENT.phone,
    enquiryTypeId: 4,
    description: 'My debit card was declined at the pharmacy this morning. Is there money on it?',
    daysAgo: 2,
    thread: [],
  },
  {
    reference: 'ENQ-DEMPG4',
    status: 'in_progress',
    ssn: DEMO_OVERDRAWN_CLIENT.ssn,
    firstName: DEMO_OVERDRAWN_CLIENT.firstName,
    lastName: DEMO_OVERDRAWN_CLIENT.lastName,
    email: DEMO_OVERDRAWN_CLIENT.email,
    phoneNumber: DEMO_OVERDRAWN_CLIENT.phone,
    enquiryTypeId: 3,
    description: 'Why is my balance below zero? I did not spend more than usual.',
    daysAgo: 5,
    thread: [
      { kind: 'note', body: 'The furnace repair was paid from his account three weeks ago; the next deposit clears it.', hoursAfter: 2 },
      {
        kind: 'reply',
        body:
          'Thank you for your message. The emergency furnace repair was paid from your account, which took the balance below zero. ' +
          'Your next Social Security deposit will bring it back above zero.',
        hoursAfter: 3,
      },
    ],
  },
  {
    reference: 'ENQ-DEMCS5',
    status: 'closed',
    firstName: 'Thomas',
    lastName: 'Reed',
    email: 'thomas.reed@example.org',
    phoneNumber: '5175550131',
    enquiryTypeId: 1,
    description: 'What are your office hours on public holidays?',
    daysAgo: 12,
    thread: [
      { kind: 'reply', body: 'Our office is closed on public holidays. You can still send us a message here at any time.', hoursAfter: 20 },
      { kind: 'note', body: 'Answered; nothing more to do.', hoursAfter: 21 },
    ],
  },
];

/**
 * Adds the demo enquiries that are absent (by reference) with their threads, written by the demo member of
 * staff (seeded before). Answers how many were added.
 */
export async function seedDemoEnquiries(db: Database, key: KeyRing, today: Date = new Date()): Promise<number> {
  const [staff] = await db
    .select({ id: staffUsers.id, name: staffUsers.name })
    .from(staffUsers)
    .where(eq(staffUsers.email, DEMO_STAFF.email));
  let added = 0;
  for (const demo of DEMO_ENQUIRIES) {
    const createdAt = new Date(today.getTime() - demo.daysAgo * DAY_MS);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(enquiries)
        .values({
          reference: demo.reference,
          isClient: demo.ssn !== undefined,
          ssnEncrypted: demo.ssn ? encryptString(demo.ssn, key) : null,
          firstName: demo.firstName,
          lastName: demo.lastName,
          email: demo.email,
          phoneNumber: demo.phoneNumber,
          enquiryTypeId: demo.enquiryTypeId,
          description: demo.description,
          status: demo.status,
          createdAt,
        })
        .onConflictDoNothing({ target: enquiries.reference })
        .returning({ id: enquiries.id });
      if (!row) return;
      added += 1;
      for (const entry of demo.thread) {
        await tx.insert(enquiryThreadEntries).values({
          enquiryId: row.id,
          kind: entry.kind,
          body: entry.body,
          writtenBy: staff?.name ?? DEMO_STAFF.name,
          staffUserId: staff?.id ?? null,
          emailedTo: entry.kind === 'reply' ? demo.email : null,
          createdAt: new Date(createdAt.getTime() + entry.hoursAfter * 60 * 60 * 1000),
        });
      }
    });
  }
  return added;
}
