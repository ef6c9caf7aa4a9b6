import type { StaffRole } from '@payee/contract';
import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffInvitations, staffRecoveryCodes, staffUsers } from '../../db/schema/index';
import { markSessionsChanged } from '../auth-tokens';

export interface NewStaffUser {
  email: string;
  name: string;
  roles: StaffRole[];
  passwordHash?: string | null;
  totpSecretEncrypted?: string | null;
  totpEnrolledAt?: Date | null;
}

const PUBLIC_COLUMNS = {
  id: staffUsers.id,
  email: staffUsers.email,
  name: staffUsers.name,
  roles: staffUsers.roles,
  createdAt: staffUsers.createdAt,
  deactivatedAt: staffUsers.deactivatedAt,
  totpEnrolledAt: staffUsers.totpEnrolledAt,
};

const SIGN_IN_COLUMNS = {
  ...PUBLIC_COLUMNS,
  passwordHash: staffUsers.passwordHash,
  totpSecretEncrypted: staffUsers.totpSecretEncrypted,
  totpLastStep: staffUsers.totpLastStep,
  lockedUntil: staffUsers.lockedUntil,
};

/** The roles column is text[]; the check constraint keeps it to STAFF_ROLES. */
const withRoles = <T extends { roles: string[]; deactivatedAt: Date | null }>(row: T) => ({
  ...row,
  roles: row.roles as StaffRole[],
  isActive: row.deactivatedAt === null,
});

/** A member of staff as the back office shows them. */
export interface StaffAccount {
  id: number;
  email: string;
  name: string;
  roles: StaffRole[];
  createdAt: Date;
  deactivatedAt: Date | null;
  totpEnrolledAt: Date | null;
  isActive: boolean;
}

export function createStaffRepository(db: Database) {
  return {
    /** `email` must already be lowercase. */
    findForLogin: async (email: string) => {
      const [row] = await db.select(SIGN_IN_COLUMNS).from(staffUsers).where(eq(staffUsers.email, email)).limit(1);
      return row && withRoles(row);
    },

    findForSignInById: async (id: number) => {
      const [row] = await db.select(SIGN_IN_COLUMNS).from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
      return row && withRoles(row);
    },

    findById: async (id: number): Promise<StaffAccount | undefined> => {
      const [row] = await db.select(PUBLIC_COLUMNS).from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
      return row && withRoles(row);
    },

    list: async () => (await db.select(PUBLIC_COLUMNS).from(staffUsers).orderBy(asc(staffUsers.name), asc(staffUsers.id))).map(withRoles),

    existsByEmail: async (email: string) => {
      const [row] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, email)).limit(1);
      return row !== undefined;
    },

    /** Inserts unless the e-mail address is taken; the new id, or undefined when it was taken. */
    insertIfAbsent: async (user: NewStaffUser) => {
      const [row] = await db
        .insert(staffUsers)
        .values(user)
        .onConflictDoNothing({ target: staffUsers.email })
        .returning({ id: staffUsers.id });
      return row?.id;
    },

    /**
     * Counts a wrong password or code; the `max`-th in a row locks the account until `lockedUntil` (and starts
     * the count again). One statement, so parallel attempts cannot both miss the lock.
     */
    recordFailure: async (id: number, max: number, lockedUntil: Date) => {
      const [row] = await db
        .update(staffUsers)
        .set({
          failedSignIns: sql`case when ${staffUsers.failedSignIns} + 1 >= ${max} then 0 else ${staffUsers.failedSignIns} + 1 end`,
          lockedUntil: sql`case when ${staffUsers.failedSignIns} + 1 >= ${max} then ${lockedUntil.toISOString()}::timestamptz else ${staffUsers.lockedUntil} end`,
        })
        .where(eq(staffUsers.id, id))
        .returning({ lockedUntil: staffUsers.lockedUntil });
      return row?.lockedUntil ?? null;
    },

    resetFailures: (id: number) => db.update(staffUsers).set({ failedSignIns: 0, lockedUntil: null }).where(eq(staffUsers.id, id)),

    /** A new secret, not yet proved by a code (enrolment starts or starts again). */
    setPendingTotpSecret: (id: number, encrypted: string) =>
      db.update(staffUsers).set({ totpSecretEncrypted: encrypted, totpEnrolledAt: null, totpLastStep: null }).where(eq(staffUsers.id, id)),

    /**
     * Accepts the code of `step` unless a code of that step or a later one was accepted before (a replay):
     * true when accepted. One conditional update, so two requests with the same code cannot both pass.
     */
    acceptTotpStep: async (id: number, step: number, enrolledAt?: Date) => {
      const rows = await db
        .update(staffUsers)
        .set({ totpLastStep: step, ...(enrolledAt ? { totpEnrolledAt: enrolledAt } : {}) })
        .where(and(eq(staffUsers.id, id), or(isNull(staffUsers.totpLastStep), lt(staffUsers.totpLastStep, step))))
        .returning({ id: staffUsers.id });
      return rows.length > 0;
    },

    replaceRecoveryCodes: async (id: number, codeHashes: string[]) => {
      await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffUserId, id));
      await db.insert(staffRecoveryCodes).values(codeHashes.map((codeHash) => ({ staffUserId: id, codeHash })));
    },

    /** The member's unused recovery codes (their hashes: each is checked in turn, totp.ts `isRecoveryCode`). */
    unusedRecoveryCodes: (id: number) =>
      db
        .select({ id: staffRecoveryCodes.id, codeHash: staffRecoveryCodes.codeHash })
        .from(staffRecoveryCodes)
        .where(and(eq(staffRecoveryCodes.staffUserId, id), isNull(staffRecoveryCodes.usedAt))),

    /** Marks the code used; true when it was still unused (two requests with one code cannot both pass). */
    useRecoveryCode: async (codeId: number, at: Date) => {
      const rows = await db
        .update(staffRecoveryCodes)
        .set({ usedAt: at })
        .where(and(eq(staffRecoveryCodes.id, codeId), isNull(staffRecoveryCodes.usedAt)))
        .returning({ id: staffRecoveryCodes.id });
      return rows.length > 0;
    },

    setPassword: (id: number, passwordHash: string) => db.update(staffUsers).set({ passwordHash }).where(eq(staffUsers.id, id)),

    /** Sessions keep the roles they were verified with for a moment: the request waits for every instance to drop them. */
    setRoles: (id: number, roles: StaffRole[]) => {
      markSessionsChanged();
      return db.update(staffUsers).set({ roles }).where(eq(staffUsers.id, id));
    },

    deactivate: (id: number, at: Date) => {
      markSessionsChanged();
      return db
        .update(staffUsers)
        .set({ deactivatedAt: sql`coalesce(${staffUsers.deactivatedAt}, ${at.toISOString()}::timestamptz)` })
        .where(eq(staffUsers.id, id));
    },

    insertInvitation: (invitation: { staffUserId: number; tokenHash: string; invitedBy: number | null; expiresAt: Date }) =>
      db.insert(staffInvitations).values(invitation),

    /** Marks a live invitation used and answers whose it was; undefined when unknown, used or expired. */
    useInvitation: async (tokenHash: string, at: Date) => {
      const [row] = await db
        .update(staffInvitations)
        .set({ usedAt: at })
        .where(and(eq(staffInvitations.tokenHash, tokenHash), isNull(staffInvitations.usedAt), gt(staffInvitations.expiresAt, at)))
        .returning({ staffUserId: staffInvitations.staffUserId });
      return row?.staffUserId;
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
