/**
 * `tsx bench/finance/ssa623-batch.ts [--sizes=1000,10000] [--database=postgres|pglite]`: the SSA-623 batch as a
 * job (issue 23) at office sizes. For each size, one child process builds the office (bench/scale/seed.ts: `size`
 * active clients with 3 years of ledger, all enrolled the same day, so one month's batch holds every one of them)
 * and exits; a second child boots the app on that database, asks for the month's batch through the API as a finance
 * member would, lets its worker write it, reads the job's progress meanwhile, downloads the zip, and reports the time
 * from asking to done and its own peak RSS while the worker writes (sampled every 50 ms; the kernel's maxRSS, download
 * included, beside it) against its RSS once ready, its CPU time (the batch's cost whatever else the machine runs), and the longest a `/api/v1/health` asked meanwhile (every 250 ms) waited.
 * Then the ratio of the largest size to the smallest: time (linear is expected) and peak RSS (flat is at most 1.2).
 *
 * PostgreSQL (TEST_DATABASE_URL, the very database: its schemas public and drizzle are dropped and made again) by
 * default; `--database=pglite` in a data directory under DATA_DIR (default /tmp). Prints a table and one JSON line.
 * `--reuse` skips the seeding when the database still holds the office of that size seeded last (seeding 10,000 takes
 * minutes): the office's size and its encryption key are kept in DATA_DIR's bench-ssa623-<driver>.json.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PATHS, API_PREFIX, monthPlus, officeMonth } from '@payee/contract';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseDriver, type DatabaseHandle } from '../../apps/api/src/db/client';
import { seedDemoData } from '../../apps/api/src/seed/index';
import { buildTestApp } from '../../apps/api/test/helpers/app';
import { staffWithToken } from '../../apps/api/test/helpers/finance';
import { seedOffice } from '../scale/seed';

const SELF = fileURLToPath(import.meta.url);
const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const driver = (option('database') ?? (process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite')) as DatabaseDriver;
const pgliteDir = (size: number) => path.join(process.env.DATA_DIR ?? os.tmpdir(), `bench-ssa623-pglite-${size}`);
/** The office seeded last in this driver's database (PostgreSQL holds one at a time): its size and key. */
const seededFile = path.join(process.env.DATA_DIR ?? os.tmpdir(), `bench-ssa623-${driver}.json`);
const seededKey = (size: number): string | undefined => {
  try {
    const seeded = JSON.parse(fs.readFileSync(seededFile, 'utf8')) as Record<string, string>;
    return seeded[String(size)];
  } catch {
    return undefined;
  }
};

async function database(size: number, empty: boolean): Promise<DatabaseHandle> {
  if (driver === 'pglite') {
    if (empty) fs.rmSync(pgliteDir(size), { recursive: true, force: true });
    return openDatabase({ driver: 'pglite', dataDir: pgliteDir(size) });
  }
  const handle = await openDatabase({
    driver: 'postgres',
    connectionString: process.env.TEST_DATABASE_URL!,
    poolSize: 4,
    timeouts: { statementMs: 1_800_000 },
  });
  if (empty)
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`drop schema if exists drizzle cascade`);
      await tx.execute(sql`drop schema if exists public cascade`);
      await tx.execute(sql`create schema public`);
    });
  return handle;
}

/** Child 1: the office, seeded. */
async function seedChild(size: number, key: string) {
  const handle = await database(size, true);
  await handle.migrate();
  const now = new Date();
  const ctx = await buildTestApp(driver, { database: handle, now: () => now, env: { APP_ENCRYPTION_KEY: key } });
  try {
    await ctx.app.finance.ssa623Jobs.stop();
    await seedDemoData(handle.db, ctx.config.APP_ENCRYPTION_KEY, { storage: ctx.app.storage });
    await seedOffice(handle.db, ctx.config.APP_ENCRYPTION_KEY, size, now);
  } finally {
    await ctx.close();
    await handle.close();
  }
}

/** Child 2: the batch, asked for, written by the worker, downloaded; its time and this process's memory. */
async function batchChild(size: number, key: string) {
  const handle = await database(size, false);
  const ctx = await buildTestApp(driver, { database: handle, now: () => new Date(), env: { APP_ENCRYPTION_KEY: key } });
  try {
    // A name of its own: a database kept from an earlier run (--reuse) has that run's.
    const finance = await staffWithToken(ctx, ['finance'], `Bench Finance ${randomBytes(3).toString('hex')}`);
    const headers = { authorization: `Bearer ${finance.token}` };
    // The month whose batch holds the office: every client is enrolled on one day.
    let month = '';
    let clients = 0;
    for (let back = 0; back < 12; back += 1) {
      const candidate = monthPlus(officeMonth(new Date()), -back);
      const listed = await ctx.app.inject({
        method: 'GET',
        url: `${API_PREFIX}${API_PATHS.financeSsa623BatchClients}?month=${candidate}`,
        headers,
      });
      const count = (listed.json() as { data: unknown[] }).data.length;
      if (count > clients) [month, clients] = [candidate, count];
    }
    global.gc?.();
    const readyRss = process.memoryUsage().rss;
    let peakRss = readyRss;
    const readyHeap = process.memoryUsage().heapUsed;
    let peakHeap = readyHeap;
    const sampler = setInterval(() => {
      const { rss, heapUsed } = process.memoryUsage();
      peakRss = Math.max(peakRss, rss);
      peakHeap = Math.max(peakHeap, heapUsed);
    }, 50);
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const asked = await ctx.app.inject({
      method: 'POST',
      url: `${API_PREFIX}${API_PATHS.financeSsa623Jobs}`,
      headers,
      payload: { month, rerun: true },
    });
    const { id } = (asked.json() as { data: { id: number } }).data;
    let reads = 0;
    let healthMaxMs = 0;
    for (;;) {
      const asking = performance.now();
      const health = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}${API_PATHS.health}` });
      if (health.statusCode !== 200) throw new Error(`/health answered ${health.statusCode}`);
      healthMaxMs = Math.max(healthMaxMs, performance.now() - asking);
      const read = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}${API_PATHS.financeSsa623Job(id)}`, headers });
      const job = (read.json() as { data: { status: string; done: number; total: number; error: string | null } }).data;
      reads += 1;
      if (job.status === 'done') break;
      if (job.status === 'failed') throw new Error(`The batch failed: ${job.error}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const writtenMs = performance.now() - started;
    // This process's CPU time meanwhile: what the batch cost whatever else the machine was running.
    const cpu = process.cpuUsage(cpuBefore);
    // The worker's memory while it writes; the download below is buffered whole by inject, as no server would.
    clearInterval(sampler);
    // What the batch left behind once its garbage is collected (the worker's heap stays, bounded): retained, not garbage.
    global.gc?.();
    const afterGc = process.memoryUsage();
    const file = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}${API_PATHS.financeSsa623JobFile(id)}`, headers });
    const totalMs = performance.now() - started;
    const mib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
    const result = {
      size,
      month,
      clients,
      written_s: Math.round(writtenMs / 100) / 10,
      with_download_s: Math.round(totalMs / 100) / 10,
      cpu_s: Math.round((cpu.user + cpu.system) / 100_000) / 10,
      cpu_ms_per_worksheet: clients === 0 ? 0 : Math.round((cpu.user + cpu.system) / 10 / clients) / 100,
      zip_bytes: file.rawPayload.length,
      progress_reads: reads,
      health_max_ms: Math.round(healthMaxMs),
      ready_rss_mib: mib(readyRss),
      peak_rss_mib: mib(peakRss),
      peak_heap_mib: mib(peakHeap),
      ready_heap_mib: mib(readyHeap),
      after_gc_heap_mib: mib(afterGc.heapUsed),
      after_gc_rss_mib: mib(afterGc.rss),
      max_rss_mib_with_download: mib(process.resourceUsage().maxRSS * 1024),
    };
    process.stdout.write(`RESULT ${JSON.stringify(result)}\n`);
  } finally {
    await ctx.close();
    await handle.close();
  }
}

async function main() {
  const child = option('child');
  const size = Number(option('size'));
  const key = option('key')!;
  if (child === 'seed') return seedChild(size, key);
  if (child === 'batch') return batchChild(size, key);

  const sizes = (option('sizes') ?? '1000,10000').split(',').map(Number);
  const results: Record<string, number | string>[] = [];
  for (const each of sizes) {
    const kept = process.argv.includes('--reuse') ? seededKey(each) : undefined;
    const appKey = kept ?? randomBytes(32).toString('base64');
    if (!kept && driver === 'postgres') fs.rmSync(seededFile, { force: true }); // the seeding below drops it
    for (const part of kept ? ['batch'] : ['seed', 'batch']) {
      process.stdout.write(`${driver} ${each} clients: ${part}…\n`);
      const started = performance.now();
      const run = spawnSync(
        process.execPath,
        ['--expose-gc', '--import', 'tsx', SELF, `--child=${part}`, `--size=${each}`, `--key=${appKey}`, `--database=${driver}`],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 },
      );
      if (run.status !== 0) throw new Error(`${part} at ${each} failed: ${run.stdout}`);
      if (part === 'seed') {
        // PostgreSQL's one database holds only this office now; PGlite keeps one directory per size.
        const others =
          driver === 'pglite' ? (JSON.parse(fs.existsSync(seededFile) ? fs.readFileSync(seededFile, 'utf8') : '{}') as object) : {};
        fs.writeFileSync(seededFile, JSON.stringify({ ...others, [each]: appKey }));
      }
      process.stdout.write(`  ${Math.round((performance.now() - started) / 1000)} s\n`);
      const line = run.stdout.split('\n').find((text) => text.startsWith('RESULT '));
      if (line) {
        results.push(JSON.parse(line.slice('RESULT '.length)) as Record<string, number | string>);
        process.stdout.write(`  ${line}\n`);
      }
    }
  }
  if (driver === 'pglite' && !process.argv.includes('--reuse')) {
    for (const each of sizes) fs.rmSync(pgliteDir(each), { recursive: true, force: true });
    fs.rmSync(seededFile, { force: true });
  }
  console.table(results);
  const [small, large] = [results[0]!, results.at(-1)!];
  const ratio = (name: string) => Math.round(((large[name] as number) / (small[name] as number)) * 100) / 100;
  process.stdout.write(
    `${JSON.stringify({ driver, results, ratios: { written_s: ratio('written_s'), peak_rss_mib: ratio('peak_rss_mib'), max_rss_mib_with_download: ratio('max_rss_mib_with_download') } })}\n`,
  );
}

await main();
