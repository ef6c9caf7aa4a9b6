import fs from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/** Thrown when another server holds the data directory. Its message is meant for the person starting it. */
export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `Another Payee Portal server is already using the data directory ${dataDir} (lock held). ` +
        'Stop it, or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface LockOptions {
  /** Called if the lock is lost while running (e.g. the lock folder was deleted). */
  onCompromised?: (error: Error) => void;
}

/**
 * Takes the data directory for this process. PGlite does not lock its files, and two processes on one
 * directory corrupt it. proper-lockfile keeps refreshing the lock, so one left by a crashed server goes
 * stale (after 10 s) and is taken over rather than blocking forever.
 * Returns the function that releases the lock.
 */
export async function lockDataDir(dataDir: string, options: LockOptions = {}): Promise<() => Promise<void>> {
  const absolute = path.resolve(dataDir);
  fs.mkdirSync(absolute, { recursive: true });
  try {
    return await lockfile.lock(absolute, {
      lockfilePath: path.join(absolute, 'server.lock'),
      stale: 10_000,
      update: 5_000,
      retries: 0,
      realpath: false,
      onCompromised:
        options.onCompromised ??
        ((error) => {
          throw error;
        }),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(absolute);
    throw error;
  }
}
