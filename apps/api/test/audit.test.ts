import type { AuditAction } from '@payee/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, clientUsers, intakeDecisions, onboardingActions } from '../src/db/schema/index';
import { createAuditRepository } from '../src/modules/audit/repository';
import { TEST_DATABASES, useTestApp, type TestApp } from './helpers/app';
import { loginByUsername } from './helpers/clients';
import { decide, freshApplicant, submittedApplication } from './helpers/intake';
import { bearer, createStaffMember, signInStaff } from './helpers/staff';

const AUDIT = '/api/v1/admin/audit';
const EXPORT = '/api/v1/admin/audit/export';
const onboardingAction = (code: string, action: string) => `/api/v1/admin/onboarding/${code}/${action}`;

/** Rows no feature writes, so these tests find exactly their own (the table takes any text; the code, AUDIT_ACTIONS). */
const TEST_ONLY = { appendOnly: 'test.append_only', export: 'test.export' } as unknown as Record<'appendOnly' | 'export', AuditAction>;

const rowsOf = (ctx: TestApp, action: string) =>
  ctx.database.db.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(auditEvents.id);

describe.each(TEST_DATABASES)('the audit trail (%s)', (driver) => {
  const ctx = useTestApp(driver);
  let caseworker: Awaited<ReturnType<typeof createStaffMember>>;
  let caseworkerToken: string;
  let adminToken: string;

  beforeAll(async () => {
    caseworker = await createStaffMember(ctx, ['caseworker'], 'Cas Worker');
    caseworkerToken = (await signInStaff(ctx, caseworker)).token;
    adminToken = (await signInStaff(ctx, await createStaffMember(ctx, ['admin'], 'Ada Admin'))).token;
  });

  it('records an intake decision and each onboarding action with who, what, which record, when and from where', async () => {
    const applicant = await submittedApplication(ctx, freshApplicant());
    expect((await decide(ctx, caseworkerToken, applicant.code, { decision: 'approve' })).statusCode).toBe(200);
    const [decision] = await rowsOf(ctx, 'intake.decide');
    expect(decision).toMatchObject({
      staffUserId: caseworker.id,
      recordType: 'intake_application',
      recordId: String(applicant.id),
      ip: '127.0.0.1',
      details: { decision: 'approve', decided_by: 'Cas Worker' },
      at: expect.any(Date),
    });
    const invite = await ctx.app.inject({
      method: 'POST',
      url: onboardingAction(applicant.code, 'invite'),
      headers: bearer(caseworkerToken),
    });
    expect(invite.statusCode, invite.body).toBe(200);
    const [invited] = await rowsOf(ctx, 'onboarding.invite');
    expect(invited).toMatchObject({ staffUserId: caseworker.id, recordType: 'client_user', clientId: decision!.clientId, ip: '127.0.0.1' });
  });

  it('records client sign-in attempts, successful or not, without the password', async () => {
    const applicant = freshApplicant();
    await submittedApplication(ctx, applicant);
    await loginByUsername(ctx, String(applicant.username), 'Wrong@Pass1');
    const rows = await rowsOf(ctx, 'client.sign_in');
    expect(rows.map((row) => row.details)).toEqual(expect.arrayContaining([{ method: 'username', outcome: 'bad_credentials' }]));
    expect(JSON.stringify(rows)).not.toContain('Wrong@Pass1');
  });

  it('cannot be changed: the database refuses UPDATE, DELETE and TRUNCATE, and the repository has no way to', async () => {
    await createAuditRepository(ctx.database.db).record({ action: TEST_ONLY.appendOnly });
    const [row] = await rowsOf(ctx, TEST_ONLY.appendOnly);
    await expect(ctx.database.db.update(auditEvents).set({ action: 'test.changed' }).where(eq(auditEvents.id, row!.id))).rejects.toThrow();
    await expect(ctx.database.db.delete(auditEvents).where(eq(auditEvents.id, row!.id))).rejects.toThrow();
    await expect(ctx.database.db.execute(sql`truncate audit_events`)).rejects.toThrow();
    expect(await rowsOf(ctx, TEST_ONLY.appendOnly)).toEqual([row]);
    expect(Object.keys(createAuditRepository(ctx.database.db)).sort()).toEqual(['all', 'browse', 'page', 'record']);
  });

  it('takes no staff action whose audit row cannot be written: the action and its row commit together', async () => {
    const applicant = await submittedApplication(ctx, freshApplicant());
    // Make the audit row of a decision fail (only in this test database; `not valid`: earlier rows are not checked).
    await ctx.database.db.execute(
      sql`alter table audit_events add constraint test_refuses_decisions check (action <> 'intake.decide') not valid`,
    );
    try {
      const refused = await decide(ctx, caseworkerToken, applicant.code, { decision: 'reject', reasons: ['Sign the form.'] });
      expect(refused.statusCode).toBe(500);
      const [client] = await ctx.database.db.select().from(clientUsers).where(eq(clientUsers.applicationCode, applicant.code));
      expect(client).toMatchObject({ processType: 'intake', currentProcess: 'inProgress', rejectionReasons: [] });
      expect(await ctx.database.db.select().from(intakeDecisions).where(eq(intakeDecisions.applicationId, applicant.id))).toEqual([]);
    } finally {
      await ctx.database.db.execute(sql`alter table audit_events drop constraint test_refuses_decisions`);
    }
    // With the audit trail working again, the same decision goes through.
    expect((await decide(ctx, caseworkerToken, applicant.code, { decision: 'approve' })).statusCode).toBe(200);

    await ctx.database.db.execute(
      sql`alter table audit_events add constraint test_refuses_invites check (action <> 'onboarding.invite') not valid`,
    );
    try {
      expect(
        (await ctx.app.inject({ method: 'POST', url: onboardingAction(applicant.code, 'invite'), headers: bearer(caseworkerToken) }))
          .statusCode,
      ).toBe(500);
      const [client] = await ctx.database.db.select().from(clientUsers).where(eq(clientUsers.applicationCode, applicant.code));
      expect(client!.currentProcess).toBe('approved');
      expect(await ctx.database.db.select().from(onboardingActions).where(eq(onboardingActions.clientUserId, client!.id))).toEqual([]);
    } finally {
      await ctx.database.db.execute(sql`alter table audit_events drop constraint test_refuses_invites`);
    }
  });

  it('lets admins browse it newest first, filtered and paged; bad filters are 422', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: `${AUDIT}?action=staff.sign_in&per_page=2`, headers: bearer(adminToken) });
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json<{ data: { action: string; at: string }[]; meta: { total: number; last_page: number; per_page: number } }>();
    expect(body.data).toHaveLength(2);
    expect(body.data.every((row) => row.action === 'staff.sign_in')).toBe(true);
    expect(Date.parse(body.data[0]!.at)).toBeGreaterThanOrEqual(Date.parse(body.data[1]!.at));
    expect(body.meta.total).toBeGreaterThanOrEqual(4);
    expect(body.meta.last_page).toBe(Math.ceil(body.meta.total / 2));

    const byStaff = await ctx.app.inject({
      method: 'GET',
      url: `${AUDIT}?staff_user_id=${caseworker.id}&action=intake.decide`,
      headers: bearer(adminToken),
    });
    expect(byStaff.json().data.length).toBeGreaterThanOrEqual(1);
    for (const query of ['from=2026-02-30', 'page=0', 'per_page=1000', 'staff_user_id=abc']) {
      const bad = await ctx.app.inject({ method: 'GET', url: `${AUDIT}?${query}`, headers: bearer(adminToken) });
      expect(bad.statusCode, query).toBe(422);
      expect(bad.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    }
  });

  it("filters by the office's days: an evening in Michigan is that day, not the next UTC day", async () => {
    const repository = createAuditRepository(ctx.database.db);
    // 03:30 UTC on March 11 is 11:30 pm on March 10 in Michigan; 04:30 UTC is 00:30 on March 11.
    await repository.record({
      action: TEST_ONLY.export,
      recordType: 'office_day',
      reason: 'late evening',
      at: new Date('2026-03-11T03:30:00Z'),
    });
    await repository.record({
      action: TEST_ONLY.export,
      recordType: 'office_day',
      reason: 'after midnight',
      at: new Date('2026-03-11T04:30:00Z'),
    });
    const reasonsOn = async (day: string) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `${AUDIT}?record_type=office_day&from=${day}&to=${day}`,
        headers: bearer(adminToken),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: { reason: string | null }[] }>().data.map((row) => row.reason);
    };
    expect(await reasonsOn('2026-03-10')).toEqual(['late evening']);
    expect(await reasonsOn('2026-03-11')).toEqual(['after midnight']);
  });

  it('exports a date range as CSV, one row per event, quoted by the library and safe to open in a spreadsheet', async () => {
    await createAuditRepository(ctx.database.db).record({
      action: TEST_ONLY.export,
      reason: '=HYPERLINK("x"), with "quotes"',
      at: new Date('2026-01-15T10:00:00Z'),
    });
    await createAuditRepository(ctx.database.db).record({ action: TEST_ONLY.export, at: new Date('2026-01-17T10:00:00Z') });
    const response = await ctx.app.inject({ method: 'GET', url: `${EXPORT}?from=2026-01-15&to=2026-01-16`, headers: bearer(adminToken) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="audit-2026-01-15-to-2026-01-16.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    const lines = response.body.trimEnd().split('\n');
    expect(lines[0]).toBe('id,at,staff_user_id,client_id,action,record_type,record_id,ip,reason,details');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',2026-01-15T10:00:00.000Z,,,test.export,,,,"\'=HYPERLINK(""x""), with ""quotes""",');

    expect((await ctx.app.inject({ method: 'GET', url: `${EXPORT}?from=2026-01-16`, headers: bearer(adminToken) })).statusCode).toBe(422);
    const backwards = await ctx.app.inject({ method: 'GET', url: `${EXPORT}?from=2026-01-16&to=2026-01-15`, headers: bearer(adminToken) });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual({ to: ['The end date must be on or after the start date.'] });
  });
});
