import { CAPTCHA_FIELD, type TLoginRequest, type TLoginUser } from '@payee/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { SignInOutcome } from '../../db/schema/index';
import { ApiError } from '../../lib/api-error';
import { decryptString, lookupHash, type KeyRing } from '../../lib/crypto';
import { TooManyAttemptsError } from '../../lib/limit-store';
import { verifyPassword } from '../../lib/passwords';
import { requireCaptcha, type CaptchaVerifier } from '../../plugins/captcha';
import { createAuditRepository } from '../audit';
import { type AuthTokenService, CLIENT_TOKEN_TTL_MS } from '../auth-tokens';
import { type ClientAccount, createClientRepository, normaliseApplicationCode, processSubjectId } from '../clients';
import { ssnLookupHash, ssnLookupHashes } from '../../lib/ssn-lookup';
import { createSignInAttemptRepository } from './repository';
import { API_ACCOUNTS_MESSAGES } from '@payee/content/api-accounts';

export const LOGIN_CAPTCHA_ACTION = 'login';
/** Failed sign-ins for one account or identity within the window before further attempts are refused. */
export const SIGN_IN_MAX_FAILURES = 5;
export const SIGN_IN_LOCK_WINDOW_MS = 15 * 60 * 1000;

/** The same words whichever part was wrong (or whether the account exists at all). */
export const BAD_USERNAME_SIGN_IN_MESSAGE = API_ACCOUNTS_MESSAGES.sessions.badUsername;
export const BAD_SSN_SIGN_IN_MESSAGE = API_ACCOUNTS_MESSAGES.sessions.badSsn;

/**
 * A client whose sign-in staff have locked (until unlocked), answered only to the right credentials (a wrong
 * password still gets the usual answer, so the lock says nothing to someone guessing). Waiting or a new
 * password would not help, so it says whom to call.
 */
export const accountLockedMessage = API_ACCOUNTS_MESSAGES.sessions.accountLocked;

/** "Too many unsuccessful sign-in attempts. Please wait 15 minutes and try again, or reset your password." */
export const tooManySignInAttemptsMessage = API_ACCOUNTS_MESSAGES.sessions.tooManyAttempts;

const USER_AGENT_MAX_LENGTH = 300;

export interface SessionServiceDeps {
  db: Database;
  captcha: CaptchaVerifier;
  tokens: AuthTokenService;
  config: Pick<Config, 'APP_ENCRYPTION_KEY'>;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export interface LoginContext {
  ip: string;
  userAgent?: string;
}

/** The 429 of a locked account, with when to come back (also as Retry-After). */
export class SignInLockedError extends TooManyAttemptsError {
  constructor(retryAfterSeconds: number) {
    super(tooManySignInAttemptsMessage(Math.max(1, Math.ceil(retryAfterSeconds / 60))), retryAfterSeconds);
  }
}

/**
 * Whether a birth date typed (yyyy-MM-dd) is the account's: the second half of signing in by SSN, and what an
 * intake applicant must show before being told their SSN has an account. The one place that compares them.
 */
export const isAccountBirthDate = (user: Pick<ClientAccount, 'dateOfBirthEncrypted'>, dateOfBirth: string, key: KeyRing) =>
  decryptString(user.dateOfBirthEncrypted, key) === dateOfBirth;

/** The answer's greeting: what the sign-in page shows as a toast. */
function welcomeMessage(user: ClientAccount): string {
  if (user.processType === 'onboarding' && user.currentProcess === 'pending') {
    return API_ACCOUNTS_MESSAGES.sessions.welcomeToOnboarding(user.firstName);
  }
  return API_ACCOUNTS_MESSAGES.sessions.welcomeBack(user.firstName);
}

/** The signed-in user as the web keeps it (`userInfo`, token split off). */
export function toLoginUser(user: ClientAccount, token: string): TLoginUser {
  return {
    process_type: user.processType,
    current_process: user.currentProcess,
    id: processSubjectId(user),
    application_code: user.applicationCode,
    ssn_number_partial: user.ssnLast4,
    title: user.title,
    first_name: user.firstName,
    middle_name: user.middleName,
    last_name: user.lastName,
    suffix: user.suffix,
    rejection_reason: user.rejectionReasons.map(({ message }) => ({ message })),
    token,
  };
}

export function createSessionService({ db, captcha, tokens, config, log, now = () => new Date() }: SessionServiceDeps) {
  const clients = createClientRepository(db);
  const attempts = createSignInAttemptRepository(db);
  const audit = createAuditRepository(db);
  const key = config.APP_ENCRYPTION_KEY;

  return {
    /**
     * Signs a client in by username and password or by SSN and birth date. Order matters: the lock-out is
     * checked before the (slow) password check, and every attempt is recorded, without any secret.
     */
    async login(input: TLoginRequest, context: LoginContext) {
      const at = now();
      const identityHash =
        input.login_method === 'username'
          ? lookupHash('sign-in-username', input.username.toLowerCase(), key)
          : ssnLookupHash(input.ssn, key);
      const user =
        input.login_method === 'username'
          ? await clients.findByUsername(input.username.toLowerCase())
          : await clients.findBySsnLookup(ssnLookupHashes(input.ssn, key));

      const record = async (outcome: SignInOutcome) => {
        // The audit trail has every attempt too (docs/decisions.md, "Staff sign-in, roles and audit"); never the identity typed.
        await audit.record({
          action: 'client.sign_in',
          clientId: user?.id ?? null,
          recordType: user ? 'client_user' : null,
          recordId: user?.id ?? null,
          ip: context.ip || null,
          details: { method: input.login_method, outcome },
          at,
        });
        await attempts.insert({
          method: input.login_method,
          identityHash,
          clientId: user?.id ?? null,
          outcome,
          at,
          ipHash: context.ip ? lookupHash('sign-in-ip', context.ip, key) : null,
          userAgent: context.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
        });
      };

      const failures = await attempts.recentFailures(
        identityHash,
        user?.id ?? null,
        new Date(at.getTime() - SIGN_IN_LOCK_WINDOW_MS),
        SIGN_IN_MAX_FAILURES,
      );
      if (failures.length >= SIGN_IN_MAX_FAILURES) {
        await record('throttled');
        // The lock lifts when the oldest of the last five failures leaves the window.
        const oldest = failures[failures.length - 1]!;
        throw new SignInLockedError((oldest.getTime() + SIGN_IN_LOCK_WINDOW_MS - at.getTime()) / 1000);
      }

      await requireCaptcha(captcha, log, { token: input[CAPTCHA_FIELD], action: LOGIN_CAPTCHA_ACTION, ip: context.ip }, () =>
        record('captcha_failed'),
      );

      let outcome: SignInOutcome;
      if (input.login_method === 'username') {
        // Always one argon2 verification, so an unknown username takes as long as a wrong password.
        const isValid = await verifyPassword(user?.passwordHash ?? undefined, input.password);
        outcome = !user || !user.passwordHash ? 'unknown_account' : isValid ? 'success' : 'bad_credentials';
      } else {
        outcome = !user ? 'unknown_account' : isAccountBirthDate(user, input.date_of_birth, key) ? 'success' : 'bad_credentials';
      }
      if (
        outcome === 'success' &&
        input.application_code !== undefined &&
        normaliseApplicationCode(input.application_code) !== user!.applicationCode
      ) {
        outcome = 'application_mismatch';
      }

      if (outcome === 'success' && user?.signInLockedAt) outcome = 'locked';

      await record(outcome);
      if (outcome === 'locked') throw new ApiError(403, accountLockedMessage(), undefined, accountLockedMessage());
      if (outcome !== 'success' || !user) {
        const message = input.login_method === 'username' ? BAD_USERNAME_SIGN_IN_MESSAGE : BAD_SSN_SIGN_IN_MESSAGE;
        throw new ApiError(422, message, undefined, message);
      }

      const { token } = await tokens.issue({
        subjectType: 'client',
        subjectId: user.id,
        ttlMs: CLIENT_TOKEN_TTL_MS,
        userAgent: context.userAgent,
      });
      log.info({ client_id: user.id, method: input.login_method }, 'client signed in');
      return { message: welcomeMessage(user), data: toLoginUser(user, token) };
    },

    logout: (tokenId: number) => tokens.revoke(tokenId),
  };
}
