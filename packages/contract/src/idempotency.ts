/**
 * Retried requests that post money (the `Idempotency-Key` request header, as the IETF httpapi draft "The
 * Idempotency-Key HTTP Header Field" describes it): the same key with the same request answers the first answer
 * again, marked with IDEMPOTENT_REPLAYED_HEADER; the same key with another request is a 422; while the first is
 * still being processed, a 409 with `Retry-After`. docs/decisions.md, "Trust ledger".
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** On an answer given again for a retried request: `true`. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** A key is at most this long (a UUID is 36). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

export const IDEMPOTENCY_KEY_INVALID_MESSAGE = `The ${IDEMPOTENCY_KEY_HEADER} header must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable characters, sent once.`;
export const IDEMPOTENCY_KEY_REUSED_MESSAGE = `This ${IDEMPOTENCY_KEY_HEADER} was used for another request. Send a new key with a new request.`;
export const IDEMPOTENCY_IN_PROGRESS_MESSAGE = 'This request is still being processed. Wait a moment, then try again to see its answer.';
export const IDEMPOTENCY_ANSWER_LOST_MESSAGE =
  'This request was carried out, but its answer was lost when the server stopped. Look at the journal before doing it again.';
