import { z } from 'zod';
import { blankToUndefined } from './fields';
import { tooLongMessage } from './messages';
import { VALIDATION_MESSAGES } from '@payee/content/validation';

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
