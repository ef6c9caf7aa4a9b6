import { randomBytes } from 'node:crypto';
import { API_PREFIX } from '@payee/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseDriver, type DatabaseHandle } from '../src/db/client';
import { rateLimitCounters } from '../src/db/schema/index';
import { DEMO_CLIENT } from '../src/seed/demo-clients';
import { TOO_MANY_REQUESTS_MESSAGE } from '../src/lib/api-error';
import { CLEAN_INTERVAL_MS } from '../src/lib/limit-store';
import { buildTestApp, openTestDatabase, TEST_DATABASES, type TestApp } from './helpers/app';
import { loginByUsername, seedClients } from './helpers/clients';
import { createStaffMember, signInStaff, STAFF_LOGIN, testClock } from './helpers/staff';

/**
 * Two instances of the server on one database (each its own app, memory and, on PostgreSQL, its own pool), as
 * behind a load balancer: every limit and lock-out reached through both holds on both. On each database, and on
 * Redis as well when TEST_REDIS_URL names a server (REDIS_URL then takes the counters).
 */
const REDIS_URL = process.env.TEST_REDIS_URL;
const STORES: { driver: DatabaseDriver; redis?: string; label: string }[] = [
  ...TEST_DATABASES.map((driver) => ({ driver, label: driver })),
  ...(REDIS_URL ? TEST_DATABASES.map((driver) => ({ driver, redis: REDIS_URL, label: `${driver} + redis` })) : []),
];

const SITE_CONFIG = `${API_PREFIX}/site-config`;
const MINUTE = 60_000;
const API_LIMIT = 4;
const SIGN_IN_LIMIT = 3;

describe.each(STORES)('limits shared by two instances ($label)', ({ driver, redis }) => {
  const clock = testClock(new Date('2026-05-04T10:00:00Z'));
  let database: DatabaseHandle & { drop(): Promise<void>; url?: string };
  let secondPool: DatabaseHandle | undefined;
  let a: TestApp;
  let b: TestApp;
  let address = 0;
  /** Each test its own address, so the per-address limits of one do not spill into the next. */
  const nextAddress = () => `10.9.0.${(address += 1)}`;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    secondPool = database.url ? await openDatabase({ driver: 'postgres', connectionString: database.url, poolSize: 2 }) : undefined;
    // Instances of one deployment share the configuration, the key included.
    const env = {
      APP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      RATE_LIMIT_MAX: String(API_LIMIT),
      SIGN_IN_RATE_LIMIT_PER_15_MINUTES: String(SIGN_IN_LIMIT),
      ...(redis ? { REDIS_URL: redis } : {}),
    };
    a = await buildTestApp(driver, { env, now: clock.now, database });
    b = await buildTestApp(driver, { env, now: clock.now, database: secondPool ?? database });
    await seedClients(a);
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await secondPool?.close();
    await database?.drop();
  });

  const get = (app: TestApp, remoteAddress: string) => app.app.inject({ method: 'GET', url: SITE_CONFIG, remoteAddress });

  it('counts the API-wide limit once across both: the fifth request a minute is refused by either', async () => {
    expect(a.app.limits.kind).toBe(redis ? 'redis' : 'postgres');
    const from = nextAddress();
    const statuses: number[] = [];
    for (let request = 0; request < API_LIMIT + 2; request += 1) statuses.push((await get(request % 2 ? b : a, from)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    const refused = await get(a, from);
    expect(refused.json()).toEqual({ message: TOO_MANY_REQUESTS_MESSAGE });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back; after the minute this one is not either.
    expect((await get(b, nextAddress())).statusCode).toBe(200);
    clock.advance(MINUTE);
    expect((await get(b, from)).statusCode).toBe(200);
  });

  it("counts a route's own limit across both (client sign-in per address)", async () => {
    const remoteAddress = nextAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < SIGN_IN_LIMIT + 1; attempt += 1) {
      const app = attempt % 2 ? b : a;
      const response = await app.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/website/login`,
        remoteAddress,
        payload: {
          login_method: 'username',
          username: `someone${attempt}`,
          password: 'Guess@123',
          'g-recaptcha-response': 'dev-captcha:login',
        },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 429]);
    clock.advance(MINUTE);
  });

  it("holds a client's lock-out reached through both instances on both", async () => {
    const wrong = (app: TestApp, attempt: number) =>
      app.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/website/login`,
        remoteAddress: nextAddress(),
        payload: {
          login_method: 'username',
          username: DEMO_CLIENT.username,
          password: `Wrong@${attempt}`,
          'g-recaptcha-response': 'dev-captcha:login',
        },
      });
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await wrong(attempt % 2 ? a : b, attempt)).statusCode).toBe(422);
    for (const app of [a, b]) {
      const locked = await loginByUsername(app, DEMO_CLIENT.username, DEMO_CLIENT.password);
      expect(locked.statusCode).toBe(429);
    }
    clock.advance(15 * MINUTE);
    const after = await loginByUsername(b, DEMO_CLIENT.username, DEMO_CLIENT.password);
    expect(after.statusCode, after.body).toBe(200);
  });

  it("holds a member of staff's lock-out reached through both instances on both", async () => {
    const member = await createStaffMember(a, ['caseworker']);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await (attempt % 2 ? a : b).app.inject({
        method: 'POST',
        url: STAFF_LOGIN,
        remoteAddress: nextAddress(),
        payload: { email: member.email, password: `Wrong@${attempt}` },
      });
      expect(response.statusCode).toBe(422);
    }
    for (const app of [a, b]) {
      const locked = await app.app.inject({
        method: 'POST',
        url: STAFF_LOGIN,
        remoteAddress: nextAddress(),
        payload: { email: member.email, password: member.password },
      });
      expect(locked.statusCode).toBe(429);
    }
    clock.advance(15 * MINUTE);
    await signInStaff(b, member, {});
  });

  it('keeps neither addresses nor e-mail addresses in the clear, and removes counters whose window ended', async () => {
    const from = '10.9.77.77';
    await get(a, from);
    if (redis) {
      const client = new Redis(redis);
      try {
        const keys = await client.keys('payee:limit:*');
        expect(keys.length).toBeGreaterThan(0);
        expect(keys.join(' ')).not.toContain('10.9.');
        expect(keys.every((key) => /^payee:limit:[A-Za-z0-9_-]+:[0-9a-f]{64}$/.test(key))).toBe(true);
        // Redis removes each counter itself once its window is over.
        for (const key of keys) expect(await client.pttl(key)).toBeGreaterThan(0);
      } finally {
        client.disconnect();
      }
      return;
    }
    const keys = (await database.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((row) => row.key);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toContain('10.9.');
    expect(keys.every((key) => /^[A-Za-z0-9_-]+:[0-9a-f]{64}$/.test(key))).toBe(true);

    clock.advance(CLEAN_INTERVAL_MS + 60 * MINUTE);
    await get(a, from);
    // Only the counter of the request just made is left.
    expect(await database.db.$count(rateLimitCounters)).toBe(1);
  });
});
