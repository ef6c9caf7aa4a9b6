import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import config from '../drizzle.config';
import { API_ROOT } from '../src/file-paths';

/**
 * `npm run db:check`: fails when the schema (src/db/schema) and the migrations disagree, that is when
 * `drizzle-kit generate` would write a migration. It generates into a copy of the migrations in a temporary
 * folder, so the repository is never written to, then runs `drizzle-kit check` (snapshots consistent).
 */

/** drizzle-kit stops to ask when a change could be a rename; nobody answers it here. */
const DRIZZLE_KIT_TIMEOUT_MS = 120_000;

const FIX = 'Run `npm run db:generate -w @payee/api` and commit the migration it writes.';

function drizzleKit(args: string[]) {
  const result = spawnSync('npx', ['--no-install', 'drizzle-kit', ...args], {
    cwd: API_ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: DRIZZLE_KIT_TIMEOUT_MS,
  });
  return { ...result, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

/** What is wrong, or undefined when the schema and the migrations agree. */
function findDisagreement(scratch: string): string | undefined {
  if (!('schema' in config) || !config.schema || !config.out) return 'drizzle.config.ts must name its schema and out folder.';
  const copy = path.join(scratch, 'migrations');
  fs.cpSync(path.resolve(API_ROOT, config.out), copy, { recursive: true });
  const before = new Set(fs.readdirSync(copy));

  // drizzle-kit prefixes --out with "./", so it must be relative to the working directory.
  const generate = drizzleKit([
    'generate',
    `--dialect=${config.dialect}`,
    ...[config.schema].flat().map((schema) => `--schema=${schema}`),
    ...(config.casing ? [`--casing=${config.casing}`] : []),
    `--out=${path.relative(API_ROOT, copy)}`,
  ]);
  const added = fs.readdirSync(copy).filter((file) => !before.has(file) && file.endsWith('.sql'));
  if (added.length > 0) {
    const sql = added.map((file) => `-- ${file}\n${fs.readFileSync(path.join(copy, file), 'utf8')}`).join('\n');
    return `The database schema and the migrations disagree: drizzle-kit would generate\n\n${sql}\n${FIX}`;
  }
  // drizzle-kit exits 0 even when it fails, so its own words are the answer.
  if (!generate.output.includes('No schema changes')) {
    if (generate.error?.message.includes('ETIMEDOUT')) return `drizzle-kit generate is waiting for an answer (a rename?).\n${FIX}`;
    return `drizzle-kit generate did not finish:\n${generate.output}\n${FIX}`;
  }

  const check = drizzleKit(['check']);
  if (check.status !== 0 || !check.output.includes("Everything's fine")) return `drizzle-kit check found a problem:\n${check.output}`;
  return undefined;
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'payee-db-check-'));
let problem: string | undefined;
try {
  problem = findDisagreement(scratch);
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
if (problem) {
  process.stderr.write(`${problem}\n`);
  process.exitCode = 1;
} else {
  process.stdout.write('The database schema and the migrations agree.\n');
}
