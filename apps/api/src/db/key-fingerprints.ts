import { eq, like } from 'drizzle-orm';
import { ciphertextPattern, decryptString, keyFingerprint, type KeyRing } from '../lib/crypto';
import type { Database } from './client';
import { clientUsers, encryptionKeys } from './schema';

/** Thrown at start when a configured key is not the one the data under its id was written with. */
export class KeyMismatchError extends Error {
  constructor(readonly keyId: string) {
    super(
      `The encryption key configured under key id "${keyId}" is not the key this database's data was encrypted with, ` +
        `so this server could read none of it and would write what the other servers cannot read. It has not started. ` +
        `Give it the same APP_ENCRYPTION_KEY (and APP_ENCRYPTION_KEY_ID, APP_ENCRYPTION_OLD_KEYS) as the servers already ` +
        `using this database; in development, the data directory whose secrets.json created this database.`,
    );
    this.name = 'KeyMismatchError';
  }
}

/**
 * Checks every key of the ring against the fingerprint recorded for its id, and records the fingerprint of an id
 * seen for the first time. A database written before fingerprints were kept is checked once by opening one stored
 * SSN under that id. Throws KeyMismatchError for the first key that does not fit; `keys:rotate` adds a key id and
 * keeps the others, so a rotation keeps every fingerprint.
 */
export async function checkKeyFingerprints(db: Database, ring: KeyRing): Promise<void> {
  // Every key is checked before any is recorded, so a refused start records nothing.
  const unrecorded: { keyId: string; fingerprint: string }[] = [];
  for (const [keyId, key] of ring.keys) {
    const fingerprint = keyFingerprint(key);
    const [recorded] = await db.select().from(encryptionKeys).where(eq(encryptionKeys.keyId, keyId));
    if (recorded) {
      if (recorded.fingerprint !== fingerprint) throw new KeyMismatchError(keyId);
      continue;
    }
    const [sample] = await db
      .select({ ssn: clientUsers.ssnEncrypted })
      .from(clientUsers)
      .where(like(clientUsers.ssnEncrypted, ciphertextPattern(keyId)))
      .limit(1);
    if (sample) {
      try {
        decryptString(sample.ssn, ring);
      } catch {
        throw new KeyMismatchError(keyId);
      }
    }
    unrecorded.push({ keyId, fingerprint });
  }
  for (const { keyId, fingerprint } of unrecorded) {
    await db.insert(encryptionKeys).values({ keyId, fingerprint }).onConflictDoNothing();
    // Two servers starting at once: whichever recorded first is the one both are checked against.
    const [kept] = await db.select().from(encryptionKeys).where(eq(encryptionKeys.keyId, keyId));
    if (kept?.fingerprint !== fingerprint) throw new KeyMismatchError(keyId);
  }
}
