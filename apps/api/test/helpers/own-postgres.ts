import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server-process';

/**
 * A PostgreSQL server of the test's own, on 127.0.0.1 (as .ci/run starts one): for tests that pause, stop or
 * restart the server, which must never be done to TEST_DATABASE_URL's, shared by every test file and helper.
 * Needs the server's binaries (Debian's `postgresql` package); without them it fails saying so, never skips.
 */
export interface OwnPostgres {
  /** postgres://postgres@127.0.0.1:PORT/payee_test */
  url: string;
  /** SIGSTOP to the postmaster and every backend: the server accepts connections but never answers. */
  pause(): void;
  resume(): void;
  /** pg_ctl stop -m immediate: connections are refused. */
  stop(): void;
  start(): void;
  /** Stops it and removes its files. */
  destroy(): void;
}

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => path.join(root, version, 'bin')).find((dir) => fs.existsSync(path.join(dir, 'pg_ctl')));
  if (!found) {
    throw new Error(
      'This test starts its own PostgreSQL server and needs its binaries (/usr/lib/postgresql/*/bin/pg_ctl): apt-get install postgresql.',
    );
  }
  return found;
}

/** Runs a command as the postgres user when we are root (initdb refuses root), else as ourselves. */
function asPostgres(command: string, args: string[]) {
  const isRoot = process.getuid?.() === 0;
  const quoted = [command, ...args].map((part) => `'${part.replace(/'/g, `'\\''`)}'`).join(' ');
  if (isRoot) execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { stdio: 'pipe' });
  else execFileSync(command, args, { stdio: 'pipe' });
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = binDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payee-own-pg-'));
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  fs.chmodSync(dir, 0o700);
  const data = path.join(dir, 'data');
  const port = await freePort();
  asPostgres(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const start = () =>
    asPostgres(path.join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`,
      'start',
    ]);
  const stop = () => asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
  start();
  asPostgres(path.join(bin, 'psql'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-qc', 'create database payee_test']);

  /** The postmaster and its children (backends, checkpointer…), from the first line of postmaster.pid. */
  const processes = (): number[] => {
    const postmaster = Number(fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((pid) => pid > 0);
    return [postmaster, ...children];
  };
  const signalAll = (signal: NodeJS.Signals) => {
    for (const pid of processes()) process.kill(pid, signal);
  };

  let isPaused = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/payee_test`,
    pause: () => {
      signalAll('SIGSTOP');
      isPaused = true;
    },
    resume: () => {
      signalAll('SIGCONT');
      isPaused = false;
    },
    stop,
    start,
    destroy: () => {
      try {
        if (isPaused) signalAll('SIGCONT');
        stop();
      } catch {
        // Already stopped.
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
