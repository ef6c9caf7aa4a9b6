/**
 * Retried requests that post money (the `Idempotency-Key` request header, as the IETF httpapi draft "The
 * Idempotency-Key HTTP Header Field" describes it): the same key with the same request answers the first answer
 * again, marked with IDEMPOTENT_REPLAYED_HEADER; the same key with another request is a 422; while the first is
 * still being processed, a 409 with `Retry-After`. docs/decisions.md, "Trust ledger".
 */
import { VALIDATION_MESSAGES } from '@payee/content/validation';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** On an answer given again for a retried request: `true`. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** A key is at most this long (a UUID is 36). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

export const IDEMPOTENCY_KEY_INVALID_MESSAGE = VALIDATION_MESSAGES.idempotencyKeyInvalid(
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX_LENGTH,
);
export const IDEMPOTENCY_KEY_REUSED_MESSAGE = VALIDATION_MESSAGES.idempotencyKeyReused(IDEMPOTENCY_KEY_HEADER);
export const IDEMPOTENCY_IN_PROGRESS_MESSAGE = VALIDATION_MESSAGES.idempotencyInProgress;
export const IDEMPOTENCY_ANSWER_LOST_MESSAGE = VALIDATION_MESSAGES.idempotencyAnswerLost;
