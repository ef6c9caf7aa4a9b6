import { randomBytes } from 'node:crypto';
import { API_PATHS, API_PREFIX } from '@payee/contract';
import { eq, getTableName, type Table } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client';
import { clientUsers, programs } from '../src/db/schema/index';
import { DEMO_CLIENT } from '../src/seed/demo-clients';
import { SIGNED_OUT_MESSAGE, SESSION_EXPIRED_MESSAGE } from '../src/plugins/auth';
import { SESSION_CAPS } from '../src/modules/auth-tokens/service';
import { buildTestApp, openTestDatabase, TEST_DATABASES, type TestApp } from './helpers/app';
import { LOGOUT, bearer, createOtherClient, seedClients, tokenFor } from './helpers/clients';
import { call, createLedgerClient, staffWithToken } from './helpers/finance';
import { createStaffMember, signInStaff, staffToken, testClock } from './helpers/staff';

const PROGRAMS = `${API_PREFIX}/website/client/programs`;
const CHANGE_PASSWORD = `${API_PREFIX}/website/user/change-password`;
const STAFF_SESSION = `${API_PREFIX}/admin/session`;
const ENQUIRIES = `${API_PREFIX}/admin/enquiries`;
const MINUTE = 60_000;

/**
 * The tables a database handle's `select`s read, as the app makes them: a Drizzle API wrapped so that each
 * `select(...).from(table)` is written down.
 */
function readingTables(handle: DatabaseHandle) {
  const read: string[] = [];
  const db = new Proxy(handle.db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (key !== 'select' || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const builder = (value as (...parameters: unknown[]) => { from(table: Table): unknown }).apply(target, args);
        const from = builder.from.bind(builder);
        builder.from = (table: Table) => {
          read.push(getTableName(table));
          return from(table);
        };
        return builder;
      };
    },
  }) as Database;
  return { handle: { ...handle, db }, read };
}

/**
 * PostgreSQL: the handle's notifications reach the app 100 ms late (a slow network), each in its order, so that
 * only the barrier (a write's answer waits until every instance has heard) lets the next read see the change.
 */
function hearingLate(handle: DatabaseHandle): DatabaseHandle {
  const subscribe = handle.subscribe!;
  return {
    ...handle,
    subscribe: (options) =>
      subscribe({ ...options, onNotification: (notification) => setTimeout(() => options.onNotification(notification), 100) }),
  };
}

/**
 * Two instances of the server on one database (each its own app and memory and, on PostgreSQL, its own pool and
 * listening connection), as behind a load balancer, for the tests of a `describe`: `b` reads through a handle that
 * writes down the tables it reads (`readByB`), and with `hearsLate` (PostgreSQL) hears notifications 100 ms late.
 */
function useTwoInstances(driver: (typeof TEST_DATABASES)[number], now: () => Date, { hearsLate = false } = {}) {
  const instances = {} as {
    a: TestApp;
    b: TestApp;
    database: DatabaseHandle & { drop(): Promise<void>; url?: string };
    /** The tables B reads, since the last `splice`. */
    readByB: string[];
  };
  let secondPool: DatabaseHandle | undefined;

  beforeAll(async () => {
    instances.database = await openTestDatabase(driver);
    const { url } = instances.database;
    secondPool = url ? await openDatabase({ driver: 'postgres', connectionString: url, poolSize: 2 }) : undefined;
    const env = { APP_ENCRYPTION_KEY: randomBytes(32).toString('base64') };
    instances.a = await buildTestApp(driver, { env, now, database: instances.database });
    const watched = readingTables(secondPool ?? instances.database);
    instances.readByB = watched.read;
    const handle = secondPool && hearsLate ? hearingLate(watched.handle) : watched.handle;
    instances.b = await buildTestApp(driver, { env, now, database: handle });
  });

  afterAll(async () => {
    await instances.a?.close();
    await instances.b?.close();
    await secondPool?.close();
    await instances.database?.drop();
  });

  return instances;
}

/**
 * Issue 15: a signed-in read answers its token from memory, and whatever ends a session on one instance ends it
 * on every other before that instance answers again. Two instances of the server on one database (each its own
 * app and memory and, on PostgreSQL, its own pool and listening connection), as behind a load balancer.
 */
describe.each(TEST_DATABASES)('sessions kept in memory, ended everywhere at once (%s)', (driver) => {
  const clock = testClock(new Date('2026-05-04T10:00:00Z'));
  const instances = useTwoInstances(driver, clock.now);
  let a: TestApp;
  let b: TestApp;
  let readByB: string[];
  let staff: string;

  beforeAll(async () => {
    ({ a, b, readByB } = instances);
    await seedClients(a);
    staff = await staffToken(a);
  });

  const programs = (app: TestApp, token: string) => app.app.inject({ method: 'GET', url: PROGRAMS, headers: bearer(token) });
  const expectSignedOut = (response: Awaited<ReturnType<typeof programs>>) => {
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json()).toEqual({ message: SIGNED_OUT_MESSAGE });
  };

  it('answers a signed-in read without reading the token or the client again', async () => {
    const token = await tokenFor(a);
    readByB.splice(0);
    expect((await programs(b, token)).statusCode).toBe(200);
    expect(readByB).toEqual(expect.arrayContaining(['auth_tokens', 'client_users']));
    for (let request = 0; request < 3; request += 1) {
      readByB.splice(0);
      expect((await programs(b, token)).statusCode).toBe(200);
      expect(readByB).not.toContain('auth_tokens');
      expect(readByB).not.toContain('client_users');
    }
  });

  it('refuses on the other instance, at its very next request, a session signed out on one', async () => {
    const token = await tokenFor(a);
    expect((await programs(b, token)).statusCode).toBe(200);
    expect((await a.app.inject({ method: 'POST', url: LOGOUT, headers: bearer(token) })).statusCode).toBe(200);
    expectSignedOut(await programs(b, token));
    expectSignedOut(await programs(a, token));
  });

  it("ends a client's other sessions everywhere when they change their password, keeping the one that asked", async () => {
    await createOtherClient(a, { username: 'changes.password', ssn: '987654334', email: 'changes.password@example.org' });
    const asking = await tokenFor(a, 'changes.password', 'Other@Client1');
    const other = await tokenFor(a, 'changes.password', 'Other@Client1');
    for (const token of [asking, other]) expect((await programs(b, token)).statusCode).toBe(200);
    const changed = await a.app.inject({
      method: 'POST',
      url: CHANGE_PASSWORD,
      headers: bearer(asking),
      payload: {
        'g-recaptcha-response': 'dev-captcha:change_password',
        current_password: 'Other@Client1',
        password: 'Changed@2026',
        confirm_password: 'Changed@2026',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expectSignedOut(await programs(b, other));
    expect((await programs(b, asking)).statusCode).toBe(200);
  });

  it("ends a client's sessions everywhere when staff lock their sign-in", async () => {
    const id = await createOtherClient(a, { username: 'to.be.locked', ssn: '987654335', email: 'to.be.locked@example.org' });
    const token = await tokenFor(a, 'to.be.locked', 'Other@Client1');
    expect((await programs(b, token)).statusCode).toBe(200);
    const locked = await a.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/admin/clients/${id}/lock`,
      headers: bearer(staff),
      payload: { reason: 'Caller could not confirm their identity.' },
    });
    expect(locked.statusCode, locked.body).toBe(200);
    expectSignedOut(await programs(b, token));
  });

  it('ends the oldest session everywhere when a sign-in goes beyond the cap', async () => {
    const oldest = await tokenFor(a, DEMO_CLIENT.username, DEMO_CLIENT.password);
    expect((await programs(b, oldest)).statusCode).toBe(200);
    for (let session = 0; session < SESSION_CAPS.client; session += 1) await tokenFor(a, DEMO_CLIENT.username, DEMO_CLIENT.password);
    expectSignedOut(await programs(b, oldest));
  });

  it('judges a member of staff by new roles at their next request everywhere, and ends their sessions when deactivated', async () => {
    const member = await createStaffMember(a, ['caseworker']);
    const { token } = await signInStaff(a, member);
    expect((await b.app.inject({ method: 'GET', url: ENQUIRIES, headers: bearer(token) })).statusCode).toBe(200);
    const roles = await a.app.inject({
      method: 'PUT',
      url: `${API_PREFIX}/admin/staff/${member.id}/roles`,
      headers: bearer(staff),
      payload: { roles: ['finance'] },
    });
    expect(roles.statusCode, roles.body).toBe(200);
    expect((await b.app.inject({ method: 'GET', url: ENQUIRIES, headers: bearer(token) })).statusCode).toBe(403);

    expect((await b.app.inject({ method: 'GET', url: STAFF_SESSION, headers: bearer(token) })).statusCode).toBe(200);
    const deactivated = await a.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/admin/staff/${member.id}/deactivate`,
      headers: bearer(staff),
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    const refused = await b.app.inject({ method: 'GET', url: STAFF_SESSION, headers: bearer(token) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: SIGNED_OUT_MESSAGE });
  });

  it('counts the idle end from the last request on any instance', async () => {
    const token = await tokenFor(a);
    expect((await programs(b, token)).statusCode).toBe(200);
    clock.advance(20 * MINUTE);
    // A's request records the use (older than a minute); what B kept from 20 minutes ago must not outlive it.
    expect((await programs(a, token)).statusCode).toBe(200);
    clock.advance(15 * MINUTE);
    expect((await programs(b, token)).statusCode).toBe(200);
    clock.advance(31 * MINUTE);
    for (const app of [b, a]) {
      const idle = await programs(app, token);
      expect(idle.statusCode).toBe(401);
      expect(idle.json()).toEqual({ message: SESSION_EXPIRED_MESSAGE });
    }
  });
});

/**
 * Issue 15: a signed-in client's hot reads (programs, process, balance) from memory, and whatever changes them, on
 * any instance or outside the app, reaches every instance: at once for a change made through the app (its answer
 * waits for the barrier), a moment later for one made by a command or by hand.
 */
describe.each(TEST_DATABASES)("a client's hot reads kept in memory, dropped everywhere when they change (%s)", (driver) => {
  const clock = testClock(new Date('2026-05-04T10:00:00Z'));
  const instances = useTwoInstances(driver, clock.now, { hearsLate: true });
  let a: TestApp;
  let b: TestApp;
  let readByB: string[];
  let finance: string;
  let clientId: number;
  let token: string;

  beforeAll(async () => {
    ({ a, b, readByB } = instances);
    finance = (await staffWithToken(a, ['finance'])).token;
    clientId = await createLedgerClient(a, 'Reads');
    token = (await a.app.authTokens.issue({ subjectType: 'client', subjectId: clientId, ttlMs: 60 * MINUTE })).token;
  });

  const read = async (app: TestApp, url: string) => {
    const response = await app.app.inject({ method: 'GET', url: `${API_PREFIX}${url}`, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const balance = async (app: TestApp) => (await read(app, `${API_PATHS.accountBalance}?program_id=1`))[0].value;
  const currentProcess = async (app: TestApp) => (await read(app, API_PATHS.clientProcess)).current_process;
  const programNames = async (app: TestApp) => (await read(app, API_PATHS.clientPrograms)).map((program: { name: string }) => program.name);

  it('answers programs, process and balance from memory, reading no table at all', async () => {
    const first = [await programNames(b), await currentProcess(b), await balance(b)];
    for (let request = 0; request < 3; request += 1) {
      readByB.splice(0);
      expect([await programNames(b), await currentProcess(b), await balance(b)]).toEqual(first);
      expect(readByB).toEqual([]);
    }
  });

  it('shows a deposit posted on one instance in the balance on the other at its very next request', async () => {
    const before = await balance(b);
    const posted = await call(a, 'POST', '/deposits', finance, {
      client_id: clientId,
      source: 'social_security',
      amount: '125.50',
      received_on: '2026-05-01',
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(Number(await balance(b))).toBe(Number(before) + 125.5);
  });

  it('sees a change made outside the app (a command, SQL by hand) on every instance', async () => {
    expect(await currentProcess(b)).toBe('approved');
    await instances.database.db.update(clientUsers).set({ currentProcess: 'inProgress' }).where(eq(clientUsers.id, clientId));
    await expect.poll(() => currentProcess(b), { timeout: 5_000, interval: 20 }).toBe('inProgress');

    const names = await programNames(b);
    await instances.database.db.update(programs).set({ name: 'Renamed program' }).where(eq(programs.id, 1));
    await expect.poll(() => programNames(b), { timeout: 5_000, interval: 20 }).toEqual(names.map(() => 'Renamed program'));
  });
});
