import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, rootCause } from './unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** As Drizzle wraps a driver's error: its own message carries the query and parameters. */
const wrapped = (cause: Error) => new Error('Failed query: select 1\nparams: secret', { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['no free connection in time', new Error('timeout exceeded when trying to connect')],
    ['a paused server', new Error('Query read timeout')],
    ['a cut connection', new Error('Connection terminated unexpectedly')],
    ['the server shutting down', withCode('terminating connection due to administrator command', '57P01')],
    ['statement_timeout', withCode('canceling statement due to statement timeout', '57014')],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
  ])('is true for %s, under Drizzle’s wrapper too', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it('is false for faults of the request or the code', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(withCode('invalid byte sequence for encoding "UTF8": 0x00', '22021')))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });

  it('names the driver’s error, never the wrapper’s message with its parameters', () => {
    expect(rootCause(wrapped(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')))).toEqual({
      code: 'ECONNREFUSED',
      message: 'connect ECONNREFUSED 127.0.0.1:5432',
    });
  });
});
