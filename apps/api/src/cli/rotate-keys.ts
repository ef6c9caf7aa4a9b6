import { parseArgs } from 'node:util';
import { KEY_BOUND_LABELS, protectDataAtRest, reportLines } from '../db/at-rest';
import { createFileStorage } from '../lib/storage/configured-storage';
import { fail, openForCommand, runAsCommand, type CliOutcome } from './command';

/**
 * `npm run keys:rotate`: moves every encrypted value, look-up hash and file key to the current key of the
 * ring (db/at-rest.ts, pass `rotate`), with the server's configuration (`.env` included), so the old keys
 * can then be removed. Batches of rows in their own transactions: on PostgreSQL it runs beside the servers.
 */

const USAGE = `Usage: npm run keys:rotate [-- --batch-size <rows>]

Re-encrypts the personal data under the current key (APP_ENCRYPTION_KEY, id APP_ENCRYPTION_KEY_ID): SSNs,
birth dates, identifier numbers, medical details, staff TOTP secrets, e-mails waiting in the outbox and each
stored file's own key (the files themselves are not rewritten), and recomputes the SSN look-up hashes. The keys the data was under must be in
APP_ENCRYPTION_OLD_KEYS while it runs. Safe to run again; it answers what it changed.

Rotating a key:
  1. Every server: APP_ENCRYPTION_KEY=<new key>, APP_ENCRYPTION_KEY_ID=<new id>,
     APP_ENCRYPTION_OLD_KEYS=<old id>:<old key>; restart them.
  2. npm run keys:rotate   (PostgreSQL: while they run; the embedded database: with the server stopped)
  3. When it says so, remove the old key from APP_ENCRYPTION_OLD_KEYS and restart.`;

export const serverHoldsDataDirMessage = (dataDir: string) =>
  `The embedded database in ${dataDir} is in use by a running Payee Portal server, so keys:rotate cannot open it.\n` +
  'Stop the server, run npm run keys:rotate, then start the server again.';

export async function run(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<CliOutcome> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: { 'batch-size': { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  } catch (error) {
    return fail(`${(error as Error).message}\n\n${USAGE}`, 2);
  }
  if (parsed.values.help) return { exitCode: 0, output: USAGE };
  const batchSize = Number(parsed.values['batch-size'] ?? 100);
  if (!Number.isInteger(batchSize) || batchSize < 1) return fail(`--batch-size must be a whole number of rows.\n\n${USAGE}`, 2);

  const opening = await openForCommand(env, { poolSize: 2, lockedMessage: (dataDir) => serverHoldsDataDirMessage(dataDir) });
  if ('exitCode' in opening) return opening;
  const { config, opened } = opening;
  const ring = config.APP_ENCRYPTION_KEY;

  const failures: string[] = [];
  try {
    const report = await protectDataAtRest({
      db: opened.database.db,
      ring,
      storage: createFileStorage(config),
      dataDir: config.DATA_DIR,
      pass: 'rotate',
      batchSize,
      // The kind, the row and why; never the value.
      onFailure: (kind, rowId, error) => failures.push(`  ${kind}, row ${rowId}: ${(error as Error).message}`),
    });
    const rewritten = reportLines(report.rewritten);
    const keyBound = reportLines(
      Object.fromEntries(Object.entries(report.keyBound).map(([kind, n]) => [KEY_BOUND_LABELS[kind as keyof typeof KEY_BOUND_LABELS], n])),
    );
    const oldIds = [...ring.keys.keys()].filter((id) => id !== ring.current.id);
    const lines = [
      rewritten.length > 0
        ? `Re-encrypted under key ${ring.current.id} (${opened.where}):\n${rewritten.join('\n')}`
        : `Everything was already under key ${ring.current.id} (${opened.where}); nothing changed.`,
    ];
    if (failures.length > 0) {
      lines.push(
        `Could not re-encrypt ${failures.length} values; they are as they were:`,
        ...failures,
        'Add the keys they name to APP_ENCRYPTION_OLD_KEYS (id:key) and run npm run keys:rotate again.',
      );
      return fail(lines.join('\n'));
    }
    if (keyBound.length > 0) {
      lines.push('Keyed hashes that cannot be recomputed (the hashed value is not kept), left under an old key:', ...keyBound);
    }
    if (report.keyBound.recoveryCodes > 0) {
      lines.push(
        'The recovery codes work only while their key is configured (codes made now need no key): keep that key in',
        'APP_ENCRYPTION_OLD_KEYS while they may be needed.',
      );
    } else if (oldIds.length > 0) {
      lines.push(
        `No value needs the old keys (${oldIds.join(', ')}) any more: remove them from APP_ENCRYPTION_OLD_KEYS and restart the servers.`,
      );
    }
    return { exitCode: 0, output: lines.join('\n') };
  } finally {
    await opened.close();
  }
}

runAsCommand(import.meta.url, run, 'The keys could not be rotated');
