import { officeToday } from '@payee/contract';
import { eq } from 'drizzle-orm';
import type { KeyRing } from '../lib/crypto';
import type { FileStorage } from '../lib/storage/file-storage';
import { removeStoredFiles, storeUploadBytes } from '../lib/uploads';
import type { Database } from '../db/client';
import { clientDocuments, clientUsers, staffUsers } from '../db/schema/index';
import { DEMO_CLIENT } from './demo-clients';
import { demoPdf } from './demo-documents';
import { DEMO_STAFF } from './demo-staff';

/** The demo award letter's file name (README). */
export const DEMO_AWARD_LETTER_NAME = 'ssi-award-letter.pdf';

/**
 * Maria's SSI award letter for this year, dated January 1 (the cost-of-living change), on her file (README): a real
 * small PDF, stored encrypted as an upload is. Added when she has no document yet (documents are never rewritten).
 * Answers how many it added.
 */
export async function seedDemoClientDocuments(db: Database, key: KeyRing, storage: FileStorage, today: Date = new Date()): Promise<number> {
  const [client] = await db
    .select({ id: clientUsers.id })
    .from(clientUsers)
    .where(eq(clientUsers.applicationCode, DEMO_CLIENT.applicationCode));
  const [staff] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, DEMO_STAFF.email));
  if (!client || !staff) return 0;
  if ((await db.$count(clientDocuments, eq(clientDocuments.clientId, client.id))) > 0) return 0;
  const datedOn = `${officeToday(today).slice(0, 4)}-01-01`;
  const bytes = await demoPdf(`Notice of award: Supplemental Security Income, ${datedOn.slice(0, 4)}`);
  const stored = await storeUploadBytes(storage, key, 'documents', DEMO_AWARD_LETTER_NAME, 'application/pdf', bytes);
  try {
    await db.insert(clientDocuments).values({
      clientId: client.id,
      type: 'award_letter',
      datedOn,
      storageName: stored.storageName,
      originalName: stored.originalName,
      contentType: stored.contentType,
      sizeBytes: stored.sizeBytes,
      sha256: stored.sha256,
      keyEncrypted: stored.keyEncrypted,
      staffUserId: staff.id,
    });
  } catch (error) {
    await removeStoredFiles(storage, 'documents', [stored.storageName]).catch(() => {});
    throw error;
  }
  return 1;
}
