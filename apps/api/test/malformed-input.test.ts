import { API_PREFIX, ZApiErrorBodySchema } from '@payee/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { InjectOptions } from 'light-my-request';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BODY_LIMIT_BYTES } from '../src/app';
import { createClientUser } from '../src/modules/clients/service';
import { TEST_DATABASES, useTestApp } from './helpers/app';

/**
 * Every API route, present and future, found through the app's onRoute hook, gets malformed input:
 * wrong types in params and query, missing and mistyped body fields, a body over the limit, invalid JSON,
 * a content type we do not accept, a broken multipart form. None may answer 5xx, and every refusal must
 * be in the one error shape. A new route is covered without editing this file.
 */

const BAD_SCALARS = ['abc', '', '-1', '0', '1.5', '99999999999999999999', 'true', 'null', '%00', "' or 1=1 --", 'x'.repeat(300)];

/** Keys of a zod object schema (also behind a `.transform()`), or none. */
function keysOf(schema: unknown): string[] {
  if (schema instanceof z.ZodPipe) return keysOf(schema.in);
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

function methodsOf(route: RouteOptions): string[] {
  return Array.isArray(route.method) ? route.method : [route.method];
}

/** The route's URL with each `:param` replaced. */
function urlFor(route: RouteOptions, paramValue = 'x'): string {
  return route.url.replace(/:(\w+)/g, () => encodeURIComponent(paramValue)).replace(/\*$/, 'x');
}

type Case = { label: string; request: InjectOptions; mustRefuse?: boolean };

function casesFor(route: RouteOptions, method: string): Case[] {
  const cases: Case[] = [];
  const url = urlFor(route);
  const schema = (route.schema ?? {}) as { querystring?: unknown; body?: unknown; params?: unknown };

  if (route.url.includes(':')) {
    for (const value of BAD_SCALARS) {
      cases.push({ label: `param ${JSON.stringify(value.slice(0, 20))}`, request: { method: method as never, url: urlFor(route, value) } });
    }
  }

  const queryKeys = [...keysOf(schema.querystring), 'page', 'id'];
  for (const key of queryKeys) {
    for (const value of BAD_SCALARS) {
      cases.push({
        label: `query ${key}=${value.slice(0, 20)}`,
        request: { method: method as never, url: `${url}?${key}=${encodeURIComponent(value)}` },
      });
    }
    cases.push({ label: `query ${key} as array`, request: { method: method as never, url: `${url}?${key}[]=1&${key}[]=2` } });
    cases.push({ label: `query ${key} as object`, request: { method: method as never, url: `${url}?${key}[a][b]=1` } });
  }
  cases.push({
    label: 'query prototype pollution',
    request: { method: method as never, url: `${url}?__proto__[polluted]=1&constructor[prototype][polluted]=1` },
  });

  if (method === 'GET' || method === 'HEAD') return cases;

  const json = (label: string, payload: unknown, mustRefuse = false): Case => ({
    label,
    mustRefuse,
    request: { method: method as never, url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) },
  });
  cases.push(json('empty object', {}));
  for (const payload of [[], 'text', null, 123, true]) cases.push(json(`body ${JSON.stringify(payload)}`, payload));
  for (const key of keysOf(schema.body)) {
    for (const value of [{}, [], 12345, 'x', null, { nested: { deeper: [1] } }, 'y'.repeat(100_000)]) {
      cases.push(json(`body ${key} = ${JSON.stringify(value).slice(0, 20)}`, { [key]: value }));
    }
  }
  cases.push(json('body over the limit', { filler: 'z'.repeat(BODY_LIMIT_BYTES + 1) }, true));
  cases.push({
    label: 'invalid JSON',
    mustRefuse: true,
    request: { method: method as never, url, headers: { 'content-type': 'application/json' }, payload: '{"name": "unterminated' },
  });
  cases.push({
    label: 'empty JSON body',
    mustRefuse: true,
    request: { method: method as never, url, headers: { 'content-type': 'application/json' }, payload: '' },
  });
  for (const contentType of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) {
    cases.push({
      label: `content type ${contentType}`,
      mustRefuse: true,
      request: { method: method as never, url, headers: { 'content-type': contentType }, payload: 'a=1' },
    });
  }
  cases.push({
    label: 'broken multipart',
    mustRefuse: true,
    request: {
      method: method as never,
      url,
      headers: { 'content-type': 'multipart/form-data; boundary=----x' },
      payload:
        '------x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n------x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\nunterminated',
    },
  });
  cases.push({
    label: 'multipart prototype pollution',
    request: {
      method: method as never,
      url,
      headers: { 'content-type': 'multipart/form-data; boundary=----x' },
      payload: '------x\r\nContent-Disposition: form-data; name="__proto__[polluted]"\r\n\r\n1\r\n------x--\r\n',
    },
  });
  return cases;
}

/** Routes of the client area: their cases run signed in, so the input reaches validation and the handlers. */
const isClientRoute = (url: string) => /\/website\/(client|user|intake)(\/|$)/.test(url) || url.endsWith('/website/logout');

async function expectRefusedProperly(app: FastifyInstance, route: RouteOptions, method: string, testCase: Case, clientId?: number) {
  let request = testCase.request;
  if (clientId !== undefined && isClientRoute(route.url)) {
    // A fresh token per case: logout revokes the one it is given.
    const { token } = await app.authTokens.issue({ subjectType: 'client', subjectId: clientId, ttlMs: 60_000 });
    request = { ...request, headers: { ...(request.headers ?? {}), authorization: `Bearer ${token}` } };
  }
  const response = await app.inject(request);
  const where = `${method} ${route.url} with ${testCase.label}`;
  expect(response.statusCode, `${where}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (testCase.mustRefuse) expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
  if (response.statusCode >= 400 && method !== 'HEAD') {
    expect(ZApiErrorBodySchema.safeParse(response.json()).success, `${where}: ${response.body.slice(0, 300)}`).toBe(true);
  }
}

describe.each(TEST_DATABASES)('malformed input on every API route (%s)', (driver) => {
  const ctx = useTestApp(driver, {
    setup: (app) => {
      // Stands in for the JSON and form routes still to come, so the body cases run today as well.
      app.post(
        `${API_PREFIX}/test/example-form`,
        {
          schema: {
            body: z.object({
              name: z.string().min(1),
              amount: z.number(),
              client_bills: z.array(z.object({ amount: z.number() })).optional(),
            }),
          },
        },
        async () => ({ ok: true }),
      );
    },
  });

  it('finds the API routes (so the checks below cannot pass vacuously)', () => {
    const urls = ctx.routes.map((route) => route.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        `${API_PREFIX}/health`,
        `${API_PREFIX}/master/states`,
        `${API_PREFIX}/dropdown/:name`,
        `${API_PREFIX}/website/enquiry`,
        `${API_PREFIX}/admin/login`,
        `${API_PREFIX}/admin/enquiries/:reference`,
        `${API_PREFIX}/website/login`,
        `${API_PREFIX}/website/logout`,
        `${API_PREFIX}/website/forgot-credential`,
        `${API_PREFIX}/website/reset-credential`,
        `${API_PREFIX}/website/reset-credential/check`,
        `${API_PREFIX}/website/client/name`,
        `${API_PREFIX}/website/client/process`,
        `${API_PREFIX}/website/client/programs`,
        `${API_PREFIX}/website/client/account-balance`,
        `${API_PREFIX}/website/client/transactions`,
        `${API_PREFIX}/website/client/account-statement`,
        `${API_PREFIX}/website/user/change-password`,
        `${API_PREFIX}/test/example-form`,
      ]),
    );
  });

  let clientId: number;
  beforeAll(async () => {
    clientId = await createClientUser(ctx.database.db, ctx.config.APP_ENCRYPTION_KEY, {
      username: 'malformed.tester',
      password: 'Malformed@1',
      ssn: '987654325',
      dateOfBirth: '1970-01-01',
      firstName: 'Mal',
      lastName: 'Formed',
      processType: 'client',
      currentProcess: 'approved',
    });
  });

  it('never answers 5xx, and refuses in the error shape', async () => {
    const apiRoutes = ctx.routes.filter((route) => route.url.startsWith(API_PREFIX));
    let checked = 0;
    for (const route of apiRoutes) {
      for (const method of methodsOf(route)) {
        for (const testCase of casesFor(route, method)) {
          await expectRefusedProperly(ctx.app, route, method, testCase);
          if (isClientRoute(route.url)) await expectRefusedProperly(ctx.app, route, method, testCase, clientId);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // Hundreds of requests in one test, more with every route added: a budget, not a speed check.
  }, 120_000);

  it('answers unknown API paths with 404 in the error shape, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await ctx.app.inject({ method, url: `${API_PREFIX}/no/such/route` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
  });
});
