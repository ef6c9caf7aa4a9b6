import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { openConfiguredDatabase, pgliteDir, type ConfiguredDatabase } from '../db/configured-database';
import { DataDirLockedError } from '../db/data-dir-lock';
import { checkKeyFingerprints, KeyMismatchError } from '../db/key-fingerprints';
import { addDemoData, DEMO_DATA_NEVER_IN_PRODUCTION } from '../seed/demo-data';
import { createFileStorage, uploadsDir } from '../lib/storage/configured-storage';
import { fail, loadCommandConfig, runAsCommand, type CliOutcome } from './command';

/**
 * `npm run db:migrate`, `npm run db:reset`, `npm run db:seed`: the database the server would use (the same
 * configuration, `.env` included), by hand. The server migrates and, outside production, seeds at every
 * start anyway; these are for a database you want to prepare, empty or refill without starting it.
 */

const USAGE = `Usage: npm run db:migrate | npm run db:seed | npm run db:reset

  db:migrate  applies the migrations that are missing (they also add the reference data)
  db:seed     adds the README's demo accounts and applications that are missing (never in production)
  db:reset    deletes every table and row, and the uploaded documents, then applies the migrations
              (never in production); the demo data comes back with db:seed or the next npm start`;

const COMMANDS = ['migrate', 'seed', 'reset'] as const;
type Command = (typeof COMMANDS)[number];

export const serverHoldsDataDirMessage = (dataDir: string) =>
  `The embedded database in ${dataDir} is in use by a running Payee Portal server, so this command cannot open it.\n` +
  'Stop the server and run this command again.';

export async function run(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<CliOutcome> {
  const [command, ...rest] = argv;
  if (command === '--help' || command === '-h') return { exitCode: 0, output: USAGE };
  if (!COMMANDS.includes(command as Command) || rest.length > 0) return fail(USAGE, 2);

  const config = loadCommandConfig(env);
  if ('exitCode' in config) return config;
  if (command !== 'migrate' && config.NODE_ENV === 'production') {
    return fail(
      command === 'seed'
        ? `db:seed refuses to run: ${DEMO_DATA_NEVER_IN_PRODUCTION}`
        : 'db:reset refuses to run when NODE_ENV=production: it would delete every client, application and transaction.',
    );
  }

  let opened: ConfiguredDatabase | undefined;
  try {
    const lines: string[] = [];
    // The uploaded documents belong to rows of the database, so a reset deletes them too (and any left on
    // the local disk from before object storage).
    const uploads = uploadsDir(config.DATA_DIR);
    const storage = createFileStorage(config);
    const inStorage = storage.kind === 'disk' ? `in ${uploads}` : `in ${uploads} and the ${storage.where}`;
    if (command === 'reset' && !config.DATABASE_URL) {
      // Deleted while holding the data directory, so a server starting meanwhile cannot open half a database.
      opened = await openConfiguredDatabase(config, {
        beforeOpen: () => {
          fs.rmSync(pgliteDir(config.DATA_DIR), { recursive: true, force: true });
          fs.rmSync(uploads, { recursive: true, force: true });
        },
      });
      await storage.removeAll();
      lines.push(
        `Deleted the embedded database in ${pgliteDir(config.DATA_DIR)} and the uploaded documents ${inStorage}.`,
        'Kept the development secrets (secrets.json) and the mail outbox.',
      );
    } else {
      opened = await openConfiguredDatabase(config, { poolSize: 1 });
    }
    if (command === 'reset' && config.DATABASE_URL) {
      // The schema "drizzle" records the migrations applied; "public" holds every table of the product.
      await opened.database.db.transaction(async (tx) => {
        await tx.execute(sql`drop schema if exists drizzle cascade`);
        await tx.execute(sql`drop schema if exists public cascade`);
        await tx.execute(sql`create schema public`);
      });
      await storage.removeAll();
      fs.rmSync(uploads, { recursive: true, force: true });
      lines.push(
        `Deleted every table and row of the PostgreSQL database ${redactedUrl(config.DATABASE_URL)} (schemas public and drizzle)`,
        `and the uploaded documents ${inStorage}. Kept the mail outbox.`,
      );
    }
    await opened.database.migrate();
    await checkKeyFingerprints(opened.database.db, config.APP_ENCRYPTION_KEY);
    lines.push(`The database (${opened.where}) has every migration and the reference data.`);
    if (command === 'reset') lines.push('The demo data comes back with npm run db:seed, or at the next npm start.');
    if (command === 'seed') {
      const added = await addDemoData(opened.database.db, config, storage);
      lines.push(...(added.length > 0 ? added : ['The demo data is already there; nothing was added.']));
    }
    return { exitCode: 0, output: lines.join('\n') };
  } catch (error) {
    if (error instanceof DataDirLockedError) return fail(serverHoldsDataDirMessage(error.dataDir), 3);
    if (error instanceof KeyMismatchError) return fail(error.message);
    throw error;
  } finally {
    await opened?.close();
  }
}

/** A connection address without its password, for messages. */
function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'named by DATABASE_URL';
  }
}

runAsCommand(import.meta.url, run, 'The database command failed');
