import {
  CLIENT_SIGN_IN_HISTORY_LENGTH,
  LOCK_REASON_MESSAGE,
  SSN_SEARCH_MESSAGE,
  STAFF_REASON_TOO_SHORT_MESSAGE,
  ZAdminClientProfileResponseSchema,
  ZAdminClientSearchResponseSchema,
  type TAdminClientProfile,
} from '@payee/contract';
import { SITE } from '@payee/content';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT, DEMO_OVERDRAWN_CLIENT } from '../src/seed/demo-clients';
import { auditEvents, authTokens, clientUsers, ledgerTransactions } from '../src/db/schema/index';
import { TEST_DATABASES, useTestApp, type TestApp } from './helpers/app';
import { bearer, createOtherClient, loginByUsername, seedClients, tokenFor } from './helpers/clients';
import { decide, freshApplicant, submittedApplication } from './helpers/intake';
import { readOutbox } from './helpers/outbox';
import { submittedOnboarding } from './helpers/onboarding';
import { createStaffMember, signInStaff } from './helpers/staff';

const CLIENTS = '/api/v1/admin/clients';
const PROGRAMS = '/api/v1/website/client/programs';

interface SearchBody {
  data: { id: number; name: string; username: string | null; status: string; ssn_masked: string; programs: { id: number }[] }[];
  meta: { page: number; per_page: number; total: number; last_page: number };
}

const auditRows = (ctx: TestApp, action: string, clientId: number) =>
  ctx.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.clientId, clientId)))
    .orderBy(auditEvents.id);

const idOf = async (ctx: TestApp, applicationCode: string) =>
  (await ctx.database.db.select({ id: clientUsers.id }).from(clientUsers).where(eq(clientUsers.applicationCode, applicationCode)))[0]!.id;

describe.each(TEST_DATABASES)('back office clients (%s)', (driver) => {
  const ctx = useTestApp(driver);
  let caseworker: Awaited<ReturnType<typeof createStaffMember>>;
  let staff: string;
  let maria: number;
  let darnell: number;

  beforeAll(async () => {
    await seedClients(ctx);
    caseworker = await createStaffMember(ctx, ['caseworker'], 'Casey Worker');
    staff = (await signInStaff(ctx, caseworker)).token;
    maria = await idOf(ctx, DEMO_CLIENT.applicationCode);
    darnell = await idOf(ctx, DEMO_OVERDRAWN_CLIENT.applicationCode);
  });

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(staff) });
  const post = (url: string, payload?: object) => ctx.app.inject({ method: 'POST', url, headers: bearer(staff), payload });
  const search = async (q: string, extra = '') => {
    const response = await get(`${CLIENTS}?q=${encodeURIComponent(q)}${extra}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SearchBody>();
  };
  const profile = async (id: number) => {
    const response = await get(`${CLIENTS}/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(ZAdminClientProfileResponseSchema.safeParse(response.json()).success).toBe(true);
    return { body: response.body, data: response.json<{ data: TAdminClientProfile }>().data };
  };

  describe('search', () => {
    it('finds a client by part of the name in any case, with or without the middle name, the SSN masked', async () => {
      for (const q of ['lopez', 'MARIA LOP', 'ria  lo']) {
        const body = await search(q);
        expect(
          body.data.map((row) => row.name),
          q,
        ).toEqual(['Maria Lopez']);
      }
      const response = await get(`${CLIENTS}?q=lopez`);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(ZAdminClientSearchResponseSchema.safeParse(response.json()).success).toBe(true);
      expect(response.json().data[0]).toMatchObject({
        id: maria,
        name: 'Maria Lopez',
        username: DEMO_CLIENT.username,
        application_code: DEMO_CLIENT.applicationCode,
        status: 'active',
        process_type: 'client',
        current_process: 'approved',
        programs: [
          { id: 1, name: expect.any(String), status: 1 },
          { id: 2, name: 'Money Management Program', short_name: 'MMP', status: 0 },
        ],
        ssn_masked: '***-**-4320',
        created_at: expect.any(String),
      });
      expect(response.body).not.toContain(DEMO_CLIENT.ssn);
      expect(response.body).not.toContain(DEMO_CLIENT.dateOfBirth);
    });

    it('finds a client by username and by application code (whole or in part, any case)', async () => {
      expect((await search('darnell.price')).data.map((row) => row.id)).toEqual([darnell]);
      expect((await search(DEMO_OVERDRAWN_CLIENT.applicationCode)).data.map((row) => row.id)).toEqual([darnell]);
      expect((await search(DEMO_OVERDRAWN_CLIENT.applicationCode.slice(-6).toLowerCase())).data.map((row) => row.id)).toEqual([darnell]);
    });

    it('finds a client by the last four digits of the SSN, and only by those', async () => {
      const body = await search('4326');
      expect(body.data.map((row) => [row.id, row.ssn_masked])).toEqual([[darnell, '***-**-4326']]);
      // An onboarding client, found the same way, with the onboarding status.
      expect((await search('4321')).data.map((row) => [row.name, row.status])).toEqual([['James Carter', 'onboarding']]);
      expect((await search('9999')).data).toEqual([]);
    });

    it('refuses a longer run of digits (an SSN in full would be in the address and the logs), and other bad queries, with 422', async () => {
      for (const q of [DEMO_CLIENT.ssn, '987-65-4320', '98765']) {
        const response = await get(`${CLIENTS}?q=${encodeURIComponent(q)}`);
        expect(response.statusCode, q).toBe(422);
        expect(response.json().errors).toEqual({ q: [SSN_SEARCH_MESSAGE] });
      }
      expect((await get(`${CLIENTS}?q=${'a'.repeat(101)}`)).json().errors).toEqual({ q: ['The search must be 100 characters or fewer.'] });
      expect((await get(`${CLIENTS}?per_page=101`)).json().errors).toEqual({ per_page: ['Enter a page size from 1 to 100.'] });
      expect((await get(`${CLIENTS}?page=0`)).json().errors).toEqual({ page: ['Enter a page number of 1 or more.'] });
    });

    it('matches the characters % and _ literally', async () => {
      expect((await search('%')).data).toEqual([]);
      expect((await search('_')).data).toEqual([]);
    });

    it('lists every client by last name without a query, a page at a time', async () => {
      const [counted] = await ctx.database.db.select({ total: sql<number>`count(*)::int` }).from(clientUsers);
      const total = counted!.total;
      const all = await search('', '&per_page=100');
      expect(all.meta).toEqual({ page: 1, per_page: 100, total, last_page: 1 });
      const names = all.data.map((row) => row.name.split(' ').at(-1)!);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      const second = await search('', '&per_page=2&page=2');
      expect(second.meta).toEqual({ page: 2, per_page: 2, total, last_page: Math.ceil(total / 2) });
      expect(second.data.map((row) => row.id)).toEqual(all.data.slice(2, 4).map((row) => row.id));
    });

    it('finds a full name with its middle name and suffix, and never across two of name, username and code', async () => {
      const oscar = await createOtherClient(ctx, {
        username: 'oscar.named',
        ssn: '987650416',
        applicationCode: 'APP-QNC226',
        middleName: 'Quincy',
        suffix: 'Jr',
      });
      for (const q of ['oscar quincy other jr', 'OSCAR OTHER', 'cy  Other J', 'car.NAMED', 'qnc226']) {
        expect(
          (await search(q)).data.map((row) => row.id),
          q,
        ).toEqual([oscar]);
      }
      // The full name's end and the username's start, the username's end and the code's start: no client.
      expect((await search('jr oscar')).data).toEqual([]);
      expect((await search('lopez maria')).data).toEqual([]);
      expect((await search('named app')).data).toEqual([]);
    });
  });

  describe('profile', () => {
    it("shows an active client's identity (SSN masked, birth year only), programs with balances and sign-ins", async () => {
      // Two sign-in attempts, the newest first in the history.
      await loginByUsername(ctx, DEMO_OVERDRAWN_CLIENT.username, 'Wrong@Pass1');
      await tokenFor(ctx, DEMO_OVERDRAWN_CLIENT.username, DEMO_OVERDRAWN_CLIENT.password);

      const { body, data } = await profile(darnell);
      expect(data).toMatchObject({
        id: darnell,
        application_code: DEMO_OVERDRAWN_CLIENT.applicationCode,
        status: 'active',
        process_type: 'client',
        identity: {
          title: 'Mr.',
          first_name: 'Darnell',
          last_name: 'Price',
          name: 'Darnell Price',
          username: DEMO_OVERDRAWN_CLIENT.username,
          email: DEMO_OVERDRAWN_CLIENT.email,
          phone: DEMO_OVERDRAWN_CLIENT.phone,
          ssn_masked: '***-**-4326',
          date_of_birth_masked: '**/**/1961',
          age: expect.any(Number),
          address: null,
        },
        contacts: [],
        benefits: [],
        bills: [],
        documents: [],
        applications: [],
        onboarding: { actions: [] },
        lock: { is_locked: false, locked_at: null, locked_by: null, reason: null, failed_sign_ins_locked_until: null },
      });
      const born = new Date(DEMO_OVERDRAWN_CLIENT.dateOfBirth);
      expect(data.identity.age).toBeGreaterThanOrEqual(new Date().getUTCFullYear() - born.getUTCFullYear() - 1);
      // The balance is the ledger's sum, below zero here, as a decimal string and in cents.
      const [summed] = await ctx.database.db
        .select({ cents: sql<string>`sum(${ledgerTransactions.amountCents})::text` })
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.clientId, darnell));
      const cents = summed!.cents;
      expect(Number(cents)).toBeLessThan(0);
      expect(data.programs).toEqual([
        {
          id: 1,
          name: expect.any(String),
          short_name: 'RPP',
          status: 1,
          enrolled_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          balance: { value: `-${(Math.abs(Number(cents)) / 100).toFixed(2)}`, value_cents: Number(cents) },
        },
      ]);
      expect(data.sign_ins.slice(0, 2)).toEqual([
        { at: expect.any(String), ip: '127.0.0.1', method: 'username', outcome: 'success', is_success: true },
        { at: expect.any(String), ip: '127.0.0.1', method: 'username', outcome: 'bad_credentials', is_success: false },
      ]);
      expect(body).not.toContain(DEMO_OVERDRAWN_CLIENT.ssn);
      expect(body).not.toContain(DEMO_OVERDRAWN_CLIENT.dateOfBirth);
      expect(body).not.toContain('Wrong@Pass1');
    });

    it(`shows the last ${CLIENT_SIGN_IN_HISTORY_LENGTH} sign-ins only, and a lock-out of five wrong passwords until when it lifts`, async () => {
      const id = await createOtherClient(ctx, { username: 'often.wrong', ssn: '987650411', applicationCode: 'APP-WRG226' });
      for (let attempt = 0; attempt < CLIENT_SIGN_IN_HISTORY_LENGTH + 2; attempt += 1)
        await loginByUsername(ctx, 'often.wrong', 'Wrong@Pass1');
      const { data } = await profile(id);
      expect(data.sign_ins).toHaveLength(CLIENT_SIGN_IN_HISTORY_LENGTH);
      expect(data.sign_ins[0]!.outcome).toBe('throttled');
      expect(data.lock).toMatchObject({ is_locked: false, failed_sign_ins_locked_until: expect.any(String) });
      const minutes = (Date.parse(data.lock.failed_sign_ins_locked_until!) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(10);
      expect(minutes).toBeLessThanOrEqual(15);
    });

    it("shows an onboarding client's contacts, benefits, bills, files (staff download routes) and onboarding history", async () => {
      const client = await submittedOnboarding(ctx);
      const { data } = await profile(client.id);
      expect(data).toMatchObject({ status: 'onboarding', current_process: 'inProgress', applications: [] });
      expect(data.contacts.map((contact: { name: string }) => contact.name)).toEqual(['Dr. Anita Patel', 'Sam Lee']);
      expect(data.benefits.map((benefit: { amount: string }) => benefit.amount)).toEqual(['943.10', '0.00']);
      expect(data.bills.map((bill: { amount: string }) => bill.amount)).toEqual(['650.00', '82.45', '19.99']);
      expect(data.documents.map((document: { kind: string; label: string }) => [document.kind, document.label])).toEqual([
        ['photo', 'Profile photo'],
        ['bill', 'Bill: Rent'],
        ['bill', 'Bill: Utilities'],
        ['bill', 'Bill: Wages'],
      ]);
      for (const document of data.documents as { file_path: string; original_name: string }[]) {
        expect(document.file_path).toMatch(new RegExp(`^/api/v1/admin/onboarding/${client.code}/`));
        const file = await get(document.file_path);
        expect(file.statusCode, document.file_path).toBe(200);
        expect(file.headers['content-disposition']).toContain('attachment');
      }
      expect(data.onboarding).toMatchObject({
        path: `/api/v1/admin/onboarding/${client.code}`,
        submitted_at: expect.any(String),
        actions: [{ action: 'submit', acted_by: expect.stringContaining('Nora') }],
      });
      // Never the medical details nor the identifier numbers: those live in the onboarding record.
      expect(JSON.stringify(data)).not.toContain('Type 2 diabetes');
      expect(JSON.stringify(data)).not.toContain('P1234567');
    });

    it("shows an applicant's application with its decisions, the SSA documents and the address from the form", async () => {
      const applicant = await submittedApplication(ctx, freshApplicant());
      expect((await decide(ctx, staff, applicant.code, { decision: 'reject', reasons: ['Sign the SSA-1696.'] })).statusCode).toBe(200);
      const id = await idOf(ctx, applicant.code);
      const { body, data } = await profile(id);
      expect(data).toMatchObject({
        status: 'applicant',
        process_type: 'intake',
        current_process: 'rejected',
        identity: {
          name: 'Grace Ann Miller Sr.',
          date_of_birth_masked: '**/**/1950',
          address: {
            line_1: '1200 Washington Ave',
            line_2: 'Apt 4',
            city_name: 'Lansing',
            county: 'Ingham',
            state: 'Michigan',
            zip_code: '48933',
            country: 'United States',
            is_international: 0,
          },
        },
        applications: [
          {
            id: applicant.id,
            application_code: applicant.code,
            status: { id: 5, name: expect.any(String) },
            is_draft: false,
            submitted_at: expect.any(String),
            path: `/api/v1/admin/intake/${applicant.code}`,
            decisions: [
              { decision: 'reject', decided_by: 'Casey Worker', decided_at: expect.any(String), reasons: ['Sign the SSA-1696.'] },
            ],
          },
        ],
        onboarding: null,
      });
      expect(data.documents.map((document: { label: string }) => document.label)).toEqual(['SSA-623', 'SSA-11', 'SSA-1696']);
      for (const document of data.documents as { file_path: string; uploaded_at: string }[]) {
        expect(document.uploaded_at).toEqual(expect.any(String));
        expect((await get(document.file_path)).statusCode, document.file_path).toBe(200);
      }
      expect(body).not.toContain('987000');
      expect(body).not.toContain('1950-06-15');
    });

    it('answers 404 for a client that does not exist and 422 for an id that is not a number', async () => {
      const missing = await get(`${CLIENTS}/999999`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'There is no client 999999.' });
      expect((await get(`${CLIENTS}/maria`)).statusCode).toBe(422);
    });
  });

  describe('locking the sign-in', () => {
    it('locks until unlocked: the sessions end at once, sign-in is refused, and both actions are audited', async () => {
      const id = await createOtherClient(ctx, {
        username: 'to.lock',
        ssn: '987650412',
        applicationCode: 'APP-LCK226',
        email: 'to.lock@example.org',
      });
      const session = await tokenFor(ctx, 'to.lock', 'Other@Client1');
      expect((await ctx.app.inject({ method: 'GET', url: PROGRAMS, headers: bearer(session) })).statusCode).toBe(200);

      const locked = await post(`${CLIENTS}/${id}/lock`, { reason: '  Caller could not confirm their identity.  ' });
      expect(locked.statusCode, locked.body).toBe(200);
      expect(locked.json()).toEqual({
        message: 'Oscar Other can no longer sign in, and every session of theirs has ended.',
        data: {
          is_locked: true,
          locked_at: expect.any(String),
          locked_by: { id: caseworker.id, name: 'Casey Worker' },
          reason: 'Caller could not confirm their identity.',
          failed_sign_ins_locked_until: null,
        },
      });
      // The session ended in the database, and it no longer works.
      const live = await ctx.database.db
        .select()
        .from(authTokens)
        .where(and(eq(authTokens.subjectType, 'client'), eq(authTokens.subjectId, id), sql`${authTokens.revokedAt} is null`));
      expect(live).toEqual([]);
      expect((await ctx.app.inject({ method: 'GET', url: PROGRAMS, headers: bearer(session) })).statusCode).toBe(401);

      // The right password is refused, saying whom to call; a wrong one gets the usual answer (the lock is not told).
      const refused = await loginByUsername(ctx, 'to.lock', 'Other@Client1');
      expect(refused.statusCode).toBe(403);
      const lockedMessage = `Your account is locked, so you cannot sign in. Please call us at ${SITE.office.phone} and we will help you.`;
      expect(refused.json()).toEqual({ message: lockedMessage, warning: lockedMessage });
      const wrong = await loginByUsername(ctx, 'to.lock', 'Wrong@Pass1');
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().message).toContain('The username or password is not correct.');
      // A token issued some other way is refused too.
      const slipped = (await ctx.app.authTokens.issue({ subjectType: 'client', subjectId: id, ttlMs: 60_000 })).token;
      expect((await ctx.app.inject({ method: 'GET', url: PROGRAMS, headers: bearer(slipped) })).statusCode).toBe(401);

      const { data } = await profile(id);
      expect(data.status).toBe('locked');
      expect(data.lock).toMatchObject({ is_locked: true, reason: 'Caller could not confirm their identity.' });
      expect(data.sign_ins.slice(0, 2).map((attempt: { outcome: string }) => attempt.outcome)).toEqual(['bad_credentials', 'locked']);
      expect((await search('to.lock')).data[0]!.status).toBe('locked');

      const again = await post(`${CLIENTS}/${id}/lock`, { reason: 'Locking twice.' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: "This client's sign-in is already locked." });

      const unlocked = await post(`${CLIENTS}/${id}/unlock`, { reason: 'Identity confirmed at the office.' });
      expect(unlocked.statusCode, unlocked.body).toBe(200);
      expect(unlocked.json()).toEqual({
        message: 'Oscar Other can sign in again.',
        data: { is_locked: false, locked_at: null, locked_by: null, reason: null, failed_sign_ins_locked_until: null },
      });
      expect((await loginByUsername(ctx, 'to.lock', 'Other@Client1')).statusCode).toBe(200);
      expect((await profile(id)).data.status).toBe('active');
      const notLocked = await post(`${CLIENTS}/${id}/unlock`);
      expect(notLocked.statusCode).toBe(409);
      expect(notLocked.json()).toEqual({ message: "This client's sign-in is not locked." });

      const rows = [...(await auditRows(ctx, 'client.lock', id)), ...(await auditRows(ctx, 'client.unlock', id))];
      expect(rows.map((row) => [row.action, row.staffUserId, row.recordType, row.recordId, row.ip, row.reason])).toEqual([
        ['client.lock', caseworker.id, 'client_user', String(id), '127.0.0.1', 'Caller could not confirm their identity.'],
        ['client.unlock', caseworker.id, 'client_user', String(id), '127.0.0.1', 'Identity confirmed at the office.'],
      ]);
    });

    it('needs a reason of 5 to 500 characters to lock (none to unlock), and answers 404 for an unknown client', async () => {
      const id = await createOtherClient(ctx, { username: 'lock.rules', ssn: '987650413', applicationCode: 'APP-LKR226' });
      for (const [payload, message] of [
        [undefined, LOCK_REASON_MESSAGE],
        [{}, LOCK_REASON_MESSAGE],
        [{ reason: '   ' }, LOCK_REASON_MESSAGE],
        [{ reason: ' abc ' }, STAFF_REASON_TOO_SHORT_MESSAGE],
        [{ reason: 'x'.repeat(501) }, 'The reason must be 500 characters or fewer.'],
      ] as const) {
        const response = await post(`${CLIENTS}/${id}/lock`, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(422);
        expect(response.json().errors).toEqual({ reason: [message] });
      }
      expect((await profile(id)).data.lock.is_locked).toBe(false);
      expect(await auditRows(ctx, 'client.lock', id)).toEqual([]);
      expect((await post(`${CLIENTS}/999999/lock`, { reason: 'No such client.' })).statusCode).toBe(404);
      expect((await post(`${CLIENTS}/999999/unlock`)).statusCode).toBe(404);

      // Unlocking takes an empty body.
      expect((await post(`${CLIENTS}/${id}/lock`, { reason: 'Asked by their guardian.' })).statusCode).toBe(200);
      const unlocked = await ctx.app.inject({ method: 'POST', url: `${CLIENTS}/${id}/unlock`, headers: bearer(staff) });
      expect(unlocked.statusCode, unlocked.body).toBe(200);
      expect((await auditRows(ctx, 'client.unlock', id))[0]!.reason).toBeNull();
    });

    it('does not lock when the audit row cannot be written: the lock, the ended sessions and the row commit together', async () => {
      const id = await createOtherClient(ctx, { username: 'no.audit', ssn: '987650414', applicationCode: 'APP-NAU226' });
      const session = await tokenFor(ctx, 'no.audit', 'Other@Client1');
      await ctx.database.db.execute(
        sql`alter table audit_events add constraint test_refuses_locks check (action <> 'client.lock') not valid`,
      );
      try {
        expect((await post(`${CLIENTS}/${id}/lock`, { reason: 'The trail is broken.' })).statusCode).toBe(500);
      } finally {
        await ctx.database.db.execute(sql`alter table audit_events drop constraint test_refuses_locks`);
      }
      expect((await profile(id)).data.lock.is_locked).toBe(false);
      expect((await ctx.app.inject({ method: 'GET', url: PROGRAMS, headers: bearer(session) })).statusCode).toBe(200);
    });
  });

  describe('password-reset link', () => {
    it('e-mails the link "Forgot password" sends, answers the masked address, and is audited', async () => {
      const before = (await readOutbox(ctx.config.DATA_DIR)).length;
      const response = await post(`${CLIENTS}/${maria}/password-reset`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: 'We have emailed a password reset link to m***@example.org. It works for 60 minutes.' });
      const mails = (await readOutbox(ctx.config.DATA_DIR)).slice(before);
      expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
        [[DEMO_CLIENT.email], 'Reset your password for Access Payee Services'],
      ]);
      const token = new RegExp(`${ctx.config.PUBLIC_BASE_URL}/auth/password/reset/([A-Za-z0-9_-]{43})`).exec(mails[0]!.text)?.[1];
      expect(token).toBeDefined();
      // The link is a real one: the reset page accepts it.
      const check = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/website/reset-credential/check',
        payload: { credential_type: 'password', token },
      });
      expect(check.statusCode, check.body).toBe(200);
      const [row] = await auditRows(ctx, 'client.password_reset_link', maria);
      expect(row).toMatchObject({ staffUserId: caseworker.id, recordType: 'client_user', recordId: String(maria), ip: '127.0.0.1' });
      expect(JSON.stringify(row)).not.toContain(token!);
    });

    it('answers 409 for a client without an e-mail address, and 404 for an unknown one', async () => {
      const id = await createOtherClient(ctx, { username: 'no.email', ssn: '987650415', applicationCode: 'APP-NEM226', email: null });
      const response = await post(`${CLIENTS}/${id}/password-reset`);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'This client has no email address on file, so no link can be sent.' });
      expect(await auditRows(ctx, 'client.password_reset_link', id)).toEqual([]);
      expect((await post(`${CLIENTS}/999999/password-reset`)).statusCode).toBe(404);
    });
  });
});
