/*
 * `npm start`'s build step: the web app is built only when what the build reads has changed since the last build
 * (or when there is no build), so a restart with nothing changed serves at once. Two starts from one checkout take
 * turns: a lock beside the build makes the second wait for the first's build, then find it current.
 *
 * What the build reads: the web app's sources, the two shared packages, the lock file, and the VITE_ settings of
 * the environment. Tests and stories are left out (no page includes them). The fingerprint of all of it is written
 * into the build folder after a build succeeds, and removed before one starts, so a build that failed half-way
 * is never taken as current.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lockfile from 'proper-lockfile';

const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPO_ROOT = path.resolve(WEB_ROOT, '../..');
/** The fingerprint of the sources a build was made from, beside the build's manifest (never served). */
const STAMP = 'dist/.vite/sources-fingerprint';

/** Folders and files, from the repository's root, whose contents make the build. */
const BUILD_INPUTS = ['apps/web', 'packages/contract', 'packages/content', 'package-lock.json'];
const NOT_BUILD_INPUTS = new Set(['node_modules', 'dist', 'dist-ssr', 'dist-catalogue', 'test-results', 'coverage', '.build.lock']);
const NOT_BUILT_FILE = /\.(test|stories)\.[cm]?[jt]sx?$/;

async function filesOf(entry: string): Promise<string[]> {
  const stat = await fs.stat(entry).catch(() => undefined);
  if (!stat) return [];
  if (stat.isFile()) return [entry];
  const names = await fs.readdir(entry, { withFileTypes: true });
  const nested = await Promise.all(
    names
      .filter((item) => !NOT_BUILD_INPUTS.has(item.name) && !(item.isFile() && NOT_BUILT_FILE.test(item.name)))
      .map((item) => filesOf(path.join(entry, item.name))),
  );
  return nested.flat();
}

/** One hash over every input file's path and contents, and the VITE_ settings. */
export async function sourcesFingerprint(root = REPO_ROOT): Promise<string> {
  const files = (await Promise.all(BUILD_INPUTS.map((input) => filesOf(path.join(root, input))))).flat().sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(path.relative(root, file)).update('\0');
    hash.update(await fs.readFile(file)).update('\0');
  }
  for (const [name, value] of Object.entries(process.env).sort(([a], [b]) => a.localeCompare(b))) {
    if (name.startsWith('VITE_')) hash.update(`${name}=${value}\0`);
  }
  return hash.digest('hex');
}

function runBuild(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: WEB_ROOT, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`The web build failed (${signal ?? `exit ${code}`}).`))));
  });
}

/**
 * Builds when the sources differ from the last build's, under the lock; says whether it built. The lock is a
 * directory beside the web app (`.build.lock`); a start killed mid-build leaves it stale, and proper-lockfile
 * takes it over after `stale` ms without an update. A second start waits for the first, up to ten minutes.
 */
export async function buildWhenChanged({ root = REPO_ROOT, build = runBuild, log = console.log } = {}): Promise<boolean> {
  const webRoot = path.join(root, 'apps/web');
  const stamp = path.join(webRoot, STAMP);
  const release = await lockfile.lock(webRoot, {
    lockfilePath: path.join(webRoot, '.build.lock'),
    stale: 30_000,
    retries: { retries: 600, minTimeout: 1000, maxTimeout: 1000 },
  });
  try {
    const wanted = await sourcesFingerprint(root);
    if ((await fs.readFile(stamp, 'utf8').catch(() => undefined)) === wanted) {
      log('The web build is current: nothing changed since it was made.');
      return false;
    }
    await fs.rm(stamp, { force: true });
    const started = Date.now();
    await build();
    await fs.mkdir(path.dirname(stamp), { recursive: true });
    await fs.writeFile(stamp, wanted);
    log(`The web app was built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return true;
  } finally {
    await release();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildWhenChanged().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
