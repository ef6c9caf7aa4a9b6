import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CAPTCHA_FAILED_MESSAGE, CAPTCHA_FIELD } from '@payee/contract';
import { ApiError } from '../lib/api-error';
import { createCaptchaVerifier, requireCaptcha, type CaptchaConfig } from './captcha';

/** A stand-in for Google's siteverify, answering whatever the test sets. */
let answer: { status: number; body: unknown; delayMs?: number };
let received: URLSearchParams[] = [];
let server: http.Server;
let verifyUrl: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      received.push(new URLSearchParams(raw));
      setTimeout(() => {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received = [];
  answer = { status: 200, body: { success: true, score: 0.9, action: 'login' } };
});

const recaptchaConfig = (): CaptchaConfig => ({
  NODE_ENV: 'production',
  RECAPTCHA_SECRET_KEY: 'test-secret',
  RECAPTCHA_SITE_KEY: 'test-site',
  RECAPTCHA_VERIFY_URL: verifyUrl,
  RECAPTCHA_MIN_SCORE: 0.5,
});

describe('reCAPTCHA v3 provider', () => {
  it('accepts a successful answer for the same action with a good score, sending secret, token and address', async () => {
    const captcha = createCaptchaVerifier(recaptchaConfig());
    expect(captcha).toMatchObject({ provider: 'recaptcha', siteKey: 'test-site' });
    await expect(captcha.verify('token-1', 'login', '203.0.113.9')).resolves.toEqual({ ok: true });
    expect(Object.fromEntries(received[0]!)).toEqual({ secret: 'test-secret', response: 'token-1', remoteip: '203.0.113.9' });
  });

  it('refuses an unsuccessful answer', async () => {
    answer.body = { success: false, 'error-codes': ['invalid-input-response'] };
    await expect(createCaptchaVerifier(recaptchaConfig()).verify('t', 'login')).resolves.toEqual({
      ok: false,
      reason: 'invalid-token',
    });
  });

  it('refuses a token made for another action', async () => {
    await expect(createCaptchaVerifier(recaptchaConfig()).verify('t', 'enquiry')).resolves.toEqual({
      ok: false,
      reason: 'action-mismatch',
    });
  });

  it('refuses a score under RECAPTCHA_MIN_SCORE and accepts one exactly at it', async () => {
    answer.body = { success: true, score: 0.3, action: 'login' };
    await expect(createCaptchaVerifier(recaptchaConfig()).verify('t', 'login')).resolves.toEqual({ ok: false, reason: 'low-score' });
    answer.body = { success: true, score: 0.5, action: 'login' };
    await expect(createCaptchaVerifier(recaptchaConfig()).verify('t', 'login')).resolves.toEqual({ ok: true });
  });

  it('fails without asking Google when the token is null or empty', async () => {
    const captcha = createCaptchaVerifier(recaptchaConfig());
    for (const token of [null, undefined, '', 42]) {
      await expect(captcha.verify(token, 'login')).resolves.toEqual({ ok: false, reason: 'missing-token' });
    }
    expect(received).toHaveLength(0);
  });

  it('fails closed when siteverify errs, answers nonsense or is too slow', async () => {
    const problems: unknown[] = [];
    const captcha = createCaptchaVerifier(recaptchaConfig(), { timeoutMs: 200, onProblem: (p) => problems.push(p) });
    answer = { status: 500, body: {} };
    await expect(captcha.verify('t', 'login')).resolves.toEqual({ ok: false, reason: 'unavailable' });
    answer = { status: 200, body: 'not an object' };
    await expect(captcha.verify('t', 'login')).resolves.toEqual({ ok: false, reason: 'unavailable' });
    answer = { status: 200, body: { success: true, score: 1, action: 'login' }, delayMs: 1_000 };
    await expect(captcha.verify('t', 'login')).resolves.toEqual({ ok: false, reason: 'unavailable' });
    expect(problems).toHaveLength(3);
  });
});

describe('development provider', () => {
  const developmentConfig = (nodeEnv: CaptchaConfig['NODE_ENV']): CaptchaConfig => ({
    NODE_ENV: nodeEnv,
    RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/unused',
    RECAPTCHA_MIN_SCORE: 0.5,
  });

  it('accepts only dev-captcha:<action> for that action', async () => {
    const captcha = createCaptchaVerifier(developmentConfig('development'));
    expect(captcha).toMatchObject({ provider: 'development', siteKey: null });
    await expect(captcha.verify('dev-captcha:login', 'login')).resolves.toEqual({ ok: true });
    await expect(captcha.verify('dev-captcha:login', 'enquiry')).resolves.toEqual({ ok: false, reason: 'invalid-token' });
    await expect(captcha.verify('anything', 'login')).resolves.toEqual({ ok: false, reason: 'invalid-token' });
    await expect(captcha.verify('', 'login')).resolves.toEqual({ ok: false, reason: 'missing-token' });
    await expect(captcha.verify(null, 'login')).resolves.toEqual({ ok: false, reason: 'missing-token' });
  });

  it('is refused outright in production', async () => {
    const captcha = createCaptchaVerifier(developmentConfig('production'));
    await expect(captcha.verify('dev-captcha:login', 'login')).resolves.toEqual({
      ok: false,
      reason: 'development-provider-in-production',
    });
  });
});

describe('requireCaptcha', () => {
  const captcha = createCaptchaVerifier({
    NODE_ENV: 'development',
    RECAPTCHA_VERIFY_URL: 'http://unused.invalid',
    RECAPTCHA_MIN_SCORE: 0.5,
  });

  it('passes an accepted token without a word', async () => {
    const logged: unknown[] = [];
    await requireCaptcha(
      captcha,
      { info: (details) => logged.push(details) },
      { token: 'dev-captcha:enquiry', action: 'enquiry', ip: '203.0.113.9' },
    );
    expect(logged).toEqual([]);
  });

  it('logs why a token is refused, lets the caller record it, then throws the 422 at the captcha field', async () => {
    const logged: unknown[] = [];
    const recorded: string[] = [];
    const refusal = requireCaptcha(
      captcha,
      { info: (details, message) => logged.push([details, message]) },
      { token: 'dev-captcha:login', action: 'enquiry', ip: '203.0.113.9' },
      async () => recorded.push('refused'),
    );
    await expect(refusal).rejects.toBeInstanceOf(ApiError);
    await expect(refusal).rejects.toMatchObject({
      statusCode: 422,
      message: CAPTCHA_FAILED_MESSAGE,
      errors: { [CAPTCHA_FIELD]: [CAPTCHA_FAILED_MESSAGE] },
    });
    expect(recorded).toEqual(['refused']);
    expect(logged).toEqual([[{ reason: 'invalid-token', action: 'enquiry' }, 'refused by the captcha check']]);
  });
});
