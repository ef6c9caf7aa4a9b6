import fs from 'node:fs';
import { API_PREFIX } from '@payee/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { stubDatabase, TEST_DATABASES, testConfig, useTestApp } from './helpers/app';

describe.each(TEST_DATABASES)('health and readiness (%s)', (driver) => {
  const ctx = useTestApp(driver);

  it('answers liveness without the database', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}/health` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is ready when the database answers select 1', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}/ready` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('readiness without a database', () => {
  it('answers 503 in the error shape while liveness stays 200', async () => {
    const config = testConfig();
    const app = buildApp({ config, database: stubDatabase(false) });
    try {
      const ready = await app.inject({ method: 'GET', url: `${API_PREFIX}/ready` });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ message: 'The database is not available.', request_id: ready.headers['x-request-id'] });
      const health = await app.inject({ method: 'GET', url: `${API_PREFIX}/health` });
      expect(health.statusCode).toBe(200);
    } finally {
      await app.close();
      fs.rmSync(config.DATA_DIR, { recursive: true, force: true });
    }
  });
});
