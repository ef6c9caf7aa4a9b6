import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

/** Settings the journeys' servers share: the per-address enquiry limit is reached inside one test. */
export const ENQUIRY_LIMIT = 8;

const E2E_DIR = path.join(import.meta.dirname, '..');
const API_DIR = path.join(E2E_DIR, '..', 'apps', 'api');
/** The compiled server, as production runs it (`npm run build` makes it with the web app). */
const SERVER = path.join(API_DIR, 'dist', 'server.js');

/** One built server (`npm run build` first) on its own port and fresh embedded database. */
export interface JourneyServer {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * Starts the real server, compiled and run by plain node as in production, for one Playwright worker: port `E2E_PORT` (3100) + the worker's index, data
 * directory `e2e/.data/worker-N`, emptied first. Each worker has its own database, outbox and rate-limit
 * counters, so journeys in different workers never see each other's applicants, e-mails or sessions.
 * Resolves once `/api/v1/ready` answers 200; rejects with the server's output if it exits or takes longer
 * than two minutes.
 */
export async function startJourneyServer(index: number): Promise<JourneyServer> {
  const port = Number(process.env.E2E_PORT ?? 3100) + index;
  const url = `http://localhost:${port}`;
  const dataDir = path.join(E2E_DIR, '.data', `worker-${index}`);
  await rm(dataDir, { recursive: true, force: true });

  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run npm run build first.`);
  const child = spawn(process.execPath, [SERVER], {
    cwd: API_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_BASE_URL: url,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // The journeys send several enquiries; the per-address limit is small enough to reach in one test,
      // which uses its own address through X-Forwarded-For (hence a trusted proxy here).
      ENQUIRY_RATE_LIMIT_PER_HOUR: String(ENQUIRY_LIMIT),
      TRUST_PROXY: 'true',
      // The bank files of a paid run need the bank's identifiers: the development server's fake ones (config.ts),
      // given here since NODE_ENV=test never gets them. No POSITIVE_PAY_ACCOUNT: a journey sees its 409.
      ACH_DESTINATION_ROUTING: '091000019',
      ACH_DESTINATION_NAME: 'DEMO BANK NOT REAL',
      ACH_ORIGIN: '9000000000',
      ACH_ORIGIN_NAME: 'PAYEE PORTAL DEMO',
      ACH_COMPANY_NAME: 'PAYEE DEMO',
      ACH_COMPANY_ID: '9000000000',
    },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', (chunk: Buffer) => {
    keep(chunk);
    process.stderr.write(`[server ${index}] ${chunk.toString()}`);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const deadline = Date.now() + 120_000;
  let ready = false;
  while (!ready) {
    if (child.exitCode !== null) throw new Error(`The journey server ${index} exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The journey server ${index} was not ready within 2 minutes:\n${output}`);
    }
    ready = await fetch(`${url}/api/v1/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (!ready) await Promise.race([delay(250), exited]);
  }
  return { url, dataDir, stop: () => stopServer(child, exited) };
}

/** SIGTERM (the server shuts down gracefully), then SIGKILL after 10 s. */
async function stopServer(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
