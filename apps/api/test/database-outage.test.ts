import fs from 'node:fs';
import { API_PATHS, API_PREFIX } from '@payee/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { testConfig } from './helpers/app';
import { startOwnPostgres, type OwnPostgres } from './helpers/own-postgres';

const READY = `${API_PREFIX}${API_PATHS.ready}`;
const COUNTRIES = `${API_PREFIX}${API_PATHS.countries}`;
/** A read that needs the database (the reference lists are answered from memory once loaded). */
const CLIENT_NAME = `${API_PREFIX}${API_PATHS.clientName}?application_code=NOSUCH1`;
const LOGIN = `${API_PREFIX}${API_PATHS.login}`;
const UNAVAILABLE = { message: 'We cannot reach our records just now. Please try again in a minute.', request_id: expect.any(String) };

/**
 * Issue 13, finding 7: PostgreSQL paused (SIGSTOP) or stopped. On a server of the test's own: the shared
 * TEST_DATABASE_URL server is never paused. Timeouts shortened through the same options the configuration
 * sets (DATABASE_CONNECT_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS), so the test does not wait out the defaults.
 */
describe('when PostgreSQL cannot answer', () => {
  let server: OwnPostgres;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const config = testConfig();

  beforeAll(async () => {
    server = await startOwnPostgres();
    database = await openDatabase({
      driver: 'postgres',
      connectionString: server.url,
      poolSize: 4,
      timeouts: { connectMs: 1_000, statementMs: 1_500 },
    });
    await database.migrate();
    app = buildApp({ config, database });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    server?.resume();
    await database?.close();
    server?.destroy();
    fs.rmSync(config.DATA_DIR, { recursive: true, force: true });
  });

  const get = (url: string) => app.inject({ method: 'GET', url });
  const signIn = () =>
    app.inject({
      method: 'POST',
      url: LOGIN,
      payload: {
        login_method: 'username',
        username: 'nobody.here',
        password: 'Not-the-password-1',
        'g-recaptcha-response': 'dev-captcha:login',
      },
    });
  /** /ready and how long it took: the probe's answer must come within about a second, ready or not. */
  const timedReady = async () => {
    const started = performance.now();
    const response = await get(READY);
    return { response, ms: performance.now() - started };
  };
  const expectUnavailable = (response: Awaited<ReturnType<typeof get>>) => {
    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual(UNAVAILABLE);
  };

  /**
   * Every connection of the pool is back once the database answers again: a transaction whose `begin` failed
   * (the e-mail worker's, woken by each answer) gave its client back (db/client.ts TimeoutAwareClient); a lost
   * one would shrink the pool for good.
   */
  const expectNoConnectionLost = async () => {
    await app.outbox.deliverDue();
    const pool = database.poolStats!();
    expect(pool.idle, JSON.stringify(pool)).toBe(pool.total);
  };

  it('answers normally while the server runs', async () => {
    expect((await get(READY)).statusCode).toBe(200);
    expect((await get(COUNTRIES)).statusCode).toBe(200);
  });

  it('paused: /ready answers 503 within a second, routes 503 with Retry-After, and it recovers once resumed', async () => {
    // Loaded once, the reference lists are answered from memory.
    expect((await get(COUNTRIES)).statusCode).toBe(200);
    server.pause();
    try {
      const ready = await timedReady();
      expect(ready.response.statusCode).toBe(503);
      expect(ready.response.headers['retry-after']).toBe('5');
      expect(ready.ms).toBeLessThan(1_500);
      expect((await timedReady()).ms).toBeLessThan(1_500);

      expectUnavailable(await get(CLIENT_NAME));
      expectUnavailable(await signIn());
      // More requests than the pool has connections: each still gets its 503 (none waits for ever).
      for (const response of await Promise.all(Array.from({ length: 6 }, () => get(CLIENT_NAME)))) expectUnavailable(response);
      // The reference lists, read before the pause, are still answered from memory.
      expect((await get(COUNTRIES)).statusCode).toBe(200);
    } finally {
      server.resume();
    }
    expect((await get(CLIENT_NAME)).statusCode).toBe(404);
    expect((await get(READY)).statusCode).toBe(200);
    const after = await signIn();
    expect(after.statusCode, after.body).toBe(422);
    await expectNoConnectionLost();
  });

  it('stopped: routes answer 503 (not 500) and /ready 503 at once; started again, it answers', async () => {
    server.stop();
    try {
      const ready = await timedReady();
      expect(ready.response.statusCode).toBe(503);
      expect(ready.ms).toBeLessThan(1_500);
      expectUnavailable(await get(CLIENT_NAME));
      expectUnavailable(await signIn());
    } finally {
      server.start();
    }
    expect((await get(CLIENT_NAME)).statusCode).toBe(404);
    expect((await get(READY)).statusCode).toBe(200);
    await expectNoConnectionLost();
  });
});
