import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, ENV_FILE, loadConfig, loadEnvFile, type Config } from '../config';
import { openConfiguredDatabase, type ConfiguredDatabase } from '../db/configured-database';
import { DataDirLockedError } from '../db/data-dir-lock';
import { checkKeyFingerprints, KeyMismatchError } from '../db/key-fingerprints';

/** What a command says and how it ends; `runAsCommand` prints it. */
export interface CliOutcome {
  exitCode: number;
  output: string;
}

/** A command that fails: what to print, and its exit code (1 unless said; 2 for bad arguments, 3 for a busy database). */
export const fail = (output: string, exitCode = 1): CliOutcome => ({ exitCode, output });

/** A command's work: its arguments and environment in, what to print and the exit code out. */
export type CliRun = (argv: string[], env?: NodeJS.ProcessEnv) => Promise<CliOutcome>;

/**
 * Runs a command as it is typed: `.env` first, as the server reads it (a variable the environment sets
 * wins; NODE_ENV=test skips the file), then the command, so every command uses the server's database.
 */
export async function runWithEnvFile(
  run: CliRun,
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  envFile = ENV_FILE,
): Promise<CliOutcome> {
  loadEnvFile(envFile, env);
  return run(argv, env);
}

/**
 * When `moduleUrl` (the command's `import.meta.url`) is the file tsx was started with: runs the command
 * with `.env` read, prints its output (stderr when it fails) and sets the exit code. Imported by a test,
 * it does nothing.
 */
export function runAsCommand(moduleUrl: string, run: CliRun, failure: string): void {
  const started = process.argv[1];
  if (started === undefined || path.resolve(started) !== fileURLToPath(moduleUrl)) return;
  runWithEnvFile(run, process.argv.slice(2)).then(
    ({ exitCode, output }) => {
      (exitCode === 0 ? process.stdout : process.stderr).write(`${output}\n`);
      process.exitCode = exitCode;
    },
    (error: unknown) => {
      process.stderr.write(`${failure}: ${(error as Error).stack ?? String(error)}\n`);
      process.exitCode = 1;
    },
  );
}

/** The server's configuration, or exit 1 with what is wrong in it. */
export function loadCommandConfig(env: NodeJS.ProcessEnv): Config | CliOutcome {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return fail(error.message);
    throw error;
  }
}

/**
 * The server's configuration and database, opened for a command: the embedded database behind the server's own
 * data-directory lock, never waited for. A configuration that does not load is exit 1 with its message; a data
 * directory a running server holds is exit 3 with `lockedMessage`, which says what to do instead. The database is
 * migrated, and a key that does not fit the data under its id is exit 1 with what to do (db/key-fingerprints.ts).
 */
export async function openForCommand(
  env: NodeJS.ProcessEnv,
  { poolSize, lockedMessage }: { poolSize: number; lockedMessage: (dataDir: string) => string },
): Promise<{ config: Config; opened: ConfiguredDatabase } | CliOutcome> {
  const config = loadCommandConfig(env);
  if ('exitCode' in config) return config;
  let opened: ConfiguredDatabase;
  try {
    opened = await openConfiguredDatabase(config, { poolSize });
  } catch (error) {
    if (error instanceof DataDirLockedError) return fail(lockedMessage(error.dataDir), 3);
    throw error;
  }
  try {
    await opened.database.migrate();
    await checkKeyFingerprints(opened.database.db, config.APP_ENCRYPTION_KEY);
  } catch (error) {
    await opened.close();
    if (error instanceof KeyMismatchError) return fail(error.message);
    throw error;
  }
  return { config, opened };
}
