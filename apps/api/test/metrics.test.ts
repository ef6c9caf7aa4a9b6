import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, buildTestApp, useTestApp, type TestApp } from './helpers/app';

const TOKEN = 'metrics-token-for-the-test-0123456789';
const scrape = (ctx: TestApp, authorization?: string) =>
  ctx.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** A sample's value in Prometheus' text format, by its name and labels as written. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(TEST_DATABASES)('GET /metrics (%s)', (driver) => {
  const ctx = useTestApp(driver, { env: { METRICS_TOKEN: TOKEN, RATE_LIMIT_MAX: '3' } });

  it('counts requests and their durations by route pattern, never by the raw URL', async () => {
    for (const reference of ['ENQ-AAAAAA', 'ENQ-BBBBBB']) {
      await ctx.app.inject({ method: 'GET', url: `/api/v1/admin/enquiries/${reference}` });
    }
    await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    const response = await scrape(ctx, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(sample(text, 'http_requests_total{method="GET",route="/api/v1/admin/enquiries/:reference",status_code="401"}')).toBe(2);
    expect(sample(text, 'http_requests_total{method="GET",route="/api/v1/health",status_code="200"}')).toBe(1);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/v1/health",status_code="200"}');
    expect(text).not.toContain('ENQ-AAAAAA');
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('tells the e-mails waiting in the outbox, and the PostgreSQL pool where there is one', async () => {
    await ctx.database.db.transaction((tx) =>
      ctx.app.outbox.enqueue(tx, { to: 'waiting@example.org', subject: 'Waiting', text: 'x', html: '<p>x</p>' }, { template: 'test' }),
    );
    const text = (await scrape(ctx, `Bearer ${TOKEN}`)).body;
    expect(sample(text, 'payee_outbox_messages{status="pending"}')).toBe(1);
    expect(sample(text, 'payee_outbox_messages{status="failed"}')).toBe(0);
    await ctx.app.outbox.deliverDue();
    expect(sample((await scrape(ctx, `Bearer ${TOKEN}`)).body, 'payee_outbox_messages{status="pending"}')).toBe(0);
    if (driver === 'postgres') {
      expect(sample(text, 'payee_db_pool_connections{state="total"}')).toBeGreaterThan(0);
      expect(text).toContain('payee_db_pool_connections{state="waiting"}');
    } else {
      expect(text).not.toContain('payee_db_pool_connections');
    }
  });

  it('answers only with the token as a bearer, and is never refused by the global rate limit', async () => {
    expect((await scrape(ctx)).statusCode).toBe(401);
    expect((await scrape(ctx, 'Bearer wrong-token-of-the-same-length!!!!')).statusCode).toBe(401);
    expect((await scrape(ctx, TOKEN)).statusCode).toBe(401);
    // RATE_LIMIT_MAX is 3 a minute here: the scrapes above and below are far more.
    for (let n = 0; n < 5; n++) expect((await scrape(ctx, `Bearer ${TOKEN}`)).statusCode).toBe(200);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp('none');
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('is not there: 404 in the error shape', async () => {
    const response = await scrape(ctx, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });
});
