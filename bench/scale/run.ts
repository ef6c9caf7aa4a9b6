/**
 * `npm run bench:scale`: whether an office of 10,000 clients works as fast as a small one. For each size (1,000 and
 * 10,000 active clients; `--quick` 100 and 1,000; `--sizes=1000,5000` or BENCH_SCALE_SIZES for others) it builds
 * the office (seed.ts) in a database of its own, boots the app in-process on it, signs in a member of staff (password,
 * then a TOTP code) and a client, and asks each back-office list (page 1, and a middle page where it has pages),
 * record and client hot read `--runs=` times (20; `--quick` 10) after 5 untimed. Then, per route, the time of one
 * answer at the largest size ÷ the same at the smallest, p50 and p95: flat is at most 1.3.
 *
 * On PGlite (a data directory under DATA_DIR, default /tmp) and, when TEST_DATABASE_URL names a server, on
 * PostgreSQL (a database per size beside TEST_DATABASE_URL's, dropped after the run). The sizes are open at once and
 * take turns, run by run, so a machine busier for a while slows each alike.
 * `--database=pglite` or `--database=postgres` runs one of them. `--only=due,budget` times only the routes whose name
 * holds one of those words (case-insensitive), `--except=report` all but those; such a partial run prints its table and
 * leaves scale.json as it was.
 * Results: bench/results/scale.json (a run of one database keeps the other's figures there), and a table per database
 * on stdout.
 *
 * `--keep` keeps each size's office after the run (PostgreSQL: a database of its own beside TEST_DATABASE_URL's, named
 * with the size; PGlite: its data directory) and times it again on the next `--keep` run instead of seeding it again,
 * when it was seeded by the same seed.ts in the same office month (the migrations added since are run on it, as on a
 * real office). Its figures (seed time, counts) are those of the run that seeded it.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PATHS, API_PREFIX, monthBounds, officeMonth } from '@payee/contract';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseDriver, type DatabaseHandle } from '../../apps/api/src/db/client';
import { seedDemoData } from '../../apps/api/src/seed/index';
import { buildTestApp, type TestApp } from '../../apps/api/test/helpers/app';
import { databaseUrl, onServer } from '../../apps/api/test/helpers/scratch-database';
import { createStaffMember, freshTotpCode } from '../../apps/api/test/helpers/staff';
import { SCALE_CLIENT, SEARCHED_LAST_NAME, seedOffice, type SeededOffice } from './seed';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RESULTS_FILE = path.join(REPO_ROOT, 'bench/results/scale.json');
/** A ratio of the largest size's time to the smallest's above this is not flat. */
const FLAT = 1.3;
const WARM_RUNS = 5;

const option = (name: string) => process.argv.find((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`))?.split('=')[1];
const quick = process.argv.includes('--quick');
const sizes = (option('sizes') ?? process.env.BENCH_SCALE_SIZES ?? (quick ? '100,1000' : '1000,10000')).split(',').map(Number);
const runs = Number(option('runs') ?? (quick ? 10 : 20));
const only = option('database') as DatabaseDriver | undefined;
const keep = process.argv.includes('--keep');
/** `--only=word,word`: the routes whose name holds one of the words; all when absent. */
const onlyRoutes = option('only')
  ?.split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
/** `--except=word,word`: all routes but those whose name holds one of the words. */
const exceptRoutes = option('except')
  ?.split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
const chosen = (route: { name: string }) =>
  (!onlyRoutes?.length || onlyRoutes.some((word) => route.name.toLowerCase().includes(word))) &&
  !exceptRoutes?.some((word) => route.name.toLowerCase().includes(word));
const partial = Boolean(onlyRoutes?.length || exceptRoutes?.length);

/** A database of the driver, empty and migrated, for one size; `close()` after the run. */
async function emptyDatabase(driver: DatabaseDriver, size: number): Promise<DatabaseHandle> {
  if (driver === 'pglite') {
    const dataDir = path.join(process.env.DATA_DIR ?? os.tmpdir(), `bench-scale-pglite-${size}`);
    fs.rmSync(dataDir, { recursive: true, force: true });
    return pgliteOffice(dataDir, false);
  }
  // A database of its own beside TEST_DATABASE_URL's: the sizes are open at once, timed in turns.
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `${new URL(adminUrl).pathname.slice(1)}_scale_${size}`;
  await onServer(adminUrl, `drop database if exists ${name} with (force)`);
  await onServer(adminUrl, `create database ${name}`);
  const handle = await postgresOffice(databaseUrl(adminUrl, name));
  await handle.migrate();
  const close = handle.close;
  return {
    ...handle,
    close: async () => {
      await close();
      await onServer(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function pgliteOffice(dataDir: string, kept: boolean): Promise<DatabaseHandle> {
  const handle = await openDatabase({ driver: 'pglite', dataDir });
  await handle.migrate();
  if (kept) return handle;
  const close = handle.close;
  return {
    ...handle,
    close: async () => {
      await close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const postgresOffice = (connectionString: string) =>
  openDatabase({ driver: 'postgres', connectionString, poolSize: 4, timeouts: { statementMs: 1_800_000 } });

/** What a kept office remembers of the run that seeded it, in a table of its own beside the app's. */
interface KeptOffice {
  seedHash: string;
  month: string;
  encryptionKey: string;
  office: SeededOffice;
  seedSeconds: number;
  serviceTasks: SizeResult['service_tasks'];
}

/** The seed's own source: a kept office seeded by another is seeded again. */
const SEED_HASH = createHash('sha256')
  .update(fs.readFileSync(path.join(REPO_ROOT, 'bench/scale/seed.ts')))
  .digest('hex')
  .slice(0, 16);

/**
 * The size's kept office (`--keep`): its database, migrated, and what was remembered of it if it is the same seed's in
 * this office month (else the database is emptied, to be seeded again).
 */
async function keptOffice(driver: DatabaseDriver, size: number, month: string) {
  let handle: DatabaseHandle;
  if (driver === 'pglite') {
    handle = await pgliteOffice(path.join(process.env.DATA_DIR ?? os.tmpdir(), `bench-scale-pglite-${size}-kept`), true);
  } else {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `${new URL(adminUrl).pathname.slice(1)}_kept_${size}`;
    await onServer(adminUrl, `create database ${name}`).catch((error: { code?: string }) => {
      if (error.code !== '42P04') throw error; // there already
    });
    handle = await postgresOffice(databaseUrl(adminUrl, name));
    await handle.migrate();
  }
  await handle.db.execute(sql`create table if not exists bench_scale_office (id int primary key, kept jsonb not null)`);
  const found = (await handle.db.execute(sql`select kept from bench_scale_office where id = 1`)) as unknown as {
    rows: { kept: KeptOffice }[];
  };
  const kept = found.rows[0]?.kept;
  if (kept && kept.seedHash === SEED_HASH && kept.month === month) return { handle, kept };
  if (kept || (await hasRows(handle))) {
    await handle.close();
    if (driver === 'pglite')
      fs.rmSync(path.join(process.env.DATA_DIR ?? os.tmpdir(), `bench-scale-pglite-${size}-kept`), { recursive: true });
    else
      await onServer(
        process.env.TEST_DATABASE_URL!,
        `drop database ${new URL(process.env.TEST_DATABASE_URL!).pathname.slice(1)}_kept_${size} with (force)`,
      );
    return keptOffice(driver, size, month);
  }
  return { handle, kept: undefined };
}

/** Whether the office holds clients already (a seed that did not finish). */
async function hasRows(handle: DatabaseHandle) {
  const found = (await handle.db.execute(sql`select exists (select 1 from client_users) as any`)) as unknown as {
    rows: { any: boolean }[];
  };
  return found.rows[0]?.any === true;
}

async function inject(ctx: TestApp, url: string, token: string) {
  const response = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}${url}`, headers: { authorization: `Bearer ${token}` } });
  if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  return response;
}

async function post(ctx: TestApp, url: string, payload: Record<string, unknown>) {
  const response = await ctx.app.inject({ method: 'POST', url: `${API_PREFIX}${url}`, payload });
  if (response.statusCode !== 200) throw new Error(`POST ${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  return response.json<{ data: Record<string, string> }>().data;
}

/** A member of staff of every role, signed in as in the back office: password, then a code of their TOTP secret. */
async function staffSession(ctx: TestApp): Promise<string> {
  const member = await createStaffMember(ctx, ['admin', 'caseworker', 'finance'], `Scale Bench ${randomBytes(3).toString('hex')}`);
  const { challenge_token } = await post(ctx, API_PATHS.adminLogin, { email: member.email, password: member.password });
  return (await post(ctx, API_PATHS.adminLoginTotp, { challenge_token, code: freshTotpCode(ctx, member.totpSecret) })).token!;
}

async function clientSession(ctx: TestApp): Promise<string> {
  return (
    await post(ctx, API_PATHS.login, {
      login_method: 'username',
      username: SCALE_CLIENT.username,
      password: SCALE_CLIENT.password,
      'g-recaptcha-response': 'dev-captcha:login',
    })
  ).token!;
}

/** What is measured: a route of the back office (staff) or the client area (client), paged or not. */
interface Route {
  name: string;
  who: 'staff' | 'client';
  /** The path with its query, for page `page` where `paged`. */
  url: (page: number) => string;
  paged: boolean;
  /** Timed only at the middle page, reached by Next: `after=` the cursor of the page before it (a keyset list). */
  byCursor?: boolean;
}

/** The auditor's reports of a month (issue 25): each with its address and query. */
function reportRoutes(month: string): [string, string][] {
  const { start, end } = monthBounds(month);
  const period = `from=${start}&to=${end}&format=csv`;
  return [
    [`report: trial balance (${end}, CSV)`, `${API_PATHS.financeReportTrialBalance}?as_of=${end}&format=csv`],
    [`report: trial balance (${end}, PDF)`, `${API_PATHS.financeReportTrialBalance}?as_of=${end}&format=pdf`],
    [`report: client balances (${end}, CSV)`, `${API_PATHS.financeReportClientBalances}?as_of=${end}&format=csv`],
    [`report: payments register (${month}, CSV)`, `${API_PATHS.financeReportPaymentsRegister}?${period}`],
    [`report: fee income (${month}, CSV)`, `${API_PATHS.financeReportFeeIncome}?${period}`],
    [`report: deposits by source (${month}, CSV)`, `${API_PATHS.financeReportDepositsBySource}?${period}`],
  ];
}

function routesOf(office: SeededOffice): Route[] {
  const list = (name: string, base: string, paged = true): Route => ({
    name,
    who: 'staff',
    url: (page) => (paged ? `${base}${base.includes('?') ? '&' : '?'}page=${page}` : base),
    paged,
  });
  const record = (name: string, url: string, who: Route['who'] = 'staff'): Route => ({ name, who, url: () => url, paged: false });
  const client = office.middleClientId;
  return [
    list('applications', API_PATHS.adminIntakeList),
    record('application record', API_PATHS.adminIntake(office.applicationCode)),
    list('onboarding', API_PATHS.adminOnboarding),
    record('onboarding record', API_PATHS.adminOnboardingDetail(office.onboardingCode)),
    list(`clients search (q=${SEARCHED_LAST_NAME})`, `${API_PATHS.adminClients}?q=${SEARCHED_LAST_NAME}`),
    // Two letters hold no trigram: a prefix of the names, from their lower-case indexes.
    list(`clients search (q=${SEARCHED_LAST_NAME.slice(0, 2)})`, `${API_PATHS.adminClients}?q=${SEARCHED_LAST_NAME.slice(0, 2)}`),
    record('client record', API_PATHS.adminClient(client)),
    list('enquiries', API_PATHS.adminEnquiries),
    record('enquiry record', API_PATHS.adminEnquiry(office.enquiryReference)),
    list('audit', API_PATHS.adminAudit),
    list('finance clients', API_PATHS.financeClients),
    list('finance book (entries)', API_PATHS.financeEntries),
    { ...list('finance book (entries), Next by cursor', API_PATHS.financeEntries), byCursor: true },
    list('client ledger', API_PATHS.financeClientLedger(client)),
    list('payments', API_PATHS.financeDisbursements),
    list('due list (14 days)', API_PATHS.financeDue),
    record('alerts (home page, every kind)', API_PATHS.adminAlerts),
    list(`reconciliation month (${office.closedMonth})`, API_PATHS.financeReconciliation(office.closedMonth), false),
    list(`reconciliation lines (${office.closedMonth})`, API_PATHS.financeReconciliationLines(office.closedMonth)),
    list(`reconciliation outstanding (${office.closedMonth})`, API_PATHS.financeReconciliationOutstanding(office.closedMonth)),
    // The auditor's reports (issue 25) of the closed month: as of its last day, or the month; CSV, and the trial balance as PDF too.
    ...reportRoutes(office.closedMonth).map(([name, url]) => record(name, url)),
    // The service's own tasks of every client (made at the app's start) that no one has taken: in everyone's My tasks.
    list('my tasks', API_PATHS.adminTasks),
    list('budget', API_PATHS.financeClientBudget(client), false),
    record('client: balance', `${API_PATHS.accountBalance}?program_id=1`, 'client'),
    {
      name: 'client: transactions',
      who: 'client',
      url: (page) => `${API_PATHS.clientTransactions}?program_id=1&page=${page}`,
      paged: true,
    },
    record('client: coming up', `${API_PATHS.clientComingUp}?program_id=1`, 'client'),
    record('client: this month', `${API_PATHS.clientThisMonth}?program_id=1`, 'client'),
  ];
}

interface Timing {
  p50_ms: number;
  p95_ms: number;
}

/** The 50th and 95th percentiles of some times, rounded to the hundredth of a millisecond. */
function percentiles(times: number[]): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)]! * 100) / 100;
  return { p50_ms: at(0.5), p95_ms: at(0.95) };
}

/** The last page of a paged answer (its meta, or the client area's transactions' `last_page`). */
function lastPageOf(body: unknown): number {
  const data = body as { meta?: { last_page?: number }; data?: { last_page?: number; meta?: { last_page?: number } } };
  return data.meta?.last_page ?? data.data?.meta?.last_page ?? data.data?.last_page ?? 1;
}

interface SizeResult {
  clients: number;
  seed_seconds: number;
  seed_parts_seconds: Record<string, number>;
  counts: Record<string, number>;
  /** The service's tasks made by one pass once the office is there, and the pass's time. */
  service_tasks: { made: number; seconds: number };
  /** Route name → page (`1`, `middle`, or `-` for one without pages) → timing. */
  routes: Record<string, Record<string, Timing & { page: number }>>;
}

/** An office of one size, built (or kept) and served by an app of its own, with a member of staff and a client signed in. */
interface OpenOffice {
  size: number;
  ctx: TestApp;
  office: SeededOffice;
  seedSeconds: number;
  serviceTasks: SizeResult['service_tasks'];
  tokens: Record<Route['who'], string>;
  close(): Promise<void>;
}

async function openOffice(driver: DatabaseDriver, size: number): Promise<OpenOffice> {
  const now = new Date();
  const month = officeMonth(now);
  const reused = keep ? await keptOffice(driver, size, month) : { handle: await emptyDatabase(driver, size), kept: undefined };
  const handle = reused.handle;
  const encryptionKey = reused.kept?.encryptionKey ?? randomBytes(32).toString('base64');
  const ctx = await buildTestApp(driver, { database: handle, now: () => now, env: { APP_ENCRYPTION_KEY: encryptionKey } });
  const close = async () => {
    await ctx.close();
    await handle.close();
  };
  try {
    let office: SeededOffice;
    let seedSeconds: number;
    let serviceTasks: SizeResult['service_tasks'];
    if (reused.kept) {
      ({ office, seedSeconds, serviceTasks } = reused.kept);
      process.stdout.write(`  ${driver} ${size} clients: the kept office (seeded in ${seedSeconds} s)\n`);
    } else {
      const started = performance.now();
      await seedDemoData(handle.db, ctx.config.APP_ENCRYPTION_KEY, { storage: ctx.app.storage });
      office = await seedOffice(handle.db, ctx.config.APP_ENCRYPTION_KEY, size, now);
      seedSeconds = Math.round((performance.now() - started) / 100) / 10;
      process.stdout.write(
        `  ${driver} ${size} clients seeded in ${seedSeconds} s ${JSON.stringify(office.seconds)}\n  ${JSON.stringify(office.counts)}\n`,
      );
      // The service's own tasks, as a server starting on this office would make them (its pass ran at boot, before
      // the office was there): what My tasks lists, and the pass's own time at this size.
      const passStarted = performance.now();
      const made = await ctx.app.serviceTasks.runPass();
      serviceTasks = { made, seconds: Math.round((performance.now() - passStarted) / 100) / 10 };
      process.stdout.write(`  the service's tasks: ${made} made in ${serviceTasks.seconds} s\n`);
      if (keep) {
        const kept: KeptOffice = { seedHash: SEED_HASH, month, encryptionKey, office, seedSeconds, serviceTasks };
        await handle.db.execute(sql`insert into bench_scale_office (id, kept) values (1, ${JSON.stringify(kept)}::jsonb)`);
      }
    }
    const tokens = { staff: await staffSession(ctx), client: await clientSession(ctx) };
    return { size, ctx, office, seedSeconds, serviceTasks, tokens, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** How many pages a route's list has in one office (1 for a route without pages). */
async function lastPageIn(open: OpenOffice, route: Route): Promise<number> {
  return route.paged ? lastPageOf((await inject(open.ctx, route.url(1), open.tokens[route.who])).json()) : 1;
}

/**
 * The pages of a route timed: page 1, and the same middle page in every office (the middle of the smallest office's
 * list: one page at the same depth, so its time is the page's, not how deep an offset reaches); by cursor, that page
 * reached by Next from the one before.
 */
async function urlsOf(open: OpenOffice, route: Route, middle: number): Promise<[label: string, page: number, url: string][]> {
  const pages: [string, number][] = route.byCursor ? [] : route.paged ? [['1', 1]] : [['-', 1]];
  if (route.paged) pages.push(['middle', Math.max(route.byCursor ? 2 : 1, middle)]);
  const urls: [string, number, string][] = [];
  for (const [label, page] of pages) {
    let url = route.url(page);
    if (route.byCursor) {
      const before = await inject(open.ctx, route.url(page - 1), open.tokens[route.who]);
      url = `${url}&after=${before.json<{ cursors: { next: string } }>().cursors.next}`;
    }
    urls.push([label, page, url]);
  }
  return urls;
}

/**
 * Every route timed in every office, the offices taking turns run by run (the smallest first on one run, the largest
 * first on the next), so a machine busier for a while slows each size alike and the ratio between them holds.
 */
async function measure(offices: OpenOffice[]): Promise<SizeResult[]> {
  const results: SizeResult['routes'][] = offices.map(() => ({}));
  for (const route of routesOf(offices[0]!.office).filter(chosen)) {
    const middle = Math.ceil(Math.min(...(await Promise.all(offices.map((open) => lastPageIn(open, route))))) / 2);
    const urls = await Promise.all(offices.map((open) => urlsOf(open, route, middle)));
    for (const [index, [label]] of urls[0]!.entries()) {
      const ask = (which: number) => inject(offices[which]!.ctx, urls[which]![index]![2], offices[which]!.tokens[route.who]);
      for (let run = 0; run < WARM_RUNS; run += 1) for (const which of offices.keys()) await ask(which);
      const times: number[][] = offices.map(() => []);
      for (let run = 0; run < runs; run += 1) {
        const order = [...offices.keys()];
        if (run % 2 === 1) order.reverse();
        for (const which of order) {
          const started = performance.now();
          await ask(which);
          times[which]!.push(performance.now() - started);
        }
      }
      for (const which of offices.keys()) {
        const timing = percentiles(times[which]!);
        const page = urls[which]![index]![1];
        (results[which]![route.name] ??= {})[label] = { page, ...timing };
        process.stdout.write(
          `    ${offices[which]!.size} · ${route.name} [${label === 'middle' ? `page ${page}` : label}]: p50 ${timing.p50_ms} ms, p95 ${timing.p95_ms} ms\n`,
        );
      }
    }
  }
  return offices.map((open, which) => ({
    clients: open.size,
    seed_seconds: open.seedSeconds,
    seed_parts_seconds: open.office.seconds,
    counts: open.office.counts,
    service_tasks: open.serviceTasks,
    routes: results[which]!,
  }));
}

const round2 = (value: number) => Math.round(value * 100) / 100;

interface Ratio {
  route: string;
  page: string;
  p50_ratio: number;
  p95_ratio: number;
}

function ratios(small: SizeResult, large: SizeResult): Ratio[] {
  return Object.entries(large.routes).flatMap(([route, pages]) =>
    Object.entries(pages).map(([page, timing]) => {
      const before = small.routes[route]![page]!;
      return {
        route,
        page,
        p50_ratio: round2(timing.p50_ms / Math.max(before.p50_ms, 0.01)),
        p95_ratio: round2(timing.p95_ms / Math.max(before.p95_ms, 0.01)),
      };
    }),
  );
}

function table(label: string, small: SizeResult, large: SizeResult, rows: Ratio[]): string {
  const header = [
    'route',
    'page',
    `p50 ms at ${small.clients}`,
    `p50 ms at ${large.clients}`,
    'p50 ratio',
    `p95 ms at ${small.clients}`,
    `p95 ms at ${large.clients}`,
    'p95 ratio',
  ];
  const lines = rows.map((row) => {
    const a = small.routes[row.route]![row.page]!;
    const b = large.routes[row.route]![row.page]!;
    const flag = (ratio: number) => `${ratio.toFixed(2)}${ratio > FLAT ? ' ✗' : ''}`;
    const page = row.page === 'middle' ? String(b.page) : row.page;
    return [
      row.route,
      page,
      String(a.p50_ms),
      String(b.p50_ms),
      flag(row.p50_ratio),
      String(a.p95_ms),
      String(b.p95_ms),
      flag(row.p95_ratio),
    ];
  });
  const widths = header.map((title, index) => Math.max(title.length, ...lines.map((line) => line[index]!.length)));
  const format = (cells: string[]) => `| ${cells.map((cell, index) => cell.padEnd(widths[index]!)).join(' | ')} |`;
  return (
    `\n${label}: ${small.clients} clients seeded in ${small.seed_seconds} s, ${large.clients} in ${large.seed_seconds} s; ` +
    `${runs} runs a route; ✗ above ${FLAT}\n${format(header)}\n|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|\n${lines.map(format).join('\n')}\n`
  );
}

async function main() {
  const drivers: DatabaseDriver[] = only ? [only] : process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  if (drivers.includes('postgres') && !process.env.TEST_DATABASE_URL) throw new Error('--database=postgres needs TEST_DATABASE_URL.');
  const outOfFlat: string[] = [];
  for (const driver of drivers) {
    const label = driver === 'pglite' ? 'PGlite' : 'PostgreSQL';
    const offices: OpenOffice[] = [];
    let results: SizeResult[];
    try {
      for (const size of sizes) {
        process.stdout.write(`${label}, ${size} clients…\n`);
        offices.push(await openOffice(driver, size));
      }
      results = await measure(offices);
    } finally {
      for (const open of offices) await open.close();
    }
    results.sort((a, b) => a.clients - b.clients);
    const small = results[0]!;
    const large = results.at(-1)!;
    const rows = ratios(small, large);
    process.stdout.write(table(label, small, large, rows));
    outOfFlat.push(
      ...rows.filter((row) => row.p50_ratio > FLAT || row.p95_ratio > FLAT).map((row) => `${label}: ${row.route} [${row.page}]`),
    );
    if (partial) continue;
    // Read again just before writing: a run of the other database may have written its figures meanwhile.
    const previous = fs.existsSync(RESULTS_FILE)
      ? (JSON.parse(fs.readFileSync(RESULTS_FILE, 'utf8')) as { databases?: Record<string, unknown> })
      : {};
    const databases = { ...previous.databases, [label]: { measured_at: new Date().toISOString(), runs, sizes: results, ratios: rows } };
    fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
    fs.writeFileSync(
      RESULTS_FILE,
      `${JSON.stringify({ node: process.version, cpus: os.cpus().length, flat_at_most: FLAT, databases }, null, 2)}\n`,
    );
  }
  process.stdout.write(
    partial ? `Some routes only (--only, --except): scale.json left as it was\n` : `Written to bench/results/scale.json\n`,
  );
  if (outOfFlat.length > 0) process.stdout.write(`Above ${FLAT} (not flat):\n  ${outOfFlat.join('\n  ')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`The scale bench failed: ${(error as Error).stack ?? String(error)}\n${String((error as Error).cause ?? '')}\n`);
  process.exitCode = 1;
});
