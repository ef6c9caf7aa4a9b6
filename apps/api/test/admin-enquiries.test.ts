import { ZAdminEnquiryActionResponseSchema, ZAdminEnquiryDetailResponseSchema } from '@payee/contract';
import { SITE } from '@payee/content';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT } from '../src/seed/demo-clients';
import { DEMO_ENQUIRIES, seedDemoEnquiries } from '../src/seed/demo-enquiries';
import { auditEvents, clientUsers, emailOutbox, enquiries, enquiryThreadEntries } from '../src/db/schema/index';
import { TEST_DATABASES, useTestApp, type TestApp } from './helpers/app';
import { bearer, seedClients } from './helpers/clients';
import { readOutbox } from './helpers/outbox';
import { createStaffMember, signInStaff, staffToken } from './helpers/staff';

const ENQUIRIES = '/api/v1/admin/enquiries';

interface Detail {
  reference: string;
  status: string;
  matched_client: { id: number; name: string; application_code: string } | null;
  thread: {
    id: number;
    kind: string;
    text: string;
    written_by: { id: number | null; name: string };
    at: string;
    emailed_to: string | null;
  }[];
}

/** Sends a Contact Us enquiry as the public form does; answers its reference. */
async function sendEnquiry(ctx: TestApp, overrides: Record<string, unknown> = {}) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/website/enquiry',
    payload: {
      is_client: 0,
      first_name: 'Jane',
      last_name: 'Doe',
      email: 'jane.doe@example.org',
      phone_number: '3135550100',
      enquiry_type_id: 1,
      description: 'Where is my card?',
      'g-recaptcha-response': 'dev-captcha:enquiry',
      ...overrides,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { reference: string } }>().data.reference;
}

const auditOf = (ctx: TestApp, action: string, reference: string) =>
  ctx.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), sql`${auditEvents.details} ->> 'reference' = ${reference}`))
    .orderBy(auditEvents.id);

describe.each(TEST_DATABASES)('back office enquiries: status, match, notes and replies (%s)', (driver) => {
  const ctx = useTestApp(driver);
  let caseworker: Awaited<ReturnType<typeof createStaffMember>>;
  let staff: string;

  beforeAll(async () => {
    await seedClients(ctx);
    caseworker = await createStaffMember(ctx, ['caseworker'], 'Ena Worker');
    staff = (await signInStaff(ctx, caseworker)).token;
  });

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(staff) });
  const call = (method: 'POST' | 'PUT', url: string, payload?: object) => ctx.app.inject({ method, url, headers: bearer(staff), payload });
  const detail = async (reference: string) => {
    const response = await get(`${ENQUIRIES}/${reference}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(ZAdminEnquiryDetailResponseSchema.safeParse(response.json()).success).toBe(true);
    return { body: response.body, data: response.json<{ data: Detail }>().data };
  };

  describe('the inbox', () => {
    it('starts every enquiry as new and lists it by status, newest first, a page at a time', async () => {
      const first = await sendEnquiry(ctx, { first_name: 'Inbox1' });
      const second = await sendEnquiry(ctx, { first_name: 'Inbox2' });
      const third = await sendEnquiry(ctx, { first_name: 'Inbox3' });
      expect((await call('PUT', `${ENQUIRIES}/${second}/status`, { status: 'closed' })).statusCode).toBe(200);

      const news = (await get(`${ENQUIRIES}?status=new&per_page=100`)).json<{ data: { reference: string; status: string }[] }>().data;
      expect(news.map((row) => row.reference)).toEqual(expect.arrayContaining([third, first]));
      expect(news.map((row) => row.reference)).not.toContain(second);
      expect(news.every((row) => row.status === 'new')).toBe(true);
      expect(news.findIndex((row) => row.reference === third)).toBeLessThan(news.findIndex((row) => row.reference === first));

      const closed = (await get(`${ENQUIRIES}?status=closed`)).json<{ data: { reference: string }[]; meta: { total: number } }>();
      expect(closed.data.map((row) => row.reference)).toEqual([second]);
      expect(closed.meta).toEqual({ page: 1, per_page: 20, total: 1, last_page: 1 });

      const all = (await get(`${ENQUIRIES}?per_page=1&page=2`)).json<{ data: { reference: string }[]; meta: object }>();
      expect(all.data.map((row) => row.reference)).toEqual([second]);
      expect(all.meta).toMatchObject({ page: 2, per_page: 1, total: 3, last_page: 3 });

      for (const [query, field, message] of [
        ['status=done', 'status', 'Choose new, in_progress, closed.'],
        ['per_page=101', 'per_page', 'Enter a page size from 1 to 100.'],
        ['page=0', 'page', 'Enter a page number of 1 or more.'],
      ] as const) {
        const response = await get(`${ENQUIRIES}?${query}`);
        expect(response.statusCode, query).toBe(422);
        expect(response.json().errors).toEqual({ [field]: [message] });
      }
    });
  });

  describe('the enquiry and the client it matches', () => {
    it("names the client whose SSN a client's enquiry gives, never showing the SSN", async () => {
      const reference = await sendEnquiry(ctx, { is_client: 1, ssn: DEMO_CLIENT.ssn, first_name: 'Maria', last_name: 'Lopez' });
      const [maria] = await ctx.database.db.select().from(clientUsers).where(eq(clientUsers.applicationCode, DEMO_CLIENT.applicationCode));
      const { body, data } = await detail(reference);
      expect(data).toMatchObject({
        reference,
        is_client: 1,
        ssn_last4: '4320',
        status: 'new',
        matched_client: { id: maria!.id, name: 'Maria Lopez', application_code: DEMO_CLIENT.applicationCode },
        thread: [],
      });
      expect(body).not.toContain(DEMO_CLIENT.ssn);
    });

    it('matches no one for an SSN no client has, nor for an enquiry from someone who is not a client', async () => {
      expect((await detail(await sendEnquiry(ctx, { is_client: 1, ssn: '987659999' }))).data.matched_client).toBeNull();
      expect((await detail(await sendEnquiry(ctx))).data.matched_client).toBeNull();
    });

    it('answers 404 for an unknown reference', async () => {
      const response = await get(`${ENQUIRIES}/ENQ-ZZZZZZ`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'There is no enquiry ENQ-ZZZZZZ.' });
    });
  });

  describe('notes', () => {
    it('adds an internal note with who wrote it and when, sends nothing, and audits it (under the matched client too)', async () => {
      const reference = await sendEnquiry(ctx, { is_client: 1, ssn: DEMO_CLIENT.ssn });
      const mails = (await readOutbox(ctx.config.DATA_DIR)).length;
      const response = await call('POST', `${ENQUIRIES}/${reference.toLowerCase()}/notes`, { text: '  Called her back; card reissued.  ' });
      expect(response.statusCode, response.body).toBe(201);
      expect(ZAdminEnquiryActionResponseSchema.safeParse(response.json()).success).toBe(true);
      expect(response.json().message).toBe('Your note has been added.');
      const [note] = response.json<{ data: Detail }>().data.thread;
      expect(note).toEqual({
        id: expect.any(Number),
        kind: 'note',
        text: 'Called her back; card reissued.',
        written_by: { id: caseworker.id, name: 'Ena Worker' },
        at: expect.any(String),
        emailed_to: null,
      });
      expect((await readOutbox(ctx.config.DATA_DIR)).length).toBe(mails);
      // A note leaves the status alone.
      expect((await detail(reference)).data).toMatchObject({ status: 'new', thread: [note] });

      const [row] = await auditOf(ctx, 'enquiry.note', reference);
      const [maria] = await ctx.database.db.select().from(clientUsers).where(eq(clientUsers.applicationCode, DEMO_CLIENT.applicationCode));
      expect(row).toMatchObject({
        staffUserId: caseworker.id,
        clientId: maria!.id,
        recordType: 'enquiry',
        ip: '127.0.0.1',
        details: { reference, entry_id: note!.id },
      });
      // The trail says what was done, not what was written.
      expect(JSON.stringify(row)).not.toContain('card reissued');
    });

    it('refuses an empty or too long note with 422, and an unknown enquiry with 404', async () => {
      const reference = await sendEnquiry(ctx);
      for (const [payload, message] of [
        [{}, 'Write the note.'],
        [{ text: '   ' }, 'Write the note.'],
        [{ text: 'x'.repeat(2001) }, 'The note must be 2000 characters or fewer.'],
      ] as const) {
        const response = await call('POST', `${ENQUIRIES}/${reference}/notes`, payload);
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toEqual({ text: [message] });
      }
      expect((await detail(reference)).data.thread).toEqual([]);
      expect((await call('POST', `${ENQUIRIES}/ENQ-ZZZZZZ/notes`, { text: 'Hello' })).statusCode).toBe(404);
    });
  });

  describe('status', () => {
    it('moves an enquiry between new, in progress and closed, auditing each change; the same status again changes nothing', async () => {
      const reference = await sendEnquiry(ctx);
      const working = await call('PUT', `${ENQUIRIES}/${reference}/status`, { status: 'in_progress' });
      expect(working.statusCode, working.body).toBe(200);
      expect(working.json()).toMatchObject({ message: `Enquiry ${reference} is in progress.`, data: { reference, status: 'in_progress' } });
      const closed = await call('PUT', `${ENQUIRIES}/${reference}/status`, { status: 'closed' });
      expect(closed.json()).toMatchObject({ message: `Enquiry ${reference} is closed.`, data: { status: 'closed' } });
      expect((await call('PUT', `${ENQUIRIES}/${reference}/status`, { status: 'closed' })).statusCode).toBe(200);
      // Method override, as the web may send it.
      expect((await call('POST', `${ENQUIRIES}/${reference}/status?_method=PUT`, { status: 'new' })).json().data.status).toBe('new');

      const rows = await auditOf(ctx, 'enquiry.status_change', reference);
      expect(rows.map((row) => [row.details, row.staffUserId, row.ip])).toEqual([
        [{ reference, from: 'new', to: 'in_progress' }, caseworker.id, '127.0.0.1'],
        [{ reference, from: 'in_progress', to: 'closed' }, caseworker.id, '127.0.0.1'],
        [{ reference, from: 'closed', to: 'new' }, caseworker.id, '127.0.0.1'],
      ]);
    });

    it('refuses a status that is not one of the three with 422, and an unknown enquiry with 404', async () => {
      const reference = await sendEnquiry(ctx);
      for (const payload of [{}, { status: 'done' }]) {
        const response = await call('PUT', `${ENQUIRIES}/${reference}/status`, payload);
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toEqual({ status: ['Choose new, in_progress, closed.'] });
      }
      expect((await call('PUT', `${ENQUIRIES}/ENQ-ZZZZZZ/status`, { status: 'closed' })).statusCode).toBe(404);
    });
  });

  describe('replies', () => {
    it('e-mails the reply to the enquirer, keeps it in the thread, moves a new enquiry to in progress, and audits it', async () => {
      const reference = await sendEnquiry(ctx, { first_name: 'Rita', email: 'rita.reply@example.org' });
      const before = (await readOutbox(ctx.config.DATA_DIR)).length;
      const response = await call('POST', `${ENQUIRIES}/${reference}/reply`, {
        message: 'Your new card is on its way.\n\nIt should arrive within 5 working days.',
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().message).toBe('Your reply is saved and is being emailed to rita.reply@example.org.');
      const data = response.json<{ data: Detail }>().data;
      expect(data.status).toBe('in_progress');
      expect(data.thread).toEqual([
        {
          id: expect.any(Number),
          kind: 'reply',
          text: 'Your new card is on its way.\n\nIt should arrive within 5 working days.',
          written_by: { id: caseworker.id, name: 'Ena Worker' },
          at: expect.any(String),
          emailed_to: 'rita.reply@example.org',
        },
      ]);

      const mails = (await readOutbox(ctx.config.DATA_DIR)).slice(before);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail!.to).toEqual(['rita.reply@example.org']);
      expect(mail!.replyTo).toEqual([ctx.config.OFFICE_EMAIL]);
      expect(mail!.subject).toBe(`Our reply to your enquiry (${reference})`);
      expect(mail!.text).toContain('Dear Rita,');
      expect(mail!.text).toContain('Your new card is on its way.');
      expect(mail!.text).toContain('It should arrive within 5 working days.');
      expect(mail!.text).toContain(SITE.office.phone);

      const [row] = await auditOf(ctx, 'enquiry.reply', reference);
      expect(row).toMatchObject({
        staffUserId: caseworker.id,
        recordType: 'enquiry',
        ip: '127.0.0.1',
        details: { reference, entry_id: data.thread[0]!.id, from: 'new', to: 'in_progress' },
      });
    });

    it('leaves a closed enquiry closed', async () => {
      const reference = await sendEnquiry(ctx);
      await call('PUT', `${ENQUIRIES}/${reference}/status`, { status: 'closed' });
      const response = await call('POST', `${ENQUIRIES}/${reference}/reply`, { message: 'One more thing: we are open on Saturday.' });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data.status).toBe('closed');
    });

    it('refuses an empty or too long reply with 422, sending nothing, and an unknown enquiry with 404', async () => {
      const reference = await sendEnquiry(ctx);
      const before = (await readOutbox(ctx.config.DATA_DIR)).length;
      for (const [payload, message] of [
        [{}, 'Write the reply.'],
        [{ message: ' ' }, 'Write the reply.'],
        [{ message: 'x'.repeat(5001) }, 'The reply must be 5000 characters or fewer.'],
      ] as const) {
        const response = await call('POST', `${ENQUIRIES}/${reference}/reply`, payload);
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toEqual({ message: [message] });
      }
      expect((await readOutbox(ctx.config.DATA_DIR)).length).toBe(before);
      expect((await call('POST', `${ENQUIRIES}/ENQ-ZZZZZZ/reply`, { message: 'Hello' })).statusCode).toBe(404);
    });
  });
});

describe.each(TEST_DATABASES)('a reply when the mail server fails (%s)', (driver) => {
  const ctx = useTestApp(driver, { env: { SMTP_URL: 'smtp://127.0.0.1:1' } });

  it('stores the reply and keeps its e-mail in the outbox, to be sent again later (never a 503)', async () => {
    const staff = await staffToken(ctx);
    const reference = await sendEnquiry(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${ENQUIRIES}/${reference}/reply`,
      headers: bearer(staff),
      payload: { message: 'This will arrive later.' },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.database.db.select().from(enquiries).where(eq(enquiries.reference, reference));
    expect(row!.status).toBe('in_progress');
    expect(await ctx.database.db.select().from(enquiryThreadEntries).where(eq(enquiryThreadEntries.enquiryId, row!.id))).toHaveLength(1);
    await ctx.app.outbox.deliverDue();
    const [waiting] = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'enquiry-reply'));
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lastError: 'ESOCKET' });
  });
});

describe.each(TEST_DATABASES)('the demo enquiries (%s)', (driver) => {
  const ctx = useTestApp(driver);

  it('are in every status, one matched to Maria, with notes and replies by the demo staff, added once', async () => {
    const staff = await staffToken(ctx);
    await seedClients(ctx);
    expect(await seedDemoEnquiries(ctx.database.db, ctx.config.APP_ENCRYPTION_KEY)).toBe(DEMO_ENQUIRIES.length);
    expect(await seedDemoEnquiries(ctx.database.db, ctx.config.APP_ENCRYPTION_KEY)).toBe(0);
    const list = await ctx.app.inject({ method: 'GET', url: `${ENQUIRIES}?per_page=100`, headers: bearer(staff) });
    const statuses = list.json<{ data: { status: string }[] }>().data.map((row) => row.status);
    expect(new Set(statuses)).toEqual(new Set(['new', 'in_progress', 'closed']));
    const matched = await ctx.app.inject({ method: 'GET', url: `${ENQUIRIES}/ENQ-DEMNW3`, headers: bearer(staff) });
    expect(matched.json().data.matched_client).toMatchObject({ name: 'Maria Lopez' });
    const inProgress = await ctx.app.inject({ method: 'GET', url: `${ENQUIRIES}/ENQ-DEMPG4`, headers: bearer(staff) });
    expect(
      inProgress.json().data.thread.map((entry: { kind: string; written_by: { name: string } }) => [entry.kind, entry.written_by.name]),
    ).toEqual([
      ['note', 'Demo Staff'],
      ['reply', 'Demo Staff'],
    ]);
  });
});
