import { API_COMMON_MESSAGES } from '@payee/content/api-common';

/**
 * Whether an error means the database cannot be reached or answer just now (issue 13, finding 7): the
 * server is down, paused, restarting or overloaded, rather than a fault in the request or the code. Such a
 * failure is a 503 with Retry-After, not a 500. Drizzle wraps the driver's error in `cause`.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const { code } = current as NodeJS.ErrnoException;
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || isUnavailableSqlState(code))) return true;
    if (UNAVAILABLE_MESSAGES.some((message) => current instanceof Error && current.message.startsWith(message))) return true;
  }
  return false;
}

/** Seconds a client should wait before trying again when the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE_RETRY_MESSAGE = API_COMMON_MESSAGES.databaseUnavailableRetry;

/** Network errors of the connection itself. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * SQLSTATEs: class 08 (connection exception), 57P01-57P03 (shut down, crashed, starting), 53300 (too many
 * connections), 57014 (statement_timeout) and 25P03 (idle in a transaction too long).
 */
function isUnavailableSqlState(code: string): boolean {
  return /^08[0-9A-Z]{3}$/.test(code) || ['57P01', '57P02', '57P03', '53300', '57014', '25P03'].includes(code);
}

/** What pg and pg-pool say, without a code, when a connection or a query times out or is cut. */
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
];

/** The driver's own error under Drizzle's wrapper (whose message carries the query and its parameters: never log that). */
export function rootCause(error: unknown): { code?: string; message: string } {
  let current = error;
  for (let depth = 0; current instanceof Error && current.cause instanceof Error && depth < 5; depth++) current = current.cause;
  return current instanceof Error
    ? { code: (current as NodeJS.ErrnoException).code, message: current.message }
    : { message: String(current) };
}
