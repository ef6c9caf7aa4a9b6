import { API_PREFIX } from '@payee/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';

describe('?_method= override on POST (as the onboarding save sends: POST /website/onboarding?_method=PUT)', () => {
  const ctx = useTestApp('none', {
    setup: (app) => {
      for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
        app.route({
          method,
          url: `${API_PREFIX}/test/override`,
          handler: async (request) => ({ method: request.method, query: request.query, body: request.body ?? null }),
        });
      }
    },
  });

  it.each(['PUT', 'put', 'PATCH', 'DELETE'])('routes POST ?_method=%s to the %s route, body and other query kept', async (method) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/test/override?step=bills&_method=${method}`,
      payload: { skip: 0 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ method: method.toUpperCase(), query: { step: 'bills' }, body: { skip: 0 } });
  });

  it('does not let a GET become a PUT', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}/test/override?_method=PUT` });
    expect(response.statusCode).toBe(404);
  });

  it('does not turn a POST into anything but PUT, PATCH or DELETE', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: `${API_PREFIX}/test/override?_method=GET` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });
});
