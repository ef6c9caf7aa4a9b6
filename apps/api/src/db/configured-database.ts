import path from 'node:path';
import type { Config } from '../config';
import { openDatabase, type DatabaseHandle } from './client';
import { lockDataDir, type LockOptions } from './data-dir-lock';

/** The database the configuration names, opened (not migrated); `close()` also releases the data directory. */
export interface ConfiguredDatabase {
  database: DatabaseHandle;
  /** For messages: "PostgreSQL" or "PGlite in <folder>". */
  where: string;
  close(): Promise<void>;
}

/** Where the embedded database keeps its files. */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

/**
 * PostgreSQL when DATABASE_URL is set, else the embedded PGlite under DATA_DIR, behind the data-directory
 * lock (PGlite does not guard its files; PostgreSQL does its own locking). Throws DataDirLockedError while
 * another process holds the directory.
 */
export async function openConfiguredDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'> &
    Partial<
      Pick<Config, 'DATABASE_POOL_SIZE' | 'DATABASE_CONNECT_TIMEOUT_MS' | 'DATABASE_STATEMENT_TIMEOUT_MS' | 'DATABASE_IDLE_TIMEOUT_MS'>
    >,
  options: LockOptions & {
    poolSize?: number;
    /** PGlite: runs while holding the data directory, before the database is opened (`db:reset` deletes it there). */
    beforeOpen?: () => void;
  } = {},
): Promise<ConfiguredDatabase> {
  if (config.DATABASE_URL) {
    const database = await openDatabase({
      driver: 'postgres',
      connectionString: config.DATABASE_URL,
      poolSize: options.poolSize ?? config.DATABASE_POOL_SIZE,
      timeouts: {
        connectMs: config.DATABASE_CONNECT_TIMEOUT_MS,
        statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
        idleMs: config.DATABASE_IDLE_TIMEOUT_MS,
      },
    });
    return { database, where: 'PostgreSQL', close: () => database.close() };
  }
  const release = await lockDataDir(config.DATA_DIR, options);
  try {
    options.beforeOpen?.();
    const database = await openDatabase({ driver: 'pglite', dataDir: pgliteDir(config.DATA_DIR) });
    return {
      database,
      where: `PGlite in ${pgliteDir(config.DATA_DIR)}`,
      close: async () => {
        await database.close().catch(() => {});
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
