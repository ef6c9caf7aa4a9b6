import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { captureLogs } from '../../test/helpers/log-lines';
import { scrubSecrets, scrubUrl } from './logger';

const captureLogger = () => captureLogs('info');

describe('log redaction', () => {
  it('hides passwords, SSNs, tokens, captcha answers and birth dates at any depth', () => {
    const { logger, lines } = captureLogger();
    logger.info(
      {
        password: 'hunter22',
        nested: { ssn: '123456789', list: [{ token: 'abc', 'g-recaptcha-response': 'x', date_of_birth: '1950-01-01' }] },
        confirm_password: 'hunter22',
        current_password: 'old',
        headers: { authorization: 'Bearer secret', cookie: 'authToken=secret' },
        harmless: 'kept',
      },
      'login attempt',
    );
    const line = lines.join('');
    for (const secret of ['hunter22', '123456789', 'abc"', '1950-01-01', 'Bearer secret', 'authToken=secret', '"old"']) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain('kept');
    expect(line).toContain('[redacted]');
  });

  it('leaves the original object untouched', () => {
    const original = { password: 'p', inner: { ssn: '1' } };
    scrubSecrets(original);
    expect(original).toEqual({ password: 'p', inner: { ssn: '1' } });
  });

  it('hides sensitive query parameters in logged URLs', () => {
    expect(scrubUrl('/api/v1/x?token=abc&page=2&ssn=123')).toBe('/api/v1/x?token=%5Bredacted%5D&page=2&ssn=%5Bredacted%5D');
    expect(scrubUrl('/api/v1/x?page=2')).toBe('/api/v1/x?page=2');
  });
});

describe('request logging', () => {
  it('logs a request through its serializer: method and scrubbed URL, no headers or body', () => {
    class FakeRequest {
      method = 'POST';
      ip = '127.0.0.1';
      headers = { authorization: 'Bearer secret' };
      body = { password: 'hunter22' };
      get url() {
        return '/api/v1/website/login?token=abc';
      }
    }
    const { logger, lines } = captureLogger();
    logger.info({ req: new FakeRequest() }, 'incoming request');
    const entry = JSON.parse(lines[0]!);
    expect(entry.req).toEqual({ method: 'POST', url: '/api/v1/website/login?token=%5Bredacted%5D', remoteAddress: '127.0.0.1' });
    expect(lines[0]).not.toContain('secret');
    expect(lines[0]).not.toContain('hunter22');
  });
});

describe('database errors in the log', () => {
  /** What PostgreSQL answers for a NUL in text, wrapped by drizzle with the insert's values. */
  function failedInsert() {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
      detail: 'Failing row contains (7, grace.miller, Miller, 1950-06-15).',
      params: ['grace.miller', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA', 'v1:ssn-ciphertext', '1950-06-15', 'Mil\u0000ler'],
    });
    return new DrizzleQueryError(
      'insert into "client_users" ("username", "password_hash", "ssn_encrypted", "date_of_birth", "last_name") values ($1, $2, $3, $4, $5)',
      ['grace.miller', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA', 'v1:ssn-ciphertext', '1950-06-15', 'Mil\u0000ler\nsecond line'],
      cause,
    );
  }
  const VALUES = ['grace.miller', '$argon2id', 'ssn-ciphertext', '1950-06-15', 'Mil', 'second line', 'Failing row'];

  it.each([
    ['under err', (logger: ReturnType<typeof captureLogger>['logger'], error: Error) => logger.error({ err: error }, 'request failed')],
    ['under another key', (logger: ReturnType<typeof captureLogger>['logger'], error: Error) => logger.error({ error }, 'request failed')],
    ['as the only argument', (logger: ReturnType<typeof captureLogger>['logger'], error: Error) => logger.error(error)],
    [
      'with its message as the log message',
      (logger: ReturnType<typeof captureLogger>['logger'], error: Error) => logger.error({ err: error }),
    ],
  ])('logs a failed query %s with its SQL and cause, without any of its values', (_how, log) => {
    const { logger, lines } = captureLogger();
    log(logger, failedInsert());
    const line = lines.join('');
    for (const value of VALUES) expect(line, value).not.toContain(value);
    expect(line).not.toContain('"params"');
    expect(line).toContain('insert into \\"client_users\\"');
    expect(line).toContain('invalid byte sequence');
  });
});

describe('token paths in logged URLs', () => {
  const token = 'q2Xb8p0vN3kYt7RfLw4ZsHj1CmA6uEoD9iGxKlPnVbQ';

  it('hides the token of a reset link, as a query string token is hidden', () => {
    expect(scrubUrl(`/auth/password/reset/${token}`)).toBe('/auth/password/reset/[redacted]');
    expect(scrubUrl(`/auth/username/reset/${token}?from=mail`)).toBe('/auth/username/reset/[redacted]?from=mail');
  });

  it('hides any segment shaped like a generated token, wherever it is', () => {
    expect(scrubUrl(`/api/v1/some/future/${token}/route`)).toBe('/api/v1/some/future/[redacted]/route');
  });

  it('leaves ordinary paths alone', () => {
    for (const url of [
      '/api/v1/website/onboarding/APP-7K3P9Q/photo',
      '/api/v1/admin/clients/5/password-reset',
      '/assets/index-BxYz12.js',
      '/auth/password/reset/',
    ]) {
      expect(scrubUrl(url)).toBe(url);
    }
  });
});
