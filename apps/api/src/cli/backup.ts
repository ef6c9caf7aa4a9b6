import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { count, sql } from 'drizzle-orm';
import * as tar from 'tar';
import type { Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { openConfiguredDatabase, pgliteDir, type ConfiguredDatabase } from '../db/configured-database';
import { DataDirLockedError } from '../db/data-dir-lock';
import { KeyMismatchError } from '../db/key-fingerprints';
import { clientUsers, encryptionKeys, enquiries, intakeApplications, journalLines, staffUsers } from '../db/schema/index';
import { keyFingerprint } from '../lib/crypto';
import { uploadsDir } from '../lib/storage/configured-storage';
import { fail, loadCommandConfig, openForCommand, runAsCommand, type CliOutcome } from './command';

/**
 * `npm run db:backup -- <file>` and `npm run db:restore -- <file> [--replace]`: one archive (a tar file) of what an
 * office needs to come back after losing its server: the database (PostgreSQL's `pg_dump` custom format, or the
 * embedded database's own data-directory dump), the uploaded documents when they are on the server's disk, and a
 * manifest with the key ids and their fingerprints, never the keys. A restore checks the configured keys fit
 * before it touches anything, refuses a database that holds people's records unless told to replace them, then
 * migrates and compares the record counts with the manifest's.
 */

const USAGE = `Usage: npm run db:backup -- <file>
       npm run db:restore -- <file> [--replace]

  db:backup   writes one archive: the database (PostgreSQL: pg_dump's custom format; the embedded database: its
              data directory, so stop the server first), the uploaded documents kept on this server's disk, and the
              ids of the encryption keys in use. The keys are never in it: keep APP_ENCRYPTION_KEY (and
              APP_ENCRYPTION_KEY_ID, APP_ENCRYPTION_OLD_KEYS) in a safe place of their own; without them the
              personal data in a backup cannot be read.
  db:restore  restores an archive into an empty database (a new one, or one with only the reference data), with
              the same keys configured. A database holding clients, staff, applications or ledger entries is
              refused unless --replace is given: PostgreSQL's tables are then dropped; the embedded database's
              folder and the uploaded documents are moved aside into DATA_DIR/replaced-<time>.

PostgreSQL needs pg_dump and pg_restore of the server's version or newer on the PATH (Debian: postgresql-client),
or PG_BIN set to their folder.`;

/** What the archive's manifest.json says; read back by `db:restore` before anything is touched. */
interface Manifest {
  format: typeof FORMAT;
  version: 1;
  createdAt: string;
  database: 'postgres' | 'pglite';
  /** The migrations applied when the backup was made (a restore into newer code applies the rest). */
  migrations: number;
  /** Each key id the data is under and its fingerprint (an HMAC under the key's own sub-key), never the key. */
  keys: { id: string; fingerprint: string }[];
  files: { storage: 'disk'; count: number; bytes: number } | { storage: 's3'; bucket: string };
  /** Rows of the tables people fill, compared after a restore. */
  counts: RecordCounts;
}

const FORMAT = 'payee-portal-backup';
const MANIFEST = 'manifest.json';
const POSTGRES_DUMP = 'database.pgdump';
const PGLITE_DUMP = 'database.pglite.tar.gz';
const UPLOADS = 'uploads';

type RecordCounts = Record<keyof typeof COUNTED, number>;
const COUNTED = {
  clients: clientUsers,
  staff: staffUsers,
  applications: intakeApplications,
  ledgerLines: journalLines,
  enquiries,
} as const;
const COUNT_LABELS: Record<keyof typeof COUNTED, string> = {
  clients: 'clients',
  staff: 'staff members',
  applications: 'applications',
  ledgerLines: 'ledger lines',
  enquiries: 'enquiries',
};

export const serverHoldsDataDirMessage = (dataDir: string) =>
  `The embedded database in ${dataDir} is in use by a running Payee Portal server, so it cannot be backed up or restored now.\n` +
  'Stop the server, run the command again, then start the server (a backup of an office takes seconds to minutes).';

export async function run(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<CliOutcome> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { replace: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n\n${USAGE}`, 2);
  }
  if (parsed.values.help) return { exitCode: 0, output: USAGE };
  const [command, file, ...rest] = parsed.positionals;
  if ((command !== 'backup' && command !== 'restore') || !file || rest.length > 0) return fail(USAGE, 2);
  if (command === 'backup' && parsed.values.replace) return fail(`--replace is for db:restore.\n\n${USAGE}`, 2);
  // npm runs the script in the workspace's folder; a relative path means where the command was typed.
  const archive = path.resolve(env.INIT_CWD ?? process.cwd(), file);
  try {
    return command === 'backup' ? await backup(archive, env) : await restore(archive, env, parsed.values.replace === true);
  } catch (error) {
    if (error instanceof DataDirLockedError) return fail(serverHoldsDataDirMessage(error.dataDir), 3);
    if (error instanceof KeyMismatchError) return fail(error.message);
    if (error instanceof BackupError) return fail(error.message);
    throw error;
  }
}

/** A refusal or a failed tool, with what to do; printed as it is. */
class BackupError extends Error {}

async function backup(archive: string, env: NodeJS.ProcessEnv): Promise<CliOutcome> {
  if (fs.existsSync(archive)) return fail(`${archive} exists already: give the backup a new file name (a backup is never overwritten).`);
  const opening = await openForCommand(env, { poolSize: 2, lockedMessage: serverHoldsDataDirMessage });
  if ('exitCode' in opening) return opening;
  const { config, opened } = opening;
  const staging = fs.mkdtempSync(path.join(config.DATA_DIR, '.backup-'));
  const partial = `${archive}.partial-${randomBytes(4).toString('hex')}`;
  try {
    const db = opened.database.db;
    const keys = (await db.select().from(encryptionKeys)).map((row) => ({ id: row.keyId, fingerprint: row.fingerprint }));
    const counts = await recordCounts(db);
    const migrations = await migrationCount(db);
    let databaseFile: string;
    if (config.DATABASE_URL) {
      databaseFile = POSTGRES_DUMP;
      await runPgTool(config, 'pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${path.join(staging, databaseFile)}`,
      ]);
    } else {
      databaseFile = PGLITE_DUMP;
      const dump = await opened.database.dump!('gzip');
      fs.writeFileSync(path.join(staging, databaseFile), Buffer.from(await dump.arrayBuffer()));
    }
    // Files after the database: every file a row of the dump names was stored before its row was written.
    const uploads = uploadsDir(config.DATA_DIR);
    const files: Manifest['files'] = config.S3_BUCKET
      ? { storage: 's3', bucket: config.S3_BUCKET }
      : { storage: 'disk', ...folderSize(uploads) };
    const manifest: Manifest = {
      format: FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      database: config.DATABASE_URL ? 'postgres' : 'pglite',
      migrations,
      keys,
      files,
      counts,
    };
    fs.writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.mkdirSync(path.dirname(archive), { recursive: true });
    await tar.create({ file: partial, cwd: staging, portable: true }, [MANIFEST, databaseFile]);
    if (files.storage === 'disk' && fs.existsSync(uploads)) {
      await tar.replace({ file: partial, cwd: config.DATA_DIR, portable: true }, [UPLOADS]);
    }
    // Personal data, encrypted or not: readable by the account that made it only.
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, archive);
    const size = fs.statSync(archive).size;
    return {
      exitCode: 0,
      output: [
        `Backed up ${opened.where} to ${archive} (${megabytes(size)}):`,
        `  the database, ${migrations} migrations applied: ${countsLine(counts)};`,
        files.storage === 'disk'
          ? `  ${files.count} uploaded documents (${megabytes(files.bytes)}) from ${uploads};`
          : `  not the uploaded documents: they are in the S3 bucket ${files.bucket}. Keep versioning on for that bucket ` +
            '(and a lifecycle rule for old versions), so its objects as of this backup can be brought back with it;',
        `  the ids of the encryption keys the data is under: ${keys.map((key) => key.id).join(', ') || 'none yet'}.`,
        'The keys themselves are not in the archive: a restore needs the same keys configured.',
      ].join('\n'),
    };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(partial, { force: true });
    await opened.close();
  }
}

async function restore(archive: string, env: NodeJS.ProcessEnv, replace: boolean): Promise<CliOutcome> {
  if (!fs.existsSync(archive)) return fail(`There is no file ${archive}.`);
  const config = loadCommandConfig(env);
  if ('exitCode' in config) return config;
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  const staging = fs.mkdtempSync(path.join(config.DATA_DIR, '.restore-'));
  const lines: string[] = [];
  try {
    try {
      await tar.extract({ file: archive, cwd: staging, strict: true });
    } catch (error) {
      throw new BackupError(`${archive} is not a Payee Portal backup (${(error as Error).message}).`);
    }
    const manifest = readManifest(staging, archive);
    checkArchiveFitsServer(manifest, config);

    const uploads = uploadsDir(config.DATA_DIR);
    const asideDir = path.join(config.DATA_DIR, `replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    const moveAside = (from: string, what: string, name = path.basename(from)) => {
      fs.mkdirSync(asideDir, { recursive: true });
      fs.renameSync(from, path.join(asideDir, name));
      lines.push(`Moved the previous ${what} to ${path.join(asideDir, name)}.`);
    };

    if (config.DATABASE_URL) {
      const opened = await openConfiguredDatabase(config, { poolSize: 1 });
      let holdsRecords: boolean;
      try {
        holdsRecords = await emptyOrRefuse(opened, replace);
      } finally {
        await opened.close();
      }
      await restorePostgres(config, path.join(staging, POSTGRES_DUMP));
      if (holdsRecords) lines.push("Replaced the tables and rows that were in the database (dropped in the restore's own transaction).");
    } else {
      const dump = new Blob([fs.readFileSync(path.join(staging, PGLITE_DUMP))]);
      const target = pgliteDir(config.DATA_DIR);
      const before = `${target}.before-restore`;
      // Held from the check to the end, so a server starting meanwhile cannot open half a database.
      const opened = await openConfiguredDatabase(config, { poolSize: 1 });
      try {
        const holdsRecords = await emptyOrRefuse(opened, replace);
        await opened.database.close();
        fs.rmSync(before, { recursive: true, force: true });
        fs.renameSync(target, before);
        try {
          const restored = await openDatabase({ driver: 'pglite', dataDir: target, template: dump });
          await restored.close();
        } catch (error) {
          // The database that was here comes back as it was.
          fs.rmSync(target, { recursive: true, force: true });
          fs.renameSync(before, target);
          throw new BackupError(`The embedded database could not be restored (${(error as Error).message}); it is as it was.`);
        }
        if (holdsRecords) moveAside(before, 'embedded database', 'pglite');
        else fs.rmSync(before, { recursive: true, force: true });
      } finally {
        await opened.close();
      }
    }

    if (manifest.files.storage === 'disk') {
      if (fs.existsSync(uploads) && fs.readdirSync(uploads).length > 0) moveAside(uploads, 'uploaded documents');
      else fs.rmSync(uploads, { recursive: true, force: true });
      const restoredUploads = path.join(staging, UPLOADS);
      if (fs.existsSync(restoredUploads)) fs.renameSync(restoredUploads, uploads);
    }

    // The code may be newer than the backup: the missing migrations, then the keys against the restored data.
    const opening = await openForCommand(env, { poolSize: 2, lockedMessage: serverHoldsDataDirMessage });
    if ('exitCode' in opening) return opening;
    try {
      const counts = await recordCounts(opening.opened.database.db);
      const files = manifest.files.storage === 'disk' ? folderSize(uploads) : undefined;
      const differences = (Object.keys(COUNT_LABELS) as (keyof RecordCounts)[])
        .filter((name) => counts[name] !== manifest.counts[name])
        .map((name) => `${COUNT_LABELS[name]}: ${manifest.counts[name]} in the backup, ${counts[name]} restored`);
      if (files && manifest.files.storage === 'disk' && files.count !== manifest.files.count) {
        differences.push(`uploaded documents: ${manifest.files.count} in the backup, ${files.count} restored`);
      }
      if (differences.length > 0) {
        throw new BackupError(`The restore does not match the backup's manifest:\n  ${differences.join('\n  ')}`);
      }
      return {
        exitCode: 0,
        output: [
          `Restored ${archive} (made ${manifest.createdAt}) into ${opening.opened.where}.`,
          ...lines,
          `Checked against the backup: ${countsLine(counts)}` + (files ? `, ${files.count} uploaded documents.` : '.'),
          manifest.files.storage === 's3'
            ? `The uploaded documents were not in the archive: they are in the S3 bucket ${manifest.files.bucket}.`
            : '',
          'Start the server as usual.',
        ]
          .filter(Boolean)
          .join('\n'),
      };
    } finally {
      await opening.opened.close();
    }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

function readManifest(staging: string, archive: string): Manifest {
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(staging, MANIFEST), 'utf8')) as Partial<Manifest>;
  } catch {
    throw new BackupError(`${archive} is not a Payee Portal backup: it has no readable ${MANIFEST}.`);
  }
  if (manifest.format !== FORMAT) throw new BackupError(`${archive} is not a Payee Portal backup.`);
  if (manifest.version !== 1) {
    throw new BackupError(`${archive} is a backup of format version ${manifest.version}; this version of the service reads version 1.`);
  }
  return manifest as Manifest;
}

/** Refuses, before anything changes, a backup of the other kind of database or one the configured keys cannot read. */
function checkArchiveFitsServer(manifest: Manifest, config: Config): void {
  const here = config.DATABASE_URL ? 'postgres' : 'pglite';
  if (manifest.database !== here) {
    throw new BackupError(
      manifest.database === 'pglite'
        ? 'This backup is of the embedded database, and this server is configured for PostgreSQL (DATABASE_URL): restore it without DATABASE_URL.'
        : 'This backup is of a PostgreSQL database, and this server uses the embedded database: set DATABASE_URL to an empty PostgreSQL database to restore it.',
    );
  }
  for (const { id, fingerprint } of manifest.keys) {
    const key = config.APP_ENCRYPTION_KEY.keys.get(id);
    if (!key) {
      throw new BackupError(
        `The backup's data is encrypted under key id "${id}", which this server's configuration does not have. ` +
          'Configure the keys it was made with (APP_ENCRYPTION_KEY and APP_ENCRYPTION_KEY_ID, or APP_ENCRYPTION_OLD_KEYS), then restore again. Nothing was changed.',
      );
    }
    if (keyFingerprint(key) !== fingerprint) {
      throw new BackupError(
        `The key configured under key id "${id}" is not the key the backup's data was encrypted with. ` +
          'Configure the keys it was made with, then restore again. Nothing was changed.',
      );
    }
  }
  if (manifest.files.storage === 'disk' && config.S3_BUCKET) {
    throw new BackupError(
      `The backup's uploaded documents were on the server's disk, and this server keeps them in the S3 bucket ${config.S3_BUCKET}: ` +
        'restore it on a server without S3_BUCKET, then copy DATA_DIR/uploads into the bucket.',
    );
  }
}

/**
 * True when the database holds people's records; throws unless `replace` then. A new database, or one with only
 * the migrations and reference data (a server that started once), counts as empty.
 */
async function emptyOrRefuse(opened: ConfiguredDatabase, replace: boolean): Promise<boolean> {
  const db = opened.database.db;
  const [tables] = rows<{ n: number }>(await db.execute(sql`select count(*)::int as n from pg_tables where tablename = 'client_users'`));
  if (!tables || tables.n === 0) return false;
  const counts = await recordCounts(db);
  const held = Object.values(counts).some((n) => n > 0);
  if (held && !replace) {
    throw new BackupError(
      `The database (${opened.where}) is not empty: ${countsLine(counts)}. Nothing was changed.\n` +
        'Restore into an empty database, or add --replace to replace everything in this one with the backup.',
    );
  }
  return held;
}

/** The rows of a raw statement: both drivers answer `execute` with a result holding `rows`. */
function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

async function recordCounts(db: Database): Promise<RecordCounts> {
  const entries = await Promise.all(
    Object.entries(COUNTED).map(async ([name, table]) => [name, (await db.select({ n: count() }).from(table))[0]!.n] as const),
  );
  return Object.fromEntries(entries) as RecordCounts;
}

async function migrationCount(db: Database): Promise<number> {
  const [row] = rows<{ n: number }>(await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`));
  return row?.n ?? 0;
}

const countsLine = (counts: RecordCounts) =>
  (Object.keys(COUNT_LABELS) as (keyof RecordCounts)[]).map((name) => `${counts[name]} ${COUNT_LABELS[name]}`).join(', ');

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

function folderSize(folder: string): { count: number; bytes: number } {
  if (!fs.existsSync(folder)) return { count: 0, bytes: 0 };
  let files = 0;
  let bytes = 0;
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { count: files, bytes };
}

/** DATABASE_URL without its password (which goes in PGPASSWORD, not on a command line `ps` shows), and the tool's path. */
function pgToolSetup(config: Config, tool: 'pg_dump' | 'pg_restore' | 'psql') {
  const url = new URL(config.DATABASE_URL!);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    executable: config.PG_BIN ? path.join(config.PG_BIN, tool) : tool,
    dbname: `--dbname=${url.toString()}`,
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** Starts one of PostgreSQL's tools; its exit code and what it wrote to stderr, or a BackupError when it cannot start. */
function startPgTool(
  tool: 'pg_dump' | 'pg_restore' | 'psql',
  executable: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  stdio: ('ignore' | 'pipe')[],
) {
  const child = spawn(executable, args, { env, stdio: [stdio[0]!, stdio[1]!, 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${tool} was not found. Install the PostgreSQL client tools of the server's version or newer (Debian: apt install postgresql-client), or set PG_BIN to the folder that holds ${tool}.`
            : `${tool} could not start: ${error.message}`,
        ),
      ),
    );
    child.on('close', (code) => (code === 0 ? resolve() : reject(new BackupError(`${tool} failed (exit ${code}):\n${stderr.trim()}`))));
  });
  return { child, done };
}

function runPgTool(config: Config, tool: 'pg_dump', args: string[]): Promise<void> {
  const { executable, dbname, env } = pgToolSetup(config, tool);
  return startPgTool(tool, executable, [dbname, ...args], env, ['ignore', 'ignore']).done;
}

/**
 * pg_restore turns the dump into SQL, and psql runs it after dropping the tables that are there, all in one
 * transaction: a restore that fails half-way leaves the database as it was.
 */
async function restorePostgres(config: Config, dumpFile: string): Promise<void> {
  const restore = pgToolSetup(config, 'pg_restore');
  const psql = pgToolSetup(config, 'psql');
  const reader = startPgTool('pg_restore', restore.executable, ['--no-owner', '--no-privileges', '--file=-', dumpFile], restore.env, [
    'ignore',
    'pipe',
  ]);
  const runner = startPgTool(
    'psql',
    psql.executable,
    [psql.dbname, '--quiet', '--no-psqlrc', '--single-transaction', '--set=ON_ERROR_STOP=1', '--output=/dev/null'],
    psql.env,
    ['pipe', 'ignore'],
  );
  runner.child.stdin!.on('error', () => {});
  runner.child.stdin!.write('drop schema if exists drizzle cascade;\ndrop schema if exists public cascade;\ncreate schema public;\n');
  reader.child.stdout!.pipe(runner.child.stdin!);
  try {
    await Promise.all([reader.done, runner.done]);
  } catch (error) {
    reader.child.kill();
    runner.child.kill();
    throw new BackupError(`${(error as Error).message}\nThe database is as it was before the restore.`);
  }
}

runAsCommand(import.meta.url, run, 'The backup command failed');
