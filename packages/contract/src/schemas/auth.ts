import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH, isStrongPassword, isValidUsername } from '../credentials';
import { CURRENT_PROCESSES, PROCESS_TYPES } from '../enums';
import {
  CAPTCHA_FIELD,
  EVEN_WITH_OTHER_ERRORS,
  ZMessageResponseSchema,
  blankText,
  blankToUndefined,
  makeDataResponseSchema,
  type IssueContext,
  zCaptchaToken,
  zRequiredDate,
  zSsn,
} from './fields';
import { PASSWORDS_DO_NOT_MATCH_MESSAGE, PASSWORD_RULES_MESSAGE, USERNAME_RULES_MESSAGE, tooLongMessage } from './messages';
import { CLIENT_AREA_MESSAGES } from '@payee/content/validation-client-area';
import { VALIDATION_MESSAGES } from '@payee/content/validation';

// Credentials are never trimmed: a space is a rule the checklist reports, not noise to drop.

/** A new username: the live checklist's rules, at most 30 characters. */
export const zNewUsername = (requiredMessage = CLIENT_AREA_MESSAGES.enterAUsername) =>
  z.preprocess(
    blankText,
    z
      .string({ error: requiredMessage })
      .max(USERNAME_MAX_LENGTH, tooLongMessage(CLIENT_AREA_MESSAGES.usernameLabel, USERNAME_MAX_LENGTH))
      .refine(isValidUsername, USERNAME_RULES_MESSAGE),
  );

/** A new password: the live checklist's rules, at most 100 characters. */
export const zNewPassword = (requiredMessage = CLIENT_AREA_MESSAGES.enterAPassword) =>
  z.preprocess(
    blankText,
    z
      .string({ error: requiredMessage })
      .max(PASSWORD_MAX_LENGTH, tooLongMessage(CLIENT_AREA_MESSAGES.passwordLabel, PASSWORD_MAX_LENGTH))
      .refine(isStrongPassword, PASSWORD_RULES_MESSAGE),
  );

/** The repeated password; whether it matches is checked by `checkPasswordsMatch`. */
export const zConfirmPassword = () =>
  z.preprocess(
    blankText,
    z
      .string({ error: CLIENT_AREA_MESSAGES.confirmYourPassword })
      .max(PASSWORD_MAX_LENGTH, tooLongMessage(CLIENT_AREA_MESSAGES.confirmPassword, PASSWORD_MAX_LENGTH)),
  );

/** An existing credential typed at sign-in: only presence is checked, the server compares it. */
const zTypedCredential = (requiredMessage: string, label: string, max: number) =>
  z.preprocess(blankText, z.string({ error: requiredMessage }).max(max, tooLongMessage(label, max)));

type PasswordPair = { password?: unknown; confirm_password?: unknown };

/** Adds "Passwords do not match." on confirm_password when both are given and differ. */
export function checkPasswordsMatch(value: PasswordPair, ctx: IssueContext): void {
  if (typeof value.password === 'string' && typeof value.confirm_password === 'string' && value.password !== value.confirm_password) {
    ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: PASSWORDS_DO_NOT_MATCH_MESSAGE });
  }
}

const zApplicationCode = () => z.preprocess(blankToUndefined, z.string().trim().max(50).optional());
const zBirthDateAtSignIn = () => zRequiredDate(VALIDATION_MESSAGES.dateOfBirthRequired, VALIDATION_MESSAGES.dateOfBirthInvalid);

/** `POST /website/login`: username and password, or SSN and birth date; the application code when resuming. */
export const ZLoginRequestSchema = z.discriminatedUnion(
  'login_method',
  [
    z.object({
      login_method: z.literal('username'),
      username: zTypedCredential(CLIENT_AREA_MESSAGES.enterYourUsername, CLIENT_AREA_MESSAGES.usernameLabel, USERNAME_MAX_LENGTH),
      password: zTypedCredential(VALIDATION_MESSAGES.passwordRequired, CLIENT_AREA_MESSAGES.passwordLabel, PASSWORD_MAX_LENGTH),
      application_code: zApplicationCode(),
      [CAPTCHA_FIELD]: zCaptchaToken(),
    }),
    z.object({
      login_method: z.literal('ssn'),
      ssn: zSsn(),
      date_of_birth: zBirthDateAtSignIn(),
      application_code: zApplicationCode(),
      [CAPTCHA_FIELD]: zCaptchaToken(),
    }),
  ],
  { error: CLIENT_AREA_MESSAGES.signInMethod },
);
export type TLoginRequest = z.infer<typeof ZLoginRequestSchema>;

const ZRejectionReasonSchema = z.object({ message: z.string() });

/** The signed-in user, kept as `userInfo` with the token split off. */
export const ZLoginUserSchema = z.object({
  process_type: z.enum(PROCESS_TYPES),
  current_process: z.enum(CURRENT_PROCESSES).nullable(),
  id: z.number().int(),
  application_code: z.string().nullable(),
  ssn_number_partial: z.string().nullable(),
  title: z.string().nullable(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  suffix: z.string().nullable(),
  rejection_reason: z.array(ZRejectionReasonSchema),
  token: z.string(),
});
export type TLoginUser = z.infer<typeof ZLoginUserSchema>;
export const ZLoginResponseSchema = makeDataResponseSchema(ZLoginUserSchema);
export type TLoginResponse = z.infer<typeof ZLoginResponseSchema>;

/** `POST /website/logout`: "Logged out successfully". */
export const ZLogoutResponseSchema = ZMessageResponseSchema;
export type TLogoutResponse = z.infer<typeof ZLogoutResponseSchema>;

/** `GET /website/client/process` for the signed-in client. */
export const ZClientProcessSchema = z.object({
  id: z.number().int(),
  process_type: z.enum(PROCESS_TYPES),
  current_process: z.enum(CURRENT_PROCESSES).nullable(),
  rejection_reason: z.array(ZRejectionReasonSchema),
});
export type TClientProcess = z.infer<typeof ZClientProcessSchema>;
export const ZClientProcessResponseSchema = makeDataResponseSchema(ZClientProcessSchema);
export type TClientProcessResponse = z.infer<typeof ZClientProcessResponseSchema>;

/** `GET /website/client/name?application_code=`: greets a returning applicant by first name. */
export const ZClientNameQuerySchema = z.object({
  application_code: z.preprocess(blankToUndefined, z.string({ error: VALIDATION_MESSAGES.applicationCodeRequired }).trim().min(1).max(50)),
});
export type TClientNameQuery = z.infer<typeof ZClientNameQuerySchema>;
export const ZClientNameResponseSchema = makeDataResponseSchema(z.object({ first_name: z.string() }));
export type TClientNameResponse = z.infer<typeof ZClientNameResponseSchema>;

/** `POST /website/forgot-credential`: a password link by username, or a username link by SSN. */
export const ZForgotCredentialRequestSchema = z.discriminatedUnion(
  'credential_type',
  [
    z.object({
      credential_type: z.literal('password'),
      username: zTypedCredential(CLIENT_AREA_MESSAGES.enterYourUsername, CLIENT_AREA_MESSAGES.usernameLabel, USERNAME_MAX_LENGTH),
      [CAPTCHA_FIELD]: zCaptchaToken(),
    }),
    z.object({
      credential_type: z.literal('username'),
      ssn: zSsn(),
      [CAPTCHA_FIELD]: zCaptchaToken(),
    }),
  ],
  { error: CLIENT_AREA_MESSAGES.forgottenCredential },
);
export type TForgotCredentialRequest = z.infer<typeof ZForgotCredentialRequestSchema>;
/**
 * The same answer whether the account exists or not: it names no address, so it
 * cannot tell which usernames and SSNs have accounts (docs/decisions.md).
 */
export const ZForgotCredentialResponseSchema = ZMessageResponseSchema;
export type TForgotCredentialResponse = z.infer<typeof ZForgotCredentialResponseSchema>;

const zResetToken = () => z.preprocess(blankToUndefined, z.string({ error: CLIENT_AREA_MESSAGES.resetLinkInvalid }).min(1).max(500));

/** `POST /website/reset-credential`: a new password (with its confirmation) or a new username, and the link's token. */
export const ZResetCredentialRequestSchema = z.discriminatedUnion(
  'credential_type',
  [
    z
      .object({
        credential_type: z.literal('password'),
        password: zNewPassword(CLIENT_AREA_MESSAGES.enterANewPassword),
        confirm_password: zConfirmPassword(),
        token: zResetToken(),
        [CAPTCHA_FIELD]: zCaptchaToken(),
      })
      .superRefine(checkPasswordsMatch, EVEN_WITH_OTHER_ERRORS),
    z.object({
      credential_type: z.literal('username'),
      username: zNewUsername(CLIENT_AREA_MESSAGES.enterANewUsername),
      token: zResetToken(),
      [CAPTCHA_FIELD]: zCaptchaToken(),
    }),
  ],
  { error: CLIENT_AREA_MESSAGES.resetCredential },
);
export type TResetCredentialRequest = z.infer<typeof ZResetCredentialRequestSchema>;
export const ZResetCredentialResponseSchema = ZMessageResponseSchema;
export type TResetCredentialResponse = z.infer<typeof ZResetCredentialResponseSchema>;

/** `POST /website/reset-credential/check`: can this link still be used? (a 422 with a `token` error if not). */
export const ZResetTokenCheckRequestSchema = z.object({
  credential_type: z.enum(['password', 'username'], { error: CLIENT_AREA_MESSAGES.resetCredential }),
  token: zResetToken(),
});
export type TResetTokenCheckRequest = z.infer<typeof ZResetTokenCheckRequestSchema>;
export const ZResetTokenCheckResponseSchema = makeDataResponseSchema(z.object({ valid: z.literal(true) }));
export type TResetTokenCheckResponse = z.infer<typeof ZResetTokenCheckResponseSchema>;

/** `POST /website/user/change-password` for the signed-in client. */
export const ZChangePasswordRequestSchema = z
  .object({
    current_password: zTypedCredential(
      CLIENT_AREA_MESSAGES.enterYourCurrentPassword,
      CLIENT_AREA_MESSAGES.currentPassword,
      PASSWORD_MAX_LENGTH,
    ),
    password: zNewPassword(CLIENT_AREA_MESSAGES.enterANewPassword),
    confirm_password: zConfirmPassword(),
    [CAPTCHA_FIELD]: zCaptchaToken(),
  })
  .superRefine(checkPasswordsMatch, EVEN_WITH_OTHER_ERRORS);
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequestSchema>;
export const ZChangePasswordResponseSchema = ZMessageResponseSchema;
export type TChangePasswordResponse = z.infer<typeof ZChangePasswordResponseSchema>;
