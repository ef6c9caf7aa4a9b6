import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run as createStaff } from '../src/cli/create-staff';
import { loadConfig, type Env } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { auditEvents, staffInvitations, staffUsers } from '../src/db/schema/index';
import { TEST_DATABASES, useTestApp, type TestApp } from './helpers/app';
import { readOutbox } from './helpers/outbox';
import { scratchDatabaseUrl } from './helpers/scratch-database';
import { bearer, createStaffMember, signInStaff, testClock } from './helpers/staff';
import { ADMIN_MESSAGES } from '@payee/content/validation-admin';

const STAFF = '/api/v1/admin/staff';
const SET_UP = '/api/v1/admin/set-up';
const SESSION = '/api/v1/admin/session';
const ENQUIRIES = '/api/v1/admin/enquiries';
const HOUR = 3_600_000;

/** The token of the set-up link in an invitation e-mail (`…/admin/set-up#token=…`). */
const linkToken = (text: string) => decodeURIComponent(/\/admin\/set-up#token=([A-Za-z0-9_%-]+)/.exec(text)![1]!);

/** Set-up link → password → enrolment → a session (each step's status checked). */
async function acceptInvitation(ctx: TestApp, token: string, password: string) {
  const setUp = await ctx.app.inject({ method: 'POST', url: SET_UP, payload: { token, password } });
  expect(setUp.statusCode, setUp.body).toBe(200);
  const { challenge_token, next_step } = setUp.json<{ data: { challenge_token: string; next_step: string } }>().data;
  expect(next_step).toBe('enrol');
  const enrol = await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/login/enrol', payload: { challenge_token } });
  const { secret } = enrol.json<{ data: { secret: string } }>().data;
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: ctx.app.now().getTime() });
  const confirm = await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/login/enrol/confirm', payload: { challenge_token, code } });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { secret, ...confirm.json<{ data: { token: string; roles: string[] } }>().data };
}

describe.each(TEST_DATABASES)('staff accounts (%s)', (driver) => {
  const clock = testClock(new Date('2026-03-02T09:00:00Z'));
  const ctx = useTestApp(driver, { now: clock.now });
  let admin: Awaited<ReturnType<typeof createStaffMember>>;
  let adminToken: string;

  beforeAll(async () => {
    admin = await createStaffMember(ctx, ['admin'], 'Ada Admin');
    adminToken = (await signInStaff(ctx, admin)).token;
  });

  const invite = (payload: object, token = adminToken) => ctx.app.inject({ method: 'POST', url: STAFF, headers: bearer(token), payload });

  it('invites by e-mail; the link sets a password once, then TOTP is enrolled and the member is signed in with their roles', async () => {
    const response = await invite({ email: 'Carla.Case@Example.org', name: 'Carla Case', roles: ['caseworker', 'caseworker'] });
    expect(response.statusCode, response.body).toBe(201);
    const member = response.json<{
      data: { id: number; email: string; roles: string[]; has_totp: boolean; is_active: boolean; invitation_expires_at: string };
    }>().data;
    expect(member).toMatchObject({ email: 'carla.case@example.org', roles: ['caseworker'], has_totp: false, is_active: true });
    expect(member.invitation_expires_at).toBe(new Date(clock.now().getTime() + 72 * HOUR).toISOString());

    const mail = (await readOutbox(ctx.config.DATA_DIR)).find((message) => message.to.includes('carla.case@example.org'))!;
    expect(mail.subject).toContain('back-office account');
    const token = linkToken(mail.text);
    // Only the token's hash is stored.
    expect(JSON.stringify(await ctx.database.db.select().from(staffInvitations))).not.toContain(token);

    // Without a password there is no sign-in.
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/login', payload: { email: member.email, password: 'Carla@Case2026' } }))
        .statusCode,
    ).toBe(422);
    // Length is the rule, not composition; a common or breached password is refused; none of these uses the link.
    const refused = async (password: string) => {
      const answer = await ctx.app.inject({ method: 'POST', url: SET_UP, payload: { token, password } });
      expect(answer.statusCode, answer.body).toBe(422);
      return answer.json().errors as Record<string, string[]>;
    };
    expect(await refused('Short@2026!')).toEqual({ password: [ADMIN_MESSAGES.staffPasswordTooShort(12)] });
    expect(await refused('tab\tin the middle')).toEqual({ password: [ADMIN_MESSAGES.staffPasswordUnprintable] });
    expect(await refused('x'.repeat(129))).toEqual({ password: [ADMIN_MESSAGES.staffPasswordTooLong(128)] });
    expect(await refused('qwertyuiop123')).toEqual({ password: [ADMIN_MESSAGES.staffPasswordCommon] });
    expect(await refused('QWERTYUIOP123')).toEqual({ password: [ADMIN_MESSAGES.staffPasswordCommon] });

    // Any printable character and spaces: the old client rules refused the "!" in this one.
    const session = await acceptInvitation(ctx, token, 'Casey@Worker2026! and a long walk');
    expect(session.roles).toEqual(['caseworker']);
    expect((await ctx.app.inject({ method: 'GET', url: ENQUIRIES, headers: bearer(session.token) })).statusCode).toBe(200);
    // The link works once.
    const again = await ctx.app.inject({ method: 'POST', url: SET_UP, payload: { token, password: 'Other@Pass2026' } });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: ['This link is not valid or has expired. Ask an administrator for a new invitation.'] });
  });

  it('refuses an expired invitation link and an address already taken', async () => {
    await invite({ email: 'late@example.org', name: 'Late Comer', roles: ['finance'] });
    const mail = (await readOutbox(ctx.config.DATA_DIR)).find((message) => message.to.includes('late@example.org'))!;
    clock.advance(72 * HOUR);
    expect(
      (await ctx.app.inject({ method: 'POST', url: SET_UP, payload: { token: linkToken(mail.text), password: 'Late@Comer2026' } }))
        .statusCode,
    ).toBe(422);
    adminToken = (await signInStaff(ctx, admin)).token; // the admin's session went idle meanwhile
    const taken = await invite({ email: 'late@example.org', name: 'Late Again', roles: ['finance'] });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: ['There is already a member of staff with this email address.'] });
    expect((await invite({ email: 'x@example.org', name: 'X', roles: [] })).json().errors).toEqual({
      roles: ['Choose at least one role.'],
    });
    expect((await invite({ email: 'x@example.org', name: 'X', roles: ['owner'] })).statusCode).toBe(422);
  });

  it('changes roles at once: the next request of the member is judged by the new roles; the change is audited', async () => {
    const member = await createStaffMember(ctx, ['caseworker']);
    const { token } = await signInStaff(ctx, member);
    expect((await ctx.app.inject({ method: 'GET', url: ENQUIRIES, headers: bearer(token) })).statusCode).toBe(200);

    const change = await ctx.app.inject({
      method: 'PUT',
      url: `${STAFF}/${member.id}/roles`,
      headers: bearer(adminToken),
      payload: { roles: ['finance'] },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(change.json().data.roles).toEqual(['finance']);
    expect((await ctx.app.inject({ method: 'GET', url: ENQUIRIES, headers: bearer(token) })).statusCode).toBe(403);
    const [row] = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'staff.roles_change'));
    expect(row).toMatchObject({
      staffUserId: admin.id,
      recordType: 'staff_user',
      recordId: String(member.id),
      details: { before: ['caseworker'], after: ['finance'] },
    });

    const selfDemotion = await ctx.app.inject({
      method: 'PUT',
      url: `${STAFF}/${admin.id}/roles`,
      headers: bearer(adminToken),
      payload: { roles: ['caseworker'] },
    });
    expect(selfDemotion.statusCode).toBe(422);
    expect(
      (await ctx.app.inject({ method: 'PUT', url: `${STAFF}/999999/roles`, headers: bearer(adminToken), payload: { roles: ['finance'] } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'PUT', url: `${STAFF}/abc/roles`, headers: bearer(adminToken), payload: { roles: ['finance'] } }))
        .statusCode,
    ).toBe(422);
  });

  it('deactivates a member: every session ends at once and they cannot sign in again', async () => {
    const member = await createStaffMember(ctx, ['caseworker']);
    const first = await signInStaff(ctx, member);
    const second = await signInStaff(ctx, member);
    const response = await ctx.app.inject({ method: 'POST', url: `${STAFF}/${member.id}/deactivate`, headers: bearer(adminToken) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.is_active).toBe(false);
    for (const { token } of [first, second]) {
      expect((await ctx.app.inject({ method: 'GET', url: SESSION, headers: bearer(token) })).statusCode).toBe(401);
    }
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      payload: { email: member.email, password: member.password },
    });
    expect(login.statusCode).toBe(422);
    expect((await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'staff.deactivate')))[0]).toMatchObject({
      staffUserId: admin.id,
      recordId: String(member.id),
    });
    expect((await ctx.app.inject({ method: 'POST', url: `${STAFF}/${admin.id}/deactivate`, headers: bearer(adminToken) })).statusCode).toBe(
      409,
    );
  });

  it('lists the staff with their roles and whether TOTP is set up, never a secret', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: STAFF, headers: bearer(adminToken) });
    expect(response.statusCode).toBe(200);
    const list = response.json<{ data: { email: string; roles: string[]; has_totp: boolean }[] }>().data;
    expect(list).toEqual(expect.arrayContaining([expect.objectContaining({ email: admin.email, roles: ['admin'], has_totp: true })]));
    expect(response.body).not.toMatch(/password|secret|totp_secret/i);
  });
});

/** `npm run staff:create`: the first admin, with the configured database, printing the one-time set-up link. */
describe.each(TEST_DATABASES)('npm run staff:create (%s)', (driver) => {
  let dataDir: string;
  let env: Env;
  let scratch: Awaited<ReturnType<typeof scratchDatabaseUrl>>;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payee-staff-cli-test-'));
    scratch = await scratchDatabaseUrl(driver);
    env = { DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...(scratch ? { DATABASE_URL: scratch.url } : {}) };
  });
  afterAll(async () => {
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const open = async (): Promise<DatabaseHandle> =>
    scratch
      ? openDatabase({ driver: 'postgres', connectionString: scratch.url, poolSize: 1 })
      : openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'pglite') });

  it('explains its arguments', async () => {
    expect(await createStaff([], env)).toMatchObject({ exitCode: 2, output: expect.stringContaining('Usage: npm run staff:create') });
    expect(await createStaff(['first@example.org'], env)).toMatchObject({
      exitCode: 2,
      output: expect.stringContaining('Choose at least one role.'),
    });
    expect(await createStaff(['first@example.org', '--role', 'owner'], env)).toMatchObject({ exitCode: 2 });
  });

  it('makes an admin without a password and prints the set-up link; the address cannot be used twice', async () => {
    const outcome = await createStaff(['First@Example.org', '--role', 'admin', '--name', 'First Admin'], env);
    expect(outcome.exitCode, outcome.output).toBe(0);
    expect(outcome.output).toContain('Made First Admin <first@example.org> (admin).');
    const { PUBLIC_BASE_URL } = loadConfig(env);
    expect(outcome.output).toContain(`${PUBLIC_BASE_URL}/admin/set-up#token=`);
    expect((await createStaff(['first@example.org', '--role', 'admin'], env)).exitCode).toBe(1);

    const database = await open();
    try {
      const [row] = await database.db.select().from(staffUsers);
      expect(row).toMatchObject({ email: 'first@example.org', roles: ['admin'], passwordHash: null, totpEnrolledAt: null });
      const [audit] = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'staff.invite'));
      expect(audit).toMatchObject({ staffUserId: null, recordId: String(row!.id) });
    } finally {
      await database.close();
    }
    // Each run opens and migrates the embedded database on disk: slow on a busy machine.
  }, 120_000);
});
