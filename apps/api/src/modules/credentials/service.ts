import {
  CAPTCHA_FIELD,
  maskEmail,
  type CredentialType,
  type TChangePasswordRequest,
  type TForgotCredentialRequest,
  type TResetCredentialRequest,
} from '@payee/contract';
import { SITE } from '@payee/content';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError, validationFailed } from '../../lib/api-error';
import { generateToken, hashToken } from '../../lib/crypto';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { Mailer } from '../../mail/mailer';
import { credentialChanged } from '../../mail/templates/credential-changed';
import { credentialResetLink, RESET_LINK_MINUTES } from '../../mail/templates/credential-reset-link';
import { requireCaptcha, type CaptchaVerifier } from '../../plugins/captcha';
import { createAuthTokenRepository } from '../auth-tokens/repository';
import { createClientRepository, type ClientAccount } from '../clients/repository';
import { ssnLookupHashes } from '../clients/ssn';
import { createResetTokenRepository } from './repository';

export const FORGOT_CREDENTIAL_CAPTCHA_ACTION = 'forgot_credential';
export const RESET_CREDENTIAL_CAPTCHA_ACTION = 'reset_credential';
export const CHANGE_PASSWORD_CAPTCHA_ACTION = 'change_password';
export const RESET_LINK_TTL_MS = RESET_LINK_MINUTES * 60 * 1000;

export const UNKNOWN_USERNAME_MESSAGE = 'We could not find an account with that username. Please check it and try again.';
export const UNKNOWN_SSN_MESSAGE = 'We could not find an account with that Social Security Number. Please check it and try again.';
export const noEmailWarning = () =>
  `We do not have an email address for your account, so we cannot send you a link. Please call us at ${SITE.office.phone} and we will help you.`;
export const linkSentMessage = (maskedEmail: string) =>
  `We have sent a link to ${maskedEmail}. It works for ${RESET_LINK_MINUTES} minutes.`;
export const MAIL_FAILED_MESSAGE = `We could not send the email just now. Please try again in a few minutes.`;

export const INVALID_LINK_MESSAGE = 'This link is not valid. Please ask for a new one.';
export const EXPIRED_LINK_MESSAGE = `This link has expired. Links work for ${RESET_LINK_MINUTES} minutes. Please ask for a new one.`;
export const USED_LINK_MESSAGE = 'This link has already been used. If you still need to, please ask for a new one.';
export const REPLACED_LINK_MESSAGE =
  'A newer link was sent after this one, so this one no longer works. Please use the link in the most recent email, or ask for a new one.';
export const USERNAME_TAKEN_MESSAGE = 'That username is already taken. Please choose another one.';
export const SAME_USERNAME_MESSAGE = 'That is already your username. Please choose a new one, or sign in with it.';
export const PASSWORD_RESET_MESSAGE = 'Your password has been reset. You can now sign in with your new password.';
export const USERNAME_RESET_MESSAGE = 'Your username has been changed. You can now sign in with your new username.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not correct.';
export const SAME_PASSWORD_MESSAGE = 'Choose a new password that is different from your current one.';
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed.';

export interface CredentialServiceDeps {
  db: Database;
  captcha: CaptchaVerifier;
  mail: Mailer;
  config: Pick<Config, 'APP_ENCRYPTION_KEY' | 'PUBLIC_BASE_URL'>;
  log: FastifyBaseLogger;
  now?: () => Date;
}

const linkPath = (kind: CredentialType, token: string) =>
  kind === 'password' ? `/auth/password/reset/${token}` : `/auth/username/reset/${token}`;

const tokenError = (message: string) => validationFailed({ token: [message] }, message);

export function createCredentialService({ db, captcha, mail, config, log, now = () => new Date() }: CredentialServiceDeps) {
  const clients = createClientRepository(db);
  const resetTokens = createResetTokenRepository(db);

  /** The link's row when it can still be used, else a 422 with the `token` error saying why not. */
  async function usableToken(kind: CredentialType, token: string) {
    const row = await resetTokens.findByHash(hashToken(token));
    if (!row || row.kind !== kind) throw tokenError(INVALID_LINK_MESSAGE);
    if (row.usedAt) throw tokenError(USED_LINK_MESSAGE);
    if (row.invalidatedAt) throw tokenError(REPLACED_LINK_MESSAGE);
    if (row.expiresAt.getTime() <= now().getTime()) throw tokenError(EXPIRED_LINK_MESSAGE);
    return row;
  }

  /** A notice that fails to send is logged; the change itself stands. */
  async function notify(user: ClientAccount, kind: CredentialType, newUsername?: string) {
    if (!user.email) return;
    try {
      await mail.send({ to: user.email, ...credentialChanged({ firstName: user.firstName, kind, newUsername }) });
    } catch (error) {
      log.error({ err: error, client_id: user.id }, 'Could not send the credential-changed notice.');
    }
  }

  /**
   * Stores a new single-use link (older unused ones of that kind stop working) and e-mails it: what "Forgot
   * password" sends, also sent by staff from the back office. `alsoInTransaction` writes with the link (the
   * staff action's audit row). The user must have an e-mail address. Answers the address, masked; a failed
   * e-mail is a 503 (the link stored is then never seen, so it is harmless).
   */
  async function emailResetLink(
    user: ClientAccount,
    kind: CredentialType,
    alsoInTransaction?: (tx: Database, at: Date) => Promise<void>,
  ): Promise<string> {
    if (!user.email) throw new Error('A reset link needs an e-mail address.');
    const token = generateToken();
    const at = now();
    await db.transaction(async (tx) => {
      await createResetTokenRepository(tx).replace(
        { clientId: user.id, kind, tokenHash: hashToken(token), expiresAt: new Date(at.getTime() + RESET_LINK_TTL_MS) },
        at,
      );
      await alsoInTransaction?.(tx, at);
    });
    const link = `${config.PUBLIC_BASE_URL}${linkPath(kind, token)}`;
    try {
      await mail.send({ to: user.email, ...credentialResetLink({ firstName: user.firstName, kind, link }) });
    } catch (error) {
      log.error({ err: error, client_id: user.id }, 'Could not send a reset link.');
      throw new ApiError(503, MAIL_FAILED_MESSAGE);
    }
    log.info({ client_id: user.id, kind }, 'reset link sent');
    return maskEmail(user.email);
  }

  return {
    /** "Forgot password" (by username) or "Forgot username" (by SSN): e-mails a single-use link. */
    async forgot(input: TForgotCredentialRequest, ip: string) {
      await requireCaptcha(captcha, log, { token: input[CAPTCHA_FIELD], action: FORGOT_CREDENTIAL_CAPTCHA_ACTION, ip });
      const kind: CredentialType = input.credential_type;
      const user =
        input.credential_type === 'password'
          ? await clients.findByUsername(input.username.toLowerCase())
          : await clients.findBySsnLookup(ssnLookupHashes(input.ssn, config.APP_ENCRYPTION_KEY));
      if (!user) {
        throw input.credential_type === 'password'
          ? validationFailed({ username: [UNKNOWN_USERNAME_MESSAGE] }, UNKNOWN_USERNAME_MESSAGE)
          : validationFailed({ ssn: [UNKNOWN_SSN_MESSAGE] }, UNKNOWN_SSN_MESSAGE);
      }
      if (!user.email) throw new ApiError(422, noEmailWarning(), undefined, noEmailWarning());
      const masked = await emailResetLink(user, kind);
      return { message: linkSentMessage(masked), data: { email: masked } };
    },

    emailResetLink,

    /** `POST /website/reset-credential/check`. */
    async check(kind: CredentialType, token: string) {
      await usableToken(kind, token);
      return { data: { valid: true as const } };
    },

    async reset(input: TResetCredentialRequest, ip: string) {
      await requireCaptcha(captcha, log, { token: input[CAPTCHA_FIELD], action: RESET_CREDENTIAL_CAPTCHA_ACTION, ip });
      const row = await usableToken(input.credential_type, input.token);
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
        });
        log.info({ client_id: user.id }, 'password reset');
        await notify(user, 'password');
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
        });
      } catch (error) {
        // Someone took the name between the check and the update.
        if (isUniqueViolation(error)) throw validationFailed({ username: [USERNAME_TAKEN_MESSAGE] }, USERNAME_TAKEN_MESSAGE);
        throw error;
      }
      log.info({ client_id: user.id }, 'username reset');
      await notify(user, 'username', username);
      return { message: USERNAME_RESET_MESSAGE };
    },

    /** For the signed-in client: checks the current password, keeps this session and ends the others. */
    async changePassword(clientId: number, tokenId: number, input: TChangePasswordRequest, ip: string) {
      await requireCaptcha(captcha, log, { token: input[CAPTCHA_FIELD], action: CHANGE_PASSWORD_CAPTCHA_ACTION, ip });
      const user = await clients.findById(clientId);
      const isCurrent = await verifyPassword(user?.passwordHash ?? undefined, input.current_password);
      if (!user || !isCurrent) {
        throw validationFailed({ current_password: [WRONG_CURRENT_PASSWORD_MESSAGE] }, WRONG_CURRENT_PASSWORD_MESSAGE);
      }
      if (input.password === input.current_password) {
        throw validationFailed({ password: [SAME_PASSWORD_MESSAGE] }, SAME_PASSWORD_MESSAGE);
      }
      const passwordHash = await hashPassword(input.password);
      const at = now();
      await db.transaction(async (tx) => {
        await createClientRepository(tx).setPasswordHash(user.id, passwordHash);
        await createAuthTokenRepository(tx).revokeAllForSubject('client', user.id, at, tokenId);
      });
      log.info({ client_id: user.id }, 'password changed');
      await notify(user, 'password');
      return { message: PASSWORD_CHANGED_MESSAGE };
    },
  };
}
