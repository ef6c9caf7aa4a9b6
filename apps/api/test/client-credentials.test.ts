import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT, DEMO_ONBOARDING_PASSWORD, DEMO_ONBOARDING_USERS } from '../src/seed/demo-clients';
import { auditEvents, clientUsers, credentialResetTokens } from '../src/db/schema/index';
import { TEST_DATABASES, useTestApp, type TestApp } from './helpers/app';
import { bearer, createOtherClient, loginByUsername, seedClients, tokenFor } from './helpers/clients';
import { readOutbox } from './helpers/outbox';
import { testClock } from './helpers/staff';

const FORGOT = '/api/v1/website/forgot-credential';
const RESET = '/api/v1/website/reset-credential';
const CHECK = '/api/v1/website/reset-credential/check';
const CHANGE = '/api/v1/website/user/change-password';
const PROCESS = '/api/v1/website/client/process';

const forgot = (ctx: TestApp, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: FORGOT, payload: { 'g-recaptcha-response': 'dev-captcha:forgot_credential', ...payload } });
const reset = (ctx: TestApp, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: RESET, payload: { 'g-recaptcha-response': 'dev-captcha:reset_credential', ...payload } });

/** The token of the newest link in the outbox sent to `to`, and the mail itself. */
async function latestLink(ctx: TestApp, to: string, kind: 'password' | 'username') {
  const mails = (await readOutbox(ctx.config.DATA_DIR)).filter((mail) => mail.to.includes(to) && mail.subject.startsWith('Reset your'));
  const mail = mails[mails.length - 1]!;
  const match = new RegExp(`${ctx.config.PUBLIC_BASE_URL}/auth/${kind}/reset/([A-Za-z0-9_-]{43})`).exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  expect(mail.html).toContain(match![0]);
  return { token: match![1]!, mail };
}

describe.each(TEST_DATABASES)('credential recovery and change (%s)', (driver) => {
  const ctx = useTestApp(driver);
  beforeAll(async () => {
    await seedClients(ctx);
    await createOtherClient(ctx, { email: null });
  });

  const PASSWORD_ANSWER = {
    message:
      'If that username belongs to an account with an email address, we have sent a link to it. It works for 60 minutes. ' +
      'If no email arrives, please call us at (517) 555-0142 or email info@accesspayeeservices.org.',
  };
  const USERNAME_ANSWER = {
    message:
      'If that Social Security Number belongs to an account with an email address, we have sent a link to it. It works for 60 minutes. ' +
      'If no email arrives, please call us at (517) 555-0142 or email info@accesspayeeservices.org.',
  };

  it('e-mails a password link for a username, and answers without naming the address', async () => {
    const response = await forgot(ctx, { credential_type: 'password', username: 'Linda.Nguyen' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(PASSWORD_ANSWER);
    const { mail } = await latestLink(ctx, 'linda.nguyen@example.org', 'password');
    expect(mail.subject).toBe('Reset your password for Access Payee Services');
    expect(mail.text).toContain('Dear Linda,');
    expect(mail.text).toContain('for 60 minutes');
    expect(mail.text).toContain('If you did not ask to reset your password');
  });

  it('e-mails a username link for an SSN', async () => {
    const response = await forgot(ctx, { credential_type: 'username', ssn: '987-65-4320' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(USERNAME_ANSWER);
    await latestLink(ctx, DEMO_CLIENT.email, 'username');
  });

  it('answers an unknown username or SSN, and an account without an e-mail address, exactly as a known one, sending nothing', async () => {
    const sentBefore = (await readOutbox(ctx.config.DATA_DIR)).length;
    const answers = [
      await forgot(ctx, { credential_type: 'password', username: 'nobody.here' }),
      await forgot(ctx, { credential_type: 'password', username: 'other.client' }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(PASSWORD_ANSWER);
      expect(answer.headers['content-length']).toBe(String(JSON.stringify(PASSWORD_ANSWER).length));
    }
    for (const ssn of ['987654328', '987654329']) {
      const answer = await forgot(ctx, { credential_type: 'username', ssn });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(USERNAME_ANSWER);
    }
    expect(await readOutbox(ctx.config.DATA_DIR)).toHaveLength(sentBefore);
  });

  it('refuses a failed captcha', async () => {
    const response = await forgot(ctx, {
      credential_type: 'password',
      username: 'linda.nguyen',
      'g-recaptcha-response': 'dev-captcha:login',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Captcha verification failed. Please try again!');
  });

  it('resets a password once: the link is then used, every session ends, and the new password works', async () => {
    const user = DEMO_ONBOARDING_USERS[0];
    const sessionToken = await tokenFor(ctx, user.username, DEMO_ONBOARDING_PASSWORD);
    await forgot(ctx, { credential_type: 'password', username: user.username });
    const { token } = await latestLink(ctx, user.email, 'password');

    expect((await ctx.app.inject({ method: 'POST', url: CHECK, payload: { credential_type: 'password', token } })).json()).toEqual({
      data: { valid: true },
    });
    // A password link is not a username link.
    expect((await ctx.app.inject({ method: 'POST', url: CHECK, payload: { credential_type: 'username', token } })).statusCode).toBe(422);

    const mismatch = await reset(ctx, { credential_type: 'password', token, password: 'New@Pass2026', confirm_password: 'New@Pass2027' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ confirm_password: ['Passwords do not match.'] });
    const weak = await reset(ctx, { credential_type: 'password', token, password: 'password', confirm_password: 'password' });
    expect(Object.keys(weak.json().errors)).toEqual(['password']);

    const done = await reset(ctx, { credential_type: 'password', token, password: 'New@Pass2026', confirm_password: 'New@Pass2026' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: 'Your password has been reset. You can now sign in with your new password.' });

    expect((await ctx.app.inject({ method: 'GET', url: PROCESS, headers: bearer(sessionToken) })).statusCode).toBe(401);
    expect((await loginByUsername(ctx, user.username, DEMO_ONBOARDING_PASSWORD)).statusCode).toBe(422);
    expect((await loginByUsername(ctx, user.username, 'New@Pass2026')).statusCode).toBe(200);

    const again = await reset(ctx, { credential_type: 'password', token, password: 'Other@Pass2026', confirm_password: 'Other@Pass2026' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: ['This link has already been used. If you still need to, please ask for a new one.'] });
    const notice = (await readOutbox(ctx.config.DATA_DIR)).filter(
      (mail) => mail.to.includes(user.email) && mail.subject === 'Your password was changed',
    );
    expect(notice).toHaveLength(1);
    expect(notice[0]!.raw).not.toContain('New@Pass2026');
  });

  it('refuses an expired link, a replaced link and a forged one', async () => {
    const user = DEMO_ONBOARDING_USERS[1];
    await forgot(ctx, { credential_type: 'password', username: user.username });
    const { token: first } = await latestLink(ctx, user.email, 'password');
    await forgot(ctx, { credential_type: 'password', username: user.username });
    const { token: second } = await latestLink(ctx, user.email, 'password');
    const body = { credential_type: 'password', password: 'New@Pass2026', confirm_password: 'New@Pass2026' };

    const replaced = await reset(ctx, { ...body, token: first });
    expect(replaced.json().errors.token[0]).toMatch(/^A newer link was sent/);

    const [client] = await ctx.database.db.select().from(clientUsers).where(eq(clientUsers.username, user.username));
    await ctx.database.db
      .update(credentialResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(credentialResetTokens.clientId, client!.id));
    const expired = await reset(ctx, { ...body, token: second });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors).toEqual({ token: ['This link has expired. Links work for 60 minutes. Please ask for a new one.'] });
    const expiredCheck = await ctx.app.inject({ method: 'POST', url: CHECK, payload: { credential_type: 'password', token: second } });
    expect(expiredCheck.statusCode).toBe(422);
    expect(expiredCheck.json().errors.token[0]).toMatch(/^This link has expired/);

    const forged = await reset(ctx, { ...body, token: 'A'.repeat(43) });
    expect(forged.json().errors).toEqual({ token: ['This link is not valid. Please ask for a new one.'] });
    // Nothing changed: the old password still works.
    expect((await loginByUsername(ctx, user.username, DEMO_ONBOARDING_PASSWORD)).statusCode).toBe(200);
  });

  it('resets a username: it must follow the rules and be free', async () => {
    const user = DEMO_ONBOARDING_USERS[3];
    await forgot(ctx, { credential_type: 'username', ssn: user.ssn });
    const { token } = await latestLink(ctx, user.email, 'username');

    const badRules = await reset(ctx, { credential_type: 'username', token, username: 'Pat Williams' });
    expect(badRules.json().errors).toEqual({
      username: ['Enter a username of 4 to 30 characters using only lowercase letters, numbers and @ + . _ -, with no spaces.'],
    });
    const taken = await reset(ctx, { credential_type: 'username', token, username: DEMO_CLIENT.username });
    expect(taken.json().errors).toEqual({ username: ['That username is already taken. Please choose another one.'] });

    const done = await reset(ctx, { credential_type: 'username', token, username: 'pat.williams' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: 'Your username has been changed. You can now sign in with your new username.' });
    expect((await loginByUsername(ctx, 'pat.williams', DEMO_ONBOARDING_PASSWORD)).statusCode).toBe(200);
    expect((await loginByUsername(ctx, user.username, DEMO_ONBOARDING_PASSWORD)).statusCode).toBe(422);
  });

  it('changes the password of the signed-in client, keeping this session and ending the others', async () => {
    const user = DEMO_ONBOARDING_USERS[2];
    const current = await tokenFor(ctx, user.username, DEMO_ONBOARDING_PASSWORD);
    const other = await tokenFor(ctx, user.username, DEMO_ONBOARDING_PASSWORD);
    const change = (payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: CHANGE,
        headers: bearer(current),
        payload: { 'g-recaptcha-response': 'dev-captcha:change_password', ...payload },
      });

    const wrong = await change({ current_password: 'Wrong@Pass1', password: 'Changed@2026', confirm_password: 'Changed@2026' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ['Your current password is not correct.'] });
    const invalid = await change({ current_password: '', password: 'short', confirm_password: 'other' });
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['confirm_password', 'current_password', 'password']);

    const done = await change({ current_password: DEMO_ONBOARDING_PASSWORD, password: 'Changed@2026', confirm_password: 'Changed@2026' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: 'Your password has been changed.' });
    expect((await ctx.app.inject({ method: 'GET', url: PROCESS, headers: bearer(current) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: PROCESS, headers: bearer(other) })).statusCode).toBe(401);
    expect((await loginByUsername(ctx, user.username, 'Changed@2026')).statusCode).toBe(200);
  });
});

describe.each(TEST_DATABASES)('credential recovery limit per address (%s)', (driver) => {
  const ctx = useTestApp(driver, { env: { CREDENTIAL_RATE_LIMIT_PER_HOUR: '2' } });

  it('refuses a third request in an hour with a plain 429', async () => {
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      expect((await forgot(ctx, { credential_type: 'password', username: `someone${attempt}` })).statusCode).toBe(200);
    }
    const refused = await forgot(ctx, { credential_type: 'password', username: 'someone3' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^You have asked for several links in a short time/);
  });
});

describe.each(TEST_DATABASES)('guessing with a stolen session or link (%s)', (driver) => {
  const clock = testClock(new Date('2026-06-01T09:00:00Z'));
  // A small cap per address, so that the address limits are reached inside one test.
  const ctx = useTestApp(driver, { now: clock.now, env: { SIGN_IN_RATE_LIMIT_PER_15_MINUTES: '8' } });
  beforeAll(async () => {
    await seedClients(ctx);
  });
  const change = (token: string, currentPassword: string, remoteAddress = '10.3.0.1') =>
    ctx.app.inject({
      method: 'POST',
      url: CHANGE,
      remoteAddress,
      headers: bearer(token),
      payload: {
        'g-recaptcha-response': 'dev-captcha:change_password',
        current_password: currentPassword,
        password: 'Changed@2026',
        confirm_password: 'Changed@2026',
      },
    });
  const passwordChanges = async (clientId: number) =>
    (await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.clientId, clientId)).orderBy(auditEvents.id))
      .filter((row) => row.action === 'client.password_change')
      .map((row) => row.details?.outcome);

  it('refuses a sixth try of the current password within 15 minutes with a plain 429, the right one too, and audits each try', async () => {
    const user = DEMO_ONBOARDING_USERS[0];
    const token = await tokenFor(ctx, user.username, DEMO_ONBOARDING_PASSWORD);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) statuses.push((await change(token, `Wrong@Pass${attempt}`)).statusCode);
    const refused = await change(token, DEMO_ONBOARDING_PASSWORD);
    expect([...statuses, refused.statusCode]).toEqual([422, 422, 422, 422, 422, 429]);
    expect(refused.json()).toEqual({
      message: 'Too many wrong current passwords. Please wait 15 minutes and try again, or sign out and use "Forgot Password".',
    });
    expect(refused.headers['retry-after']).toBe('900');
    const [client] = await ctx.database.db.select().from(clientUsers).where(eq(clientUsers.username, user.username));
    expect(await passwordChanges(client!.id)).toEqual([...Array<string>(5).fill('wrong_current_password'), 'throttled']);

    clock.advance(15 * 60_000);
    const done = await change(token, DEMO_ONBOARDING_PASSWORD);
    expect(done.statusCode, done.body).toBe(200);
    expect((await passwordChanges(client!.id)).at(-1)).toBe('success');
  });

  it('forgives the wrong tries once the right current password is given', async () => {
    const user = DEMO_ONBOARDING_USERS[1];
    const token = await tokenFor(ctx, user.username, DEMO_ONBOARDING_PASSWORD);
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect((await change(token, `Wrong@Pass${attempt}`, '10.3.0.2')).statusCode).toBe(422);
    expect((await change(token, DEMO_ONBOARDING_PASSWORD, '10.3.0.2')).statusCode).toBe(200);
    // The count starts again: four more wrong tries are answered as wrong, not refused.
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect((await change(token, `Wrong@Pass${attempt}`, '10.3.0.3')).statusCode).toBe(422);
  });

  it('caps tries of current passwords from one address across accounts', async () => {
    const tokens = [
      await tokenFor(ctx, DEMO_ONBOARDING_USERS[2].username, DEMO_ONBOARDING_PASSWORD),
      await tokenFor(ctx, DEMO_CLIENT.username, DEMO_CLIENT.password),
    ];
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 9; attempt += 1)
      statuses.push((await change(tokens[attempt % 2]!, `Wrong@Pass${attempt}`, '10.3.0.9')).statusCode);
    expect(statuses).toEqual([...Array<number>(8).fill(422), 429]);
    // The accounts themselves are not locked: from elsewhere, a right password works.
    expect((await change(tokens[1]!, DEMO_CLIENT.password, '10.3.0.10')).statusCode).toBe(200);
  });

  it('refuses reset links from an address with a plain 429 after the cap of wrong ones, a real link too, and not elsewhere', async () => {
    const check = (token: string, remoteAddress: string) =>
      ctx.app.inject({ method: 'POST', url: CHECK, remoteAddress, payload: { credential_type: 'password', token } });
    await forgot(ctx, { credential_type: 'password', username: DEMO_ONBOARDING_USERS[3].username });
    const { token } = await latestLink(ctx, DEMO_ONBOARDING_USERS[3].email, 'password');
    const statuses: number[] = [];
    for (let guess = 0; guess < 8; guess += 1) statuses.push((await check(`${'A'.repeat(42)}${guess}`, '10.4.0.1')).statusCode);
    const refused = await check(token, '10.4.0.1');
    expect([...statuses, refused.statusCode]).toEqual([...Array<number>(8).fill(422), 429]);
    expect(refused.json()).toEqual({
      message: 'Too many links that are not valid. Please wait 15 minutes and try again, or ask for a new link.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Submitting the form is refused as well.
    const submit = await ctx.app.inject({
      method: 'POST',
      url: RESET,
      remoteAddress: '10.4.0.1',
      payload: {
        'g-recaptcha-response': 'dev-captcha:reset_credential',
        credential_type: 'password',
        token,
        password: 'New@Pass2026',
        confirm_password: 'New@Pass2026',
      },
    });
    expect(submit.statusCode).toBe(429);
    expect((await check(token, '10.4.0.2')).json()).toEqual({ data: { valid: true } });
    clock.advance(15 * 60_000);
    expect((await check(token, '10.4.0.1')).statusCode).toBe(200);
  });
});
