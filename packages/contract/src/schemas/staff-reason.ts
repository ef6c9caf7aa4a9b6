import { z } from 'zod';
import { blankToUndefined } from './fields';
import { tooLongMessage } from './messages';
import { VALIDATION_MESSAGES } from '@payee/content/validation';
import { REVEAL_PURPOSE_MESSAGES, REVEAL_PURPOSE_WORDS } from '@payee/content/reveal-purposes';

/**
 * The reason a member of staff gives for an action that needs one (revealing medical details, locking a
 * client's sign-in): kept in the audit trail with the action. Its own small module, so the client-area forms
 * that share a schema file with a staff route do not download the staff schemas.
 */
export const STAFF_REASON_MIN_LENGTH = 5;
export const STAFF_REASON_MAX_LENGTH = 500;
export const STAFF_REASON_TOO_SHORT_MESSAGE = VALIDATION_MESSAGES.staffReasonTooShort(STAFF_REASON_MIN_LENGTH);
export const STAFF_REASON_TOO_LONG_MESSAGE = tooLongMessage(VALIDATION_MESSAGES.reasonLabel, STAFF_REASON_MAX_LENGTH);

/** Required, trimmed, 5 to 500 characters; `requiredMessage` when absent or blank. */
export const zStaffReason = (requiredMessage: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: requiredMessage })
      .trim()
      .min(STAFF_REASON_MIN_LENGTH, STAFF_REASON_TOO_SHORT_MESSAGE)
      .max(STAFF_REASON_MAX_LENGTH, STAFF_REASON_TOO_LONG_MESSAGE),
  );

/** Optional, trimmed, at most 500 characters (blank is absent). */
export const zOptionalStaffReason = () =>
  z.preprocess(
    blankToUndefined,
    z.string({ error: STAFF_REASON_TOO_LONG_MESSAGE }).trim().max(STAFF_REASON_MAX_LENGTH, STAFF_REASON_TOO_LONG_MESSAGE).optional(),
  );

type PurposeWords = (typeof REVEAL_PURPOSE_WORDS)[keyof typeof REVEAL_PURPOSE_WORDS];
const purposeCodes = <W extends PurposeWords>(words: W) => Object.keys(words) as [keyof W & string, ...(keyof W & string)[]];

/** Why a full SSN is shown, and why medical details are: the codes of the words in `@payee/content/reveal-purposes`. */
export const SSN_REVEAL_PURPOSES = purposeCodes(REVEAL_PURPOSE_WORDS.ssn);
export const MEDICAL_REVEAL_PURPOSES = purposeCodes(REVEAL_PURPOSE_WORDS.medical);

/**
 * A reveal's request: a purpose from the list, and details (optional, at most 500 characters; required, 5 or more,
 * for "other"). `missingMessage` is the words for a purpose not chosen.
 */
export const zRevealRequest = <P extends readonly [string, ...string[]]>(purposes: P, missingMessage: string) =>
  z.preprocess(
    (value) => value ?? {},
    z
      .object({
        purpose: z.preprocess(
          blankToUndefined,
          z.enum(purposes, { error: (issue) => (issue.input === undefined ? missingMessage : REVEAL_PURPOSE_MESSAGES.choose) }),
        ),
        reason: zOptionalStaffReason(),
      })
      .superRefine((value, ctx) => {
        if (value.purpose !== 'other') return;
        if (value.reason === undefined)
          ctx.addIssue({ code: 'custom', path: ['reason'], message: REVEAL_PURPOSE_MESSAGES.detailsForOther });
        else if (value.reason.length < STAFF_REASON_MIN_LENGTH)
          ctx.addIssue({ code: 'custom', path: ['reason'], message: STAFF_REASON_TOO_SHORT_MESSAGE });
      }),
  );

/** What the audit trail keeps as a reveal's reason: the purpose's words, then the details typed, if any. */
export function revealReasonText(words: Record<string, string>, request: { purpose: string; reason?: string | undefined }): string {
  const chosen = words[request.purpose] ?? request.purpose;
  return request.reason ? `${chosen}: ${request.reason}` : chosen;
}
