import { API_PATHS, API_PREFIX, decimalToCents, type TSsa623Worksheet } from '@payee/contract';
import { API_FINANCE_JOBS_MESSAGES } from '@payee/content/api-finance-jobs';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, clientUsers, ssa623BatchJobs } from '../src/db/schema/index';
import { looksEncrypted } from '../src/lib/storage/file-encryption';
import { formatDollars } from '../src/modules/ledger/money';
import { JOB_LEASE_MS, MAX_JOB_ATTEMPTS } from '../src/modules/finance/ssa-623-jobs';
import { DEMO_CLIENT, seedDemoClients } from '../src/seed/demo-clients';
import { seedDemoFinance } from '../src/seed/demo-finance';
import { TEST_DATABASES, buildTestApp, useTestApp } from './helpers/app';
import { call, staffWithToken } from './helpers/finance';
import { pdfPages } from './helpers/pdf';
import { testClock } from './helpers/staff';
import { unzip } from './helpers/zip';

const TODAY = new Date('2026-06-15T16:00:00Z');
const DAY_MS = 24 * 60 * 60_000;
const JOBS = API_PATHS.financeSsa623Jobs.replace('/admin/finance', '');
const job = (id: number) => API_PATHS.financeSsa623Job(id).replace('/admin/finance', '');
const jobFile = (id: number) => API_PATHS.financeSsa623JobFile(id).replace('/admin/finance', '');

describe.each(TEST_DATABASES)('the SSA-623 batch as a job (%s)', (driver) => {
  const clock = testClock(TODAY);
  const ctx = useTestApp(driver, { now: clock.now });
  let finance: Awaited<ReturnType<typeof staffWithToken>>;
  let month: string;
  let clients: number[];

  beforeAll(async () => {
    await seedDemoClients(ctx.database.db, ctx.config.APP_ENCRYPTION_KEY, TODAY);
    await seedDemoFinance(ctx.database.db, ctx.config.APP_ENCRYPTION_KEY, TODAY);
    finance = await staffWithToken(ctx, ['finance'], 'Fiona Finance');
    const [maria] = await ctx.database.db.select().from(clientUsers).where(eq(clientUsers.username, DEMO_CLIENT.username));
    // The month Maria's report period ends in, and who else is in that batch.
    for (let offset = 1; offset <= 12 && !month; offset += 1) {
      const candidate = `2026-${String(offset).padStart(2, '0')}`;
      const rows = (await call(ctx, 'GET', `/reports/ssa-623/clients?month=${candidate}`, finance.token)).json().data;
      if (rows.some((row: { client: { id: number } }) => row.client.id === maria!.id)) {
        month = candidate;
        clients = rows.map((row: { client: { id: number } }) => row.client.id);
      }
    }
  });

  const jobs = () => ctx.app.finance.ssa623Jobs;
  const rowOf = async (id: number) => (await ctx.database.db.select().from(ssa623BatchJobs).where(eq(ssa623BatchJobs.id, id)))[0]!;

  it('answers 202 with the queued job, then its progress, then a zip of every worksheet that says what the worksheets say', async () => {
    expect(month).toBeDefined();
    expect(clients.length).toBeGreaterThan(0);
    expect((await call(ctx, 'GET', `${JOBS}?month=${month}`, finance.token)).json().data).toBeNull();

    const started = await call(ctx, 'POST', JOBS, finance.token, { month });
    expect(started.statusCode, started.body).toBe(202);
    const queued = started.json().data;
    expect(queued).toMatchObject({ month, program_id: 1, status: 'queued', done: 0, total: 0, finished_at: null, error: null });
    expect((await call(ctx, 'GET', jobFile(queued.id), finance.token)).statusCode).toBe(409);

    await jobs().runDue();
    const done = (await call(ctx, 'GET', job(queued.id), finance.token)).json().data;
    expect(done).toMatchObject({
      status: 'done',
      done: clients.length,
      total: clients.length,
      error: null,
      file_name: `ssa-623-${month}.zip`,
    });
    expect(new Date(done.expires_at).getTime() - new Date(done.finished_at).getTime()).toBe(7 * DAY_MS);
    // Coming back to the page finds it.
    expect((await call(ctx, 'GET', `${JOBS}?month=${month}`, finance.token)).json().data.id).toBe(queued.id);

    const download = await call(ctx, 'GET', jobFile(queued.id), finance.token);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['x-filename']).toBe(`ssa-623-${month}.zip`);
    expect(download.rawPayload.length).toBe(done.size_bytes);
    const files = unzip(download.rawPayload);
    expect([...files.keys()].sort()).toEqual([...clients.map((id) => `ssa-623-${month}-client-${id}.pdf`), `ssa-623-${month}.csv`].sort());

    // The CSV's row of each client is their worksheet, figure for figure.
    const [header, ...lines] = files.get(`ssa-623-${month}.csv`)!.toString().trim().split('\n');
    const columns = header!.split(',');
    expect(lines).toHaveLength(clients.length);
    for (const [index, clientId] of clients.entries()) {
      const sheet: TSsa623Worksheet = (await call(ctx, 'GET', `/clients/${clientId}/ssa-623?period_end=${month}`, finance.token)).json()
        .data;
      const cells = Object.fromEntries(lines[index]!.split(',').map((value, column) => [columns[column], value]));
      expect(cells).toMatchObject({
        client_id: String(clientId),
        period_start: sheet.period.start,
        period_end: sheet.period.end,
        opening_balance: sheet.opening_balance,
        benefits_received: sheet.benefits_received,
        other_money_in: sheet.other_money_in,
        spent_on_food_and_housing: sheet.spent_on_food_and_housing,
        spent_on_other_things: sheet.spent_on_other_things,
        saved: sheet.saved,
        spent_from_balance: sheet.spent_from_balance,
        closing_balance: sheet.closing_balance,
        adds_up: sheet.adds_up ? 'yes' : 'no',
      });
      const text = (await pdfPages(files.get(`ssa-623-${month}-client-${clientId}.pdf`)!)).join(' ');
      expect(text).toContain(sheet.client.name);
      expect(text).toContain(formatDollars(decimalToCents(sheet.closing_balance)!));
      expect(text).toContain(formatDollars(decimalToCents(sheet.benefits_received)!));
    }

    // Kept encrypted in the document storage; the start and the download are in the audit trail.
    const stored = await ctx.app.storage.list('reports/');
    expect(stored).toEqual([`reports/${(await rowOf(queued.id)).storageName}`]);
    const bytes = Buffer.concat(await (await ctx.app.storage.get(stored[0]!)).toArray());
    expect(looksEncrypted(bytes)).toBe(true);
    const audit = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordType, 'ssa623_batch_job'), eq(auditEvents.recordId, String(queued.id))));
    expect(audit.map((row) => [row.action, row.staffUserId])).toEqual([
      ['finance.ssa623_batch_start', finance.id],
      ['finance.ssa623_batch_download', finance.id],
    ]);
  });

  it('answers the job under way or done when asked again, and a new one only when asked to prepare it again', async () => {
    const other = month === '2026-01' ? '2026-02' : '2026-01';
    const first = await call(ctx, 'POST', JOBS, finance.token, { month: other });
    expect(first.statusCode).toBe(202);
    const again = await call(ctx, 'POST', JOBS, finance.token, { month: other });
    expect(again.statusCode).toBe(200);
    // The worker may have taken it up already (asking wakes it).
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(['queued', 'running']).toContain(again.json().data.status);
    expect(again.json().message).toContain('already being prepared');
    // Both at once: still one.
    const both = await Promise.all([1, 2].map(() => call(ctx, 'POST', JOBS, finance.token, { month: other })));
    expect(new Set(both.map((answer) => answer.json().data.id))).toEqual(new Set([first.json().data.id]));

    await jobs().runDue();
    const done = await call(ctx, 'POST', JOBS, finance.token, { month: other });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ id: first.json().data.id, status: 'done' });
    const rerun = await call(ctx, 'POST', JOBS, finance.token, { month: other, rerun: true });
    expect(rerun.statusCode).toBe(202);
    expect(rerun.json().data.id).not.toBe(first.json().data.id);
    await jobs().runDue();
    expect((await call(ctx, 'GET', `${JOBS}?month=${other}`, finance.token)).json().data).toMatchObject({
      id: rerun.json().data.id,
      status: 'done',
    });
  });

  it('is for finance alone, and says what is wrong with a request', async () => {
    const caseworker = await staffWithToken(ctx, ['caseworker', 'admin'], 'Casey Worker');
    const [latest] = await ctx.database.db.select().from(ssa623BatchJobs).limit(1);
    for (const [method, url] of [
      ['POST', JOBS],
      ['GET', `${JOBS}?month=${month}`],
      ['GET', job(latest!.id)],
      ['GET', jobFile(latest!.id)],
    ] as const) {
      expect((await call(ctx, method, url, caseworker.token, method === 'POST' ? { month } : undefined)).statusCode, url).toBe(403);
      expect((await ctx.app.inject({ method, url: `${API_PREFIX}/admin/finance${url}` })).statusCode, url).toBe(401);
    }
    expect((await call(ctx, 'POST', JOBS, finance.token, { month: '2026-13' })).statusCode).toBe(422);
    expect((await call(ctx, 'POST', JOBS, finance.token, { month, program_id: 999 })).json().message).toBe(
      API_FINANCE_JOBS_MESSAGES.noSuchProgram(999),
    );
    expect((await call(ctx, 'GET', job(999_999), finance.token)).json().message).toBe(API_FINANCE_JOBS_MESSAGES.noSuchJob(999_999));
  });

  it('takes up again a job left running by a server that stopped, once its lease has run out, and gives up after too many', async () => {
    const [row] = await ctx.database.db
      .insert(ssa623BatchJobs)
      .values({
        month: '2026-03',
        programId: 1,
        status: 'running',
        done: 1,
        total: 5,
        attempts: 1,
        claimToken: 'a-server-that-stopped',
        lockedUntil: new Date(clock.now().getTime() + JOB_LEASE_MS),
        createdAt: clock.now(),
      })
      .returning();
    await jobs().runDue();
    expect(await rowOf(row!.id)).toMatchObject({ status: 'running', claimToken: 'a-server-that-stopped', attempts: 1 });
    // Asking meanwhile answers the one under way.
    expect((await call(ctx, 'POST', JOBS, finance.token, { month: '2026-03' })).json().data.id).toBe(row!.id);

    clock.advance(JOB_LEASE_MS + 1);
    await jobs().runDue();
    const resumed = await rowOf(row!.id);
    expect(resumed).toMatchObject({ status: 'done', attempts: 2, claimToken: null });
    expect(resumed.done).toBe(resumed.total);

    const [dying] = await ctx.database.db
      .insert(ssa623BatchJobs)
      .values({
        month: '2026-04',
        programId: 1,
        status: 'running',
        attempts: MAX_JOB_ATTEMPTS,
        claimToken: 'stopped-again',
        lockedUntil: clock.now(),
        createdAt: clock.now(),
      })
      .returning();
    await jobs().runDue();
    const failed = (await call(ctx, 'GET', job(dying!.id), finance.token)).json().data;
    expect(failed).toMatchObject({ status: 'failed', error: API_FINANCE_JOBS_MESSAGES.gaveUp(MAX_JOB_ATTEMPTS), file_name: null });
    // A failed one is prepared again when asked.
    const retried = await call(ctx, 'POST', JOBS, finance.token, { month: '2026-04' });
    expect(retried.statusCode).toBe(202);
    expect(retried.json().data.id).not.toBe(dying!.id);
    await jobs().runDue();
  });

  it('runs a job in one of two servers, never in both', async () => {
    const second = await buildTestApp(driver, {
      database: ctx.database,
      now: clock.now,
      env: { APP_ENCRYPTION_KEY: ctx.config.APP_ENCRYPTION_KEY.current.key.toString('base64') },
    });
    try {
      const started = (await call(ctx, 'POST', JOBS, finance.token, { month: '2026-05' })).json().data;
      await Promise.all([jobs().runDue(), second.app.finance.ssa623Jobs.runDue(), jobs().runDue()]);
      expect(await rowOf(started.id)).toMatchObject({ status: 'done', attempts: 1 });
    } finally {
      await second.close();
    }
  });

  it('deletes the zip, and the job, once it has been kept for 7 days', async () => {
    const before = await ctx.app.storage.list('reports/');
    expect(before.length).toBeGreaterThan(0);
    const [kept] = await ctx.database.db.select().from(ssa623BatchJobs).where(eq(ssa623BatchJobs.status, 'done')).limit(1);
    clock.advance(7 * DAY_MS - (clock.now().getTime() - kept!.finishedAt!.getTime()) - 1_000);
    await jobs().runDue();
    expect(await rowOf(kept!.id)).toBeDefined();
    clock.advance(8 * DAY_MS);
    await jobs().runDue();
    expect(await ctx.app.storage.list('reports/')).toEqual([]);
    expect(await ctx.database.db.select().from(ssa623BatchJobs).where(eq(ssa623BatchJobs.status, 'done'))).toEqual([]);
  });
});
