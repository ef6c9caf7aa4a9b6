import { API_PREFIX, ZApiErrorBodySchema } from '@payee/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BODY_LIMIT_BYTES } from '../src/app';
import { ApiError, validationFailed } from '../src/lib/api-error';
import { useTestApp } from './helpers/app';

const ZFormSchema = z.object({
  name: z.string().min(1, 'Enter your name.'),
  physical_address: z.object({ line_1: z.string().min(1, 'Enter the first line of the address.') }),
  client_bills: z.array(z.object({ amount: z.number().positive('Enter an amount above zero.') })),
});

describe('the one error shape', () => {
  const ctx = useTestApp('none', {
    setup: (app) => {
      app.post(`${API_PREFIX}/test/form`, { schema: { body: ZFormSchema } }, async () => ({ ok: true }));
      app.get(`${API_PREFIX}/test/search`, { schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) } }, async () => ({
        ok: true,
      }));
      app.get(
        `${API_PREFIX}/test/range`,
        { schema: { querystring: z.object({ transaction_date: z.tuple([z.iso.date(), z.iso.date()]) }) } },
        async (request) => request.query,
      );
      app.get(`${API_PREFIX}/test/crash`, async () => {
        throw new Error('connection to 10.0.0.5 failed: password authentication failed for user "payee"');
      });
      app.get(`${API_PREFIX}/test/taken`, async () => {
        throw validationFailed({ username: ['This username is taken.'] });
      });
      app.get(`${API_PREFIX}/test/refusal`, async () => {
        throw new ApiError(409, 'This application was already sent.', { application_code: ['Already used.'] }, 'Contact the office.');
      });
      app.get(
        `${API_PREFIX}/test/bad-response`,
        { schema: { response: { 200: z.object({ id: z.number() }) } } },
        async () => ({ id: 'not a number' }) as never,
      );
    },
  });

  it('answers a failed validation with 422 and field errors keyed by dotted path, without a body prefix', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/test/form`,
      payload: { physical_address: { line_1: '' }, client_bills: [{ amount: 10 }, { amount: -5 }] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Please correct the highlighted fields.',
      errors: {
        name: ['This field is required.'],
        'physical_address.line_1': ['Enter the first line of the address.'],
        'client_bills.1.amount': ['Enter an amount above zero.'],
      },
    });
  });

  // Issue 9, item 12: the web shows a 422's message as a toast; Laravel's default sentence says nothing useful.
  it('says in plain words what to do on every 422, never "The given data was invalid."', async () => {
    const refusals = [
      await ctx.app.inject({ method: 'POST', url: `${API_PREFIX}/test/form`, payload: {} }),
      await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}/test/taken` }),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('Please correct the highlighted fields.');
    }
  });

  it('keys query errors by the parameter name alone', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}/test/search?page=0` });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['page']);
  });

  it('reads bracket names in query strings as arrays (statement: transaction_date[0], transaction_date[1])', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${API_PREFIX}/test/range?transaction_date[0]=2026-01-01&transaction_date[1]=2026-01-31`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ transaction_date: ['2026-01-01', '2026-01-31'] });
    const wrong = await ctx.app.inject({
      method: 'GET',
      url: `${API_PREFIX}/test/range?transaction_date[0]=yesterday&transaction_date[1]=2026-01-31`,
    });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(['transaction_date.0']);
  });

  it('passes an ApiError on as it is: status, message, field errors and warning', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}/test/refusal` });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'This application was already sent.',
      errors: { application_code: ['Already used.'] },
      warning: 'Contact the office.',
    });
  });

  it('answers an unexpected failure with 500, a generic message and the request id, and nothing internal', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}/test/crash` });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({
      message: 'Something went wrong on our side. Please try again later.',
      request_id: response.headers['x-request-id'],
    });
    expect(response.body).not.toMatch(/10\.0\.0\.5|password|stack|at .*\.ts/);
  });

  it('treats a response that breaks its own schema as a 500, not as leaked data', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}/test/bad-response` });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('not a number');
  });

  it('answers unknown API routes with 404 "Not found."', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}/nowhere` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });

  it('answers invalid JSON with 400 in plain words', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/test/form`,
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers a body over the limit with 413', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/test/form`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(BODY_LIMIT_BYTES) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request is too large.' });
  });

  it('answers a content type it does not accept with 415', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/test/form`,
      headers: { 'content-type': 'application/xml' },
      payload: '<name>x</name>',
    });
    expect(response.statusCode).toBe(415);
    expect(ZApiErrorBodySchema.parse(response.json()).message).toMatch(/not accepted/);
  });

  it('sends a request id on every answer, a new one each time', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}/health` });
    const second = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}/nowhere` });
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });
});

describe('rate limit', () => {
  const ctx = useTestApp('none', { env: { RATE_LIMIT_MAX: '3' } });

  it('answers 429 with a plain message once an address goes over RATE_LIMIT_MAX a minute', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i += 1) {
      last = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}/site-config` });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(last!.json()).toEqual({ message: 'Too many requests. Please wait a minute and try again.' });
    expect(last!.headers['retry-after']).toBeDefined();
  });

  it('counts unknown paths too, so probing is limited', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}/probe` });
    expect(response.statusCode).toBe(429);
  });

  it('leaves the health checks out, for monitors', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}/health` });
    expect(response.statusCode).toBe(200);
  });

  it('never counts page loads and static files, only API calls', async () => {
    // The API allowance of this address is spent (above); the web pages and their files still load.
    for (const url of ['/', '/about-us', '/assets/app.js', '/images/logo.svg', '/favicon.svg']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).not.toBe(429);
    }
  });
});
