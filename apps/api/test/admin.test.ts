import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/seed/index';
import { DEMO_STAFF } from '../src/seed/demo-staff';
import { authTokens, staffUsers } from '../src/db/schema/index';
import { generateToken, hashToken } from '../src/lib/crypto';
import { TEST_DATABASES, useTestApp, type TestApp } from './helpers/app';
import { bearer, signInStaff, staffToken } from './helpers/staff';

const LOGIN = '/api/v1/admin/login';
const LOGOUT = '/api/v1/admin/logout';
const ENQUIRIES = '/api/v1/admin/enquiries';
const BAD_CREDENTIALS = {
  message: 'The email address or password is not correct.',
  errors: { email: ['The email address or password is not correct.'] },
};

async function login(ctx: TestApp, email: string = DEMO_STAFF.email, password: string = DEMO_STAFF.password) {
  return ctx.app.inject({ method: 'POST', url: LOGIN, payload: { email, password } });
}

const token = (ctx: TestApp) => staffToken(ctx);

describe.each(TEST_DATABASES)('back office sign-in (%s)', (driver) => {
  const ctx = useTestApp(driver);
  beforeAll(async () => {
    await seedDemoData(ctx.database.db, ctx.config.APP_ENCRYPTION_KEY);
  });

  it('seeds the demo staff account once, with an argon2id hash, admin and caseworker roles and TOTP set up', async () => {
    expect((await seedDemoData(ctx.database.db, ctx.config.APP_ENCRYPTION_KEY)).staff).toBe(false);
    const all = await ctx.database.db.select().from(staffUsers);
    // The demo staff member, and the two finance members of issue 14 (each once).
    expect(all.map((row) => row.email).sort()).toEqual([DEMO_STAFF.email, 'finance2@example.org', 'finance@example.org'].sort());
    const rows = all.filter((row) => row.email === DEMO_STAFF.email);
    expect(rows[0]).toMatchObject({ email: DEMO_STAFF.email, roles: ['admin', 'caseworker'], totpEnrolledAt: expect.any(Date) });
    expect(rows[0]!.passwordHash).toMatch(/^\$argon2id\$/);
    // Encrypted at rest, as the SSN is.
    expect(rows[0]!.totpSecretEncrypted).toMatch(/^v2:1:/);
    expect(rows[0]!.totpSecretEncrypted).not.toContain(DEMO_STAFF.totpSecret);
  });

  it("signs staff in with the password, then the TOTP code, whatever the case of the e-mail address, storing only the token's hash", async () => {
    const session = await signInStaff(ctx, { ...DEMO_STAFF, email: 'Staff@Example.ORG' });
    expect(session).toMatchObject({ name: 'Demo Staff', roles: ['admin', 'caseworker'] });
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const idleMinutes = (Date.parse(session.expires_at) - Date.now()) / 60_000;
    expect(idleMinutes).toBeGreaterThan(14.9);
    expect(idleMinutes).toBeLessThanOrEqual(15);
    const hours = (Date.parse(session.absolute_expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);

    const [stored] = await ctx.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(session.token)));
    expect(stored).toMatchObject({ subjectType: 'staff', revokedAt: null });
    const everything = JSON.stringify(await ctx.database.db.select().from(authTokens));
    expect(everything).not.toContain(session.token);
  });

  it('refuses a wrong password and an unknown address with the same 422, naming neither', async () => {
    const wrongPassword = await login(ctx, DEMO_STAFF.email, 'Wrong@Pass1');
    const unknownEmail = await login(ctx, 'nobody@example.org');
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(BAD_CREDENTIALS);
    }
    // A right password clears the count, so this file's other tests are not locked out.
    await signInStaff(ctx, DEMO_STAFF);
  });

  it('refuses a half-filled form with field errors', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: LOGIN, payload: { email: 'not-an-address' } });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual(['email', 'password']);
  });

  it('signs out: the token stops working', async () => {
    const value = await token(ctx);
    expect((await ctx.app.inject({ method: 'GET', url: ENQUIRIES, headers: bearer(value) })).statusCode).toBe(200);

    const logout = await ctx.app.inject({ method: 'POST', url: LOGOUT, headers: bearer(value) });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: 'Logged out successfully' });

    const after = await ctx.app.inject({ method: 'GET', url: ENQUIRIES, headers: bearer(value) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'You have been signed out. Please sign in again.' });
    expect((await ctx.app.inject({ method: 'POST', url: LOGOUT, headers: bearer(value) })).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const [staff] = await ctx.database.db.select().from(staffUsers);
    const { token: expired } = await ctx.app.authTokens.issue({ subjectType: 'staff', subjectId: staff!.id, ttlMs: -1_000 });
    const response = await ctx.app.inject({ method: 'GET', url: ENQUIRIES, headers: bearer(expired) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Your session has expired. Please sign in again.' });
  });

  it('refuses a client token and a second-step challenge token on the staff routes', async () => {
    const [staff] = await ctx.database.db.select().from(staffUsers);
    const { token: clientToken } = await ctx.app.authTokens.issue({ subjectType: 'client', subjectId: staff!.id, ttlMs: 60_000 });
    expect((await ctx.app.inject({ method: 'GET', url: ENQUIRIES, headers: bearer(clientToken) })).statusCode).toBe(401);
    const challenge = (await login(ctx)).json<{ data: { challenge_token: string } }>().data.challenge_token;
    expect((await ctx.app.inject({ method: 'GET', url: ENQUIRIES, headers: bearer(challenge) })).statusCode).toBe(401);
  });

  it.each([
    ['no Authorization header', {}],
    ['a forged token', bearer(generateToken())],
    ['a token of the wrong shape', bearer('abc')],
    ['another scheme', { authorization: 'Basic c3RhZmY6cGFzcw==' }],
  ])('answers 401 in the error shape for %s', async (_label, headers) => {
    for (const request of [
      { method: 'GET' as const, url: ENQUIRIES },
      { method: 'GET' as const, url: `${ENQUIRIES}/ENQ-ABCDEF` },
      { method: 'POST' as const, url: LOGOUT },
    ]) {
      const response = await ctx.app.inject({ ...request, headers });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toEqual({ message: 'Please sign in to continue.' });
    }
  });
});

describe.each(TEST_DATABASES)('back office enquiries (%s)', (driver) => {
  const ctx = useTestApp(driver);
  let staffToken: string;
  let typeId: number;
  beforeAll(async () => {
    // The demo staff account only (`token` seeds it): the demo enquiries would be in the counts.
    staffToken = await token(ctx);
    typeId = (await ctx.app.inject({ method: 'GET', url: '/api/v1/dropdown/enquiry-types' })).json<{ id: number }[]>()[0]!.id;
  });

  const send = async (overrides: Record<string, unknown>) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/website/enquiry',
      payload: {
        is_client: 0,
        first_name: 'Jane',
        last_name: 'Doe',
        email: 'jane@example.org',
        phone_number: '3135550100',
        enquiry_type_id: typeId,
        'g-recaptcha-response': 'dev-captcha:enquiry',
        ...overrides,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: { reference: string } }>().data.reference;
  };
  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(staffToken) });

  it('lists stored enquiries newest first, with the last four SSN digits of a client and never the SSN', async () => {
    const first = await send({ first_name: 'Ann' });
    const second = await send({ first_name: 'Bob', is_client: 1, ssn: '123456789', description: 'Card lost' });

    const response = await get(ENQUIRIES);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<{ data: Record<string, unknown>[]; meta: Record<string, number> }>();
    expect(body.meta).toEqual({ page: 1, per_page: 20, total: 2, last_page: 1 });
    expect(body.data.map((row) => row.reference)).toEqual([second, first]);
    expect(body.data[0]).toMatchObject({
      reference: second,
      is_client: 1,
      ssn_last4: '6789',
      first_name: 'Bob',
      last_name: 'Doe',
      email: 'jane@example.org',
      phone_number: '3135550100',
      enquiry_type: { id: typeId, name: expect.any(String) },
      description: 'Card lost',
      status: 'new',
    });
    expect(body.data[1]).toMatchObject({ is_client: 0, ssn_last4: null, description: null });
    expect(response.body).not.toContain('123456789');
    expect(response.body).not.toContain('ssn_encrypted');
  });

  it('pages with page and per_page', async () => {
    const response = await get(`${ENQUIRIES}?page=2&per_page=1`);
    const body = response.json<{ data: { first_name: string }[]; meta: Record<string, number> }>();
    expect(body.meta).toEqual({ page: 2, per_page: 1, total: 2, last_page: 2 });
    expect(body.data.map((row) => row.first_name)).toEqual(['Ann']);
    expect((await get(`${ENQUIRIES}?per_page=101`)).statusCode).toBe(422);
    expect((await get(`${ENQUIRIES}?page=0`)).statusCode).toBe(422);
  });

  it('shows one enquiry by its reference (any case), and 404 for an unknown one', async () => {
    const reference = await send({ first_name: 'Cleo' });
    const response = await get(`${ENQUIRIES}/${reference.toLowerCase()}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { reference, first_name: 'Cleo' } });

    const missing = await get(`${ENQUIRIES}/ENQ-ZZZZZZ`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'There is no enquiry ENQ-ZZZZZZ.' });
  });
});
