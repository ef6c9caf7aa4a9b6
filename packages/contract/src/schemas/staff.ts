import { z } from 'zod';
import { isPrintableText, STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH } from '../credentials';
import { blankText, makeDataResponseSchema, zRequiredEmail } from './fields';
import { makePageResponseSchema, zPageQuery, zQueryDay } from './paging';
import { ADMIN_MESSAGES } from '@payee/content/validation-admin';
import { VALIDATION_MESSAGES } from '@payee/content/validation';
import { CLIENT_AREA_MESSAGES } from '@payee/content/validation-client-area';

/**
 * The back office: staff sign-in (password, then a TOTP code), staff accounts and roles, the audit trail.
 * docs/decisions.md, "Staff sign-in, roles and audit".
 */

/** admin: staff accounts and roles, the audit trail; caseworker: applications, onboarding, clients, enquiries; finance: the ledger. */
export const STAFF_ROLES = ['admin', 'caseworker', 'finance'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const PASSWORD_REQUIRED_MESSAGE = VALIDATION_MESSAGES.passwordRequired;
/** Bounds the work of one argon2 verification; no real password is this long. */
const SIGN_IN_PASSWORD_MAX_LENGTH = 200;

export const ZStaffLoginRequestSchema = z.object({
  email: zRequiredEmail(VALIDATION_MESSAGES.emailRequired),
  password: z
    .string({ error: PASSWORD_REQUIRED_MESSAGE })
    .min(1, PASSWORD_REQUIRED_MESSAGE)
    .max(SIGN_IN_PASSWORD_MAX_LENGTH, ADMIN_MESSAGES.signInPasswordTooLong(SIGN_IN_PASSWORD_MAX_LENGTH)),
});
export type TStaffLoginRequest = z.infer<typeof ZStaffLoginRequestSchema>;

/** After a correct password: a challenge token good only for the second step, which is `totp` or `enrol`. */
export const ZStaffChallengeSchema = z.object({
  challenge_token: z.string(),
  next_step: z.enum(['totp', 'enrol']),
  expires_at: z.string(),
});
export const ZStaffChallengeResponseSchema = makeDataResponseSchema(ZStaffChallengeSchema);
export type TStaffChallenge = z.infer<typeof ZStaffChallengeSchema>;

const CHALLENGE_MESSAGE = ADMIN_MESSAGES.challenge;
const zChallengeToken = z.string({ error: CHALLENGE_MESSAGE }).min(1, CHALLENGE_MESSAGE).max(100, CHALLENGE_MESSAGE);
const CODE_MESSAGE = ADMIN_MESSAGES.code;
const zTotpCode = z
  .string({ error: CODE_MESSAGE })
  .trim()
  .regex(/^\d{6}$/, CODE_MESSAGE);
const RECOVERY_CODE_MESSAGE = ADMIN_MESSAGES.recoveryCode;

/** The second step: a code from the authenticator app, or one of the recovery codes. */
export const ZStaffTotpRequestSchema = z.union([
  z.object({ challenge_token: zChallengeToken, code: zTotpCode }),
  z.object({
    challenge_token: zChallengeToken,
    recovery_code: z.string({ error: RECOVERY_CODE_MESSAGE }).trim().min(1, RECOVERY_CODE_MESSAGE).max(40, RECOVERY_CODE_MESSAGE),
  }),
]);
export type TStaffTotpRequest = z.infer<typeof ZStaffTotpRequestSchema>;

export const ZStaffEnrolRequestSchema = z.object({ challenge_token: zChallengeToken });
/** What the enrolment screen shows: the URI as a QR code and the secret as text. */
export const ZStaffEnrolmentResponseSchema = makeDataResponseSchema(z.object({ otpauth_uri: z.string(), secret: z.string() }));
export const ZStaffEnrolConfirmRequestSchema = z.object({ challenge_token: zChallengeToken, code: zTotpCode });

/** A signed-in member of staff. `expires_at`: when the session ends if idle (15 min), never after `absolute_expires_at`. */
export const ZStaffSessionSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  expires_at: z.string(),
  absolute_expires_at: z.string(),
});
export type TStaffSession = z.infer<typeof ZStaffSessionSchema>;
export const ZStaffSessionResponseSchema = makeDataResponseSchema(ZStaffSessionSchema);
/** A new session: the bearer token too (shown once). After enrolment, the ten recovery codes (shown once). */
export const ZStaffSignedInResponseSchema = makeDataResponseSchema(
  ZStaffSessionSchema.extend({ token: z.string(), recovery_codes: z.array(z.string()).optional() }),
);

/** A new staff password: long enough and printable; never trimmed (a space is part of it). */
export const zNewStaffPassword = () =>
  z.preprocess(
    blankText,
    z
      .string({ error: CLIENT_AREA_MESSAGES.enterAPassword })
      .min(STAFF_PASSWORD_MIN_LENGTH, ADMIN_MESSAGES.staffPasswordTooShort(STAFF_PASSWORD_MIN_LENGTH))
      .max(STAFF_PASSWORD_MAX_LENGTH, ADMIN_MESSAGES.staffPasswordTooLong(STAFF_PASSWORD_MAX_LENGTH))
      .refine(isPrintableText, ADMIN_MESSAGES.staffPasswordUnprintable),
  );

export const ZStaffSetUpRequestSchema = z.object({
  token: z.string({ error: ADMIN_MESSAGES.invitationLinkInvalid }).min(1).max(100),
  password: zNewStaffPassword(),
});

const ROLES_MESSAGE = ADMIN_MESSAGES.roles;
const zRoles = z
  .array(z.enum(STAFF_ROLES, { error: ADMIN_MESSAGES.staffRole(STAFF_ROLES) }), { error: ROLES_MESSAGE })
  .min(1, ROLES_MESSAGE)
  .transform((roles) => [...new Set(roles)]);

export const ZStaffInviteRequestSchema = z.object({
  email: zRequiredEmail(ADMIN_MESSAGES.enterTheirEmailAddress),
  name: z
    .string({ error: ADMIN_MESSAGES.enterTheirName })
    .trim()
    .min(1, ADMIN_MESSAGES.enterTheirName)
    .max(200, ADMIN_MESSAGES.staffNameTooLong),
  roles: zRoles,
});
export type TStaffInviteRequest = z.infer<typeof ZStaffInviteRequestSchema>;
export const ZStaffRolesRequestSchema = z.object({ roles: zRoles });

export const ZStaffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  is_active: z.boolean(),
  has_totp: z.boolean(),
  created_at: z.string(),
});
export type TStaffMember = z.infer<typeof ZStaffMemberSchema>;
export const ZStaffListResponseSchema = makeDataResponseSchema(z.array(ZStaffMemberSchema));
export const ZStaffMemberResponseSchema = makeDataResponseSchema(ZStaffMemberSchema);
/** An invitation: the member and when the link expires (the link itself goes by e-mail only). */
export const ZStaffInvitedResponseSchema = makeDataResponseSchema(ZStaffMemberSchema.extend({ invitation_expires_at: z.string() }));

const ID_MESSAGE = ADMIN_MESSAGES.wholeNumber;
const zId = z.coerce.number({ error: ID_MESSAGE }).int(ID_MESSAGE).min(1, ID_MESSAGE).max(2_147_483_647, ID_MESSAGE);

/**
 * Every kind of row the audit trail holds: the server writes only these (modules/audit/repository.ts takes an
 * AuditAction), and admins filter by them. Their plain words are in @payee/content/admin (`auditActions`).
 */
export const AUDIT_ACTIONS = [
  'staff.sign_in',
  'staff.sign_out',
  'staff.totp_enrolment_started',
  'staff.totp_enrolled',
  'staff.invitation_accepted',
  'staff.invitation_refused',
  'staff.invite',
  'staff.roles_change',
  'staff.deactivate',
  'client.sign_in',
  'client.password_change',
  'client.lock',
  'client.unlock',
  'client.password_reset_link',
  'client.case_note',
  'client.document_upload',
  'client.document_download',
  'task.create',
  'task.complete',
  'task.cancel',
  'task.reassign',
  'task.service_made',
  'client.caseworker_assign',
  'intake.create',
  'intake.save_step',
  'intake.submit',
  'intake.decide',
  'intake.email_sent',
  'intake.ssn_reveal',
  'onboarding.save_step',
  'onboarding.submit',
  'onboarding.invite',
  'onboarding.send_back',
  'onboarding.activate',
  'onboarding.medical_reveal',
  'enquiry.note',
  'enquiry.reply',
  'enquiry.status_change',
  'finance.deposit',
  'finance.deposit_draft',
  'finance.deposit_approve',
  'finance.deposit_import',
  'finance.deposit_assign',
  'finance.fee',
  'finance.adjustment',
  'finance.transfer',
  'finance.reverse',
  'finance.vendor_create',
  'finance.vendor_update',
  'finance.schedule_create',
  'finance.schedule_update',
  'finance.schedules_generate',
  'finance.card_loads_generate',
  'finance.disbursement_draft',
  'finance.disbursement_approve',
  'finance.disbursement_pay',
  'finance.disbursement_void',
  'finance.budget_update',
  'finance.bank_statement_import',
  'finance.reconciliation_match',
  'finance.reconciliation_unmatch',
  'finance.month_close',
  'finance.month_close_prepare',
  'finance.month_sign_off',
  'finance.month_close_withdraw',
  'finance.ssa623_batch_start',
  'finance.ssa623_batch_download',
  'settings.approval_limit',
  'settings.ssi_limit',
  'settings.approval_limit_propose',
  'settings.reconciliation_sign_off',
  // Payment runs and checks (issue 25).
  'finance.payment_run_create',
  'finance.payment_run_approve',
  'finance.payment_run_pay',
  'finance.check_void',
  'settings.check_stock',
  // A paid run's bank files (issue 25, wire).
  'finance.payment_run_file_download',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The audit trail's filters: days are the office's (midnight to midnight in Michigan) and inclusive. */
export const ZAuditFilterSchema = z.object({
  from: zQueryDay.optional(),
  to: zQueryDay.optional(),
  action: z.enum(AUDIT_ACTIONS, { error: ADMIN_MESSAGES.chooseAnActionFromTheList }).optional(),
  staff_user_id: zId.optional(),
  client_id: zId.optional(),
  record_type: z.string().trim().max(100).optional(),
  record_id: z.string().trim().max(100).optional(),
});
export const ZAuditQuerySchema = ZAuditFilterSchema.extend(zPageQuery(50));
export type TAuditQuery = z.infer<typeof ZAuditQuerySchema>;
/** The CSV export needs both ends of the range. */
export const ZAuditExportQuerySchema = ZAuditFilterSchema.extend({ from: zQueryDay, to: zQueryDay });

/**
 * What became of a sign-in attempt (`staff.sign_in`, `client.sign_in`), as the audit screen shows it; the row's
 * `details.outcome` keeps the finer word it was written with (`bad_code`, `replayed_code`, `throttled`…), which the
 * audit module reads into one of these. `password_accepted`: a member's right password, the code still to come.
 * Their words are in @payee/content/admin (`audit.outcomes`).
 */
export const AUDIT_SIGN_IN_OUTCOMES = [
  'success',
  'password_accepted',
  'wrong_password',
  'wrong_birth_date',
  'wrong_code',
  'locked',
  'unknown_account',
  'deactivated',
  'captcha_failed',
  'application_mismatch',
  'other',
] as const;
export type AuditSignInOutcome = (typeof AUDIT_SIGN_IN_OUTCOMES)[number];

/**
 * The kinds of record the audit screen names and links to; `other` (a vendor, a payment, a journal entry…) is
 * shown by its kind and id. Their words are in @payee/content/admin (`audit.recordKinds`).
 */
export const AUDIT_RECORD_KINDS = ['client', 'application', 'onboarding', 'enquiry', 'staff_member', 'other'] as const;
export type AuditRecordKind = (typeof AUDIT_RECORD_KINDS)[number];

/**
 * A client or record an event names: `key` is what its page's address takes (a client's or onboarding's client id,
 * an application's code, an enquiry's reference, a member's id; for `other`, the stored id); `name` is null when
 * the record is no longer on file or is of a kind without a name. Never an SSN or a birth date.
 */
export const ZAuditSubjectSchema = z.object({
  kind: z.enum(AUDIT_RECORD_KINDS),
  key: z.string(),
  name: z.string().nullable(),
});
export type TAuditSubject = z.infer<typeof ZAuditSubjectSchema>;

export const ZAuditEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staff_user_id: z.number().int().nullable(),
  client_id: z.number().int().nullable(),
  action: z.string(),
  record_type: z.string().nullable(),
  record_id: z.string().nullable(),
  ip: z.string().nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  /** A sign-in's outcome; null for every other action. */
  outcome: z.enum(AUDIT_SIGN_IN_OUTCOMES).nullable(),
  /** The member of staff who acted, by name (null: no member, or one no longer on file). */
  staff_name: z.string().nullable(),
  /** The client the event concerns, by name. */
  client: ZAuditSubjectSchema.nullable(),
  /** The record the event concerns, by name. */
  record: ZAuditSubjectSchema.nullable(),
});
export type TAuditEvent = z.infer<typeof ZAuditEventSchema>;
export const ZAuditPageResponseSchema = makePageResponseSchema(ZAuditEventSchema);
