import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Logger as DrizzleLogger } from 'drizzle-orm';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig, type Config, type Env } from '../../src/config';
import { openDatabase, type DatabaseDriver, type DatabaseHandle } from '../../src/db/client';
import { createMemoryLimitStore } from './memory-limit-store';
import { OUTBOX_WORKERS } from './outbox';
import { databaseUrl, onServer } from './scratch-database';

/**
 * Every API test file runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL names a server
 * (`describe.each(TEST_DATABASES)`). TEST_DATABASE_URL is an admin connection: each app gets its own
 * throw-away database there, created and migrated at start, dropped at the end.
 */
export const TEST_DATABASES: DatabaseDriver[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * For tests of conventions that never reach the database (CSP, SPA, rate limits): no database is opened;
 * any query fails loudly and the readiness check answers `ready`.
 */
const QUERY_METHODS = new Set(['select', 'selectDistinct', 'insert', 'update', 'delete', 'execute', 'transaction', 'query', 'with']);

export function stubDatabase(ready = true): DatabaseHandle & { drop(): Promise<void> } {
  const refuse = () => {
    throw new Error('This test app has no database: build it with a database driver.');
  };
  return {
    db: new Proxy(
      {},
      { get: (_target, key) => (typeof key === 'string' && QUERY_METHODS.has(key) ? refuse : undefined) },
    ) as DatabaseHandle['db'],
    driver: 'pglite',
    migrate: async () => {},
    ping: async () => ready,
    close: async () => {},
    drop: async () => {},
  };
}

const withZod = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
/** The app as test-only routes see it: zod schemas give typed bodies and queries. */
export type ZodApp = ReturnType<typeof withZod>;

export interface TestAppOptions {
  /** Environment variables on top of the test defaults (as strings, exactly as in production). */
  env?: Env;
  /** Runs before the app is ready: register test-only routes or hooks here (zod schemas typed). */
  setup?: (app: ZodApp) => void | Promise<void>;
  /** The app's clock (helpers/staff.ts `testClock`), for idle timeouts, lock-outs and TOTP codes. */
  now?: () => Date;
  /** The app's logger (helpers/log-lines.ts), for tests of what reaches the log; silent otherwise. */
  logger?: Logger;
  /**
   * A database another app uses too (a second instance of the server): this app neither opens nor drops it.
   * Give both apps the same APP_ENCRYPTION_KEY in `env`, as instances of one deployment have.
   */
  database?: DatabaseHandle;
  /** Hears every statement the app's database is sent (helpers/query-count.ts). */
  queryLogger?: DrizzleLogger;
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  /** Every route the app registered (collected with an onRoute hook), test-only ones included. */
  routes: RouteOptions[];
  close(): Promise<void>;
}

/** The migrated PGlite template of this run (helpers/database-template.ts), read once per test file. */
let pgliteTemplate: Blob | undefined;

/**
 * A fresh database of that kind, migrated: a copy of the run's template (helpers/database-template.ts);
 * `drop()` closes and removes it.
 */
export async function openTestDatabase(
  driver: DatabaseDriver,
  /** Hears every statement Drizzle sends (helpers/query-count.ts). */
  logger?: DrizzleLogger,
): Promise<DatabaseHandle & { drop(): Promise<void>; /** PostgreSQL: where another pool reaches the same database. */ url?: string }> {
  if (driver === 'pglite') {
    pgliteTemplate ??= new Blob([fs.readFileSync(inject('pgliteTemplateFile'))]);
    const database = await openDatabase({ driver: 'pglite', template: pgliteTemplate, logger });
    return { ...database, drop: () => database.close() };
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set.');
  const name = `payee_test_${randomBytes(6).toString('hex')}`;
  await onServer(adminUrl, `create database ${name} template ${inject('postgresTemplate')}`);
  const url = databaseUrl(adminUrl, name);
  const database = await openDatabase({ driver: 'postgres', connectionString: url, poolSize: 4, logger });
  return {
    ...database,
    url,
    drop: async () => {
      await database.close();
      await onServer(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** The test configuration: silent logs, a rate limit no test reaches by accident, a temp DATA_DIR. */
export function testConfig(env: Env = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    APP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000',
    // Files send several enquiries from one address; the test of the limit sets its own.
    ENQUIRY_RATE_LIMIT_PER_HOUR: '100000',
    // Likewise for sign-in, credential recovery and the name look-up; their own tests set low limits.
    SIGN_IN_RATE_LIMIT_PER_15_MINUTES: '100000',
    CREDENTIAL_RATE_LIMIT_PER_HOUR: '100000',
    CLIENT_NAME_RATE_LIMIT_PER_MINUTE: '100000',
    // Some files send dozens of requests at once; the test of the cap sets its own.
    IN_FLIGHT_LIMIT_PER_ADDRESS: '100000',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'payee-api-test-')),
    // No web build unless a test makes one: the SPA plugin then answers pages with its 503.
    WEB_DIST_DIR: path.join(os.tmpdir(), 'payee-no-web-dist'),
    ...env,
  });
}

/** Builds the app on a fresh database of that kind, ready for `app.inject`. */
export async function buildTestApp(driver: DatabaseDriver | 'none', options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.env);
  const database = options.database
    ? { ...options.database, drop: async () => {} }
    : driver === 'none'
      ? stubDatabase()
      : await openTestDatabase(driver, options.queryLogger);
  const clock = options.now ?? (() => new Date());
  // Without a database the limits count in memory; with one, in its table (or Redis when the test sets REDIS_URL).
  const limitStore = driver === 'none' ? createMemoryLimitStore(clock) : undefined;
  const app = buildApp({ config, database, now: options.now, logger: options.logger, limitStore });
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  await options.setup?.(withZod(app));
  await app.ready();
  OUTBOX_WORKERS.set(config.DATA_DIR, app.outbox);
  return {
    app,
    config,
    database,
    routes,
    close: async () => {
      OUTBOX_WORKERS.delete(config.DATA_DIR);
      await app.close();
      await database.drop();
      fs.rmSync(config.DATA_DIR, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `work` with an app on a database the test opened itself, as a server restarted with `config` would
 * see it (another key ring, another storage); the app is closed after, the database left open.
 */
export async function withAppOn<T>(database: DatabaseHandle, config: Config, work: (ctx: TestApp) => Promise<T>): Promise<T> {
  const app = buildApp({ config, database });
  await app.ready();
  try {
    return await work({ app, config, database, routes: [], close: () => app.close() });
  } finally {
    await app.close();
  }
}

/**
 * One app per test file (or describe block): built before its tests, closed after them.
 * Read `.app` etc. inside tests, not at collection time.
 */
export function useTestApp(driver: DatabaseDriver | 'none', options: TestAppOptions = {}): TestApp {
  let built: TestApp | undefined;
  const get = (): TestApp => {
    if (!built) throw new Error('The test app is built in beforeAll; use it inside a test.');
    return built;
  };
  beforeAll(async () => {
    built = await buildTestApp(driver, options);
  });
  afterAll(async () => {
    await built?.close();
  });
  return {
    get app() {
      return get().app;
    },
    get config() {
      return get().config;
    },
    get database() {
      return get().database;
    },
    get routes() {
      return get().routes;
    },
    close: () => get().close(),
  };
}
