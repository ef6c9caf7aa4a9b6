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
 *
 * The trust ledger (issue 14): posting throughput (`POST /admin/finance/deposits`, each a balanced entry checked at
 * commit) and the SSA-623 batch (a streamed zip) for 1,000 clients with 12 months of postings each, timed whole with
 * the server's peak RSS, both as ratios to `/health` measured in the same run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { Secret, TOTP } from 'otpauth';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/client';
import { manyTransactions } from '../../apps/api/src/db/seed/demo-ledger';
import { DEMO_CLIENT } from '../../apps/api/src/db/seed/demo-clients';
import { DEMO_FINANCE_PASSWORD, DEMO_FINANCE_STAFF } from '../../apps/api/src/db/seed/demo-finance';
import { DEMO_STAFF } from '../../apps/api/src/db/seed/demo-staff';
import { seedDemoData } from '../../apps/api/src/db/seed/index';
import { createClientUser } from '../../apps/api/src/modules/clients/service';
import { createLedgerRepository } from '../../apps/api/src/modules/ledger/repository';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const BULK = { username: 'bench.bulk', password: 'Bench@Bulk2026', count: 10_000, days: 730 };
/** The SSA-623 batch: this many clients, each with 12 months of postings (7 a month), all reporting for one month. */
const BATCH = { clients: Number(process.env.BENCH_BATCH_CLIENTS ?? 1_000), runs: 2 };

const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const monthOf = (date: Date) => iso(date).slice(0, 7);

/**
 * The batch's clients: enrolled in the month after `batchMonth` two years before, so their report period ends in it;
 * each month of the period a benefit deposit, the rent, the service fee and four card loads.
 */
async function seedBatch(database: Awaited<ReturnType<typeof openDatabase>>, key: Buffer, batchMonth: string) {
  const ledger = createLedgerRepository(database.db);
  const [year, month] = batchMonth.split('-').map(Number) as [number, number];
  const enrolledOn = iso(new Date(year - 2, month, 1));
  for (let index = 0; index < BATCH.clients; index += 1) {
    const clientId = await createClientUser(database.db, key, {
      ssn: `9${String(index).padStart(8, '0')}`,
      dateOfBirth: '1960-01-01',
      firstName: 'Batch',
      lastName: `Client ${index}`,
      processType: 'client',
      currentProcess: 'approved',
    });
    await ledger.enrol({ clientId, programId: 1, status: 1, enrolledOn });
    const rows = [];
    for (let offset = 11; offset >= 0; offset -= 1) {
      const day = (dayOfMonth: number) => iso(new Date(year, month - 1 - offset, dayOfMonth));
      rows.push(
        { postedOn: day(1), description: 'Money management service fee', category: 'fees' as const, amountCents: -2_500 },
        {
          postedOn: day(3),
          description: 'Social Security benefit deposit (SSA)',
          category: 'benefit_deposit' as const,
          amountCents: 94_300,
        },
        { postedOn: day(5), description: 'Rent', category: 'housing' as const, amountCents: -60_000 },
        ...[7, 14, 21, 28].map((dayOfMonth) => ({
          postedOn: day(dayOfMonth),
          description: 'Weekly debit card load',
          category: 'debit_card_load' as const,
          amountCents: -4_000,
        })),
      );
    }
    await ledger.insertMany(rows.map((row) => ({ ...row, clientId, programId: 1 })));
  }
  return { entries: BATCH.clients * 12 * 7 };
}

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
      ssn: '987654325', // not a demo client's (987-65-4327 is Susan Park's)
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
    const batchMonth = monthOf(new Date(today.getFullYear(), today.getMonth() - 1, 1));
    const batch = await seedBatch(database, config.APP_ENCRYPTION_KEY, batchMonth);
    return { firstDate: rows[0]!.postedOn, bulkClientId: clientId, batchMonth, batchEntries: batch.entries };
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

/** A finance member of staff's session: password, then a TOTP code of the demo secret (README). */
async function signInFinance(base: string): Promise<string> {
  const login = await fetch(`${base}/api/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_FINANCE_STAFF[0].email, password: DEMO_FINANCE_PASSWORD }),
  });
  if (!login.ok) throw new Error(`Finance sign-in failed: ${login.status} ${await login.text()}`);
  const { challenge_token } = ((await login.json()) as { data: { challenge_token: string } }).data;
  const code = new TOTP({ secret: Secret.fromBase32(DEMO_STAFF.totpSecret) }).generate();
  const totp = await fetch(`${base}/api/v1/admin/login/totp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ challenge_token, code }),
  });
  if (!totp.ok) throw new Error(`Finance TOTP failed: ${totp.status} ${await totp.text()}`);
  return ((await totp.json()) as { data: { token: string } }).data.token;
}

/** One whole download, timed, the server's RSS sampled meanwhile. */
async function timedDownload(url: string, headers: Record<string, string>, pid: number) {
  let peak = rssMiB(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMiB(pid));
  }, 50);
  const started = performance.now();
  const response = await fetch(url, { headers });
  if (!response.ok || !response.body) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
  const ms = performance.now() - started;
  clearInterval(sampler);
  return { ms, bytes, peak };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payee-bench-'));
  let server: ChildProcess | undefined;
  try {
    process.stdout.write(`Seeding ${dataDir} (demo data, ${BULK.count} transactions, ${BATCH.clients} clients × 12 months)…\n`);
    const { firstDate, bulkClientId, batchMonth, batchEntries } = await seed(dataDir);
    const port = await freePort();
    server = await startServer(dataDir, port);
    const pid = server.pid!;
    const base = `http://127.0.0.1:${port}`;
    const mariaToken = await signIn(base, DEMO_CLIENT.username, DEMO_CLIENT.password);
    const financeToken = await signInFinance(base);
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

    // One posting first, so the table says what was measured.
    const depositBody = JSON.stringify({ client_id: bulkClientId, source: 'ssi', amount: '1.00', received_on: iso(today) });
    const financeHeaders = { 'content-type': 'application/json', authorization: `Bearer ${financeToken}` };
    const probe = await fetch(`${base}/api/v1/admin/finance/deposits`, { method: 'POST', headers: financeHeaders, body: depositBody });
    if (probe.status !== 201) throw new Error(`A deposit failed: ${probe.status} ${await probe.text()}`);
    await run(
      'POST /admin/finance/deposits (one balanced entry each)',
      {
        url: `${base}/api/v1/admin/finance/deposits`,
        method: 'POST',
        connections: 4,
        headers: financeHeaders,
        body: depositBody,
      },
      pid,
    );

    // The SSA-623 batch, whole downloads one after the other.
    const batchUrl = `${base}/api/v1/admin/finance/reports/ssa-623?month=${batchMonth}`;
    const batchRuns = [];
    for (let index = 0; index < BATCH.runs; index += 1) {
      process.stdout.write(`  SSA-623 batch ${index + 1}/${BATCH.runs}…\n`);
      batchRuns.push(await timedDownload(batchUrl, { authorization: `Bearer ${financeToken}` }, pid));
    }
    const batchMs = batchRuns.reduce((sum, item) => sum + item.ms, 0) / batchRuns.length;

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
    const healthMeanMs = (1000 / health.requests_per_second) * health.connections;
    const batchPeak = Math.max(...batchRuns.map((item) => item.peak));
    process.stdout.write(
      `\nSSA-623 batch (${BATCH.clients} clients, ${batchEntries} entries, ${batchRuns[0]!.bytes} bytes): ${Math.round(batchMs)} ms a batch ` +
        `(${(batchMs / healthMeanMs).toFixed(0)} × a /health request's mean time), peak RSS ${batchPeak.toFixed(1)} MiB ` +
        `(${(batchPeak / health.peak_rss_mib!).toFixed(2)} × during /health).\n`,
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
      ssa_623_batch: {
        clients: BATCH.clients,
        entries: batchEntries,
        bytes: batchRuns[0]!.bytes,
        mean_ms: Math.round(batchMs),
        ratio_to_health_mean_request: Math.round((batchMs / healthMeanMs) * 10) / 10,
        peak_rss_mib: Math.round(batchPeak * 10) / 10,
        rss_ratio_to_health: Math.round((batchPeak / health.peak_rss_mib!) * 100) / 100,
      },
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
