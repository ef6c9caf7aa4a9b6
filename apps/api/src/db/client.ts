import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type Logger } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../file-paths';
import { subscribePglite, subscribePostgres, type NotificationSubscription, type SubscribeOptions } from './notifications';
import * as schema from './schema/index';

export type Schema = typeof schema;

/** What every repository receives: the same Drizzle API whether PGlite or PostgreSQL is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseDriver = 'pglite' | 'postgres';

/** An open database with its driver-specific bits hidden. */
export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /** Runs the migrations in src/db/migrations (idempotent). */
  migrate(): Promise<void>;
  /** `select 1`: true when the database answers within `timeoutMs` (never waits longer). */
  ping(timeoutMs?: number): Promise<boolean>;
  /** PostgreSQL: the pool's connections (for /metrics); undefined on PGlite, which has one in-process connection. */
  poolStats?(): DatabasePoolStats;
  close(): Promise<void>;
  /**
   * PGlite only: the whole data directory as a tarball (PGlite's own dump), to open copies of with `template`:
   * the tests' migrated template, and `db:backup`'s archive (gzipped).
   */
  dump?(compression?: 'none' | 'gzip'): Promise<Blob>;
  /** LISTEN for notifications of other instances' changes (db/notifications.ts); closed by its owner. */
  subscribe?(options: SubscribeOptions): Promise<NotificationSubscription>;
}

/** What the pool of a PostgreSQL database holds right now. */
export interface DatabasePoolStats {
  /** Open connections, idle or in use. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

/**
 * How long PostgreSQL work may take (issue 13, finding 7): without them a paused server holds every request
 * for ever. `connectMs` bounds opening a connection and waiting for a free one in the pool; `statementMs` is
 * the server's `statement_timeout`, with a client-side read timeout a little above it for a server that does not
 * answer at all; `idleMs` closes pool connections unused that long (and a transaction left idle that long).
 */
export interface PostgresTimeouts {
  connectMs: number;
  statementMs: number;
  idleMs: number;
}

export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = { connectMs: 5_000, statementMs: 15_000, idleMs: 30_000 };

/** The readiness check's budget: a load balancer's probe gets its answer within a second either way. */
export const PING_TIMEOUT_MS = 800;

/** Options of both drivers: `logger` hears every statement Drizzle sends (tests count a route's queries with it). */
interface CommonDatabaseOptions {
  logger?: Logger;
}

export type OpenDatabaseOptions = CommonDatabaseOptions &
  (
    | { driver: 'postgres'; connectionString: string; poolSize?: number; timeouts?: Partial<PostgresTimeouts> }
    /**
     * `dataDir` undefined: in memory (tests). `template`: a data directory dumped by `dump` to start from instead
     * of a new cluster (tests: a migrated database in ~1 s instead of ~5; `db:restore`: into an empty `dataDir`).
     */
    | { driver: 'pglite'; dataDir?: string; template?: Blob }
  );

/**
 * PostgreSQL settings of the embedded database, on top of PGlite's own start parameters. PGlite keeps
 * PostgreSQL's shared memory in its WebAssembly heap, which starts at 128 MiB (its module allows no less) and
 * never shrinks: initdb's shared_buffers of 128MB grew it to 189 MiB, a third of the server's idle memory.
 * 16MB holds this product's working set; the hot reads were no slower side by side, and less saves nothing
 * more (docs/decisions.md, "Speed (issue 15)").
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB'];
/** The contrib extensions the migrations create (pg_trgm: the client search's trigram index, migration 0029). */
export const PGLITE_EXTENSIONS = { pg_trgm };
const PGLITE_OPTIONS = {
  extensions: PGLITE_EXTENSIONS,
  startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting])],
};

// Same casing as drizzle.config.ts, so columns declared without an explicit name map the same way.
const DRIZZLE_OPTIONS = { schema, casing: 'snake_case' } as const;

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.driver === 'postgres') {
    const given = Object.entries(options.timeouts ?? {}).filter(([, value]) => value !== undefined);
    const timeouts: PostgresTimeouts = { ...DEFAULT_POSTGRES_TIMEOUTS, ...Object.fromEntries(given) };
    const pool = new pg.Pool({ ...poolConfig(options.connectionString, timeouts), max: options.poolSize ?? 10 });
    // Readiness has its own connection and a budget under a second, so a busy or stuck pool never delays it
    // and a probe every second never piles up behind the pool's longer timeouts.
    const health = new pg.Pool({
      ...poolConfig(options.connectionString, { connectMs: PING_TIMEOUT_MS, statementMs: PING_TIMEOUT_MS, idleMs: timeouts.idleMs }),
      max: 1,
    });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    health.on('error', () => {});
    const db = drizzleNodePostgres({ client: pool, ...DRIZZLE_OPTIONS, logger: options.logger });
    return {
      db: db as unknown as Database,
      driver: 'postgres',
      migrate: () => migrateNodePostgres(db, { migrationsFolder: MIGRATIONS_DIR }),
      ping: (timeoutMs = PING_TIMEOUT_MS) =>
        withinTime(
          health.query('select 1').then(() => true),
          timeoutMs,
        ),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      subscribe: (subscription) => subscribePostgres(options.connectionString, timeouts, subscription),
      close: async () => {
        await Promise.all([pool.end(), health.end()]);
      },
    };
  }

  if (options.dataDir) fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const client = await PGlite.create({
    ...PGLITE_OPTIONS,
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.template ? { loadDataDir: options.template } : {}),
  });
  const db = drizzlePglite({ client, ...DRIZZLE_OPTIONS, logger: options.logger });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: (timeoutMs = PING_TIMEOUT_MS) => withinTime(pingPglite(db as unknown as Database), timeoutMs),
    close: async () => {
      if (!client.closed) await client.close();
    },
    dump: async (compression = 'none') => (await client.dumpDataDir(compression)) as Blob,
    subscribe: (subscription) => subscribePglite(client, subscription),
  };
}

async function pingPglite(db: Database): Promise<boolean> {
  await db.execute(sql`select 1`);
  return true;
}

/** True when `check` answers true within `timeoutMs`; false when it fails or takes longer (it is not waited for). */
async function withinTime(check: Promise<boolean>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([check.catch(() => false), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A pg client that gives up its connection when a query's read timeout fires: the query is still running
 * (or the server is paused), so the connection is unusable until it answers. pg itself destroys it only in
 * pipeline mode, and Drizzle releases a transaction's client to the pool without the error, which would keep
 * the stuck connection for the next request. A client whose connection ends (so, or because the server stopped)
 * also goes back to its pool at once, with an error, so the pool drops it: Drizzle never releases a
 * transaction's client whose `begin` failed (the release is in a `finally` after it), and each such client
 * would be lost to the pool for good, until no request got one.
 * The pool's release is made idempotent, as the caller may release it again.
 */
class TimeoutAwareClient extends pg.Client {
  private poolRelease: ((error?: Error) => void) | undefined;
  private isCheckedOut = false;
  private readonly releaseOnce = (error?: Error) => {
    if (!this.isCheckedOut) return;
    this.isCheckedOut = false;
    this.poolRelease?.(error);
  };

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // A destroyed connection reports an error on the client; the query's own caller already has it.
    this.on('error', () => {});
    // A connection that ends while the client is checked out (the server stopped, or dropConnection below):
    // back to the pool, which drops it.
    this.on('end', () => this.releaseOnce(new Error('The database connection ended.')));
    // pg-pool gives each checkout its own `release`: keep it behind one that runs once.
    Object.defineProperty(this, 'release', {
      configurable: true,
      get: () => this.releaseOnce,
      set: (release: (error?: Error) => void) => {
        this.poolRelease = release;
        this.isCheckedOut = true;
      },
    });
  }

  override query(...args: unknown[]): never {
    const result = (super.query as (...parameters: unknown[]) => unknown).apply(this, args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if ((error as Error | undefined)?.message === 'Query read timeout') this.dropConnection();
      });
    }
    return result as never;
  }

  private dropConnection() {
    (this as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    this.releaseOnce(new Error('Query read timeout'));
  }
}

function poolConfig(connectionString: string, timeouts: PostgresTimeouts): pg.PoolConfig {
  return {
    connectionString,
    Client: TimeoutAwareClient as unknown as typeof pg.Client,
    connectionTimeoutMillis: timeouts.connectMs,
    idleTimeoutMillis: timeouts.idleMs,
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: Math.max(timeouts.idleMs, timeouts.statementMs),
    // The server's statement_timeout cannot fire while it is paused: the client's own read timeout, a little later.
    query_timeout: timeouts.statementMs + 1_000,
    keepAlive: true,
  };
}
