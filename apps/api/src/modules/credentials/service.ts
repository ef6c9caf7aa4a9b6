import {
  CAPTCHA_FIELD,
  maskEmail,
  type CredentialType,
  type TChangePasswordRequest,
  type TForgotCredentialRequest,
  type TResetCredentialRequest,
} from '@payee/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { validationFailed } from '../../lib/api-error';
import { generateToken, hashToken } from '../../lib/crypto';
import { forgiveAttempts, takeAttempt, TooManyAttemptsError, type AttemptLimit, type LimitStore } from '../../lib/limit-store';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { credentialChanged } from '../../mail/templates/credential-changed';
import { credentialResetLink, RESET_LINK_MINUTES } from '../../mail/templates/credential-reset-link';
import { requireCaptcha, type CaptchaVerifier } from '../../plugins/captcha';
import { createAuditRepository } from '../audit';
import type { Outbox } from '../outbox';
import { createAuthTokenRepository } from '../auth-tokens';
import { type ClientAccount, createClientRepository } from '../clients';
import { ssnLookupHashes } from '../../lib/ssn-lookup';
import { createResetTokenRepository } from './repository';
import { API_ACCOUNTS_MESSAGES } from '@payee/content/api-accounts';

export const FORGOT_CREDENTIAL_CAPTCHA_ACTION = 'forgot_credential';
export const RESET_CREDENTIAL_CAPTCHA_ACTION = 'reset_credential';
export const CHANGE_PASSWORD_CAPTCHA_ACTION = 'change_password';
export const RESET_LINK_TTL_MS = RESET_LINK_MINUTES * 60 * 1000;

/**
 * The one answer to "Forgot password" and "Forgot username", whether the account exists, has an e-mail address or
 * not (docs/decisions.md, "Shared limits, lock-outs, sessions and enumeration"): it names no address and says where
 * to get help when nothing arrives.
 */
export const linkRequestedMessage = (kind: CredentialType) => API_ACCOUNTS_MESSAGES.credentials.linkRequested(kind, RESET_LINK_MINUTES);

const MESSAGES = API_ACCOUNTS_MESSAGES.credentials;
export const INVALID_LINK_MESSAGE = MESSAGES.invalidLink;
export const EXPIRED_LINK_MESSAGE = MESSAGES.expiredLink(RESET_LINK_MINUTES);
export const USED_LINK_MESSAGE = MESSAGES.usedLink;
export const REPLACED_LINK_MESSAGE = MESSAGES.replacedLink;
export const USERNAME_TAKEN_MESSAGE = MESSAGES.usernameTaken;
export const SAME_USERNAME_MESSAGE = MESSAGES.sameUsername;
export const PASSWORD_RESET_MESSAGE = MESSAGES.passwordReset;
export const USERNAME_RESET_MESSAGE = MESSAGES.usernameReset;
export const WRONG_CURRENT_PASSWORD_MESSAGE = MESSAGES.wrongCurrentPassword;
export const SAME_PASSWORD_MESSAGE = MESSAGES.samePassword;
export const PASSWORD_CHANGED_MESSAGE = MESSAGES.passwordChanged;
export const TOO_MANY_WRONG_PASSWORDS_MESSAGE = MESSAGES.tooManyWrongPasswords;
export const TOO_MANY_WRONG_LINKS_MESSAGE = MESSAGES.tooManyWrongLinks;

/** Wrong current passwords per account before a password change is refused for the rest of the window. */
export const CHANGE_PASSWORD_MAX_FAILURES = 5;
const GUESS_WINDOW_MS = 15 * 60 * 1000;

export interface CredentialServiceDeps {
  db: Database;
  captcha: CaptchaVerifier;
  outbox: Pick<Outbox, 'enqueue'>;
  /** The shared counters: guesses of a current password or of a reset link are limited per account and address. */
  limits: LimitStore;
  config: Pick<Config, 'APP_ENCRYPTION_KEY' | 'PUBLIC_BASE_URL' | 'SIGN_IN_RATE_LIMIT_PER_15_MINUTES'>;
  log: FastifyBaseLogger;
  now?: () => Date;
}

const linkPath = (kind: CredentialType, token: string) =>
  kind === 'password' ? `/auth/password/reset/${token}` : `/auth/username/reset/${token}`;

const tokenError = (message: string) => validationFailed({ token: [message] }, message);

export function createCredentialService({ db, captcha, outbox, limits, config, log, now = () => new Date() }: CredentialServiceDeps) {
  const clients = createClientRepository(db);
  const resetTokens = createResetTokenRepository(db);
  /** A session is enough to try current passwords: five wrong ones per account, and the sign-in cap per address. */
  const wrongPasswords: AttemptLimit = {
    max: CHANGE_PASSWORD_MAX_FAILURES,
    windowMs: GUESS_WINDOW_MS,
    message: TOO_MANY_WRONG_PASSWORDS_MESSAGE,
  };
  const passwordGuessesPerAddress: AttemptLimit = {
    max: config.SIGN_IN_RATE_LIMIT_PER_15_MINUTES,
    windowMs: GUESS_WINDOW_MS,
    message: TOO_MANY_WRONG_PASSWORDS_MESSAGE,
  };
  const wrongLinksKey = (ip: string) => `reset-link-guesses:${ip}`;

  /**
   * The link's row when it can still be used, else a 422 with the `token` error saying why not. A token that is
   * no link at all is a guess: those count per address, and past the sign-in cap the address gets a 429.
   */
  async function usableToken(kind: CredentialType, token: string, ip: string) {
    const guesses = await limits.peek(wrongLinksKey(ip));
    if (guesses && guesses.hits >= config.SIGN_IN_RATE_LIMIT_PER_15_MINUTES) {
      throw new TooManyAttemptsError(TOO_MANY_WRONG_LINKS_MESSAGE, (guesses.resetsAt.getTime() - now().getTime()) / 1000);
    }
    const row = await resetTokens.findByHash(hashToken(token));
    if (!row || row.kind !== kind) {
      await limits.hit(wrongLinksKey(ip), GUESS_WINDOW_MS);
      throw tokenError(INVALID_LINK_MESSAGE);
    }
    if (row.usedAt) throw tokenError(USED_LINK_MESSAGE);
    if (row.invalidatedAt) throw tokenError(REPLACED_LINK_MESSAGE);
    if (row.expiresAt.getTime() <= now().getTime()) throw tokenError(EXPIRED_LINK_MESSAGE);
    return row;
  }

  /** The "your password (or username) was changed" notice, in the change's own transaction (modules/outbox). */
  async function notify(tx: Database, user: ClientAccount, kind: CredentialType, newUsername?: string) {
    if (!user.email) return;
    await outbox.enqueue(
      tx,
      { to: user.email, ...credentialChanged({ firstName: user.firstName, kind, newUsername }) },
      { template: 'credential-changed' },
    );
  }

  /**
   * Stores a new single-use link (older unused ones of that kind stop working) and e-mails it: what "Forgot
   * password" sends, also sent by staff from the back office. `alsoInTransaction` writes with the link (the
   * staff action's audit row), and so is the e-mail (modules/outbox: sent by the worker, retried if the mail
   * server is away). The user must have an e-mail address. Answers the address, masked.
   */
  async function emailResetLink(
    user: ClientAccount,
    kind: CredentialType,
    alsoInTransaction?: (tx: Database, at: Date) => Promise<void>,
  ): Promise<string> {
    if (!user.email) throw new Error('A reset link needs an e-mail address.');
    const email = user.email;
    const token = generateToken();
    const at = now();
    const link = `${config.PUBLIC_BASE_URL}${linkPath(kind, token)}`;
    await db.transaction(async (tx) => {
      await createResetTokenRepository(tx).replace(
        { clientId: user.id, kind, tokenHash: hashToken(token), expiresAt: new Date(at.getTime() + RESET_LINK_TTL_MS) },
        at,
      );
      await alsoInTransaction?.(tx, at);
      await outbox.enqueue(
        tx,
        { to: email, ...credentialResetLink({ firstName: user.firstName, kind, link }) },
        { template: 'credential-reset-link' },
      );
    });
    log.info({ client_id: user.id, kind }, 'reset link queued');
    return maskEmail(user.email);
  }

  return {
    /**
     * "Forgot password" (by username) or "Forgot username" (by SSN): e-mails a single-use link when the account
     * exists and has an e-mail address, and answers the same in every case.
     */
    async forgot(input: TForgotCredentialRequest, ip: string) {
      await requireCaptcha(captcha, log, { token: input[CAPTCHA_FIELD], action: FORGOT_CREDENTIAL_CAPTCHA_ACTION, ip });
      const kind: CredentialType = input.credential_type;
      const user =
        input.credential_type === 'password'
          ? await clients.findByUsername(input.username.toLowerCase())
          : await clients.findBySsnLookup(ssnLookupHashes(input.ssn, config.APP_ENCRYPTION_KEY));
      // The link goes through the outbox, so the mail server being away cannot change the answer either.
      if (user?.email) {
        await emailResetLink(user, kind);
      } else {
        log.info({ kind, has_account: Boolean(user) }, 'reset link asked for; nothing to send');
      }
      return { message: linkRequestedMessage(kind) };
    },

    emailResetLink,

    /** `POST /website/reset-credential/check`. */
    async check(kind: CredentialType, token: string, ip: string) {
      await usableToken(kind, token, ip);
      return { data: { valid: true as const } };
    },

    async reset(input: TResetCredentialRequest, ip: string) {
      await requireCaptcha(captcha, log, { token: input[CAPTCHA_FIELD], action: RESET_CREDENTIAL_CAPTCHA_ACTION, ip });
      const row = await usableToken(input.credential_type, input.token, ip);
      const user = await clients.findById(row.clientId);
      if (!user) throw tokenError(INVALID_LINK_MESSAGE);
      const at = now();

      if (input.credential_type === 'password') {
        const passwordHash = await hashPassword(input.password);
        await db.transaction(async (tx) => {
          if (!(await createResetTokenRepository(tx).markUsed(row.id, at))) throw tokenError(USED_LINK_MESSAGE);
          await createClientRepository(tx).setPasswordHash(user.id, passwordHash);
          // A reset is what people do when they fear someone else knows the password: end every session.
          await createAuthTokenRepository(tx).revokeAllForSubject('client', user.id, at);
          await notify(tx, user, 'password');
        });
        log.info({ client_id: user.id }, 'password reset');
        return { message: PASSWORD_RESET_MESSAGE };
      }

      const username = input.username;
      if (username === user.username) throw validationFailed({ username: [SAME_USERNAME_MESSAGE] }, SAME_USERNAME_MESSAGE);
      if (await clients.isUsernameTaken(username, user.id)) {
        throw validationFailed({ username: [USERNAME_TAKEN_MESSAGE] }, USERNAME_TAKEN_MESSAGE);
      }
      try {
        await db.transaction(async (tx) => {
          if (!(await createResetTokenRepository(tx).markUsed(row.id, at))) throw tokenError(USED_LINK_MESSAGE);
          await createClientRepository(tx).setUsername(user.id, username);
          await notify(tx, user, 'username', username);
        });
      } catch (error) {
        // Someone took the name between the check and the update.
        if (isUniqueViolation(error)) throw validationFailed({ username: [USERNAME_TAKEN_MESSAGE] }, USERNAME_TAKEN_MESSAGE);
        throw error;
      }
      log.info({ client_id: user.id }, 'username reset');
      return { message: USERNAME_RESET_MESSAGE };
    },

    /**
     * For the signed-in client: checks the current password, keeps this session and ends the others. Each try
     * counts before the check (so concurrent guesses cannot slip past the limit); a right password forgives the
     * account's count. Every wrong or refused try is in the audit trail.
     */
    async changePassword(clientId: number, tokenId: number, input: TChangePasswordRequest, ip: string) {
      await requireCaptcha(captcha, log, { token: input[CAPTCHA_FIELD], action: CHANGE_PASSWORD_CAPTCHA_ACTION, ip });
      const record = (outcome: string, tx: Database = db) =>
        createAuditRepository(tx).record({
          action: 'client.password_change',
          clientId,
          recordType: 'client_user',
          recordId: clientId,
          ip: ip || null,
          details: { outcome },
          at: now(),
        });
      const accountKey = `change-password:client:${clientId}`;
      try {
        await takeAttempt(limits, wrongPasswords, [accountKey], now());
        await takeAttempt(limits, passwordGuessesPerAddress, [`change-password:address:${ip}`], now());
      } catch (error) {
        if (error instanceof TooManyAttemptsError) {
          await record('throttled');
          log.warn({ client_id: clientId }, 'password change refused: too many wrong current passwords');
        }
        throw error;
      }
      const user = await clients.findById(clientId);
      const isCurrent = await verifyPassword(user?.passwordHash ?? undefined, input.current_password);
      if (!user || !isCurrent) {
        await record('wrong_current_password');
        throw validationFailed({ current_password: [WRONG_CURRENT_PASSWORD_MESSAGE] }, WRONG_CURRENT_PASSWORD_MESSAGE);
      }
      await forgiveAttempts(limits, [accountKey]);
      if (input.password === input.current_password) {
        throw validationFailed({ password: [SAME_PASSWORD_MESSAGE] }, SAME_PASSWORD_MESSAGE);
      }
      const passwordHash = await hashPassword(input.password);
      const at = now();
      await db.transaction(async (tx) => {
        await createClientRepository(tx).setPasswordHash(user.id, passwordHash);
        await createAuthTokenRepository(tx).revokeAllForSubject('client', user.id, at, tokenId);
        await record('success', tx);
        await notify(tx, user, 'password');
      });
      log.info({ client_id: user.id }, 'password changed');
      return { message: PASSWORD_CHANGED_MESSAGE };
    },
  };
}
