import { and, desc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { signInAttempts, type SignInOutcome } from '../../db/schema/index';

export interface NewSignInAttempt {
  method: 'username' | 'ssn';
  identityHash: string;
  clientId: number | null;
  outcome: SignInOutcome;
  at: Date;
  ipHash: string | null;
  userAgent: string | null;
}

/** Outcomes that count towards the lock-out: wrong credentials, not a failed captcha or a refused attempt. */
const COUNTED_FAILURES: SignInOutcome[] = ['bad_credentials', 'unknown_account', 'application_mismatch'];

export function createSignInAttemptRepository(db: Database) {
  return {
    insert: (attempt: NewSignInAttempt) =>
      db.insert(signInAttempts).values({
        attemptedAt: attempt.at,
        method: attempt.method,
        identityHash: attempt.identityHash,
        clientId: attempt.clientId,
        isSuccess: attempt.outcome === 'success',
        reason: attempt.outcome,
        ipHash: attempt.ipHash,
        userAgent: attempt.userAgent,
      }),

    /**
     * Times of the counted failures for this identity or account since `since` and since its last successful
     * sign-in, newest first, at most `limit`. Without an identity (the back office's view of a client), the
     * account's own.
     */
    recentFailures: async (identityHash: string | null, clientId: number | null, since: Date, limit: number): Promise<Date[]> => {
      const byIdentity = identityHash === null ? undefined : eq(signInAttempts.identityHash, identityHash);
      const byAccount = clientId === null ? undefined : eq(signInAttempts.clientId, clientId);
      const who: SQL | undefined = byIdentity && byAccount ? or(byIdentity, byAccount) : (byIdentity ?? byAccount);
      if (!who) return [];
      const lastSuccess = db
        .select({ at: sql`coalesce(max(${signInAttempts.attemptedAt}), ${since.toISOString()}::timestamptz)` })
        .from(signInAttempts)
        .where(and(who, eq(signInAttempts.isSuccess, true), gt(signInAttempts.attemptedAt, since)));
      const rows = await db
        .select({ attemptedAt: signInAttempts.attemptedAt })
        .from(signInAttempts)
        .where(
          and(
            who,
            sql`${signInAttempts.reason} in (${sql.join(
              COUNTED_FAILURES.map((reason) => sql`${reason}`),
              sql`, `,
            )})`,
            gt(signInAttempts.attemptedAt, since),
            sql`${signInAttempts.attemptedAt} > (${lastSuccess})`,
          ),
        )
        .orderBy(desc(signInAttempts.attemptedAt))
        .limit(limit);
      return rows.map((row) => row.attemptedAt);
    },
  };
}

export type SignInAttemptRepository = ReturnType<typeof createSignInAttemptRepository>;
