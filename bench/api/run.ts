/**
 * `npm run bench`: the client area's API under load, against the real server (a child process, so the
 * load generator does not share its CPU) on a throw-away PGlite data directory, loopback only; then the same
 * on PostgreSQL when TEST_DATABASE_URL names a server (a throw-away database there, dropped at the end).
 *
 * Seeds the demo data plus a second client with 10,000 transactions, then measures each route for a fixed
 * time with autocannon and prints requests per second and p99 latency, each also as a ratio to the bare
 * health route measured in the same run. Peak RSS of the server is sampled during each statement run to
 * show that memory stays flat however many rows a statement has. The reference look-ups (served from memory
 * with an ETag), with and without If-None-Match, are measured in rounds alternating with /health, their ratios
 * taken to the /health of their own rounds: the machine is shared and its load moves. The server's resident
 * memory is reported idle (ready, before any load) and at its peak over the whole run. Results:
 * bench/results/api.json.
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
import { scratchDatabaseUrl } from '../../apps/api/test/helpers/scratch-database';

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

/** Where a run keeps its data: PGlite in DATA_DIR, or a throw-away database on the TEST_DATABASE_URL server. */
interface BenchDatabase {
  label: 'PGlite' | 'PostgreSQL';
  /** PostgreSQL only. */
  url?: string;
}

async function seed(dataDir: string, database: BenchDatabase) {
  const config = loadConfig(
    { DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'silent', ...(database.url ? { DATABASE_URL: database.url } : {}) },
    { baseDir: REPO_ROOT },
  );
  const opened = database.url
    ? await openDatabase({ driver: 'postgres', connectionString: database.url })
    : await openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    await opened.migrate();
    await seedDemoData(opened.db, config.APP_ENCRYPTION_KEY);
    const clientId = await createClientUser(opened.db, config.APP_ENCRYPTION_KEY, {
      username: BULK.username,
      password: BULK.password,
      ssn: '987654390', // not one of the demo clients' (ssn_lookup is unique)
      dateOfBirth: '1975-04-04',
      firstName: 'Bulk',
      lastName: 'Ledger',
      email: 'bench.bulk@example.org',
      processType: 'client',
      currentProcess: 'approved',
    });
    const ledger = createLedgerRepository(opened.db);
    const today = new Date();
    await ledger.enrol({ clientId, programId: 1, status: 1, enrolledOn: iso(new Date(today.getFullYear() - 3, 0, 1)) });
    const rows = manyTransactions(today, BULK.count, BULK.days);
    for (let i = 0; i < rows.length; i += 1000) {
      await ledger.insertMany(rows.slice(i, i + 1000).map((row) => ({ ...row, clientId, programId: 1 })));
    }
    return { firstDate: rows[0]!.postedOn };
  } finally {
    await opened.close();
  }
}

async function startServer(dataDir: string, port: number, database: BenchDatabase): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    SIGN_IN_RATE_LIMIT_PER_15_MINUTES: '100000000',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  };
  delete env.DATABASE_URL;
  if (database.url) env.DATABASE_URL = database.url;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'apps/api/src/server.ts')], {
    cwd: REPO_ROOT,
    env,
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
  /** Answers of another status than expected (2xx, or 304 for a conditional request). */
  non_2xx: number;
  errors: number;
  peak_rss_mib?: number;
  rps_ratio_to_health?: number;
  p99_ratio_to_health?: number;
  /** Measured in rounds alternating with /health: its req/s in those rounds (median), the ratios are to it. */
  paired_health_requests_per_second?: number;
}

async function measure(
  name: string,
  options: {
    url: string;
    connections: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    /** A conditional request: 304 is the expected answer. */
    expectsNotModified?: boolean;
    /** Seconds; DURATION_SECONDS by default. */
    duration?: number;
  },
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
    duration: options.duration ?? DURATION_SECONDS,
  });
  clearInterval(sampler);
  return {
    name,
    connections: options.connections,
    requests_per_second: Math.round(result.requests.average * 10) / 10,
    p99_ms: result.latency.p99,
    non_2xx: options.expectsNotModified ? result['1xx'] + result['2xx'] + result['4xx'] + result['5xx'] : result.non2xx,
    errors: result.errors + result.timeouts,
    peak_rss_mib: Math.round(peak * 10) / 10,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Rounds of a paired measurement; each round is /health then the route, half the duration each. */
const PAIRED_ROUNDS = 3;

/**
 * A route measured in rounds alternating with /health, so that a change in the shared machine's load touches
 * both alike: its req/s and p99 are the medians of its rounds, its ratios the medians of each round's ratio to
 * the /health just before it.
 */
async function measurePaired(name: string, options: Parameters<typeof measure>[1], healthUrl: string, pid: number): Promise<Measured> {
  const duration = Math.max(1, Math.round(DURATION_SECONDS / 2));
  const rounds: { health: Measured; route: Measured }[] = [];
  for (let round = 0; round < PAIRED_ROUNDS; round += 1) {
    const health = await measure('health', { url: healthUrl, connections: options.connections, duration }, pid);
    const route = await measure(name, { ...options, duration }, pid);
    rounds.push({ health, route });
  }
  const routes = rounds.map(({ route }) => route);
  return {
    name,
    connections: options.connections,
    requests_per_second: median(routes.map((route) => route.requests_per_second)),
    p99_ms: median(routes.map((route) => route.p99_ms)),
    non_2xx: routes.reduce((sum, route) => sum + route.non_2xx, 0),
    errors: routes.reduce((sum, route) => sum + route.errors, 0),
    peak_rss_mib: Math.max(...rounds.flatMap(({ health, route }) => [health.peak_rss_mib!, route.peak_rss_mib!])),
    paired_health_requests_per_second: median(rounds.map(({ health }) => health.requests_per_second)),
    rps_ratio_to_health:
      Math.round(median(rounds.map(({ health, route }) => route.requests_per_second / health.requests_per_second)) * 10_000) / 10_000,
    p99_ratio_to_health: Math.round(median(rounds.map(({ health, route }) => route.p99_ms / Math.max(health.p99_ms, 1))) * 100) / 100,
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

/** Figures of one database's run. */
interface DatabaseResult {
  database: BenchDatabase['label'];
  statement_bytes: Record<string, number>;
  /** The server's resident memory once ready, before any request but the readiness check. */
  idle_rss_mib: number;
  /** The largest resident memory sampled over the whole run. */
  peak_rss_mib: number;
  /** After the run, the load over. */
  idle_after_rss_mib: number;
  runs: Measured[];
}

const round1 = (value: number) => Math.round(value * 10) / 10;

async function benchOn(database: BenchDatabase): Promise<DatabaseResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payee-bench-'));
  let server: ChildProcess | undefined;
  let sampler: NodeJS.Timeout | undefined;
  try {
    process.stdout.write(`${database.label}: seeding (demo data and ${BULK.count} transactions)…\n`);
    const { firstDate } = await seed(dataDir, database);
    const port = await freePort();
    server = await startServer(dataDir, port, database);
    const pid = server.pid!;
    // Idle: ready, then a moment for start-up work (timers, lazy compilation) to settle.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idle = rssMiB(pid);
    let peak = idle;
    sampler = setInterval(() => {
      peak = Math.max(peak, rssMiB(pid));
    }, 50);
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
    // The reference look-ups answered with an ETag: one of them is asked again with it (304).
    const languages = await fetch(`${base}/api/v1/dropdown/languages`);
    const languagesEtag = languages.headers.get('etag');

    const runs: Measured[] = [];
    const run = async (...args: Parameters<typeof measure>) => {
      process.stdout.write(`  ${args[0]}…\n`);
      const measured = await measure(...args);
      runs.push(measured);
      return measured;
    };
    const healthUrl = `${base}/api/v1/health`;
    // Warm-up, not counted: the first requests of a fresh process run unoptimised code.
    await measure('warm-up', { url: healthUrl, connections: 10, duration: 3 }, pid);
    const health = await run('GET /api/v1/health (baseline)', { url: healthUrl, connections: 10 }, pid);
    // The reference look-ups (issue 15: at least 0.8 of /health), each alternating with /health.
    const paired = async (...args: Parameters<typeof measure>) => {
      process.stdout.write(`  ${args[0]}…\n`);
      runs.push(await measurePaired(args[0], args[1], healthUrl, pid));
    };
    await paired('GET /master/countries (alternating with /health)', { url: `${base}/api/v1/master/countries`, connections: 10 }, pid);
    await paired('GET /master/states (alternating with /health)', { url: `${base}/api/v1/master/states`, connections: 10 }, pid);
    await paired('GET /dropdown/languages (alternating with /health)', { url: `${base}/api/v1/dropdown/languages`, connections: 10 }, pid);
    await paired(
      'GET /dropdown/reporting-accounts?is_benefit=true (alternating with /health)',
      { url: `${base}/api/v1/dropdown/reporting-accounts?is_benefit=true`, connections: 10 },
      pid,
    );
    if (languagesEtag) {
      await paired(
        'GET /dropdown/languages, If-None-Match: 304 (alternating with /health)',
        {
          url: `${base}/api/v1/dropdown/languages`,
          connections: 10,
          headers: { 'if-none-match': languagesEtag },
          expectsNotModified: true,
        },
        pid,
      );
    }
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
    const year = await run(
      `GET account-statement, a year (${sizes.year} bytes)`,
      { url: statement(yearStart), connections: 4, headers: { authorization: `Bearer ${mariaToken}` } },
      pid,
    );
    const bulk = await run(
      `GET account-statement, ${BULK.count} transactions (${sizes.bulk} bytes)`,
      { url: statement(firstDate), connections: 4, headers: { authorization: `Bearer ${bulkToken}` } },
      pid,
    );
    // The baseline again: how far the shared machine's load moved during the run.
    await run('GET /api/v1/health (baseline, again at the end)', { url: `${base}/api/v1/health`, connections: 10 }, pid);

    for (const item of runs) {
      if (item.paired_health_requests_per_second !== undefined) continue;
      item.rps_ratio_to_health = Math.round((item.requests_per_second / health.requests_per_second) * 10_000) / 10_000;
      item.p99_ratio_to_health = Math.round((item.p99_ms / Math.max(health.p99_ms, 1)) * 100) / 100;
    }
    clearInterval(sampler);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idleAfter = rssMiB(pid);

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
      `\n${database.label}, load average ${os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(' / ')} on ${os.cpus().length} cores\n` +
        `${format(header)}\n|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|\n${lines.map(format).join('\n')}\n`,
    );
    process.stdout.write(
      `\nPeak RSS during the statement runs: a year ${year.peak_rss_mib} MiB, ${BULK.count} transactions ${bulk.peak_rss_mib} MiB ` +
        `(ratio ${(bulk.peak_rss_mib! / year.peak_rss_mib!).toFixed(2)}).\n` +
        `Server RSS on ${database.label}: idle ${round1(idle)} MiB, peak ${round1(peak)} MiB, idle after the run ${round1(idleAfter)} MiB.\n\n`,
    );
    return {
      database: database.label,
      statement_bytes: sizes,
      idle_rss_mib: round1(idle),
      peak_rss_mib: round1(peak),
      idle_after_rss_mib: round1(idleAfter),
      runs,
    };
  } finally {
    clearInterval(sampler);
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server!.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const results: DatabaseResult[] = [];
  results.push(await benchOn({ label: 'PGlite' }));
  if (process.env.TEST_DATABASE_URL) {
    const scratch = (await scratchDatabaseUrl('postgres'))!;
    try {
      results.push(await benchOn({ label: 'PostgreSQL', url: scratch.url }));
    } finally {
      await scratch.drop();
    }
  }
  process.stdout.write(
    `Server RSS (MiB): ${results.map((result) => `${result.database} idle ${result.idle_rss_mib}, peak ${result.peak_rss_mib}`).join('; ')}.\n`,
  );

  const resultsDir = path.join(REPO_ROOT, 'bench/results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const output = {
    measured_at: new Date().toISOString(),
    duration_seconds: DURATION_SECONDS,
    node: process.version,
    cpus: os.cpus().length,
    databases: results,
  };
  fs.writeFileSync(path.join(resultsDir, 'api.json'), `${JSON.stringify(output, null, 2)}\n`);
  process.stdout.write(`Written to bench/results/api.json\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`The benchmark failed: ${(error as Error).stack ?? String(error)}\n`);
  process.exitCode = 1;
});
