import type { AuthSubjectType } from '../../db/schema/index';
import { generateToken, hashToken } from '../../lib/crypto';
import { TOUCH_INTERVAL_MS, type AuthTokenRepository } from './repository';

/** Staff sign in for a working day. */
export const STAFF_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

/** Clients stay signed in for 2 days, as long as the browser keeps the authToken cookie (spec 000 section 9). */
export const CLIENT_TOKEN_TTL_MS = 2 * 24 * 60 * 60 * 1000;

/** What `generateToken` makes: 32 bytes in base64url. Anything else is refused without a database look-up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const USER_AGENT_MAX_LENGTH = 300;

export type TokenCheck = { ok: true; tokenId: number; subjectId: number } | { ok: false; reason: 'unknown' | 'expired' | 'revoked' };

/**
 * Bearer tokens for any kind of user (staff now, clients next): the token is handed out once, only its
 * SHA-256 is kept, and a token is accepted while it is neither expired nor revoked.
 */
export function createAuthTokenService(repository: AuthTokenRepository, now: () => Date = () => new Date()) {
  return {
    async issue(options: { subjectType: AuthSubjectType; subjectId: number; ttlMs: number; userAgent?: string }) {
      const token = generateToken();
      const expiresAt = new Date(now().getTime() + options.ttlMs);
      await repository.insert({
        tokenHash: hashToken(token),
        subjectType: options.subjectType,
        subjectId: options.subjectId,
        expiresAt,
        userAgent: options.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
      });
      return { token, expiresAt };
    },

    async check(token: string, subjectType: AuthSubjectType): Promise<TokenCheck> {
      if (!TOKEN_PATTERN.test(token)) return { ok: false, reason: 'unknown' };
      const row = await repository.findByHash(hashToken(token));
      if (!row || row.subjectType !== subjectType) return { ok: false, reason: 'unknown' };
      if (row.revokedAt) return { ok: false, reason: 'revoked' };
      const at = now();
      if (row.expiresAt.getTime() <= at.getTime()) return { ok: false, reason: 'expired' };
      // Only when the recorded use is old enough for `touch` to change it: no write, nor query, per request.
      if (!row.lastUsedAt || row.lastUsedAt.getTime() < at.getTime() - TOUCH_INTERVAL_MS) await repository.touch(row.id, at);
      return { ok: true, tokenId: row.id, subjectId: row.subjectId };
    },

    revoke: (tokenId: number) => repository.revoke(tokenId, now()),

    /** Ends all sessions of a user (a password reset), or all but one (a password change keeps the current one). */
    revokeAllFor: (subjectType: AuthSubjectType, subjectId: number, options: { keepTokenId?: number } = {}) =>
      repository.revokeAllForSubject(subjectType, subjectId, now(), options.keepTokenId),
  };
}

export type AuthTokenService = ReturnType<typeof createAuthTokenService>;
