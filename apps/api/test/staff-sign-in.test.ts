import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { auditEvents, staffRecoveryCodes, staffUsers } from '../src/db/schema/index';
import { TEST_DATABASES, useTestApp, type TestApp } from './helpers/app';
import {
  bearer,
  createStaffMember,
  freshTotpCode,
  signInStaff,
  STAFF_LOGIN,
  STAFF_TOTP,
  testClock,
  type StaffCredentials,
} from './helpers/staff';

const SESSION = '/api/v1/admin/session';
const ENROL = '/api/v1/admin/login/enrol';
const ENROL_CONFIRM = '/api/v1/admin/login/enrol/confirm';
const MINUTE = 60_000;

const codeAt = (secret: string, at: Date) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });

async function challenge(ctx: TestApp, who: Pick<StaffCredentials, 'email' | 'password'>, headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: STAFF_LOGIN,
    headers,
    payload: { email: who.email, password: who.password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { challenge_token: string; next_step: string } }>().data;
}

const totp = (ctx: TestApp, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: STAFF_TOTP, headers, payload });

const auditOf = async (ctx: TestApp, staffUserId: number) =>
  (await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.staffUserId, staffUserId)).orderBy(auditEvents.id)).map((row) => ({
    action: row.action,
    ...(row.details ?? {}),
  }));

describe.each(TEST_DATABASES)('staff sign-in with TOTP (%s)', (driver) => {
  const clock = testClock(new Date('2026-03-02T09:00:00Z'));
  const ctx = useTestApp(driver, { now: clock.now });

  it('gives only a challenge token for a right password, which opens no staff route; the code then gives the session', async () => {
    const member = await createStaffMember(ctx, ['caseworker']);
    const step1 = await challenge(ctx, member);
    expect(step1.next_step).toBe('totp');
    const refused = await ctx.app.inject({ method: 'GET', url: SESSION, headers: bearer(step1.challenge_token) });
    expect(refused.statusCode).toBe(401);

    const step2 = await totp(ctx, { challenge_token: step1.challenge_token, code: codeAt(member.totpSecret, clock.now()) });
    expect(step2.statusCode, step2.body).toBe(200);
    const { token, expires_at, absolute_expires_at, roles } = step2.json<{
      data: { token: string; expires_at: string; absolute_expires_at: string; roles: string[] };
    }>().data;
    expect(roles).toEqual(['caseworker']);
    expect(expires_at).toBe(new Date(clock.now().getTime() + 15 * MINUTE).toISOString());
    expect(absolute_expires_at).toBe(new Date(clock.now().getTime() + 12 * 60 * MINUTE).toISOString());
    const session = await ctx.app.inject({ method: 'GET', url: SESSION, headers: bearer(token) });
    expect(session.statusCode).toBe(200);
    expect(session.json().data).toMatchObject({ id: member.id, email: member.email, roles: ['caseworker'] });
    // The challenge was spent.
    const again = await totp(ctx, {
      challenge_token: step1.challenge_token,
      code: codeAt(member.totpSecret, new Date(clock.now().getTime() + 30_000)),
    });
    expect(again.statusCode).toBe(401);
  });

  it('refuses a wrong code with a 422 at `code`, and a replayed code even within its window', async () => {
    const member = await createStaffMember(ctx, ['caseworker']);
    const wrong = await totp(ctx, {
      challenge_token: (await challenge(ctx, member)).challenge_token,
      code: '000000' === codeAt(member.totpSecret, clock.now()) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      code: ['That code is not correct, or it was already used. Wait for the next code and try again.'],
    });

    const code = codeAt(member.totpSecret, clock.now());
    expect((await totp(ctx, { challenge_token: (await challenge(ctx, member)).challenge_token, code })).statusCode).toBe(200);
    const replay = await totp(ctx, { challenge_token: (await challenge(ctx, member)).challenge_token, code });
    expect(replay.statusCode).toBe(422);
    expect(await auditOf(ctx, member.id)).toEqual(
      expect.arrayContaining([
        { action: 'staff.sign_in', step: 'totp', outcome: 'bad_code' },
        { action: 'staff.sign_in', step: 'totp', outcome: 'replayed_code' },
        { action: 'staff.sign_in', step: 'totp', outcome: 'success' },
      ]),
    );
  });

  it('answers 422 in the error shape for a code that is not 6 digits, and for no challenge', async () => {
    const response = await totp(ctx, { challenge_token: 'x', code: '12ab' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    const none = await totp(ctx, { code: '123456' });
    expect(none.statusCode).toBe(422);
    const forged = await totp(ctx, { challenge_token: 'A'.repeat(43), code: '123456' });
    expect(forged.statusCode).toBe(401);
  });

  it('enrols a member without TOTP: URI and secret, the first code, ten recovery codes shown once and stored hashed; each works once', async () => {
    const member = await createStaffMember(ctx, ['finance']);
    await ctx.database.db.update(staffUsers).set({ totpSecretEncrypted: null, totpEnrolledAt: null }).where(eq(staffUsers.id, member.id));
    const step1 = await challenge(ctx, member);
    expect(step1.next_step).toBe('enrol');
    // Not enrolled: the TOTP step is refused.
    expect((await totp(ctx, { challenge_token: step1.challenge_token, code: '123456' })).statusCode).toBe(422);

    const enrol = await ctx.app.inject({ method: 'POST', url: ENROL, payload: { challenge_token: step1.challenge_token } });
    expect(enrol.statusCode, enrol.body).toBe(200);
    const { otpauth_uri, secret } = enrol.json<{ data: { otpauth_uri: string; secret: string } }>().data;
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=/);
    expect(otpauth_uri).toContain(`secret=${secret}`);
    const [stored] = await ctx.database.db.select().from(staffUsers).where(eq(staffUsers.id, member.id));
    expect(stored!.totpSecretEncrypted).not.toContain(secret);

    const confirm = await ctx.app.inject({
      method: 'POST',
      url: ENROL_CONFIRM,
      payload: { challenge_token: step1.challenge_token, code: codeAt(secret, clock.now()) },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const { token, recovery_codes } = confirm.json<{ data: { token: string; recovery_codes: string[] } }>().data;
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    expect((await ctx.app.inject({ method: 'GET', url: SESSION, headers: bearer(token) })).statusCode).toBe(200);
    const hashes = JSON.stringify(
      await ctx.database.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffUserId, member.id)),
    );
    for (const code of recovery_codes) expect(hashes).not.toContain(code);

    // Enrolled now: enrolling again is refused.
    const next = await challenge(ctx, member);
    expect(next.next_step).toBe('totp');
    expect((await ctx.app.inject({ method: 'POST', url: ENROL, payload: { challenge_token: next.challenge_token } })).statusCode).toBe(409);

    // A recovery code signs in once (typed in capitals, without the dashes: still the code).
    const typed = recovery_codes[0]!.toUpperCase().replaceAll('-', '');
    expect((await totp(ctx, { challenge_token: next.challenge_token, recovery_code: typed })).statusCode).toBe(200);
    const reused = await totp(ctx, { challenge_token: (await challenge(ctx, member)).challenge_token, recovery_code: recovery_codes[0] });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toEqual({ recovery_code: ['That recovery code is not correct, or it was already used.'] });
    expect(await auditOf(ctx, member.id)).toEqual(
      expect.arrayContaining([
        { action: 'staff.totp_enrolment_started' },
        { action: 'staff.totp_enrolled' },
        { action: 'staff.sign_in', step: 'enrol', outcome: 'success' },
        { action: 'staff.sign_in', step: 'recovery_code', outcome: 'success' },
        { action: 'staff.sign_in', step: 'recovery_code', outcome: 'bad_recovery_code' },
      ]),
    );
  });

  it('locks the account after 5 wrong passwords or codes for 15 minutes, the right password included, then lets it in', async () => {
    const member = await createStaffMember(ctx, ['caseworker']);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(
        (await ctx.app.inject({ method: 'POST', url: STAFF_LOGIN, payload: { email: member.email, password: `Wrong@${attempt}` } }))
          .statusCode,
      ).toBe(422);
    }
    const { challenge_token } = await challenge(ctx, member);
    expect(
      (await totp(ctx, { challenge_token, code: codeAt(member.totpSecret, new Date(clock.now().getTime() + 10 * MINUTE)) })).statusCode,
    ).toBe(422);
    expect(
      (await totp(ctx, { challenge_token, code: codeAt(member.totpSecret, new Date(clock.now().getTime() + 20 * MINUTE)) })).statusCode,
    ).toBe(422);

    const locked = await ctx.app.inject({ method: 'POST', url: STAFF_LOGIN, payload: { email: member.email, password: member.password } });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      message: 'This account is locked after 5 unsuccessful attempts. Please wait 15 minutes and try again.',
    });
    expect(locked.headers['retry-after']).toBe('900');
    // The lock ended the challenge too.
    expect((await totp(ctx, { challenge_token, code: codeAt(member.totpSecret, clock.now()) })).statusCode).toBe(401);

    clock.advance(14 * MINUTE);
    const stillLocked = await ctx.app.inject({
      method: 'POST',
      url: STAFF_LOGIN,
      payload: { email: member.email, password: member.password },
    });
    expect(stillLocked.statusCode).toBe(429);
    expect(stillLocked.json().message).toContain('wait 1 minute ');
    clock.advance(MINUTE);
    await signInStaff(ctx, member);
    expect(await auditOf(ctx, member.id)).toEqual(
      expect.arrayContaining([{ action: 'staff.sign_in', step: 'password', outcome: 'locked' }]),
    );
  });

  it('does not count failures of one account against another', async () => {
    const victim = await createStaffMember(ctx, ['caseworker']);
    const other = await createStaffMember(ctx, ['caseworker']);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await ctx.app.inject({ method: 'POST', url: STAFF_LOGIN, payload: { email: victim.email, password: `Wrong@${attempt}` } });
    }
    expect(
      (await ctx.app.inject({ method: 'POST', url: STAFF_LOGIN, payload: { email: victim.email, password: victim.password } })).statusCode,
    ).toBe(429);
    await signInStaff(ctx, other);
  });

  it('locks an address without an account, or a deactivated one, exactly as an account: same answer, same wait', async () => {
    const member = await createStaffMember(ctx, ['caseworker']);
    const gone = await createStaffMember(ctx, ['caseworker']);
    await ctx.database.db.update(staffUsers).set({ deactivatedAt: clock.now() }).where(eq(staffUsers.id, gone.id));
    const wrong = (email: string, password = 'Wrong@Pass1') =>
      ctx.app.inject({ method: 'POST', url: STAFF_LOGIN, payload: { email, password } });
    const answers: { status: number; body: string; retryAfter: unknown }[] = [];
    for (const email of [member.email, 'nobody.here@example.org', gone.email]) {
      for (let attempt = 1; attempt <= 5; attempt += 1) expect((await wrong(email)).statusCode).toBe(422);
      const locked = await wrong(email, email === member.email ? member.password : 'Any@Pass123');
      answers.push({ status: locked.statusCode, body: locked.body, retryAfter: locked.headers['retry-after'] });
    }
    expect(answers[0]).toEqual({
      status: 429,
      body: JSON.stringify({ message: 'This account is locked after 5 unsuccessful attempts. Please wait 15 minutes and try again.' }),
      retryAfter: '900',
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    clock.advance(15 * MINUTE);
    expect((await wrong('nobody.here@example.org')).statusCode).toBe(422);
    await signInStaff(ctx, member);
  });

  it('ends a session after 15 idle minutes; each request extends it, and its expiry is on every answer', async () => {
    const member = await createStaffMember(ctx, ['caseworker']);
    const { token } = await signInStaff(ctx, member);
    clock.advance(14 * MINUTE);
    const active = await ctx.app.inject({ method: 'GET', url: SESSION, headers: bearer(token) });
    expect(active.statusCode).toBe(200);
    const extended = new Date(clock.now().getTime() + 15 * MINUTE).toISOString();
    expect(active.headers['x-session-expires-at']).toBe(extended);
    expect(active.json().data.expires_at).toBe(extended);
    clock.advance(14 * MINUTE);
    expect((await ctx.app.inject({ method: 'GET', url: SESSION, headers: bearer(token) })).statusCode).toBe(200);
    clock.advance(15 * MINUTE);
    const idle = await ctx.app.inject({ method: 'GET', url: SESSION, headers: bearer(token) });
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toEqual({ message: 'Your session has expired. Please sign in again.' });
  });

  it('keeps at most 5 sessions of a member of staff: the sixth sign-in ends the oldest', async () => {
    const member = await createStaffMember(ctx, ['caseworker']);
    const tokens: string[] = [];
    for (let n = 0; n < 6; n += 1) {
      tokens.push((await signInStaff(ctx, member)).token);
      // A fresh TOTP code for each sign-in.
      clock.advance(30_000);
    }
    const oldest = await ctx.app.inject({ method: 'GET', url: SESSION, headers: bearer(tokens[0]!) });
    expect(oldest.statusCode).toBe(401);
    expect(oldest.json()).toEqual({ message: 'You have been signed out. Please sign in again.' });
    for (const token of tokens.slice(1))
      expect((await ctx.app.inject({ method: 'GET', url: SESSION, headers: bearer(token) })).statusCode).toBe(200);
  });

  it('ends a session 12 hours after sign-in however busy it is', async () => {
    const member = await createStaffMember(ctx, ['caseworker']);
    const { token, absolute_expires_at } = await signInStaff(ctx, member);
    for (let minutes = 10; minutes < 12 * 60; minutes += 10) {
      clock.advance(10 * MINUTE);
      const response = await ctx.app.inject({ method: 'GET', url: SESSION, headers: bearer(token) });
      expect(response.statusCode, `after ${minutes} minutes`).toBe(200);
    }
    // The last 10 minutes: the idle expiry never passes the absolute limit.
    const last = await ctx.app.inject({ method: 'GET', url: SESSION, headers: bearer(token) });
    expect(last.json().data.expires_at).toBe(absolute_expires_at);
    clock.advance(10 * MINUTE);
    expect((await ctx.app.inject({ method: 'GET', url: SESSION, headers: bearer(token) })).statusCode).toBe(401);
  });

  it('writes every attempt to the audit trail with the address and never a password or code', async () => {
    const member = await createStaffMember(ctx, ['caseworker']);
    await ctx.app.inject({ method: 'POST', url: STAFF_LOGIN, payload: { email: member.email, password: 'Wrong@Pass1' } });
    await ctx.app.inject({ method: 'POST', url: STAFF_LOGIN, payload: { email: 'nobody@example.org', password: 'Wrong@Pass1' } });
    const code = freshTotpCode(ctx, member.totpSecret);
    const { challenge_token } = await challenge(ctx, member);
    await totp(ctx, { challenge_token, code });
    const rows = await ctx.database.db.select().from(auditEvents);
    expect(await auditOf(ctx, member.id)).toEqual([
      { action: 'staff.sign_in', step: 'password', outcome: 'bad_password' },
      { action: 'staff.sign_in', step: 'password', outcome: 'password_accepted' },
      { action: 'staff.sign_in', step: 'totp', outcome: 'success' },
    ]);
    expect(rows.filter((row) => row.staffUserId === member.id).every((row) => row.ip === '127.0.0.1')).toBe(true);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ staffUserId: null, action: 'staff.sign_in', details: { step: 'password', outcome: 'unknown_account' } }),
      ]),
    );
    const everything = JSON.stringify(rows);
    for (const secret of ['Wrong@Pass1', member.password, code, challenge_token, member.totpSecret])
      expect(everything).not.toContain(secret);
  });
});

describe.each(TEST_DATABASES)('staff sign-in limit per address (%s)', (driver) => {
  const ctx = useTestApp(driver, { env: { SIGN_IN_RATE_LIMIT_PER_15_MINUTES: '3' } });

  it('caps attempts from one address across e-mail addresses, not other addresses', async () => {
    for (const email of ['a@example.org', 'b@example.org', 'c@example.org']) {
      expect((await ctx.app.inject({ method: 'POST', url: STAFF_LOGIN, payload: { email, password: 'Guess@1234' } })).statusCode).toBe(422);
    }
    const refused = await ctx.app.inject({ method: 'POST', url: STAFF_LOGIN, payload: { email: 'd@example.org', password: 'Guess@1234' } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many sign-in attempts from this address. Please wait 15 minutes and try again.' });
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: STAFF_LOGIN,
      remoteAddress: '10.0.0.9',
      payload: { email: 'd@example.org', password: 'Guess@1234' },
    });
    expect(elsewhere.statusCode).toBe(422);
  });
});

describe.each(TEST_DATABASES)('staff sign-in limit per address, as configured by default (%s)', (driver) => {
  // The default cap (SIGN_IN_RATE_LIMIT_PER_15_MINUTES unset: 30), not the test helper's.
  const ctx = useTestApp(driver, { env: { SIGN_IN_RATE_LIMIT_PER_15_MINUTES: undefined } });

  it('refuses the 31st to 40th of 40 different e-mail addresses tried from one address', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 40; n += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: STAFF_LOGIN,
        remoteAddress: '10.7.0.40',
        payload: { email: `probe${n}@example.org`, password: 'Guess@1234' },
      });
      statuses.push(response.statusCode);
    }
    expect(ctx.config.SIGN_IN_RATE_LIMIT_PER_15_MINUTES).toBe(30);
    expect(statuses).toEqual([...Array<number>(30).fill(422), ...Array<number>(10).fill(429)]);
  });
});
