import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/db/seed/index';
import { DEMO_STAFF } from '../src/db/seed/demo-staff';
import { authTokens, staffUsers } from '../src/db/schema/index';
import { generateToken, hashToken } from '../src/lib/crypto';
import { TEST_DATABASES, useTestApp, type TestApp } from './helpers/app';

const LOGIN = '/api/v1/admin/login';
const LOGOUT = '/api/v1/admin/logout';
const ENQUIRIES = '/api/v1/admin/enquiries';
const BAD_CREDENTIALS = {
  message: 'The email address or password is not correct.',
  errors: { email: ['The email address or password is not correct.'] },
};

type LoginBody = { message: string; data: { token: string; name: string; role: string; expires_at: string } };

async function login(ctx: TestApp, email: string = DEMO_STAFF.email, password: string = DEMO_STAFF.password) {
  return ctx.app.inject({ method: 'POST', url: LOGIN, payload: { email, password } });
}

async function token(ctx: TestApp) {
  const response = await login(ctx);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LoginBody>().data.token;
}

const bearer = (value: string) => ({ authorization: `Bearer ${value}` });

describe.each(TEST_DATABASES)('back office sign-in (%s)', (driver) => {
  const ctx = useTestApp(driver);
  beforeAll(async () => {
    await seedDemoData(ctx.database.db);
  });

  it('seeds the demo staff account once, with an argon2id hash', async () => {
    expect(await seedDemoData(ctx.database.db)).toEqual({ staff: false });
    const rows = await ctx.database.db.select().from(staffUsers);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: DEMO_STAFF.email, role: 'staff' });
    expect(rows[0]!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('signs staff in with a 12-hour token, whatever the case of the e-mail address, storing only its hash', async () => {
    const response = await login(ctx, 'Staff@Example.ORG');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<LoginBody>();
    expect(body.data).toMatchObject({ name: 'Demo Staff', role: 'staff' });
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const hours = (Date.parse(body.data.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);

    const [stored] = await ctx.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(body.data.token)));
    expect(stored).toMatchObject({ subjectType: 'staff', revokedAt: null });
    const everything = JSON.stringify(await ctx.database.db.select().from(authTokens));
    expect(everything).not.toContain(body.data.token);
  });

  it('refuses a wrong password and an unknown address with the same 422, naming neither', async () => {
    const wrongPassword = await login(ctx, DEMO_STAFF.email, 'Wrong@Pass1');
    const unknownEmail = await login(ctx, 'nobody@example.org');
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(BAD_CREDENTIALS);
    }
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

  it('refuses a client token on the staff routes', async () => {
    const [staff] = await ctx.database.db.select().from(staffUsers);
    const { token: clientToken } = await ctx.app.authTokens.issue({ subjectType: 'client', subjectId: staff!.id, ttlMs: 60_000 });
    expect((await ctx.app.inject({ method: 'GET', url: ENQUIRIES, headers: bearer(clientToken) })).statusCode).toBe(401);
  });

  it('stops sign-in attempts on one account from one address after 20, with a plain 429', async () => {
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      expect((await login(ctx, 'guess@example.org', `Guess@${attempt}`)).statusCode).toBe(422);
    }
    const refused = await login(ctx, 'guess@example.org', 'Guess@21');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many sign-in attempts. Please wait 15 minutes and try again.' });
    // Other accounts are not locked out by someone guessing at this one.
    expect((await login(ctx)).statusCode).toBe(200);
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
    await seedDemoData(ctx.database.db);
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
