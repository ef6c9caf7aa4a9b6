import { and, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authTokens, type AuthSubjectType } from '../../db/schema/index';
import { markSessionsChanged } from './session-sync';

export interface NewAuthToken {
  tokenHash: string;
  subjectType: AuthSubjectType;
  subjectId: number;
  expiresAt: Date;
  userAgent: string | null;
  /** Set at issue for tokens with an idle timeout: the idle clock starts at sign-in. */
  lastUsedAt?: Date;
}

/** How often a token's `last_used_at` is brought up to date. */
export const TOUCH_INTERVAL_MS = 60_000;

export function createAuthTokenRepository(db: Database) {
  return {
    insert: (token: NewAuthToken) => db.insert(authTokens).values(token),

    findByHash: async (tokenHash: string) => {
      const [row] = await db
        .select({
          id: authTokens.id,
          subjectType: authTokens.subjectType,
          subjectId: authTokens.subjectId,
          expiresAt: authTokens.expiresAt,
          revokedAt: authTokens.revokedAt,
          lastUsedAt: authTokens.lastUsedAt,
          createdAt: authTokens.createdAt,
        })
        .from(authTokens)
        .where(eq(authTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /** Records use at most once a minute, so reading a page of the back office is not a write per call. */
    touch: (id: number, now: Date) =>
      db
        .update(authTokens)
        .set({ lastUsedAt: now })
        .where(
          and(
            eq(authTokens.id, id),
            or(isNull(authTokens.lastUsedAt), lt(authTokens.lastUsedAt, new Date(now.getTime() - TOUCH_INTERVAL_MS))),
          ),
        ),

    /** Every use of a token with an idle timeout is recorded: the timeout runs from the last request. */
    touchNow: (id: number, now: Date) => db.update(authTokens).set({ lastUsedAt: now }).where(eq(authTokens.id, id)),

    revoke: (id: number, now: Date) => {
      markSessionsChanged();
      return db
        .update(authTokens)
        .set({ revokedAt: sql`coalesce(${authTokens.revokedAt}, ${now})` })
        .where(eq(authTokens.id, id));
    },

    /**
     * Ends the live tokens of one user beyond the `keep` newest (the cap on concurrent sessions): the oldest go
     * first. Newest by id, which grows with each token issued.
     */
    revokeBeyondNewest: (subjectType: AuthSubjectType, subjectId: number, keep: number, now: Date) =>
      // Two sign-ins of one user at once each end the oldest: the live tokens are locked first, newest first, so
      // both lock in one order and the second waits (two updates locking as they scanned could deadlock).
      db.transaction(async (tx) => {
        const live = await tx
          .select({ id: authTokens.id })
          .from(authTokens)
          .where(
            and(
              eq(authTokens.subjectType, subjectType),
              eq(authTokens.subjectId, subjectId),
              isNull(authTokens.revokedAt),
              gt(authTokens.expiresAt, now),
            ),
          )
          .orderBy(desc(authTokens.id))
          .for('update');
        const beyond = live.slice(keep).map((row) => row.id);
        if (beyond.length === 0) return;
        await tx.update(authTokens).set({ revokedAt: now }).where(inArray(authTokens.id, beyond));
        markSessionsChanged();
      }),

    /** Ends every live token of one user, except `keepId` (the session that asked, on a password change). */
    revokeAllForSubject: (subjectType: AuthSubjectType, subjectId: number, now: Date, keepId?: number) =>
      // Locked newest first, as `revokeBeyondNewest` does, so that it and a sign-in at the same time never deadlock.
      db.transaction(async (tx) => {
        const live = await tx
          .select({ id: authTokens.id })
          .from(authTokens)
          .where(
            and(
              eq(authTokens.subjectType, subjectType),
              eq(authTokens.subjectId, subjectId),
              isNull(authTokens.revokedAt),
              keepId === undefined ? undefined : ne(authTokens.id, keepId),
            ),
          )
          .orderBy(desc(authTokens.id))
          .for('update');
        if (live.length === 0) return;
        await tx
          .update(authTokens)
          .set({ revokedAt: now })
          .where(
            inArray(
              authTokens.id,
              live.map((row) => row.id),
            ),
          );
        markSessionsChanged();
      }),
  };
}

export type AuthTokenRepository = ReturnType<typeof createAuthTokenRepository>;
