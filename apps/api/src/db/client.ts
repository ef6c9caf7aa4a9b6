import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../file-paths';
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
  /** `select 1`: true when the database answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, to open copies of with `template` (tests). */
  dump?(): Promise<Blob>;
}

export type OpenDatabaseOptions =
  | { driver: 'postgres'; connectionString: string; poolSize?: number }
  /**
   * `dataDir` undefined: in memory (tests). `template`: a data directory dumped by `dumpDataDir` to start
   * from instead of a new cluster (tests: a migrated database in ~1 s instead of ~5).
   */
  | { driver: 'pglite'; dataDir?: string; template?: Blob };

/**
 * PostgreSQL settings of the embedded database, on top of PGlite's own start parameters. PGlite keeps
 * PostgreSQL's shared memory in its WebAssembly heap, which starts at 128 MiB (its module allows no less) and
 * never shrinks: initdb's shared_buffers of 128MB grew it to 189 MiB, a third of the server's idle memory.
 * 16MB holds this product's working set; the hot reads were no slower side by side, and less saves nothing
 * more (docs/decisions.md, "Speed (issue 15)").
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB'];
const PGLITE_OPTIONS = {
  startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting])],
};

// Same casing as drizzle.config.ts, so columns declared without an explicit name map the same way.
const DRIZZLE_OPTIONS = { schema, casing: 'snake_case' } as const;

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.driver === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.connectionString, max: options.poolSize ?? 10 });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    const db = drizzleNodePostgres({ client: pool, ...DRIZZLE_OPTIONS });
    return {
      db: db as unknown as Database,
      driver: 'postgres',
      migrate: () => migrateNodePostgres(db, { migrationsFolder: MIGRATIONS_DIR }),
      ping: () => ping(db as unknown as Database),
      close: () => pool.end(),
    };
  }

  if (options.dataDir) fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const client = options.dataDir
    ? await PGlite.create(options.dataDir, PGLITE_OPTIONS)
    : await PGlite.create({ ...PGLITE_OPTIONS, ...(options.template ? { loadDataDir: options.template } : {}) });
  const db = drizzlePglite({ client, ...DRIZZLE_OPTIONS });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: () => ping(db as unknown as Database),
    close: async () => {
      if (!client.closed) await client.close();
    },
    dump: async () => (await client.dumpDataDir('none')) as Blob,
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
