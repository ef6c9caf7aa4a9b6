import { AxiosError } from 'axios';
import { describe, expect, it } from 'vitest';
import { isRetryableError, retryDelay, shouldRetryQuery } from './query-client';

function httpError(status?: number, code = 'ERR_BAD_RESPONSE'): AxiosError {
  const response = status === undefined ? undefined : ({ status, data: {}, headers: {}, statusText: '', config: {} } as never);
  return new AxiosError('failed', code, undefined, undefined, response);
}

describe('query retry policy', () => {
  it('retries network failures, 5xx and 429', () => {
    expect(isRetryableError(httpError(undefined, 'ERR_NETWORK'))).toBe(true);
    expect(isRetryableError(httpError(500))).toBe(true);
    expect(isRetryableError(httpError(503))).toBe(true);
    expect(isRetryableError(httpError(429))).toBe(true);
  });

  it('never retries a 422 or any other 4xx answer', () => {
    for (const status of [400, 401, 403, 404, 422]) expect(isRetryableError(httpError(status))).toBe(false);
  });

  it('does not retry a cancelled request or an error that is not an HTTP failure', () => {
    expect(isRetryableError(httpError(undefined, 'ERR_CANCELED'))).toBe(false);
    expect(isRetryableError(new Error('parse failed'))).toBe(false);
  });

  it('stops after 3 retries', () => {
    const error = httpError(500);
    expect([0, 1, 2].map((count) => shouldRetryQuery(count, error))).toEqual([true, true, true]);
    expect(shouldRetryQuery(3, error)).toBe(false);
  });

  it('backs off exponentially and never waits more than 30 s', () => {
    expect([0, 1, 2, 3].map(retryDelay)).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelay(10)).toBe(30_000);
  });
});
