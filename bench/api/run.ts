/**
 * `npm run bench`: the client area's API under load, against the real server (a child process, so the
 * load generator does not share its CPU) on a throw-away PGlite data directory, loopback only; then the same
 * on PostgreSQL when TEST_DATABASE_URL names a server (a throw-away database there, dropped at the end).
 *
 * Seeds (seed.ts) the demo data, a second client with 10,000 transactions and the SSA-623 batch's 1,000 clients,
 * then measures each route for a fixed time with autocannon and prints requests per second, mean and p99 latency
 * and the server's peak RSS, each also as a ratio to the bare health route measured in the same run: one table
 * per database. The peak RSS of the statement runs shows that memory stays flat however many rows a statement has. The reference look-ups (served from memory
 * with an ETag), with and without If-None-Match, are measured in rounds alternating with /health, their ratios
 * taken to the /health of their own rounds: the machine is shared and its load moves. The server's resident
 * memory is reported idle (ready, before any load) and at its peak over the whole run. Results:
 * bench/results/api.json.
 *
 * The trust ledger (issue 14): posting throughput (`POST /admin/finance/deposits` by a finance member, password then
 * the demo TOTP secret's code; each a balanced entry checked at commit) and the SSA-623 batch (a job writing a zip of
 * a PDF per client, issue 23) for 1,000 clients with 12 months of postings each, asked for, waited for and downloaded
 * whole, one after the other: its
 * mean time as a ratio to a /health request's mean time (autocannon's mean latency of the baseline, 10
 * connections), its peak RSS as a ratio to the peak during the baseline.
 *
 * Sign-in: every request uses the right password for one bench account of its own (seed.ts SIGN_IN: its sessions
 * beyond the cap end no other run's token), so the per-account lock-out (5 failures) never triggers; the per-address
 * limit is raised for the run (SIGN_IN_RATE_LIMIT_PER_15_MINUTES). A row that counted refused requests fails the
 * bench (exit code 1, after the results are written): its figures measured something else.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PATHS, API_PREFIX, dayPlus, dayPlusMonths, officeToday } from '@payee/contract';
import autocannon from 'autocannon';
import { Secret, TOTP } from 'otpauth';
import { DEMO_CLIENT } from '../../apps/api/src/seed/demo-clients';
import { DEMO_FINANCE_PASSWORD, DEMO_FINANCE_STAFF } from '../../apps/api/src/seed/demo-finance';
import { DEMO_STAFF } from '../../apps/api/src/seed/demo-staff';
import { scratchDatabaseUrl } from '../../apps/api/test/helpers/scratch-database';
import { BATCH, BULK, SIGN_IN, seed, type BenchDatabase } from './seed';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);

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
      const response = await fetch(`http://127.0.0.1:${port}${API_PREFIX}${API_PATHS.ready}`);
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

/** One row of the table. */
interface Measured {
  name: string;
  connections: number;
  requests_per_second: number;
  /** Mean latency; the SSA-623 batch's: the mean time of a whole download. */
  mean_ms: number;
  /** Not for the SSA-623 batch: it has too few runs for a percentile. */
  p99_ms?: number;
  /** Answers of another status than expected (2xx, or 304 for a conditional request). */
  non_2xx: number;
  errors: number;
  peak_rss_mib: number;
  rps_ratio_to_health?: number;
  mean_ratio_to_health?: number;
  p99_ratio_to_health?: number;
  rss_ratio_to_health?: number;
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
    mean_ms: Math.round(result.latency.average * 100) / 100,
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
    mean_ms: median(routes.map((route) => route.mean_ms)),
    p99_ms: median(routes.map((route) => route.p99_ms!)),
    non_2xx: routes.reduce((sum, route) => sum + route.non_2xx, 0),
    errors: routes.reduce((sum, route) => sum + route.errors, 0),
    peak_rss_mib: Math.max(...rounds.flatMap(({ health, route }) => [health.peak_rss_mib, route.peak_rss_mib])),
    paired_health_requests_per_second: median(rounds.map(({ health }) => health.requests_per_second)),
    rps_ratio_to_health:
      Math.round(median(rounds.map(({ health, route }) => route.requests_per_second / health.requests_per_second)) * 10_000) / 10_000,
    mean_ratio_to_health: Math.round(median(rounds.map(({ health, route }) => route.mean_ms / health.mean_ms)) * 100) / 100,
    p99_ratio_to_health: Math.round(median(rounds.map(({ health, route }) => route.p99_ms! / Math.max(health.p99_ms!, 1))) * 100) / 100,
  };
}

async function signIn(base: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${base}${API_PATHS.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login_method: 'username', username, password, 'g-recaptcha-response': 'dev-captcha:login' }),
  });
  if (!response.ok) throw new Error(`Sign-in failed for ${username}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** A finance member of staff's session: password, then a TOTP code of the demo secret (README). */
async function signInFinance(base: string): Promise<string> {
  const login = await fetch(`${base}${API_PATHS.adminLogin}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_FINANCE_STAFF[0].email, password: DEMO_FINANCE_PASSWORD }),
  });
  if (!login.ok) throw new Error(`Finance sign-in failed: ${login.status} ${await login.text()}`);
  const { challenge_token } = ((await login.json()) as { data: { challenge_token: string } }).data;
  const code = new TOTP({ secret: Secret.fromBase32(DEMO_STAFF.totpSecret) }).generate();
  const totp = await fetch(`${base}${API_PATHS.adminLoginTotp}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ challenge_token, code }),
  });
  if (!totp.ok) throw new Error(`Finance TOTP failed: ${totp.status} ${await totp.text()}`);
  return ((await totp.json()) as { data: { token: string } }).data.token;
}

/**
 * The SSA-623 batch for `month` as a job (issue 23), BATCH.runs times one after the other: asked for (again each
 * time), its progress read every 100 ms until done, then its zip downloaded whole, the whole of it timed and the
 * server's RSS sampled meanwhile.
 */
async function timedBatchJob(base: string, headers: Record<string, string>, month: string, pid: number) {
  let peak = rssMiB(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMiB(pid));
  }, 50);
  try {
    const started = performance.now();
    const asked = await fetch(`${base}${API_PATHS.financeSsa623Jobs}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ month, rerun: true }),
    });
    if (!asked.ok) throw new Error(`The SSA-623 batch job: ${asked.status} ${await asked.text()}`);
    const { id } = ((await asked.json()) as { data: { id: number } }).data;
    for (;;) {
      const read = await fetch(`${base}${API_PATHS.financeSsa623Job(id)}`, { headers });
      const { status, error } = ((await read.json()) as { data: { status: string; error: string | null } }).data;
      if (status === 'done') break;
      if (status === 'failed') throw new Error(`The SSA-623 batch job failed: ${error}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const response = await fetch(`${base}${API_PATHS.financeSsa623JobFile(id)}`, { headers });
    if (!response.ok || !response.body) throw new Error(`The SSA-623 batch's zip: ${response.status} ${await response.text()}`);
    let bytes = 0;
    for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
    return { ms: performance.now() - started, bytes, peak: Math.max(peak, rssMiB(pid)) };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * The SSA-623 batch for `month`, prepared as a job and downloaded whole BATCH.runs times one after the other: a row
 * of the table (its req/s is batches a second), and how many clients and bytes it held.
 */
async function measureBatch(base: string, token: string, month: string, entries: number, pid: number) {
  const headers = { authorization: `Bearer ${token}` };
  const listed = await fetch(`${base}${API_PATHS.financeSsa623BatchClients}?month=${month}`, { headers });
  if (!listed.ok) throw new Error(`The SSA-623 batch's clients: ${listed.status} ${await listed.text()}`);
  const clients = ((await listed.json()) as { data: unknown[] }).data.length;
  if (clients < BATCH.clients) throw new Error(`The SSA-623 batch for ${month} holds ${clients} clients, not ${BATCH.clients}.`);
  const downloads = [];
  for (let index = 0; index < BATCH.runs; index += 1) {
    process.stdout.write(`  SSA-623 batch ${index + 1}/${BATCH.runs}…\n`);
    downloads.push(await timedBatchJob(base, headers, month, pid));
  }
  const meanMs = downloads.reduce((sum, item) => sum + item.ms, 0) / downloads.length;
  const bytes = downloads[0]!.bytes;
  const row: Measured = {
    name: `SSA-623 batch job, asked to downloaded (${clients} clients, ${entries} entries, ${bytes} bytes)`,
    connections: 1,
    requests_per_second: Math.round((1000 / meanMs) * 10_000) / 10_000,
    mean_ms: Math.round(meanMs),
    non_2xx: 0,
    errors: 0,
    peak_rss_mib: round1(Math.max(...downloads.map((item) => item.peak))),
  };
  return { row, clients, bytes, downloads: downloads.length };
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
  ssa_623_batch: { month: string; clients: number; entries: number; bytes: number; downloads: number };
  runs: Measured[];
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** A figure for the table: three significant digits (whole numbers from 1,000), a dash where a row has none. */
const figure = (value: number | undefined) =>
  value === undefined ? '—' : value >= 1000 ? Math.round(value).toString() : Number(value.toPrecision(3)).toString();

async function benchOn(database: BenchDatabase): Promise<DatabaseResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payee-bench-'));
  let server: ChildProcess | undefined;
  let sampler: NodeJS.Timeout | undefined;
  try {
    process.stdout.write(
      `${database.label}: seeding (demo data, ${BULK.count} transactions, ${BATCH.clients} clients × 12 months of postings)…\n`,
    );
    const seeded = await seed(dataDir, database, REPO_ROOT);
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
    // The API's root: API_PATHS follow it.
    const base = `http://127.0.0.1:${port}${API_PREFIX}`;
    const mariaToken = await signIn(base, DEMO_CLIENT.username, DEMO_CLIENT.password);
    const bulkToken = await signIn(base, BULK.username, BULK.password);
    // The server checks a statement's end against the office's today.
    const today = officeToday(new Date());
    const yearStart = dayPlus(dayPlusMonths(today, -12), 1);
    const statement = (start: string) =>
      `${base}${API_PATHS.accountStatement}?program_id=1&transaction_date[0]=${start}&transaction_date[1]=${today}`;

    // Check the statements' sizes once, so the table says what was measured.
    const sizes: Record<string, number> = {};
    for (const [label, url, token] of [
      ['year', statement(yearStart), mariaToken],
      ['bulk', statement(seeded.firstDate), bulkToken],
    ] as const) {
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(`Statement ${label} failed: ${response.status}`);
      sizes[label] = (await response.arrayBuffer()).byteLength;
    }
    // The reference look-ups answered with an ETag: one of them is asked again with it (304).
    const languages = await fetch(`${base}${API_PATHS.dropdown('languages')}`);
    const languagesEtag = languages.headers.get('etag');

    const runs: Measured[] = [];
    const run = async (...args: Parameters<typeof measure>) => {
      process.stdout.write(`  ${args[0]}…\n`);
      const measured = await measure(...args);
      runs.push(measured);
      return measured;
    };
    const healthUrl = `${base}${API_PATHS.health}`;
    // Warm-up, not counted: the first requests of a fresh process run unoptimised code.
    await measure('warm-up', { url: healthUrl, connections: 10, duration: 3 }, pid);
    const health = await run('GET /api/v1/health (baseline)', { url: healthUrl, connections: 10 }, pid);
    // The reference look-ups (issue 15: at least 0.8 of /health), each alternating with /health.
    const paired = async (...args: Parameters<typeof measure>) => {
      process.stdout.write(`  ${args[0]}…\n`);
      runs.push(await measurePaired(args[0], args[1], healthUrl, pid));
    };
    await paired('GET /master/countries (alternating with /health)', { url: `${base}${API_PATHS.countries}`, connections: 10 }, pid);
    await paired('GET /master/states (alternating with /health)', { url: `${base}${API_PATHS.states}`, connections: 10 }, pid);
    await paired(
      'GET /dropdown/languages (alternating with /health)',
      { url: `${base}${API_PATHS.dropdown('languages')}`, connections: 10 },
      pid,
    );
    await paired(
      'GET /dropdown/reporting-accounts?is_benefit=true (alternating with /health)',
      { url: `${base}${API_PATHS.dropdown('reporting-accounts')}?is_benefit=true`, connections: 10 },
      pid,
    );
    if (languagesEtag) {
      await paired(
        'GET /dropdown/languages, If-None-Match: 304 (alternating with /health)',
        {
          url: `${base}${API_PATHS.dropdown('languages')}`,
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
        url: `${base}${API_PATHS.login}`,
        method: 'POST',
        connections: 4,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          login_method: 'username',
          username: SIGN_IN.username,
          password: SIGN_IN.password,
          'g-recaptcha-response': 'dev-captcha:login',
        }),
      },
      pid,
    );
    await run(
      'GET /website/client/account-balance',
      {
        url: `${base}${API_PATHS.accountBalance}?program_id=1`,
        connections: 10,
        headers: { authorization: `Bearer ${mariaToken}` },
      },
      pid,
    );
    await run(
      'GET /website/client/programs',
      { url: `${base}${API_PATHS.clientPrograms}`, connections: 10, headers: { authorization: `Bearer ${mariaToken}` } },
      pid,
    );
    await run(
      'GET /website/client/process',
      { url: `${base}${API_PATHS.clientProcess}`, connections: 10, headers: { authorization: `Bearer ${mariaToken}` } },
      pid,
    );
    const year = await run(
      `GET account-statement, a year (${sizes.year} bytes)`,
      { url: statement(yearStart), connections: 4, headers: { authorization: `Bearer ${mariaToken}` } },
      pid,
    );
    // Issue 15's "under 1 s for one request": one at a time, its mean is one request's time.
    await run(
      `GET account-statement, ${BULK.count} transactions, one at a time`,
      { url: statement(seeded.firstDate), connections: 1, headers: { authorization: `Bearer ${bulkToken}` } },
      pid,
    );
    const bulk = await run(
      `GET account-statement, ${BULK.count} transactions (${sizes.bulk} bytes)`,
      { url: statement(seeded.firstDate), connections: 4, headers: { authorization: `Bearer ${bulkToken}` } },
      pid,
    );

    // Posting (issue 14): one deposit first, so the table says what was measured.
    const financeToken = await signInFinance(base);
    const financeHeaders = { 'content-type': 'application/json', authorization: `Bearer ${financeToken}` };
    const depositBody = JSON.stringify({ client_id: seeded.bulkClientId, source: 'ssi', amount: '1.00', received_on: today });
    const probe = await fetch(`${base}${API_PATHS.financeDeposits}`, { method: 'POST', headers: financeHeaders, body: depositBody });
    if (probe.status !== 201) throw new Error(`A deposit failed: ${probe.status} ${await probe.text()}`);
    await run(
      'POST /admin/finance/deposits (one balanced entry each)',
      { url: `${base}${API_PATHS.financeDeposits}`, method: 'POST', connections: 4, headers: financeHeaders, body: depositBody },
      pid,
    );
    // The SSA-623 batch (issue 14), whole downloads one after the other.
    const batch = await measureBatch(base, financeToken, seeded.batchMonth, seeded.batchEntries, pid);
    runs.push(batch.row);

    // The baseline again: how far the shared machine's load moved during the run.
    await run('GET /api/v1/health (baseline, again at the end)', { url: healthUrl, connections: 10 }, pid);

    for (const item of runs) {
      item.rss_ratio_to_health = Math.round((item.peak_rss_mib / health.peak_rss_mib) * 100) / 100;
      if (item.paired_health_requests_per_second !== undefined) continue;
      item.rps_ratio_to_health = Number((item.requests_per_second / health.requests_per_second).toPrecision(4));
      item.mean_ratio_to_health = Number((item.mean_ms / health.mean_ms).toPrecision(4));
      if (item.p99_ms !== undefined) item.p99_ratio_to_health = Math.round((item.p99_ms / Math.max(health.p99_ms!, 1)) * 100) / 100;
    }
    clearInterval(sampler);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idleAfter = rssMiB(pid);

    const header = [
      'route',
      'conns',
      'req/s',
      'req/s ÷ health',
      'mean ms',
      'mean ÷ health',
      'p99 ms',
      'p99 ÷ health',
      'peak RSS MiB',
      'RSS ÷ health',
      'non-2xx',
    ];
    const lines = runs.map((item) => [
      item.name,
      String(item.connections),
      figure(item.requests_per_second),
      figure(item.rps_ratio_to_health),
      figure(item.mean_ms),
      figure(item.mean_ratio_to_health),
      figure(item.p99_ms),
      figure(item.p99_ratio_to_health),
      figure(item.peak_rss_mib),
      figure(item.rss_ratio_to_health),
      String(item.non_2xx + item.errors),
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
        `(ratio ${(bulk.peak_rss_mib / year.peak_rss_mib).toFixed(2)}).\n` +
        `SSA-623 batch for ${seeded.batchMonth}: ${batch.clients} clients, ${seeded.batchEntries} entries, ${batch.bytes} bytes, ` +
        `mean of ${batch.downloads} downloads.\n` +
        `Server RSS on ${database.label}: idle ${round1(idle)} MiB, peak ${round1(peak)} MiB, idle after the run ${round1(idleAfter)} MiB.\n\n`,
    );
    return {
      database: database.label,
      statement_bytes: sizes,
      idle_rss_mib: round1(idle),
      peak_rss_mib: round1(peak),
      idle_after_rss_mib: round1(idleAfter),
      ssa_623_batch: {
        month: seeded.batchMonth,
        clients: batch.clients,
        entries: seeded.batchEntries,
        bytes: batch.bytes,
        downloads: batch.downloads,
      },
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
  const refused = results.flatMap((result) =>
    result.runs.filter((item) => item.non_2xx + item.errors > 0).map((item) => `${result.database}: ${item.name}`),
  );
  if (refused.length > 0) {
    process.stderr.write(`Rows that counted refused requests or errors (their figures are not the route's):\n  ${refused.join('\n  ')}\n`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`The benchmark failed: ${(error as Error).stack ?? String(error)}\n`);
  process.exitCode = 1;
});
