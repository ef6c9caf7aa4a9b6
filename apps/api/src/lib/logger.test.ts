import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, scrubSecrets, scrubUrl } from './logger';

function captureLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino(loggerOptions({ level: 'info' }), stream), lines };
}

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
