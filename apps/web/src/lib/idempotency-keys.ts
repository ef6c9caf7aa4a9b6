import { AxiosHeaders, isAxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { IDEMPOTENCY_KEY_HEADER } from '@payee/contract';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** What the request sends (method, address, body): the submission its `Idempotency-Key` belongs to. */
    submission?: string;
  }
}

/** How many submissions waiting for an answer are remembered (a person has a few at most). */
const REMEMBERED = 50;

/** A new key: a UUID (randomUUID needs a secure context; getRandomValues works in any). */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A value as one string whatever the order of its keys; a file as its name, size, type and date. */
function canonical(value: unknown): unknown {
  if (typeof File !== 'undefined' && value instanceof File) {
    return { file: value.name, size: value.size, type: value.type, lastModified: value.lastModified };
  }
  if (typeof FormData !== 'undefined' && value instanceof FormData)
    return [...value.entries()].map(([name, part]) => [name, canonical(part)]);
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, item]) => [key, canonical(item)]),
    );
  }
  return value ?? null;
}

const submissionOf = (config: InternalAxiosRequestConfig) =>
  JSON.stringify([config.method?.toUpperCase(), config.url, canonical(config.params), canonical(config.data)]);

/**
 * Whether the answer settles the submission: anything but no answer at all (a network failure), a 5xx, a 429, or a
 * 409 asking to try again later (the first attempt is still being processed: `Retry-After`).
 */
function isSettled(error: unknown): boolean {
  if (!isAxiosError(error) || !error.response) return false;
  const { status, headers } = error.response;
  if (status >= 500 || status === 429) return false;
  return !(status === 409 && headers['retry-after'] !== undefined);
}

/**
 * Sends an `Idempotency-Key` (docs/decisions.md, "Trust ledger") with each request of `client` that `isPosting`
 * picks: one key per submission. The same request sent again before it had a settling answer (after a network
 * failure, a 5xx, or while the first is still being processed; a second click) is the same submission and
 * carries the same key, so the server posts it once and answers it the same; once answered, the same form sent
 * again is a new submission with a new key.
 */
export function sendIdempotencyKeys(client: AxiosInstance, isPosting: (config: InternalAxiosRequestConfig) => boolean): void {
  const waiting = new Map<string, string>();

  client.interceptors.request.use((config) => {
    if (!isPosting(config)) return config;
    const submission = submissionOf(config);
    const key = waiting.get(submission) ?? newKey();
    waiting.delete(submission);
    waiting.set(submission, key);
    if (waiting.size > REMEMBERED) waiting.delete(waiting.keys().next().value!);
    const headers = AxiosHeaders.from(config.headers);
    // The draft's form of the value: a structured-field string, in quotes.
    headers.set(IDEMPOTENCY_KEY_HEADER, `"${key}"`);
    config.headers = headers;
    config.submission = submission;
    return config;
  });

  client.interceptors.response.use(
    (response) => {
      if (response.config.submission) waiting.delete(response.config.submission);
      return response;
    },
    (error: unknown) => {
      const submission = isAxiosError(error) ? error.config?.submission : undefined;
      if (submission && isSettled(error)) waiting.delete(submission);
      return Promise.reject(error);
    },
  );
}
