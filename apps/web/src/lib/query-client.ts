import { QueryClient } from '@tanstack/react-query';

export const MAX_QUERY_RETRIES = 3;
const MAX_RETRY_DELAY_MS = 30_000;

interface HttpFailure {
  isAxiosError: true;
  code?: string;
  response?: { status: number };
}

// Read structurally rather than with axios' isAxiosError: importing axios here would put all of it in
// the first chunk of every page, even pages that make no call.
function isHttpFailure(error: unknown): error is HttpFailure {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** Only failures that may pass on their own are retried: no answer, 5xx, 429. A 4xx such as 422 is final. */
export function isRetryableError(error: unknown): boolean {
  if (!isHttpFailure(error)) return false;
  const status = error.response?.status;
  if (status === undefined) return error.code !== 'ERR_CANCELED';
  return status >= 500 || status === 429;
}

/** Up to 3 retries of retryable failures. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_QUERY_RETRIES && isRetryableError(error);
}

/** Exponential back-off 1 s, 2 s, 4 s … capped at 30 s. */
export function retryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, MAX_RETRY_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, retryDelay, gcTime: 5 * 60 * 1000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
