import { ZAuditPageResponseSchema, type TAuditEvent } from '@payee/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientUsers, enquiries } from '../src/db/schema/index';
import { createAuditRepository } from '../src/modules/audit/repository';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import { loginBySsn, loginByUsername } from './helpers/clients';
import { decide, freshApplicant, submittedApplication } from './helpers/intake';
import { queryCounter, routeStatements } from './helpers/query-count';
import { STAFF_LOGIN, STAFF_TOTP, bearer, createStaffMember, signInStaff } from './helpers/staff';

const AUDIT = '/api/v1/admin/audit';

/**
 * Rough edge 1 of issue 24: the audit screen shows each sign-in's outcome and names the member, the client and the
 * record of each event (with what its page's address takes), from a fixed number of statements per page.
 */
describe.each(TEST_DATABASES)('the audit screen names what it shows (%s)', (driver) => {
  const queries = queryCounter();
  const ctx = useTestApp(driver, { queryLogger: queries.logger });
  let adminToken: string;

  beforeAll(async () => {
    adminToken = (await signInStaff(ctx, await createStaffMember(ctx, ['admin', 'caseworker'], 'Ada Admin'))).token;
  });

  const browse = async (query: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: `${AUDIT}?${query}`, headers: bearer(adminToken) });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZAuditPageResponseSchema.safeParse(response.json()).success).toBe(true);
    return response.json<{ data: TAuditEvent[]; meta: { total: number } }>();
  };

  it("shows each sign-in's outcome: success, wrong password, wrong code, locked (staff), wrong password or birth date (clients)", async () => {
    const member = await createStaffMember(ctx, ['caseworker'], 'Otto Outcome');
    const login = (password: string) => ctx.app.inject({ method: 'POST', url: STAFF_LOGIN, payload: { email: member.email, password } });
    await signInStaff(ctx, member);
    expect((await login('Wrong@Password1')).statusCode).toBe(422);
    const challenge = (await login(member.password)).json<{ data: { challenge_token: string } }>().data.challenge_token;
    const wrongCode = await ctx.app.inject({ method: 'POST', url: STAFF_TOTP, payload: { challenge_token: challenge, code: '000000' } });
    expect(wrongCode.statusCode).toBe(422);
    // Three more wrong passwords (five wrong tries in a row, passwords and codes together, lock the account), then
    // the right one is refused as locked.
    for (let i = 0; i < 3; i += 1) await login('Wrong@Password1');
    expect((await login(member.password)).statusCode).toBe(429);

    const staffRows = (await browse(`action=staff.sign_in&staff_user_id=${member.id}&per_page=20`)).data.reverse();
    expect(staffRows.map((row) => row.outcome)).toEqual([
      'password_accepted',
      'success',
      'wrong_password',
      'password_accepted',
      'wrong_code',
      'wrong_password',
      'wrong_password',
      'wrong_password',
      'locked',
    ]);
    expect(staffRows.every((row) => row.staff_name === 'Otto Outcome')).toBe(true);
    expect(staffRows[0]!.record).toEqual({ kind: 'staff_member', key: String(member.id), name: 'Otto Outcome' });

    const applicant = freshApplicant();
    const created = await submittedApplication(ctx, applicant);
    await loginByUsername(ctx, String(applicant.username), 'Wrong@Pass1');
    await loginBySsn(ctx, String(applicant.ssn), '1951-01-01');
    const [client] = await ctx.database.db.select().from(clientUsers).where(eq(clientUsers.applicationCode, created.code));
    const clientRows = (await browse(`action=client.sign_in&client_id=${client!.id}`)).data;
    expect(clientRows.map((row) => row.outcome)).toEqual(['wrong_birth_date', 'wrong_password']);
    expect(clientRows[0]!.client).toEqual({ kind: 'client', key: String(client!.id), name: 'Grace Miller' });

    const other = (await browse('action=intake.submit')).data;
    expect(other.length).toBeGreaterThan(0);
    expect(other.every((row) => row.outcome === null)).toBe(true);
  });

  it('names the client, application, onboarding record, enquiry and member with the key of their page; never an SSN or a birth date', async () => {
    const applicant = freshApplicant({ first_name: 'Nadia', last_name: 'Named' });
    const created = await submittedApplication(ctx, applicant);
    expect((await decide(ctx, adminToken, created.code, { decision: 'approve' })).statusCode).toBe(200);
    const invite = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/onboarding/${created.code}/invite`,
      headers: bearer(adminToken),
    });
    expect(invite.statusCode, invite.body).toBe(200);
    const [client] = await ctx.database.db.select().from(clientUsers).where(eq(clientUsers.applicationCode, created.code));
    const clientId = client!.id;

    const decision = (await browse(`action=intake.decide&client_id=${clientId}`)).data[0]!;
    expect(decision.staff_name).toBe('Ada Admin');
    expect(decision.record).toEqual({ kind: 'application', key: created.code, name: 'Nadia Named' });
    expect(decision.client).toEqual({ kind: 'client', key: String(clientId), name: 'Nadia Named' });
    const invited = (await browse(`action=onboarding.invite&client_id=${clientId}`)).data[0]!;
    expect(invited.record).toEqual({ kind: 'onboarding', key: String(clientId), name: 'Nadia Named' });

    const [enquiry] = await ctx.database.db
      .insert(enquiries)
      .values({
        reference: 'ENQ-NAMED1',
        isClient: false,
        firstName: 'Eno',
        lastName: 'Quiry',
        email: 'e@example.org',
        phoneNumber: '3135550100',
        enquiryTypeId: 1,
      })
      .returning();
    await createAuditRepository(ctx.database.db).record({ action: 'enquiry.status_change', recordType: 'enquiry', recordId: enquiry!.id });
    const enquiryRow = (await browse('action=enquiry.status_change')).data[0]!;
    expect(enquiryRow.record).toEqual({ kind: 'enquiry', key: 'ENQ-NAMED1', name: 'Eno Quiry' });

    const body = JSON.stringify(await browse(`client_id=${clientId}&per_page=100`));
    const ssn = String(applicant.ssn);
    for (const secret of [ssn, `${ssn.slice(0, 3)}-${ssn.slice(3, 5)}-${ssn.slice(5)}`, '1950-06-15', '06/15/1950']) {
      expect(body).not.toContain(secret);
    }
  });

  it('keeps records no longer on file, and kinds without a page, as their kind and id, with no name', async () => {
    const audit = createAuditRepository(ctx.database.db);
    // The newest three rows of the trail, whatever the app wrote just before on its own clock.
    const at = (seconds: number) => new Date(Date.now() + 60_000 + seconds * 1000);
    await audit.record({
      action: 'client.lock',
      staffUserId: 999_999,
      clientId: 999_998,
      recordType: 'client_user',
      recordId: 999_998,
      at: at(1),
    });
    await audit.record({ action: 'intake.decide', recordType: 'intake_application', recordId: 999_997, at: at(2) });
    await audit.record({ action: 'finance.vendor_update', recordType: 'vendor', recordId: 5, at: at(3) });
    const [vendor, application, lock] = (await browse('per_page=3')).data;
    expect(lock).toMatchObject({
      staff_name: null,
      client: { kind: 'client', key: '999998', name: null },
      record: { kind: 'client', key: '999998', name: null },
    });
    expect(application!.record).toEqual({ kind: 'application', key: '999997', name: null });
    expect(vendor!.record).toEqual({ kind: 'other', key: '5', name: null });
    expect(vendor!.record_type).toBe('vendor');
  });

  it('reads a page of names with the same statements however many rows and kinds the page holds: one look-up per kind', async () => {
    const read = async () => {
      const { result, statements } = await queries.count(() => browse('per_page=100'));
      return { rows: result.data, statements: routeStatements(statements) };
    };
    const before = await read();
    const kinds = new Set(before.rows.map((row) => row.record?.kind));
    expect([...kinds]).toEqual(expect.arrayContaining(['client', 'application', 'onboarding', 'enquiry', 'staff_member', 'other']));
    // The count, the page, then clients, applications, enquiries and staff: once each.
    expect(before.statements, before.statements.join('\n')).toHaveLength(6);

    const audit = createAuditRepository(ctx.database.db);
    const [client] = await ctx.database.db.select({ id: clientUsers.id }).from(clientUsers).limit(1);
    for (let i = 0; i < 30; i += 1) {
      await audit.record({ action: 'client.lock', clientId: client!.id, recordType: 'client_user', recordId: client!.id });
      await audit.record({ action: 'staff.roles_change', staffUserId: 999_000 + i, recordType: 'staff_user', recordId: 999_100 + i });
    }
    const after = await read();
    expect(after.rows).toHaveLength(100);
    expect(after.statements, after.statements.join('\n')).toHaveLength(6);
  });
});
