import {
  API_PATHS,
  API_PREFIX,
  ZCaseloadResponseSchema,
  ZClientCaseworkerResponseSchema,
  ZClientReadsResponseSchema,
  type TCaseloadResponse,
  type TClientReadsResponse,
} from '@payee/contract';
import { ADMIN_MESSAGES } from '@payee/content/validation-admin';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  clientDocuments,
  auditEvents,
  clientCaseworkers,
  clientRecordReads,
  clientUsers,
  staffUsers,
  tasks,
  intakeApplicationDocuments,
  intakeApplications,
} from '../src/db/schema/index';
import { seedDemoData } from '../src/seed/index';
import { CLIENT_READ_ROUTES } from '../src/modules/caseload';
import { DEMO_CLIENT, DEMO_OVERDRAWN_CLIENT } from '../src/seed/demo-clients';
import { DEMO_STAFF } from '../src/seed/demo-staff';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import { bearer, loginByUsername } from './helpers/clients';
import { call, createLedgerClient, postDeposit, staffWithToken } from './helpers/finance';
import { queryCounter, routeStatements } from './helpers/query-count';
import { testClock } from './helpers/staff';

/** The office's today in these tests: Friday 27 November 2026, midday in Michigan. */
const clock = testClock(new Date('2026-11-27T17:00:00Z'));
const url = (path: string) => `${API_PREFIX}${path}`;

describe.each(TEST_DATABASES)('caseload, My clients and the access log (%s)', (driver) => {
  const queries = queryCounter();
  const ctx = useTestApp(driver, { now: clock.now, queryLogger: queries.logger });
  let admin: Awaited<ReturnType<typeof staffWithToken>>;
  let casey: Awaited<ReturnType<typeof staffWithToken>>;
  let other: Awaited<ReturnType<typeof staffWithToken>>;
  let finance: Awaited<ReturnType<typeof staffWithToken>>;
  let rich = 0;
  let poor = 0;
  let theirs = 0;
  let vendorId = 0;

  const get = (path: string, token: string) => ctx.app.inject({ method: 'GET', url: url(path), headers: bearer(token) });
  const assign = (clientId: number, staffUserId: number | null, token = admin.token) =>
    ctx.app.inject({
      method: 'PUT',
      url: url(API_PATHS.adminClientCaseworker(clientId)),
      headers: bearer(token),
      payload: { staff_user_id: staffUserId },
    });
  // Over the approval limit a second finance member approves it (postDeposit): posted either way.
  const deposit = async (clientId: number, amount: string) => {
    const answer = await postDeposit(ctx, finance.token, {
      client_id: clientId,
      source: 'ssi',
      amount,
      received_on: '2026-11-02',
    });
    expect(answer.statusCode, answer.body).toBe(201);
  };
  const schedule = async (clientId: number, amount: string, nextDueOn: string, frequency = 'monthly') => {
    const answer = await call(ctx, 'POST', '/scheduled-payments', finance.token, {
      client_id: clientId,
      vendor_id: vendorId,
      description: `Rent of ${clientId}`,
      category: 'housing',
      amount,
      frequency,
      next_due_on: nextDueOn,
    });
    expect(answer.statusCode, answer.body).toBe(201);
  };
  const myClients = async (token: string, query = '') => {
    const answer = await get(`${API_PATHS.adminCaseload}${query}`, token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(ZCaseloadResponseSchema.safeParse(answer.json()).success).toBe(true);
    return answer.json<TCaseloadResponse>();
  };

  beforeAll(async () => {
    admin = await staffWithToken(ctx, ['admin', 'caseworker'], 'Ada Admin');
    casey = await staffWithToken(ctx, ['caseworker'], 'Casey Worker');
    other = await staffWithToken(ctx, ['caseworker'], 'Olive Other');
    finance = await staffWithToken(ctx, ['finance'], 'Fiona Finance');
    const vendor = await call(ctx, 'POST', '/vendors', finance.token, {
      name: 'Lansing Gardens Apartments',
      kind: 'landlord',
      payment_method: 'check',
    });
    expect(vendor.statusCode, vendor.body).toBe(201);
    vendorId = vendor.json().data.id;
    rich = await createLedgerClient(ctx, 'Rich', undefined, 'rich.client');
    poor = await createLedgerClient(ctx, 'Poor');
    theirs = await createLedgerClient(ctx, 'Theirs');
  });

  describe('assigning a caseworker', () => {
    it('is an admin’s: a caseworker or finance member gets 403 and nothing changes', async () => {
      for (const token of [casey.token, finance.token]) expect((await assign(rich, casey.id, token)).statusCode).toBe(403);
      const read = await get(API_PATHS.adminClientCaseworker(rich), casey.token);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json().data).toEqual({ caseworker: null, assigned_by: null, assigned_at: null });
    });

    it('records the change, from and to, in the audit trail, and says who assigned them when', async () => {
      const first = await assign(rich, casey.id);
      expect(first.statusCode, first.body).toBe(200);
      expect(ZClientCaseworkerResponseSchema.safeParse(first.json()).success).toBe(true);
      expect(first.json().message).toBe(ADMIN_MESSAGES.caseworkerAssigned('Rich Ledger', 'Casey Worker'));
      expect(first.json().data).toEqual({
        caseworker: { id: casey.id, name: 'Casey Worker' },
        assigned_by: { id: admin.id, name: 'Ada Admin' },
        assigned_at: clock.now().toISOString(),
      });
      expect((await assign(rich, other.id)).statusCode).toBe(200);
      expect((await assign(rich, casey.id)).statusCode).toBe(200);
      // The same caseworker again changes nothing and writes no row.
      const same = await assign(rich, casey.id);
      expect(same.json().message).toBe(ADMIN_MESSAGES.caseworkerUnchanged('Rich Ledger'));
      const rows = await ctx.database.db
        .select({ staffUserId: auditEvents.staffUserId, details: auditEvents.details, recordId: auditEvents.recordId })
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'client.caseworker_assign'), eq(auditEvents.clientId, rich)))
        .orderBy(asc(auditEvents.id));
      const caseyRef = { id: casey.id, name: 'Casey Worker' };
      const oliveRef = { id: other.id, name: 'Olive Other' };
      expect(rows).toEqual([
        { staffUserId: admin.id, recordId: String(rich), details: { from: null, to: caseyRef } },
        { staffUserId: admin.id, recordId: String(rich), details: { from: caseyRef, to: oliveRef } },
        { staffUserId: admin.id, recordId: String(rich), details: { from: oliveRef, to: caseyRef } },
      ]);
    });

    it('takes only an active caseworker, and a client that exists', async () => {
      const notCaseworker = await assign(poor, finance.id);
      expect(notCaseworker.statusCode).toBe(422);
      expect(notCaseworker.json().errors.staff_user_id).toEqual([ADMIN_MESSAGES.notACaseworker]);
      expect((await assign(999_999, casey.id)).statusCode).toBe(404);
    });

    it('the clients list finds the clients with no caseworker', async () => {
      const list = await get(`${API_PATHS.adminClients}?caseworker=none&per_page=100`, admin.token);
      expect(list.statusCode, list.body).toBe(200);
      const ids = list.json().data.map((row: { id: number }) => row.id);
      expect(ids).toContain(poor);
      expect(ids).not.toContain(rich);
      // Taken off, a client is unassigned again.
      expect((await assign(poor, casey.id)).statusCode).toBe(200);
      expect((await assign(poor, null)).statusCode).toBe(200);
      const again = await get(`${API_PATHS.adminClients}?caseworker=none&per_page=100`, admin.token);
      expect(again.json().data.map((row: { id: number }) => row.id)).toContain(poor);
      expect((await get(`${API_PATHS.adminClients}?caseworker=someone`, admin.token)).statusCode).toBe(422);
    });

    it('lists whom an admin can assign, to admins only', async () => {
      const list = await get(API_PATHS.adminCaseworkers, admin.token);
      expect(list.statusCode).toBe(200);
      expect(list.json().data.map((member: { name: string }) => member.name)).toEqual(['Ada Admin', 'Casey Worker', 'Olive Other']);
      expect((await get(API_PATHS.adminCaseworkers, casey.token)).statusCode).toBe(403);
    });
  });

  describe('My clients', () => {
    beforeAll(async () => {
      expect((await assign(poor, casey.id)).statusCode).toBe(200);
      expect((await assign(theirs, other.id)).statusCode).toBe(200);
      await deposit(rich, '1250.50');
      await deposit(poor, '20.00');
      await deposit(theirs, '99.00');
      // Rich: rent on 5 December and a weekly bill from 1 December; the next bill is the weekly one.
      await schedule(rich, '400.00', '2026-12-05');
      await schedule(rich, '75.25', '2026-12-01', 'weekly');
    });

    it('lists only the signed-in caseworker’s clients, with each balance, next bill and open tasks', async () => {
      // Two open tasks of Rich's (anyone's count) and a closed one, which does not.
      await ctx.database.db.insert(tasks).values([
        { clientId: rich, title: 'Call the landlord', dueOn: '2026-12-01', createdBy: casey.id, assigneeId: casey.id },
        { clientId: rich, title: 'Ask for the award letter', dueOn: '2026-12-03', createdBy: casey.id, assigneeId: other.id },
        {
          clientId: rich,
          title: 'Done already',
          dueOn: '2026-11-01',
          createdBy: casey.id,
          status: 'done',
          closingNote: 'Done.',
          closedBy: casey.id,
          closedAt: new Date(),
        },
      ]);
      const page = await myClients(casey.token);
      expect(page.meta.total).toBe(2);
      expect(page.data).toEqual([
        {
          id: poor,
          name: 'Poor Ledger',
          application_code: expect.any(String),
          balance: { value: '20.00', value_cents: 2000 },
          next_bill: null,
          open_tasks: 0,
        },
        {
          id: rich,
          name: 'Rich Ledger',
          application_code: expect.any(String),
          balance: { value: '1250.50', value_cents: 125050 },
          next_bill: { due_on: '2026-12-01', amount: { value: '75.25', value_cents: 7525 } },
          open_tasks: 2,
        },
      ]);
      const theirsPage = await myClients(other.token);
      expect(theirsPage.data.map((row) => row.id)).toEqual([theirs]);
      // A caseworker with no clients sees none; an admin's own caseload is theirs alone.
      expect((await myClients(admin.token)).data).toEqual([]);
    });

    it('is searched and sorted', async () => {
      expect((await myClients(casey.token, '?q=rich')).data.map((row) => row.id)).toEqual([rich]);
      expect((await myClients(casey.token, '?sort=balance&direction=desc')).data.map((row) => row.id)).toEqual([rich, poor]);
      expect((await myClients(casey.token, '?sort=next_bill&direction=asc')).data.map((row) => row.id)).toEqual([rich, poor]);
      expect((await myClients(casey.token, '?sort=open_tasks&direction=desc')).data.map((row) => row.id)).toEqual([rich, poor]);
      const pastTheEnd = await myClients(casey.token, '?page=3&per_page=1');
      expect(pastTheEnd.data).toEqual([]);
      expect(pastTheEnd.meta.total).toBe(2);
    });

    it('is a caseworker’s page: finance gets 403', async () => {
      expect((await get(API_PATHS.adminCaseload, finance.token)).statusCode).toBe(403);
    });

    it('a page of 20 costs the statements of a page of 2', async () => {
      for (let index = 0; index < 20; index += 1) {
        const clientId = await createLedgerClient(ctx, `Load${index}`);
        await deposit(clientId, `${10 + index}.00`);
        await schedule(clientId, '50.00', '2026-12-10');
        expect((await assign(clientId, other.id)).statusCode).toBe(200);
      }
      const read = (perPage: number) => get(`${API_PATHS.adminCaseload}?per_page=${perPage}&sort=balance`, other.token);
      expect((await read(2)).statusCode).toBe(200);
      const two = await queries.count(() => read(2));
      const twenty = await queries.count(() => read(20));
      expect(two.result.json().data).toHaveLength(2);
      expect(twenty.result.json().data).toHaveLength(20);
      expect(routeStatements(twenty.statements).length, routeStatements(twenty.statements).join('\n')).toBe(
        routeStatements(two.statements).length,
      );
    });
  });

  describe('the access log', () => {
    let applicant = 0;
    let applicationId = 0;
    let code = '';
    let slug = '';

    beforeAll(async () => {
      await seedDemoData(ctx.database.db, ctx.config.APP_ENCRYPTION_KEY, { storage: ctx.app.storage });
      // An applicant whose application was approved and who has an onboarding, with an SSA document.
      const [row] = await ctx.database.db
        .select({
          clientId: intakeApplications.clientUserId,
          id: intakeApplications.id,
          code: clientUsers.applicationCode,
          slug: intakeApplicationDocuments.slug,
        })
        .from(intakeApplications)
        .innerJoin(clientUsers, eq(clientUsers.id, intakeApplications.clientUserId))
        .innerJoin(intakeApplicationDocuments, eq(intakeApplicationDocuments.applicationId, intakeApplications.id))
        .where(ne(clientUsers.processType, 'intake'))
        .orderBy(asc(intakeApplications.id))
        .limit(1);
      applicant = row!.clientId!;
      applicationId = row!.id;
      code = row!.code;
      slug = row!.slug;
    });

    const readsOf = async (clientId: number) =>
      ctx.database.db
        .select({ staffUserId: clientRecordReads.staffUserId, kind: clientRecordReads.kind })
        .from(clientRecordReads)
        .where(eq(clientRecordReads.clientId, clientId))
        .orderBy(asc(clientRecordReads.id));

    it.each([
      ['the profile', 'profile', () => API_PATHS.adminClient(applicant), () => casey.token],
      ['the case notes', 'case_notes', () => API_PATHS.adminClientNotes(applicant), () => casey.token],
      ['the application by code', 'application', () => API_PATHS.adminIntake(code.toLowerCase()), () => casey.token],
      ['the application by id', 'application', () => API_PATHS.adminIntake(applicationId), () => casey.token],
      ['the application’s history', 'application', () => API_PATHS.adminIntakeHistory(code), () => casey.token],
      ['an SSA document', 'documents', () => API_PATHS.adminIntakeDocument(code, slug), () => casey.token],
      ['the onboarding record', 'onboarding', () => `${API_PATHS.adminOnboarding}/${code}`, () => casey.token],
    ] as const)('%s: one access row of kind %s', async (_name, kind, path, token) => {
      const before = (await readsOf(applicant)).length;
      const answer = await get(path(), token());
      expect(answer.statusCode, answer.body).toBe(200);
      const after = await readsOf(applicant);
      expect(after.slice(before)).toEqual([{ staffUserId: casey.id, kind }]);
    });

    it('the documents on a client’s file and one document’s file: one access row each, of kind documents', async () => {
      const [letter] = await ctx.database.db
        .select({ id: clientDocuments.id, clientId: clientDocuments.clientId })
        .from(clientDocuments)
        .orderBy(asc(clientDocuments.id))
        .limit(1);
      const before = (await readsOf(letter!.clientId)).length;
      expect((await get(API_PATHS.adminClientDocuments(letter!.clientId), casey.token)).statusCode).toBe(200);
      expect((await get(API_PATHS.adminClientDocumentFile(letter!.clientId, letter!.id), casey.token)).statusCode).toBe(200);
      expect((await readsOf(letter!.clientId)).slice(before)).toEqual([
        { staffUserId: casey.id, kind: 'documents' },
        { staffUserId: casey.id, kind: 'documents' },
      ]);
    });

    it('the ledger (finance): one access row of kind ledger', async () => {
      const before = (await readsOf(rich)).length;
      const answer = await get(API_PATHS.financeClientLedger(rich), finance.token);
      expect(answer.statusCode, answer.body).toBe(200);
      expect((await readsOf(rich)).slice(before)).toEqual([{ staffUserId: finance.id, kind: 'ledger' }]);
    });

    it('every route it logs is a route of the app', () => {
      for (const path of CLIENT_READ_ROUTES.keys()) expect(ctx.app.hasRoute({ method: 'GET', url: path }), path).toBe(true);
    });

    const allReads = async () => (await ctx.database.db.select({ id: clientRecordReads.id }).from(clientRecordReads)).length;

    it('writes nothing for a refused or missing read, or the client’s own reads', async () => {
      const before = await allReads();
      expect((await get(API_PATHS.adminClient(applicant), finance.token)).statusCode).toBe(403);
      expect((await get(API_PATHS.adminIntake('APP-NOPE99'), casey.token)).statusCode).toBe(404);
      const login = await loginByUsername(ctx, DEMO_CLIENT.username, DEMO_CLIENT.password);
      expect(login.statusCode, login.body).toBe(200);
      const own = await ctx.app.inject({ method: 'GET', url: url(API_PATHS.clientPrograms), headers: bearer(login.json().data.token) });
      expect(own.statusCode, own.body).toBe(200);
      expect(await allReads()).toBe(before);
    });

    it('does not serve a read it cannot log', async () => {
      const db = ctx.database.db;
      await db.execute(sql`alter table client_record_reads rename to client_record_reads_away`);
      try {
        const answer = await get(API_PATHS.adminClient(applicant), casey.token);
        expect(answer.statusCode).toBeGreaterThanOrEqual(500);
        expect(answer.body).not.toContain(code);
      } finally {
        await db.execute(sql`alter table client_record_reads_away rename to client_record_reads`);
      }
    });

    it('is shown to admins only, newest first, with the readers’ names', async () => {
      expect((await get(API_PATHS.adminClientReads(applicant), casey.token)).statusCode).toBe(403);
      expect((await get(API_PATHS.adminClientReads(applicant), finance.token)).statusCode).toBe(403);
      clock.advance(60_000);
      expect((await get(API_PATHS.adminClient(applicant), admin.token)).statusCode).toBe(200);
      const answer = await get(`${API_PATHS.adminClientReads(applicant)}?per_page=3`, admin.token);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(ZClientReadsResponseSchema.safeParse(answer.json()).success).toBe(true);
      const page = answer.json<TClientReadsResponse>();
      expect(page.data[0]).toMatchObject({ staff: { id: admin.id, name: 'Ada Admin' }, kind: 'profile', at: clock.now().toISOString() });
      expect(page.data[1]).toMatchObject({ staff: { id: casey.id, name: 'Casey Worker' }, kind: 'onboarding' });
      expect(page.meta.total).toBe((await readsOf(applicant)).length);
      // Reading the log is not a read of the record.
      expect((await readsOf(applicant)).length).toBe(page.meta.total);
      expect((await get(API_PATHS.adminClientReads(999_999), admin.token)).statusCode).toBe(404);
    });
  });
});

describe('the demo caseload', () => {
  const ctx = useTestApp('pglite');

  it('gives the demo caseworker every enrolled demo client, once', async () => {
    const seeded = await seedDemoData(ctx.database.db, ctx.config.APP_ENCRYPTION_KEY, { storage: ctx.app.storage });
    expect(seeded.caseload).toBeGreaterThan(0);
    expect((await seedDemoData(ctx.database.db, ctx.config.APP_ENCRYPTION_KEY, { storage: ctx.app.storage })).caseload).toBe(0);
    const rows = await ctx.database.db
      .select({
        name: sql<string>`${clientUsers.firstName} || ' ' || ${clientUsers.lastName}`,
        code: clientUsers.applicationCode,
        staff: staffUsers.email,
      })
      .from(clientCaseworkers)
      .innerJoin(clientUsers, eq(clientUsers.id, clientCaseworkers.clientId))
      .innerJoin(staffUsers, eq(staffUsers.id, clientCaseworkers.staffUserId))
      .orderBy(asc(clientUsers.applicationCode));
    expect(new Set(rows.map((row) => row.staff))).toEqual(new Set([DEMO_STAFF.email]));
    // The README's caseworker (Demo Staff) sees Darnell Price and Maria Lopez in My clients.
    expect(rows.map((row) => row.code)).toEqual([DEMO_OVERDRAWN_CLIENT.applicationCode, DEMO_CLIENT.applicationCode]);
  });
});
