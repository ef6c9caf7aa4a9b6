import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { API_PREFIX } from '@payee/contract';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { seedDemoData } from './db/seed/index';
import { createLogger } from './lib/logger';

/**
 * Start-up and shutdown, apart from the app (STYLE.md): configuration, the data-directory lock,
 * the database and its migrations, then the app and the port. Problems a person can fix (configuration,
 * a second server on the same data) end the process with one readable message, not a stack trace.
 */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) return exitWith(error.message);
    throw error;
  }

  const isPretty = config.NODE_ENV !== 'production' && process.stdout.isTTY === true;
  const logger = createLogger({ level: config.LOG_LEVEL, isPretty });

  // PGlite does not guard its files; PostgreSQL does its own locking.
  let releaseLock: (() => Promise<void>) | undefined;
  if (!config.DATABASE_URL) {
    try {
      releaseLock = await lockDataDir(config.DATA_DIR, {
        onCompromised: (error) => {
          logger.fatal({ err: error }, 'Lost the lock on the data directory; stopping to protect the data.');
          process.exit(1);
        },
      });
    } catch (error) {
      if (error instanceof DataDirLockedError) return exitWith(error.message);
      throw error;
    }
  }

  let database: DatabaseHandle | undefined;
  try {
    database = config.DATABASE_URL
      ? await openDatabase({ driver: 'postgres', connectionString: config.DATABASE_URL })
      : await openDatabase({ driver: 'pglite', dataDir: path.join(config.DATA_DIR, 'pglite') });
    await database.migrate();
    // Demo accounts only outside production: a production server never gets a known password.
    if (config.NODE_ENV !== 'production') {
      const seeded = await seedDemoData(database.db, config.APP_ENCRYPTION_KEY, { dataDir: config.DATA_DIR });
      if (seeded.staff) logger.info('Added the demo staff account (see the README).');
      if (seeded.clients) logger.info(`Added ${seeded.clients} demo client accounts (see the README).`);
      if (seeded.intake) logger.info(`Added ${seeded.intake} demo intake applications (see the README).`);
    }
  } catch (error) {
    logger.fatal({ err: error }, 'Could not open, migrate or seed the database.');
    await database?.close().catch(() => {});
    await releaseLock?.();
    process.exit(1);
  }

  const app = buildApp({ config, database, logger });

  closeWithGrace({ delay: 10_000, logger }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'Stopping after an unexpected error.');
    else logger.info({ signal }, 'Stopping.');
    await app.close();
    await database.close();
    await releaseLock?.();
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${path.join(config.DATA_DIR, 'pglite')}`;
  logger.info(`Payee Portal is running at http://${displayHost(config.HOST)}:${config.PORT} (API ${API_PREFIX}, database ${where}).`);
}

function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

function exitWith(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

main().catch((error: unknown) => {
  process.stderr.write(`The server could not start: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
