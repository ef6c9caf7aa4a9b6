import type { AuthSubjectType } from '../../db/schema/index';
import { generateToken, hashToken } from '../../lib/crypto';
import { TOUCH_INTERVAL_MS, type AuthTokenRepository } from './repository';

/** A staff session ends 12 hours after sign-in at the latest (the absolute limit)… */
export const STAFF_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;
/** …and after 15 minutes without a request (the idle timeout); each authenticated request extends it. */
export const STAFF_IDLE_TIMEOUT_MS = 15 * 60 * 1000;
/** The second-step token after a correct password: long enough to open an authenticator app. */
export const STAFF_CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** Clients stay signed in for 2 days, as long as the browser keeps the authToken cookie… */
export const CLIENT_TOKEN_TTL_MS = 2 * 24 * 60 * 60 * 1000;
/** …unless 30 minutes pass without a request (issue 13); the page warns before (web lib/session-idle). */
export const CLIENT_IDLE_TIMEOUT_MS = 30 * 60 * 1000;

/**
 * Live sessions one user may have at once (issue 13): a new sign-in beyond the cap ends the oldest. Clients
 * sign in on a phone and a computer or two; staff on one desk; a challenge lasts five minutes.
 */
export const SESSION_CAPS: Record<AuthSubjectType, number> = { client: 10, staff: 5, staff_challenge: 5 };

/** What `generateToken` makes: 32 bytes in base64url. Anything else is refused without a database look-up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const USER_AGENT_MAX_LENGTH = 300;

export type TokenCheck =
  | {
      ok: true;
      tokenId: number;
      subjectId: number;
      /** When the token stops working if unused: the idle deadline, never after `absoluteExpiresAt`. */
      expiresAt: Date;
      absoluteExpiresAt: Date;
      /** The token's use as recorded now (after this check's write, if it made one). */
      lastUsedAt: Date;
    }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' };

/** A token as stored (never the token itself): what a check reads, and what the session cache keeps. */
export type TokenRow = NonNullable<Awaited<ReturnType<AuthTokenRepository['findByHash']>>>;

/** How a kind of session expires and records its use (see `accept`). */
export interface CheckOptions {
  idleMs?: number;
  touchEveryMs?: number;
}

/**
 * Bearer tokens for any kind of user (staff now, clients next): the token is handed out once, only its
 * SHA-256 is kept, and a token is accepted while it is neither expired nor revoked.
 */
export function createAuthTokenService(repository: AuthTokenRepository, now: () => Date = () => new Date()) {
  /**
   * Whether a token, as read (`row`), is live for that kind. With `idleMs` it also expires `idleMs` after its
   * last use, and a successful check records the use, extending it: every time (staff), or with `touchEveryMs`
   * only when the recorded use is older than that (clients: no write per request; the idle end is then counted
   * from the recorded use, at most that much earlier than the last request).
   */
  async function accept(row: TokenRow | undefined, subjectType: AuthSubjectType, options: CheckOptions = {}): Promise<TokenCheck> {
    if (!row || row.subjectType !== subjectType) return { ok: false, reason: 'unknown' };
    if (row.revokedAt) return { ok: false, reason: 'revoked' };
    const at = now();
    if (row.expiresAt.getTime() <= at.getTime()) return { ok: false, reason: 'expired' };
    const accepted = { ok: true as const, tokenId: row.id, subjectId: row.subjectId, absoluteExpiresAt: row.expiresAt };
    const lastUse = row.lastUsedAt ?? row.createdAt;
    const isStale = lastUse.getTime() < at.getTime() - (options.touchEveryMs ?? TOUCH_INTERVAL_MS);
    if (options.idleMs !== undefined) {
      if (lastUse.getTime() + options.idleMs <= at.getTime()) return { ok: false, reason: 'expired' };
      const recordsNow = options.touchEveryMs === undefined || isStale;
      if (recordsNow) await repository.touchNow(row.id, at);
      const recorded = recordsNow ? at : lastUse;
      return {
        ...accepted,
        lastUsedAt: recorded,
        expiresAt: new Date(Math.min(recorded.getTime() + options.idleMs, row.expiresAt.getTime())),
      };
    }
    // Only when the recorded use is old enough for `touch` to change it: no write, nor query, per request.
    const touches = !row.lastUsedAt || isStale;
    if (touches) await repository.touch(row.id, at);
    return { ...accepted, lastUsedAt: touches ? at : lastUse, expiresAt: row.expiresAt };
  }

  /** The stored hash of a token, or undefined for anything `generateToken` never makes (refused unread). */
  const hashOf = (token: string) => (TOKEN_PATTERN.test(token) ? hashToken(token) : undefined);

  return {
    /** A new token for the user; beyond their cap (SESSION_CAPS), their oldest live tokens end. */
    async issue(options: { subjectType: AuthSubjectType; subjectId: number; ttlMs: number; userAgent?: string }) {
      const token = generateToken();
      const at = now();
      const expiresAt = new Date(at.getTime() + options.ttlMs);
      await repository.insert({
        lastUsedAt: at,
        tokenHash: hashToken(token),
        subjectType: options.subjectType,
        subjectId: options.subjectId,
        expiresAt,
        userAgent: options.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
      });
      await repository.revokeBeyondNewest(options.subjectType, options.subjectId, SESSION_CAPS[options.subjectType], at);
      return { token, expiresAt };
    },

    hashOf,
    /** The token stored under `tokenHash` (from `hashOf`), live or not. */
    find: (tokenHash: string) => repository.findByHash(tokenHash),
    accept,

    /** Whether a token of that kind is live (`accept` on the token as stored now). */
    async check(token: string, subjectType: AuthSubjectType, options: CheckOptions = {}): Promise<TokenCheck> {
      const tokenHash = hashOf(token);
      return accept(tokenHash === undefined ? undefined : await repository.findByHash(tokenHash), subjectType, options);
    },

    revoke: (tokenId: number) => repository.revoke(tokenId, now()),

    /** Ends all sessions of a user (a password reset), or all but one (a password change keeps the current one). */
    revokeAllFor: (subjectType: AuthSubjectType, subjectId: number, options: { keepTokenId?: number } = {}) =>
      repository.revokeAllForSubject(subjectType, subjectId, now(), options.keepTokenId),
  };
}

export type AuthTokenService = ReturnType<typeof createAuthTokenService>;
