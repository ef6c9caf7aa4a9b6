import type { CaseNoteKind } from '@payee/contract';
import { eq } from 'drizzle-orm';
import { encryptString, type KeyRing } from '../lib/crypto';
import type { Database } from '../db/client';
import { caseNotes, clientUsers, enquiries, staffUsers } from '../db/schema/index';
import { DEMO_OVERDRAWN_CLIENT } from './demo-clients';
import { DEMO_STAFF } from './demo-staff';

const HOUR_MS = 60 * 60 * 1000;

interface DemoCaseNote {
  kind: CaseNoteKind;
  hoursAgo: number;
  text: string;
  /** The enquiry it was written from, by reference. */
  enquiry?: string;
  /** It corrects the demo note at this index. */
  corrects?: number;
}

/**
 * Darnell's contact log (README): a phone call, an e-mail written from his enquiry ENQ-DEMPG4, and a
 * correction of the phone call, so the back office shows "Corrected by a later note".
 */
export const DEMO_CASE_NOTES: readonly DemoCaseNote[] = [
  {
    kind: 'phone_call',
    hoursAgo: 5 * 24 - 1,
    text: 'Darnell called about the negative balance. Explained the furnace repair; he agreed to wait for the deposit.',
  },
  {
    kind: 'email',
    hoursAgo: 5 * 24 - 3,
    text: 'Replied to his enquiry about the balance by e-mail.',
    enquiry: 'ENQ-DEMPG4',
  },
  {
    kind: 'phone_call',
    hoursAgo: 4 * 24,
    text: 'Correction: the call was with his sister, who helps him with his mail, not with Darnell.',
    corrects: 0,
  },
];

/** Adds the demo case notes when Darnell has none yet (case notes are append-only: never rewritten). Answers how many. */
export async function seedDemoCaseNotes(db: Database, key: KeyRing, today: Date = new Date()): Promise<number> {
  const [client] = await db
    .select({ id: clientUsers.id })
    .from(clientUsers)
    .where(eq(clientUsers.applicationCode, DEMO_OVERDRAWN_CLIENT.applicationCode));
  const [staff] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, DEMO_STAFF.email));
  if (!client || !staff) return 0;
  if ((await db.$count(caseNotes, eq(caseNotes.clientId, client.id))) > 0) return 0;
  return db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const demo of DEMO_CASE_NOTES) {
      const enquiryId = demo.enquiry
        ? ((await tx.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.reference, demo.enquiry)))[0]?.id ?? null)
        : null;
      const at = new Date(today.getTime() - demo.hoursAgo * HOUR_MS);
      const [row] = await tx
        .insert(caseNotes)
        .values({
          clientId: client.id,
          kind: demo.kind,
          contactedAt: at,
          staffUserId: staff.id,
          textEncrypted: encryptString(demo.text, key),
          correctsNoteId: demo.corrects === undefined ? null : ids[demo.corrects]!,
          enquiryId,
          createdAt: at,
        })
        .returning({ id: caseNotes.id });
      ids.push(row!.id);
    }
    return ids.length;
  });
}
