import { setTimeout as delay } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import { API_PREFIX } from '@payee/contract';
import { buildApp } from './app';
import { ConfigError, ENV_FILE, loadConfig, loadEnvFile } from './config';
import { openConfiguredDatabase, type ConfiguredDatabase } from './db/configured-database';
import { DataDirLockedError } from './db/data-dir-lock';
import { checkKeyFingerprints, KeyMismatchError } from './db/key-fingerprints';
import { protectDataAtRest, reportLines } from './db/at-rest';
import { addDemoData } from './seed/demo-data';
import { createLogger } from './lib/logger';
import { createFileStorage } from './lib/storage/configured-storage';

/**
 * Start-up and shutdown, apart from the app (app.ts, which the tests build on its own): configuration (the
 * environment, then `.env`), the data-directory lock, the database and its migrations, then the app and the port.
 * Problems a person can fix (configuration, a second server on the same data) end the process with one readable
 * message, not a stack trace.
 */
async function main() {
  let config;
  let fromEnvFile: string[];
  try {
    fromEnvFile = loadEnvFile();
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) return exitWith(error.message);
    throw error;
  }

  const isPretty = config.NODE_ENV !== 'production' && process.stdout.isTTY === true;
  const logger = createLogger({ level: config.LOG_LEVEL, isPretty });

  if (fromEnvFile.length > 0) logger.info(`Read ${fromEnvFile.join(', ')} from ${ENV_FILE}.`);

  // PGlite does not guard its files: the data-directory lock; PostgreSQL does its own locking.
  let opened: ConfiguredDatabase;
  try {
    opened = await openConfiguredDatabase(config, {
      onTakeOver: (previous) =>
        logger.warn(
          { previous_pid: previous.pid, previous_host: previous.host, previous_started_at: previous.startedAt },
          `The previous server (process ${previous.pid}) did not stop cleanly; its lock on ${config.DATA_DIR} ended with it. Taking over the data directory.`,
        ),
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) return exitWith(error.message);
    logger.fatal({ err: error }, 'Could not open, migrate or seed the database.');
    process.exit(1);
  }
  const { database } = opened;
  const storage = createFileStorage(config);
  try {
    await database.migrate();
    // A key that does not fit the data under its id: stop here, before a request reads or writes with it.
    await checkKeyFingerprints(database.db, config.APP_ENCRYPTION_KEY);
    // Before the first request: personal data still in the clear, or from before key versions, is encrypted
    // under the current key (db/at-rest.ts); a row it cannot convert is logged and left as it is.
    const atRest = await protectDataAtRest({
      db: database.db,
      ring: config.APP_ENCRYPTION_KEY,
      storage,
      dataDir: config.DATA_DIR,
      pass: 'legacy',
      onFailure: (kind, rowId, err) =>
        logger.error({ err, kind, row_id: rowId }, 'Could not encrypt a stored value; it is left as it was.'),
    });
    const converted = reportLines(atRest.rewritten);
    if (converted.length > 0) logger.info(`Encrypted personal data stored before this version:\n${converted.join('\n')}`);
    // Demo accounts only outside production: a production server never gets a known password.
    if (config.NODE_ENV !== 'production') {
      for (const added of await addDemoData(database.db, config, storage)) logger.info(added);
    }
  } catch (error) {
    await opened.close();
    if (error instanceof KeyMismatchError) return exitWith(error.message);
    logger.fatal({ err: error }, 'Could not open, migrate or seed the database.');
    process.exit(1);
  }

  const app = buildApp({ config, database, logger, storage });
  // While stopping, each answer closes its connection, so keep-alive connections end with their last request.
  let isStopping = false;
  app.addHook('onSend', async (_request, reply) => {
    if (isStopping) reply.header('connection', 'close');
  });

  const shutdown = closeWithGrace(
    // Stop signals are ours (below); close-with-grace handles the unexpected errors and bounds the stop by the grace period.
    {
      delay: config.SHUTDOWN_GRACE_MS,
      logger,
      skip: [...STOP_SIGNALS],
      onTimeout: (delayMs) => logger.error({ exit_code: 1 }, `Stopped: requests still running after ${delayMs} ms were cut off.`),
    },
    async ({ err }) => {
      if (err) logger.error({ err }, 'Stopping after an unexpected error.');
      isStopping = true;
      // Requests already sent may still wait, unread, in the socket buffers and the listen queue of a busy
      // server; closing the listener would reset them. A moment to take them in, then every request begun
      // finishes (Fastify waits for its connections before its onClose hooks close the database).
      await delay(STOP_SETTLE_MS);
      await app.close();
      await opened.close();
      // The last line of a stop, with the exit code close-with-grace then ends with: under `npm start`,
      // the server's own exit code is not npm's.
      logger.info({ exit_code: err ? 1 : 0 }, 'Stopped.');
    },
  );
  // `kill -TERM -- -PGID` of `npm start` reaches the server two or three times: directly, and forwarded by npm
  // and by tsx. The first signal starts the stop; the others must not cut it short (close-with-grace exits on a
  // second signal), so in-flight requests finish within the grace period (issue 13, finding 9).
  let stoppingSince: NodeJS.Signals | undefined;
  for (const signal of STOP_SIGNALS) {
    process.on(signal, () => {
      if (stoppingSince) {
        logger.info({ signal }, `Already stopping (${stoppingSince}): in-flight requests finish first.`);
        return;
      }
      stoppingSince = signal;
      logger.info({ signal, grace_ms: config.SHUTDOWN_GRACE_MS }, 'Stopping.');
      void shutdown.close();
    });
  }

  await app.listen({ port: config.PORT, host: config.HOST });
  logger.info(
    `Payee Portal is running at http://${displayHost(config.HOST)}:${config.PORT} (API ${API_PREFIX}, database ${opened.where}, files in ${storage.where}).`,
  );
}

/** How long a stop lets the requests already sent reach the server before it stops listening. */
const STOP_SETTLE_MS = 250;

/** The signals that ask the server to stop: a service manager, a terminal, `npm start` stopped. */
const STOP_SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGQUIT'] as const;

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
