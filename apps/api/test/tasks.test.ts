import { randomUUID } from 'node:crypto';
import {
  IDEMPOTENCY_KEY_HEADER,
  officeToday,
  TASK_ASSIGNEE_NOT_CASEWORKER_MESSAGE,
  TASK_DUE_IN_PAST_MESSAGE,
  TASK_NOT_OPEN_MESSAGE,
  ZTaskResponseSchema,
  ZTasksResponseSchema,
  type TTask,
  type TTasksResponse,
} from '@payee/contract';
import { ADMIN_MESSAGES } from '@payee/content/validation-admin';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  clientPrograms,
  clientUsers,
  disbursements,
  intakeApplications,
  onboardingBenefits,
  onboardingProfiles,
  scheduledPayments,
  staffUsers,
  tasks,
} from '../src/db/schema/index';
import { createClientDocumentRepository } from '../src/modules/client-documents/repository';
import { makeServiceTask } from '../src/modules/tasks';
import { seedDemoData } from '../src/seed/index';
import { DEMO_CLIENT } from '../src/seed/demo-clients';
import { TEST_DATABASES, useTestApp, type TestApp } from './helpers/app';
import { createLedgerClient } from './helpers/finance';
import { queryCounter, routeStatements } from './helpers/query-count';
import { bearer, createStaffMember, signInStaff } from './helpers/staff';

const TASKS = '/api/v1/admin/tasks';

/** 11:00 on Monday 16 March 2026 in Michigan (EDT, UTC-4): the office's day is 2026-03-16. */
const NOW = new Date('2026-03-16T15:00:00Z');

/** A client the service has something to remind of, of every kind (enrolled 2025-01-01 by createLedgerClient). */
async function clientWithEverything(ctx: TestApp, name: string) {
  const db = ctx.database.db;
  const clientId = await createLedgerClient(ctx, name);
  const [profile] = await db.insert(onboardingProfiles).values({ clientUserId: clientId }).returning({ id: onboardingProfiles.id });
  await db.insert(onboardingBenefits).values([
    // Ends within 30 days: a task. Ends later: none yet.
    { profileId: profile!.id, reportingAccountId: 1, amountCents: 94_300, effectiveFrom: '2025-04-01', effectiveTill: '2026-04-10' },
    { profileId: profile!.id, reportingAccountId: 2, amountCents: 5_000, effectiveFrom: '2025-04-01', effectiveTill: '2026-05-30' },
  ]);
  await db.insert(intakeApplications).values({
    clientUserId: clientId,
    branchId: 1,
    representativeType: 'myself',
    representative: {} as never,
    housing: { house_type_id: 1, move_in_date: '2025-04-01' } as never,
  });
  const [schedule] = await db
    .insert(scheduledPayments)
    .values({
      clientId,
      programId: 1,
      description: 'Rent',
      category: 'housing',
      amountCents: 60_000,
      frequency: 'monthly',
      nextDueOn: '2026-03-01',
    })
    .returning({ id: scheduledPayments.id });
  // The schedule's overdue payment drafted already (its own key), and a one-off payment approved, not paid.
  await db.insert(disbursements).values([
    {
      kind: 'bill',
      status: 'draft',
      clientId,
      programId: 1,
      payeeName: 'Eastside Rooms',
      description: 'Rent',
      category: 'housing',
      amountCents: 60_000,
      dueOn: '2026-03-01',
      scheduledPaymentId: schedule!.id,
      generatedKey: `schedule:${schedule!.id}:2026-03-01`,
    },
    {
      kind: 'one_off',
      status: 'approved',
      clientId,
      programId: 1,
      payeeName: 'Pharmacy',
      description: 'Pharmacy',
      category: 'medical',
      amountCents: 2_500,
      dueOn: '2026-03-10',
    },
    // Paid on time: no task.
    {
      kind: 'one_off',
      status: 'draft',
      clientId,
      programId: 1,
      payeeName: 'Grocer',
      description: 'Groceries',
      category: 'food',
      amountCents: 4_000,
      dueOn: '2026-03-20',
    },
  ]);
  return { clientId, scheduleId: schedule!.id };
}

describe.each(TEST_DATABASES)('tasks and reminders (%s)', (driver) => {
  let at = NOW;
  const clock = { now: () => at, set: (moment: Date) => void (at = moment) };
  const queries = queryCounter();
  const ctx = useTestApp(driver, { now: clock.now, queryLogger: queries.logger });
  let caseworker: Awaited<ReturnType<typeof createStaffMember>>;
  let other: Awaited<ReturnType<typeof createStaffMember>>;
  let staff: string;
  let otherToken: string;
  let clientId: number;
  let secondClient: number;

  beforeAll(async () => {
    caseworker = await createStaffMember(ctx, ['caseworker'], 'Casey Worker');
    other = await createStaffMember(ctx, ['caseworker', 'finance'], 'Cam Other');
    staff = (await signInStaff(ctx, caseworker)).token;
    otherToken = (await signInStaff(ctx, other)).token;
    clientId = await createLedgerClient(ctx, 'Tasha');
    secondClient = await createLedgerClient(ctx, 'Ulric');
  });

  const get = (url: string, token = staff) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  const post = (url: string, payload: object, token = staff, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...headers }, payload });
  const create = async (payload: object, token = staff) => {
    const response = await post(TASKS, payload, token);
    expect(response.statusCode, response.body).toBe(201);
    expect(ZTaskResponseSchema.safeParse(response.json()).success).toBe(true);
    return response.json<{ data: TTask }>().data;
  };
  const list = async (query = '', token = staff) => {
    const response = await get(`${TASKS}${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    expect(ZTasksResponseSchema.safeParse(response.json()).success).toBe(true);
    return response.json<TTasksResponse>();
  };
  const clearTasks = () => ctx.database.db.delete(tasks);

  describe('a caseworker’s tasks', () => {
    let later: TTask;
    let overdue: TTask;
    let soon: TTask;

    beforeAll(async () => {
      await clearTasks();
      later = await create({ title: 'Call the landlord', client_id: clientId, due_on: '2026-04-02' });
      soon = await create({ title: 'Post the award letter', client_id: secondClient, due_on: '2026-03-16' });
      // Overdue: made a week ago, due yesterday (the API refuses a day before today, so it is written here).
      const [row] = await ctx.database.db
        .insert(tasks)
        .values({
          clientId,
          title: 'Send the SSA form',
          dueOn: '2026-03-15',
          assigneeId: caseworker.id,
          createdBy: caseworker.id,
          createdAt: new Date('2026-03-09T15:00:00Z'),
        })
        .returning({ id: tasks.id });
      overdue = { id: row!.id } as TTask;
    });

    it('keeps the maker as the assignee by default, the due day and the client', () => {
      expect(later).toMatchObject({
        title: 'Call the landlord',
        kind: 'manual',
        status: 'open',
        client: { id: clientId },
        due_on: '2026-04-02',
        is_overdue: false,
        assignee: { id: caseworker.id, name: 'Casey Worker' },
        created_by: { id: caseworker.id, name: 'Casey Worker' },
        closing_note: null,
        closed_at: null,
      });
    });

    it('lists overdue first, then by due day; a client’s list holds only theirs', async () => {
      const mine = await list();
      expect(mine.data.map((task) => task.id)).toEqual([overdue.id, soon.id, later.id]);
      expect(mine.data[0]!.is_overdue).toBe(true);
      expect(mine.data[1]!.is_overdue).toBe(false);
      expect(mine.meta.total).toBe(3);
      const tasha = await list(`?client_id=${clientId}`);
      expect(tasha.data.map((task) => task.id)).toEqual([overdue.id, later.id]);
      // Another caseworker's "My tasks" does not hold them; the client's list does, whoever asks.
      expect((await list('', otherToken)).data).toEqual([]);
      expect((await list(`?client_id=${clientId}`, otherToken)).meta.total).toBe(2);
    });

    it('pages', async () => {
      const first = await list('?per_page=2');
      const second = await list('?per_page=2&page=2');
      expect([...first.data, ...second.data].map((task) => task.id)).toEqual([overdue.id, soon.id, later.id]);
      expect(second.meta).toMatchObject({ page: 2, last_page: 2, total: 3 });
    });

    it('completes with a note, once; audited without the note', async () => {
      const response = await post(`${TASKS}/${soon.id}/complete`, { note: 'Posted it first class.' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ data: TTask }>().data).toMatchObject({
        status: 'done',
        closing_note: 'Posted it first class.',
        closed_by: { id: caseworker.id },
        closed_at: NOW.toISOString(),
        is_overdue: false,
      });
      const again = await post(`${TASKS}/${soon.id}/cancel`, { note: 'Twice.' });
      expect(again.statusCode).toBe(409);
      expect(again.json<{ message: string }>().message).toBe(TASK_NOT_OPEN_MESSAGE);
      expect((await list()).data.map((task) => task.id)).toEqual([overdue.id, later.id]);
      expect((await list('?status=done')).data.map((task) => task.id)).toEqual([soon.id]);
      const [audit] = await ctx.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'task.complete'), eq(auditEvents.recordId, String(soon.id))));
      expect(audit).toMatchObject({ staffUserId: caseworker.id, clientId: secondClient, recordType: 'task' });
      expect(JSON.stringify(audit)).not.toContain('first class');
    });

    it('cancels with a reason', async () => {
      const response = await post(`${TASKS}/${later.id}/cancel`, { note: 'The landlord called us.' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ data: TTask }>().data).toMatchObject({ status: 'cancelled', closing_note: 'The landlord called us.' });
      expect((await list('?status=cancelled')).data.map((task) => task.id)).toEqual([later.id]);
    });

    it('reassigns to another active caseworker only, audited with both', async () => {
      const response = await post(`${TASKS}/${overdue.id}/reassign`, { assignee_id: other.id });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ data: TTask }>().data.assignee).toEqual({ id: other.id, name: 'Cam Other' });
      expect((await list('', otherToken)).data.map((task) => task.id)).toEqual([overdue.id]);
      expect((await list()).data).toEqual([]);
      const financeOnly = await createStaffMember(ctx, ['finance']);
      const refused = await post(`${TASKS}/${overdue.id}/reassign`, { assignee_id: financeOnly.id });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ errors: { assignee_id: [TASK_ASSIGNEE_NOT_CASEWORKER_MESSAGE] } });
      const [audit] = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'task.reassign'));
      expect(audit!.details).toEqual({ from: caseworker.id, to: other.id });
    });

    it('makes one task of a retried submission with the same Idempotency-Key', async () => {
      const payload = { title: 'Renew the ID', client_id: clientId, due_on: '2026-03-20' };
      const headers = { [IDEMPOTENCY_KEY_HEADER]: 'task-retry-1' };
      const first = await post(TASKS, payload, staff, headers);
      const second = await post(TASKS, payload, staff, headers);
      expect(first.statusCode, first.body).toBe(201);
      expect(second.statusCode, second.body).toBe(201);
      expect(second.json<{ data: TTask }>().data.id).toBe(first.json<{ data: TTask }>().data.id);
      expect(await ctx.database.db.$count(tasks, eq(tasks.title, 'Renew the ID'))).toBe(1);
    });

    it('reads a page in the same number of statements at 1 and at 40 tasks', async () => {
      await clearTasks();
      await create({ title: 'One', client_id: clientId, due_on: '2026-03-20' });
      const small = await queries.count(() => list('?per_page=50'));
      for (let n = 0; n < 39; n++) await create({ title: `Task ${n}`, client_id: n % 2 ? clientId : secondClient, due_on: '2026-03-20' });
      const large = await queries.count(() => list('?per_page=50'));
      expect(large.result.data).toHaveLength(40);
      expect(routeStatements(large.statements).length).toBe(routeStatements(small.statements).length);
    });
  });

  it('answers 422 with field errors in the API’s shape', async () => {
    const empty = await post(TASKS, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      errors: { title: [ADMIN_MESSAGES.taskTitle], client_id: [ADMIN_MESSAGES.taskClient], due_on: [ADMIN_MESSAGES.taskDueOn] },
    });
    const past = await post(TASKS, { title: 'Late', client_id: clientId, due_on: '2026-03-15' });
    expect(past.statusCode).toBe(422);
    expect(past.json()).toMatchObject({ errors: { due_on: [TASK_DUE_IN_PAST_MESSAGE] } });
    const noClient = await post(TASKS, { title: 'Nobody', client_id: 999_999, due_on: '2026-03-20' });
    expect(noClient.statusCode).toBe(422);
    expect(Object.keys(noClient.json<{ errors: object }>().errors)).toEqual(['client_id']);
    const task = await create({ title: 'Close me', client_id: clientId, due_on: '2026-03-20' });
    const noNote = await post(`${TASKS}/${task.id}/complete`, { note: '  ' });
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json()).toMatchObject({ errors: { note: [ADMIN_MESSAGES.taskNote] } });
    expect((await post(`${TASKS}/999999/complete`, { note: 'x' })).statusCode).toBe(404);
    expect((await get(`${TASKS}?status=later`)).statusCode).toBe(422);
  });

  it('refuses a member without the caseworker role (403), finance-only or admin-only', async () => {
    for (const roles of [['finance'], ['admin']] as const) {
      const member = await createStaffMember(ctx, [...roles]);
      const token = (await signInStaff(ctx, member)).token;
      expect((await get(TASKS, token)).statusCode, roles[0]).toBe(403);
      expect((await post(TASKS, { title: 'x', client_id: clientId, due_on: '2026-03-20' }, token)).statusCode, roles[0]).toBe(403);
      expect((await post(`${TASKS}/1/complete`, { note: 'x' }, token)).statusCode, roles[0]).toBe(403);
    }
  });

  describe('the service’s own tasks', () => {
    let first: Awaited<ReturnType<typeof clientWithEverything>>;

    beforeAll(async () => {
      await clearTasks();
      // Only these clients are enrolled with something to remind of: the others' enrolments end.
      await ctx.database.db
        .update(clientPrograms)
        .set({ status: 0 })
        .where(inArray(clientPrograms.clientId, [clientId, secondClient]));
      first = await clientWithEverything(ctx, 'Vera');
    });

    const serviceTasks = (client: number) =>
      ctx.database.db
        .select({
          kind: tasks.kind,
          sourceKey: tasks.sourceKey,
          dueOn: tasks.dueOn,
          title: tasks.title,
          createdBy: tasks.createdBy,
          assigneeId: tasks.assigneeId,
        })
        .from(tasks)
        .where(eq(tasks.clientId, client))
        .orderBy(tasks.kind, tasks.sourceKey);

    it('makes each kind once, on two passes, with its due day on the office’s calendar', async () => {
      const made = await ctx.app.serviceTasks.runPass();
      expect(made).toBe(6);
      expect(await ctx.app.serviceTasks.runPass()).toBe(0);
      const rows = await serviceTasks(first.clientId);
      const id = first.clientId;
      expect(rows.map(({ kind, sourceKey, dueOn }) => ({ kind, sourceKey, dueOn }))).toEqual([
        { kind: 'benefit_ending', sourceKey: expect.stringMatching(/^benefit:\d+:2026-04-10$/), dueOn: '2026-04-10' },
        { kind: 'bill_overdue', sourceKey: expect.stringMatching(/^payment:\d+$/), dueOn: '2026-03-10' },
        { kind: 'bill_overdue', sourceKey: `schedule:${first.scheduleId}:2026-03-01`, dueOn: '2026-03-01' },
        { kind: 'lease_renewal', sourceKey: `client:${id}:2026-04-01`, dueOn: '2026-04-01' },
        // Enrolled January 2025: the 12 months to December 2025, due by the end of January 2026.
        { kind: 'ssa_623_due', sourceKey: `enrolment:${id}:1:2025-12`, dueOn: '2026-01-31' },
        { kind: 'yearly_review', sourceKey: `client:${id}:2026-01-01`, dueOn: '2026-01-01' },
      ]);
      expect(rows.every((row) => row.createdBy === null && row.assigneeId === null)).toBe(true);
      expect(rows.find((row) => row.kind === 'ssa_623_due')!.title).toContain('December 2025');
      expect(rows.find((row) => row.kind === 'lease_renewal')!.title).toContain('04/01/2025');
      expect(await ctx.database.db.$count(auditEvents, eq(auditEvents.action, 'task.service_made'))).toBe(1);
    });

    it('shows them in every caseworker’s My tasks until one is given them', async () => {
      const mine = await list('?per_page=50');
      expect(mine.data.filter((task) => task.client.id === first.clientId)).toHaveLength(6);
      expect(mine.data.every((task) => task.created_by === null && task.assignee === null)).toBe(true);
      expect((await list('?per_page=50', otherToken)).meta.total).toBe(6);
    });

    it('makes the next year’s once its day comes near, and a document expiry through makeServiceTask once', async () => {
      clock.set(new Date('2026-12-20T15:00:00Z'));
      try {
        await ctx.app.serviceTasks.runPass();
        const keys = (await serviceTasks(first.clientId)).map((row) => row.sourceKey);
        expect(keys).toContain(`client:${first.clientId}:2027-01-01`);
        expect(keys).toContain(`enrolment:${first.clientId}:1:2025-12`);
        expect(keys.filter((key) => key === `enrolment:${first.clientId}:1:2026-12`)).toHaveLength(1);
      } finally {
        clock.set(NOW);
      }
      const expiry = {
        kind: 'document_expiry',
        sourceKey: 'document:1',
        clientId: first.clientId,
        title: 'ID expires',
        dueOn: '2026-04-01',
      } as const;
      expect(await makeServiceTask(ctx.database.db, expiry)).toBe(true);
      expect(await makeServiceTask(ctx.database.db, expiry)).toBe(false);
    });

    it('makes a task for each document on file expiring within 30 days, once; none for a later or a replaced one', async () => {
      const [member] = await ctx.database.db.select({ id: staffUsers.id }).from(staffUsers).limit(1);
      const documents = createClientDocumentRepository(ctx.database.db);
      const file = (expiresOn: string, replacesDocumentId: number | null = null) =>
        documents.insert({
          clientId: first.clientId,
          type: 'id_document',
          datedOn: '2021-04-01',
          expiresOn,
          storageName: randomUUID(),
          originalName: 'id.pdf',
          contentType: 'application/pdf',
          sizeBytes: 1,
          sha256: 'x',
          keyEncrypted: 'x',
          staffUserId: member!.id,
          replacesDocumentId,
          at: NOW,
        });
      const soon = await file('2026-04-10');
      const later = await file('2026-05-20');
      const replaced = await file('2026-03-20');
      await file('2031-03-20', replaced);
      expect(await ctx.app.serviceTasks.runPass()).toBe(1);
      expect(await ctx.app.serviceTasks.runPass()).toBe(0);
      const made = (await serviceTasks(first.clientId)).filter((row) => row.sourceKey?.startsWith('client_document:'));
      expect(made.map(({ sourceKey, dueOn, title }) => ({ sourceKey, dueOn, title }))).toEqual([
        { sourceKey: `client_document:${soon}`, dueOn: '2026-04-10', title: 'Document expires on 04/10/2026: ID' },
      ]);
      expect(made.map((row) => row.sourceKey)).not.toContain(`client_document:${later}`);
    });

    it('asks the same number of statements per pass at 1 and at 6 clients', async () => {
      const one = await queries.count(() => ctx.app.serviceTasks.runPass());
      for (let n = 0; n < 5; n++) await clientWithEverything(ctx, `Walt${n}`);
      const six = await queries.count(() => ctx.app.serviceTasks.runPass());
      expect(six.result).toBe(30);
      // The one that made tasks writes an audit row more.
      expect(routeStatements(six.statements).length).toBe(routeStatements(one.statements).length + 1);
    });
  });

  it('seeds the demo tasks once: an overdue one, one due this week, and the service’s own', async () => {
    const seeded = await seedDemoData(ctx.database.db, ctx.config.APP_ENCRYPTION_KEY);
    expect(seeded.tasks).toBe(2);
    expect((await seedDemoData(ctx.database.db, ctx.config.APP_ENCRYPTION_KEY)).tasks).toBe(0);
    const [maria] = await ctx.database.db
      .select({ id: clientUsers.id })
      .from(clientUsers)
      .where(eq(clientUsers.applicationCode, DEMO_CLIENT.applicationCode));
    const hers = await ctx.database.db.select().from(tasks).where(eq(tasks.clientId, maria!.id));
    // The seed runs on the real clock (as at every start): overdue as of today.
    expect(hers.find((task) => task.kind === 'manual')!.dueOn < officeToday(new Date())).toBe(true);
    expect(hers.map((task) => task.kind)).toEqual(expect.arrayContaining(['manual', 'yearly_review', 'ssa_623_due']));
  });
});
