/**
 * `npm run bench`: the client area's API under load, against the real server (a child process, so the
 * load generator does not share its CPU) on a throw-away PGlite data directory, loopback only.
 *
 * Seeds the demo data plus a second client with 10,000 transactions, then measures each route for a fixed
 * time with autocannon and prints requests per second and p99 latency, each also as a ratio to the bare
 * health route measured in the same run. Peak RSS of the server is sampled during each statement run to
 * show that memory stays flat however many rows a statement has. Results: bench/results/api.json.
 *
 * Sign-in: every request uses the right password for one bench account, so the per-account lock-out
 * (5 failures) never triggers; the per-address limit is raised for the run (SIGN_IN_RATE_LIMIT_PER_15_MINUTES).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/client';
import { manyTransactions } from '../../apps/api/src/db/seed/demo-ledger';
import { DEMO_CLIENT } from '../../apps/api/src/db/seed/demo-clients';
import { seedDemoData } from '../../apps/api/src/db/seed/index';
import { createClientUser } from '../../apps/api/src/modules/clients/service';
import { createLedgerRepository } from '../../apps/api/src/modules/ledger/repository';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const BULK = { username: 'bench.bulk', password: 'Bench@Bulk2026', count: 10_000, days: 730 };

const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function seed(dataDir: string) {
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'silent' }, { baseDir: REPO_ROOT });
  const database = await openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    await database.migrate();
    await seedDemoData(database.db, config.APP_ENCRYPTION_KEY);
    const clientId = await createClientUser(database.db, config.APP_ENCRYPTION_KEY, {
      username: BULK.username,
      password: BULK.password,
      ssn: '987654327',
      dateOfBirth: '1975-04-04',
      firstName: 'Bulk',
      lastName: 'Ledger',
      email: 'bench.bulk@example.org',
      processType: 'client',
      currentProcess: 'approved',
    });
    const ledger = createLedgerRepository(database.db);
    const today = new Date();
    await ledger.enrol({ clientId, programId: 1, status: 1, enrolledOn: iso(new Date(today.getFullYear() - 3, 0, 1)) });
    const rows = manyTransactions(today, BULK.count, BULK.days);
    for (let i = 0; i < rows.length; i += 1000) {
      await ledger.insertMany(rows.slice(i, i + 1000).map((row) => ({ ...row, clientId, programId: 1 })));
    }
    return { firstDate: rows[0]!.postedOn };
  } finally {
    await database.close();
  }
}

async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'apps/api/src/server.ts')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      SIGN_IN_RATE_LIMIT_PER_15_MINUTES: '100000000',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}.`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/ready`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  throw new Error('The server did not become ready within 60 s.');
}

/** Resident set size of a process in MiB (Linux /proc). */
function rssMiB(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

interface Measured {
  name: string;
  connections: number;
  requests_per_second: number;
  p99_ms: number;
  non_2xx: number;
  errors: number;
  peak_rss_mib?: number;
  rps_ratio_to_health?: number;
  p99_ratio_to_health?: number;
}

async function measure(
  name: string,
  options: { url: string; connections: number; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
  pid: number,
): Promise<Measured> {
  let peak = rssMiB(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMiB(pid));
  }, 50);
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    connections: options.connections,
    duration: DURATION_SECONDS,
  });
  clearInterval(sampler);
  return {
    name,
    connections: options.connections,
    requests_per_second: Math.round(result.requests.average * 10) / 10,
    p99_ms: result.latency.p99,
    non_2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    peak_rss_mib: Math.round(peak * 10) / 10,
  };
}

async function signIn(base: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/v1/website/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login_method: 'username', username, password, 'g-recaptcha-response': 'dev-captcha:login' }),
  });
  if (!response.ok) throw new Error(`Sign-in failed for ${username}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payee-bench-'));
  let server: ChildProcess | undefined;
  try {
    process.stdout.write(`Seeding ${dataDir} (demo data and ${BULK.count} transactions)…\n`);
    const { firstDate } = await seed(dataDir);
    const port = await freePort();
    server = await startServer(dataDir, port);
    const pid = server.pid!;
    const base = `http://127.0.0.1:${port}`;
    const mariaToken = await signIn(base, DEMO_CLIENT.username, DEMO_CLIENT.password);
    const bulkToken = await signIn(base, BULK.username, BULK.password);
    const today = new Date();
    const yearStart = iso(new Date(today.getFullYear() - 1, today.getMonth(), today.getDate() + 1));
    const statement = (start: string) =>
      `${base}/api/v1/website/client/account-statement?program_id=1&transaction_date[0]=${start}&transaction_date[1]=${iso(today)}`;

    // Check the statements' sizes once, so the table says what was measured.
    const sizes: Record<string, number> = {};
    for (const [label, url, token] of [
      ['year', statement(yearStart), mariaToken],
      ['bulk', statement(firstDate), bulkToken],
    ] as const) {
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(`Statement ${label} failed: ${response.status}`);
      sizes[label] = (await response.arrayBuffer()).byteLength;
    }

    const runs: Measured[] = [];
    const run = async (...args: Parameters<typeof measure>) => {
      process.stdout.write(`  ${args[0]}…\n`);
      runs.push(await measure(...args));
    };
    await run('GET /api/v1/health (baseline)', { url: `${base}/api/v1/health`, connections: 10 }, pid);
    await run(
      'POST /website/login (argon2id)',
      {
        url: `${base}/api/v1/website/login`,
        method: 'POST',
        connections: 4,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          login_method: 'username',
          username: BULK.username,
          password: BULK.password,
          'g-recaptcha-response': 'dev-captcha:login',
        }),
      },
      pid,
    );
    await run(
      'GET /website/client/account-balance',
      {
        url: `${base}/api/v1/website/client/account-balance?program_id=1`,
        connections: 10,
        headers: { authorization: `Bearer ${mariaToken}` },
      },
      pid,
    );
    await run(
      `GET account-statement, a year (${sizes.year} bytes)`,
      { url: statement(yearStart), connections: 4, headers: { authorization: `Bearer ${mariaToken}` } },
      pid,
    );
    await run(
      `GET account-statement, ${BULK.count} transactions (${sizes.bulk} bytes)`,
      { url: statement(firstDate), connections: 4, headers: { authorization: `Bearer ${bulkToken}` } },
      pid,
    );

    const health = runs[0]!;
    for (const item of runs) {
      item.rps_ratio_to_health = Math.round((item.requests_per_second / health.requests_per_second) * 10_000) / 10_000;
      item.p99_ratio_to_health = Math.round((item.p99_ms / Math.max(health.p99_ms, 1)) * 100) / 100;
    }

    const header = ['route', 'conns', 'req/s', 'p99 ms', 'req/s ÷ health', 'p99 ÷ health', 'non-2xx', 'peak RSS MiB'];
    const lines = runs.map((item) => [
      item.name,
      String(item.connections),
      item.requests_per_second.toFixed(1),
      String(item.p99_ms),
      item.rps_ratio_to_health!.toFixed(4),
      item.p99_ratio_to_health!.toFixed(2),
      String(item.non_2xx + item.errors),
      String(item.peak_rss_mib),
    ]);
    const widths = header.map((title, index) => Math.max(title.length, ...lines.map((line) => line[index]!.length)));
    const format = (cells: string[]) => `| ${cells.map((cell, index) => cell.padEnd(widths[index]!)).join(' | ')} |`;
    process.stdout.write(
      `\n${format(header)}\n|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|\n${lines.map(format).join('\n')}\n`,
    );
    const year = runs[3]!;
    const bulk = runs[4]!;
    process.stdout.write(
      `\nPeak RSS during the statement runs: a year ${year.peak_rss_mib} MiB, ${BULK.count} transactions ${bulk.peak_rss_mib} MiB ` +
        `(ratio ${(bulk.peak_rss_mib! / year.peak_rss_mib!).toFixed(2)}).\n`,
    );

    const resultsDir = path.join(REPO_ROOT, 'bench/results');
    fs.mkdirSync(resultsDir, { recursive: true });
    const output = {
      measured_at: new Date().toISOString(),
      duration_seconds: DURATION_SECONDS,
      node: process.version,
      cpus: os.cpus().length,
      database: 'PGlite (embedded)',
      statement_bytes: sizes,
      runs,
    };
    fs.writeFileSync(path.join(resultsDir, 'api.json'), `${JSON.stringify(output, null, 2)}\n`);
    process.stdout.write(`Written to bench/results/api.json\n`);
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server!.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`The benchmark failed: ${(error as Error).stack ?? String(error)}\n`);
  process.exitCode = 1;
});
