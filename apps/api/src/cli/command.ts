import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENV_FILE, loadEnvFile } from '../config';

/** What a command says and how it ends; `runAsCommand` prints it. */
export interface CliOutcome {
  exitCode: number;
  output: string;
}

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
