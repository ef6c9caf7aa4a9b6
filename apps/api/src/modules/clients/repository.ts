import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clientUsers, intakeApplications } from '../../db/schema/index';

export type NewClientUser = typeof clientUsers.$inferInsert;

/** What sign-in and the client area need; never the encrypted SSN. */
const ACCOUNT_COLUMNS = {
  id: clientUsers.id,
  username: clientUsers.username,
  passwordHash: clientUsers.passwordHash,
  ssnLast4: clientUsers.ssnLast4,
  /** Decrypted where it is compared (sign-in by SSN). */
  dateOfBirthEncrypted: clientUsers.dateOfBirthEncrypted,
  title: clientUsers.title,
  firstName: clientUsers.firstName,
  middleName: clientUsers.middleName,
  lastName: clientUsers.lastName,
  suffix: clientUsers.suffix,
  email: clientUsers.email,
  processType: clientUsers.processType,
  currentProcess: clientUsers.currentProcess,
  applicationCode: clientUsers.applicationCode,
  rejectionReasons: clientUsers.rejectionReasons,
  /** Set while staff have locked the client's sign-in. */
  signInLockedAt: clientUsers.signInLockedAt,
  /** The applicant's intake application, if they applied through the intake form. */
  intakeApplicationId: intakeApplications.id,
};

const selectAccount = (db: Database) =>
  db.select(ACCOUNT_COLUMNS).from(clientUsers).leftJoin(intakeApplications, eq(intakeApplications.clientUserId, clientUsers.id));
export type ClientAccount = Awaited<ReturnType<typeof selectAccount>>[number];

/**
 * Inside a transaction: locks a client user's row until commit and answers where they stand (the intake and
 * the onboarding check it again before they write).
 */
export async function lockClientUser(db: Database, clientUserId: number) {
  const [row] = await db
    .select({ processType: clientUsers.processType, currentProcess: clientUsers.currentProcess })
    .from(clientUsers)
    .where(eq(clientUsers.id, clientUserId))
    .limit(1)
    .for('update');
  return row;
}

export function createClientRepository(db: Database) {
  const first = async <T>(rows: Promise<T[]>) => (await rows)[0];
  return {
    findById: (id: number) => first(selectAccount(db).where(eq(clientUsers.id, id)).limit(1)),
    /** `username` must already be lowercase. */
    findByUsername: (username: string) => first(selectAccount(db).where(eq(clientUsers.username, username)).limit(1)),
    /** By the SSN's look-up hashes under every key of the ring (lib/ssn-lookup.ts `ssnLookupHashes`). */
    findBySsnLookup: (ssnLookups: readonly string[]) =>
      first(
        selectAccount(db)
          .where(inArray(clientUsers.ssnLookup, [...ssnLookups]))
          .limit(1),
      ),
    /** `code` must already be uppercase. */
    findByApplicationCode: (code: string) => first(selectAccount(db).where(eq(clientUsers.applicationCode, code)).limit(1)),

    isUsernameTaken: async (username: string, exceptId?: number) => {
      const row = await first(db.select({ id: clientUsers.id }).from(clientUsers).where(eq(clientUsers.username, username)).limit(1));
      return row !== undefined && row.id !== exceptId;
    },

    insert: async (user: NewClientUser) => {
      const [row] = await db.insert(clientUsers).values(user).returning({ id: clientUsers.id });
      return row!.id;
    },

    setPasswordHash: (id: number, passwordHash: string) =>
      db
        .update(clientUsers)
        .set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(clientUsers.id, id)),

    setUsername: (id: number, username: string) =>
      db
        .update(clientUsers)
        .set({ username, updatedAt: sql`now()` })
        .where(eq(clientUsers.id, id)),
  };
}

export type ClientRepository = ReturnType<typeof createClientRepository>;

/**
 * The `id` the web routes by: an applicant's intake application id while their
 * process type is intake (pending applicants resume `/client/intake/resume/{id}`), else the user's id.
 */
export const processSubjectId = (user: Pick<ClientAccount, 'id' | 'processType' | 'intakeApplicationId'>) =>
  user.processType === 'intake' && user.intakeApplicationId !== null ? user.intakeApplicationId : user.id;
