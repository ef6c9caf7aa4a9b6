import type { StaffRole, TStaffChallenge, TStaffLoginRequest, TStaffTotpRequest } from '@payee/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { ApiError, validationFailed } from '../../lib/api-error';
import { hashToken } from '../../lib/crypto';
import { TooManyAttemptsError, type LimitStore } from '../../lib/limit-store';
import { hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords';
import { createAuditRepository } from '../audit';
import { type AuthTokenService, STAFF_CHALLENGE_TTL_MS, STAFF_IDLE_TIMEOUT_MS, STAFF_TOKEN_TTL_MS } from '../auth-tokens';
import { createStaffRepository, type StaffRepository } from './repository';
import {
  decryptTotpSecret,
  encryptTotpSecret,
  hashRecoveryCode,
  isRecoveryCode,
  matchingTotpStep,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
} from './totp';
import { API_ACCOUNTS_MESSAGES } from '@payee/content/api-accounts';
import { ADMIN_MESSAGES } from '@payee/content/validation-admin';

/** The same words whichever part was wrong, so the answer does not say which addresses have accounts. */
const MESSAGES = API_ACCOUNTS_MESSAGES.staffSignIn;
export const BAD_CREDENTIALS_MESSAGE = MESSAGES.badCredentials;
export const BAD_CODE_MESSAGE = MESSAGES.badCode;
export const BAD_RECOVERY_CODE_MESSAGE = MESSAGES.badRecoveryCode;
export const CHALLENGE_EXPIRED_MESSAGE = MESSAGES.challengeExpired;
export const BAD_INVITATION_MESSAGE = MESSAGES.badInvitation;
/** Wrong passwords and codes in a row before the account is locked, and for how long. */
export const STAFF_MAX_FAILURES = 5;
export const STAFF_LOCK_MS = 15 * 60 * 1000;

export const accountLockedMessage = (minutes: number) => MESSAGES.accountLocked(STAFF_MAX_FAILURES, minutes);

/** The 429 of a locked account, with when to come back (also as Retry-After). */
export class StaffLockedError extends TooManyAttemptsError {
  constructor(retryAfterSeconds: number) {
    super(accountLockedMessage(Math.max(1, Math.ceil(retryAfterSeconds / 60))), retryAfterSeconds);
  }
}

export interface StaffSignInDeps {
  db: Database;
  tokens: AuthTokenService;
  /** The shared counters: an address without an account locks as an account does (no telling them apart). */
  limits: LimitStore;
  config: Pick<Config, 'APP_ENCRYPTION_KEY'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  now: () => Date;
}

/** Where a request came from: written to the audit trail with every attempt. */
export interface RequestContext {
  ip: string | null;
  userAgent?: string;
}

/** The answer of a completed sign-in: the session (its token shown once). */
export interface StaffSignedIn {
  id: number;
  email: string;
  name: string;
  roles: StaffRole[];
  token: string;
  expires_at: string;
  absolute_expires_at: string;
  recovery_codes?: string[];
}

/**
 * Staff sign-in in two steps (docs/decisions.md, "Staff sign-in, roles and audit"): e-mail and password give
 * only a 5-minute challenge token, good for nothing but the TOTP step (or enrolling TOTP when not yet done);
 * the code then gives the session. Wrong passwords and codes count together: the fifth in a row locks the
 * account for 15 minutes. Every attempt, either step, is a row of the audit trail; no secret ever is.
 */
/** How long the failures of an address without an account are remembered (an account's are until it signs in). */
const UNKNOWN_FAILURES_MS = 24 * 60 * 60 * 1000;

export function createStaffSignIn({ db, tokens, limits, config, log, now }: StaffSignInDeps) {
  const staff = createStaffRepository(db);
  const audit = createAuditRepository(db);
  const key = config.APP_ENCRYPTION_KEY;

  const attempt = (context: RequestContext, step: string, outcome: string, staffUserId: number | null) =>
    audit.record({
      action: 'staff.sign_in',
      staffUserId,
      recordType: staffUserId ? 'staff_user' : null,
      recordId: staffUserId,
      ip: context.ip,
      details: { step, outcome },
      at: now(),
    });

  const refuseIfLocked = async (user: { id: number; lockedUntil: Date | null }, context: RequestContext, step: string) => {
    const at = now();
    if (user.lockedUntil && user.lockedUntil.getTime() > at.getTime()) {
      await attempt(context, step, 'locked', user.id);
      throw new StaffLockedError((user.lockedUntil.getTime() - at.getTime()) / 1000);
    }
  };

  /**
   * An e-mail address without an account locks exactly as an account would (the fifth wrong password in a row,
   * for 15 minutes, with the same answer), so the lock-out does not tell which addresses have accounts.
   * Counted in the shared store under the address typed.
   */
  const unknownAccount = (email: string) => ({
    failures: `staff-unknown-failures:${email}`,
    lock: `staff-unknown-lock:${email}`,
  });

  const refuseIfUnknownLocked = async (email: string, context: RequestContext) => {
    const lock = await limits.peek(unknownAccount(email).lock);
    if (!lock) return;
    await attempt(context, 'password', 'locked', null);
    throw new StaffLockedError((lock.resetsAt.getTime() - now().getTime()) / 1000);
  };

  const failUnknown = async (email: string) => {
    const keys = unknownAccount(email);
    const { hits } = await limits.hit(keys.failures, UNKNOWN_FAILURES_MS);
    if (hits < STAFF_MAX_FAILURES) return;
    await limits.hit(keys.lock, STAFF_LOCK_MS);
    await limits.clear(keys.failures);
  };

  /** Counts the failure; when it locks the account, the challenge (if any) ends too. */
  const fail = async (userId: number, challengeTokenId?: number) => {
    const lockedUntil = await staff.recordFailure(userId, STAFF_MAX_FAILURES, new Date(now().getTime() + STAFF_LOCK_MS));
    if (lockedUntil && lockedUntil.getTime() > now().getTime() && challengeTokenId !== undefined) await tokens.revoke(challengeTokenId);
  };

  /** Uses one of the member's unused recovery codes if `typed` is one; each is checked in turn (argon2id). */
  async function useRecoveryCode(userId: number, typed: string): Promise<boolean> {
    for (const code of await staff.unusedRecoveryCodes(userId)) {
      if (await isRecoveryCode(code.codeHash, typed, key)) return staff.useRecoveryCode(code.id, now());
    }
    return false;
  }

  /** The member of staff a challenge token was given to, while it is live and they are active. */
  async function challenged(challengeToken: string) {
    const check = await tokens.check(challengeToken, 'staff_challenge');
    const user = check.ok ? await staff.findForSignInById(check.subjectId) : undefined;
    if (!check.ok || !user || !user.isActive) throw new ApiError(401, CHALLENGE_EXPIRED_MESSAGE);
    return { user, tokenId: check.tokenId };
  }

  async function challenge(userId: number, isEnrolled: boolean, userAgent?: string): Promise<TStaffChallenge> {
    const { token, expiresAt } = await tokens.issue({
      subjectType: 'staff_challenge',
      subjectId: userId,
      ttlMs: STAFF_CHALLENGE_TTL_MS,
      userAgent,
    });
    return { challenge_token: token, next_step: isEnrolled ? 'totp' : 'enrol', expires_at: expiresAt.toISOString() };
  }

  async function startSession(
    user: { id: number; email: string; name: string; roles: StaffRole[] },
    challengeTokenId: number,
    context: RequestContext,
    method: string,
  ): Promise<StaffSignedIn> {
    await tokens.revoke(challengeTokenId);
    await staff.resetFailures(user.id);
    const { token, expiresAt } = await tokens.issue({
      subjectType: 'staff',
      subjectId: user.id,
      ttlMs: STAFF_TOKEN_TTL_MS,
      userAgent: context.userAgent,
    });
    await attempt(context, method, 'success', user.id);
    log.info({ staff_user_id: user.id, method }, 'staff signed in');
    const idleEnd = Math.min(now().getTime() + STAFF_IDLE_TIMEOUT_MS, expiresAt.getTime());
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      roles: user.roles,
      token,
      expires_at: new Date(idleEnd).toISOString(),
      absolute_expires_at: expiresAt.toISOString(),
    };
  }

  return {
    /** Step 1: e-mail and password → a challenge token, never a session. */
    async login(input: TStaffLoginRequest, context: RequestContext): Promise<TStaffChallenge> {
      const email = input.email.toLowerCase();
      const user = await staff.findForLogin(email);
      // A deactivated account answers as an address without one: it locks the same way.
      if (user?.isActive) await refuseIfLocked(user, context, 'password');
      else await refuseIfUnknownLocked(email, context);
      // Always one argon2 verification, so an unknown address takes as long as a wrong password.
      const isValid = await verifyPassword(user?.passwordHash ?? undefined, input.password);
      if (!user || !isValid || !user.isActive) {
        const outcome = !user ? 'unknown_account' : !user.isActive ? 'deactivated' : 'bad_password';
        if (user?.isActive) await fail(user.id);
        else await failUnknown(email);
        await attempt(context, 'password', outcome, user?.id ?? null);
        throw validationFailed({ email: [BAD_CREDENTIALS_MESSAGE] }, BAD_CREDENTIALS_MESSAGE);
      }
      await attempt(context, 'password', 'password_accepted', user.id);
      return challenge(user.id, user.totpEnrolledAt !== null, context.userAgent);
    },

    /** Step 2: a TOTP code (once each) or a recovery code (once each) → the session. */
    async completeTotp(input: TStaffTotpRequest, context: RequestContext): Promise<StaffSignedIn> {
      const { user, tokenId } = await challenged(input.challenge_token);
      const method = 'code' in input ? 'totp' : 'recovery_code';
      await refuseIfLocked(user, context, method);
      if (!user.totpEnrolledAt || !user.totpSecretEncrypted) {
        throw validationFailed({ code: [MESSAGES.setUpTotpFirst] }, MESSAGES.setUpTotpFirst);
      }
      let outcome: string;
      if ('code' in input) {
        const step = matchingTotpStep(decryptTotpSecret(user.totpSecretEncrypted, key), input.code, now());
        outcome = step === undefined ? 'bad_code' : (await staff.acceptTotpStep(user.id, step)) ? 'success' : 'replayed_code';
      } else {
        outcome = (await useRecoveryCode(user.id, input.recovery_code)) ? 'success' : 'bad_recovery_code';
      }
      if (outcome !== 'success') {
        await fail(user.id, tokenId);
        await attempt(context, method, outcome, user.id);
        const [field, message] = 'code' in input ? ['code', BAD_CODE_MESSAGE] : ['recovery_code', BAD_RECOVERY_CODE_MESSAGE];
        throw validationFailed({ [field]: [message] }, message);
      }
      return startSession(user, tokenId, context, method);
    },

    /** Enrolment, step 1 (no TOTP yet): a new secret, as an otpauth:// URI for the QR code and as text. */
    async startEnrolment(challengeToken: string, context: RequestContext) {
      const { user } = await challenged(challengeToken);
      await refuseIfLocked(user, context, 'enrol');
      if (user.totpEnrolledAt) throw new ApiError(409, MESSAGES.totpAlreadySetUp);
      const secret = newTotpSecret();
      await staff.setPendingTotpSecret(user.id, encryptTotpSecret(secret, key));
      await audit.record({
        action: 'staff.totp_enrolment_started',
        staffUserId: user.id,
        recordType: 'staff_user',
        recordId: user.id,
        ip: context.ip,
        at: now(),
      });
      return { otpauth_uri: otpauthUri(secret, user.email), secret };
    },

    /** Enrolment, step 2: the first code proves the app has the secret → ten recovery codes (shown once) and a session. */
    async confirmEnrolment(input: { challenge_token: string; code: string }, context: RequestContext): Promise<StaffSignedIn> {
      const { user, tokenId } = await challenged(input.challenge_token);
      await refuseIfLocked(user, context, 'enrol');
      if (user.totpEnrolledAt) throw new ApiError(409, MESSAGES.totpAlreadySetUp);
      if (!user.totpSecretEncrypted) throw validationFailed({ code: [MESSAGES.startTotpFirst] });
      const step = matchingTotpStep(decryptTotpSecret(user.totpSecretEncrypted, key), input.code, now());
      if (step === undefined) {
        await fail(user.id, tokenId);
        await attempt(context, 'enrol', 'bad_code', user.id);
        throw validationFailed({ code: [BAD_CODE_MESSAGE] }, BAD_CODE_MESSAGE);
      }
      const codes = newRecoveryCodes();
      const codeHashes = await Promise.all(codes.map(hashRecoveryCode));
      await db.transaction(async (tx) => {
        const repository: StaffRepository = createStaffRepository(tx);
        await repository.acceptTotpStep(user.id, step, now());
        await repository.replaceRecoveryCodes(user.id, codeHashes);
        await createAuditRepository(tx).record({
          action: 'staff.totp_enrolled',
          staffUserId: user.id,
          recordType: 'staff_user',
          recordId: user.id,
          ip: context.ip,
          at: now(),
        });
      });
      return { ...(await startSession(user, tokenId, context, 'enrol')), recovery_codes: codes };
    },

    /** An invitation's link: sets the password, then the member enrols TOTP with the challenge token answered. */
    async setUp(input: { token: string; password: string }, context: RequestContext): Promise<TStaffChallenge> {
      if (isCommonPassword(input.password)) {
        throw validationFailed({ password: [ADMIN_MESSAGES.staffPasswordCommon] }, ADMIN_MESSAGES.staffPasswordCommon);
      }
      const passwordHash = await hashPassword(input.password);
      const staffUserId = await db.transaction(async (tx) => {
        const repository = createStaffRepository(tx);
        const id = await repository.useInvitation(hashToken(input.token), now());
        const user = id === undefined ? undefined : await repository.findById(id);
        if (!user || !user.isActive) return undefined;
        await repository.setPassword(user.id, passwordHash);
        await createAuditRepository(tx).record({
          action: 'staff.invitation_accepted',
          staffUserId: user.id,
          recordType: 'staff_user',
          recordId: user.id,
          ip: context.ip,
          at: now(),
        });
        return user.id;
      });
      if (staffUserId === undefined) {
        await audit.record({ action: 'staff.invitation_refused', ip: context.ip, at: now() });
        throw validationFailed({ token: [BAD_INVITATION_MESSAGE] }, BAD_INVITATION_MESSAGE);
      }
      const user = (await staff.findForSignInById(staffUserId))!;
      return challenge(user.id, user.totpEnrolledAt !== null, context.userAgent);
    },

    async logout(member: { id: number; tokenId: number }, context: RequestContext) {
      await tokens.revoke(member.tokenId);
      await audit.record({
        action: 'staff.sign_out',
        staffUserId: member.id,
        recordType: 'staff_user',
        recordId: member.id,
        ip: context.ip,
        at: now(),
      });
    },
  };
}

export type StaffSignIn = ReturnType<typeof createStaffSignIn>;
