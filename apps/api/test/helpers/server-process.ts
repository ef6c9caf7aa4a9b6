import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

const API_DIR = path.resolve(import.meta.dirname, '..', '..');
const REPO_ROOT = path.resolve(API_DIR, '..', '..');

/** The real server as a process of its own (not `app.inject`): for what only a process shows (signals, kill -9, locks). */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything it printed so far (JSON log lines and stderr). */
  output(): string;
  /**
   * Resolves with the exit code (or the signal) of the process spawned once it and everything it started have
   * ended (their output closed). Under npm that is npm's own ending: the server's is its "Stopped." log line.
   */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Waits until `times` lines of its output match. */
  waitForOutput(pattern: RegExp, times?: number): Promise<void>;
}

export interface StartServerOptions {
  /** DATA_DIR: the embedded database, uploads and outbox (reuse one to restart on the same data). */
  dataDir: string;
  env?: Record<string, string>;
  /**
   * 'npm': `npm run serve -w @payee/api` in a process group of its own, as `npm start` runs it (npm → sh → tsx →
   * node), to signal the whole group; 'node': one node process with tsx's loader, whose pid is the server's.
   */
  how?: 'npm' | 'node';
  /** Resolve once /ready answers 200 (default), or as soon as it is spawned. */
  waitUntilReady?: boolean;
  port?: number;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export const temporaryDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'payee-server-'));

export async function startServerProcess({
  dataDir,
  env = {},
  how = 'node',
  waitUntilReady = true,
  port,
}: StartServerOptions): Promise<ServerProcess> {
  const listenOn = port ?? (await freePort());
  const url = `http://127.0.0.1:${listenOn}`;
  const childEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    PORT: String(listenOn),
    DATA_DIR: dataDir,
    PUBLIC_BASE_URL: url,
    WEB_DIST_DIR: path.join(os.tmpdir(), 'payee-no-web-dist'),
    // Bursts of saves from one address: limits no test here means to reach.
    RATE_LIMIT_MAX: '100000',
    ENQUIRY_RATE_LIMIT_PER_HOUR: '100000',
    SIGN_IN_RATE_LIMIT_PER_15_MINUTES: '100000',
    CREDENTIAL_RATE_LIMIT_PER_HOUR: '100000',
    ...env,
  };
  const child =
    how === 'npm'
      ? spawn('npm', ['run', 'serve', '-w', '@payee/api'], {
          cwd: REPO_ROOT,
          env: childEnv,
          detached: true,
          stdio: ['ignore', 'pipe', 'pipe'],
        })
      : spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: API_DIR, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });

  let output = '';
  const listeners = new Set<() => void>();
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const closed = (stream: NodeJS.ReadableStream) => new Promise<void>((resolve) => stream.once('close', () => resolve()));
  const allOutputClosed = Promise.all([closed(child.stdout!), closed(child.stderr!)]);
  let hasEnded = false;
  const exited = Promise.all([
    new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    ),
    allOutputClosed,
  ]).then(([ending]) => {
    hasEnded = true;
    return ending;
  });

  const waitForOutput = (pattern: RegExp, times = 1) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (output.split('\n').filter((line) => pattern.test(line)).length >= times) {
          listeners.delete(check);
          resolve();
        } else if (hasEnded) {
          listeners.delete(check);
          reject(new Error(`The server ended (${child.exitCode ?? child.signalCode}) before printing ${pattern}:\n${output}`));
        }
      };
      listeners.add(check);
      void exited.then(check);
      check();
    });

  const server: ServerProcess = { url, child, output: () => output, exited, waitForOutput };
  if (!waitUntilReady) return server;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The server exited before it was ready:\n${output}`);
    const isReady = await fetch(`${url}/api/v1/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (isReady) return server;
    await Promise.race([delay(100), exited]);
  }
}

/** Ends a server a test started, whatever state it is in (paused, stopping, gone). */
export async function killServerProcess(server: ServerProcess | undefined, how: 'npm' | 'node' = 'node') {
  if (!server) return;
  const pid = server.child.pid!;
  try {
    if (how === 'npm') {
      process.kill(-pid, 'SIGCONT');
      process.kill(-pid, 'SIGKILL');
    } else {
      server.child.kill('SIGCONT');
      server.child.kill('SIGKILL');
    }
  } catch {
    // Already gone.
  }
  await server.exited;
}
