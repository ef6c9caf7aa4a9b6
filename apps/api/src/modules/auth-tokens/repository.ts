import { and, desc, eq, gt, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
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
  /**
   * Ends the tokens `pick` chooses among one user's unrevoked tokens matching `where`, given newest first. They are
   * locked first, newest first, so that two of these at once (two sign-ins, a sign-in and a password change) lock
   * in one order and the second waits: two updates locking rows as each scanned them met a deadlock on PostgreSQL.
   */
  const revokeLocked = (
    subjectType: AuthSubjectType,
    subjectId: number,
    where: SQL | undefined,
    now: Date,
    pick: (liveNewestFirst: number[]) => number[],
  ) =>
    db.transaction(async (tx) => {
      const live = await tx
        .select({ id: authTokens.id })
        .from(authTokens)
        .where(and(eq(authTokens.subjectType, subjectType), eq(authTokens.subjectId, subjectId), isNull(authTokens.revokedAt), where))
        .orderBy(desc(authTokens.id))
        .for('update');
      const ending = pick(live.map((row) => row.id));
      if (ending.length === 0) return;
      await tx.update(authTokens).set({ revokedAt: now }).where(inArray(authTokens.id, ending));
      markSessionsChanged();
    });

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
      revokeLocked(subjectType, subjectId, gt(authTokens.expiresAt, now), now, (live) => live.slice(keep)),

    /** Ends every live token of one user, except `keepId` (the session that asked, on a password change). */
    revokeAllForSubject: (subjectType: AuthSubjectType, subjectId: number, now: Date, keepId?: number) =>
      revokeLocked(subjectType, subjectId, keepId === undefined ? undefined : ne(authTokens.id, keepId), now, (live) => live),
  };
}

export type AuthTokenRepository = ReturnType<typeof createAuthTokenRepository>;
