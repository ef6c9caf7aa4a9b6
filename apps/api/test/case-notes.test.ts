import {
  CASE_NOTE_CORRECTS_OTHER_CLIENT_MESSAGE,
  CASE_NOTE_IN_FUTURE_MESSAGE,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  ZCaseNoteResponseSchema,
  ZCaseNotesResponseSchema,
  type TCaseNote,
  type TCaseNotesResponse,
} from '@payee/contract';
import { ADMIN_MESSAGES } from '@payee/content/validation-admin';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/seed/index';
import { DEMO_CLIENT, DEMO_OVERDRAWN_CLIENT } from '../src/seed/demo-clients';
import { DEMO_STAFF } from '../src/seed/demo-staff';
import { auditEvents, caseNotes, clientUsers, enquiries, enquiryTypes } from '../src/db/schema/index';
import { TEST_DATABASES, useTestApp, type TestApp } from './helpers/app';
import { seedClients } from './helpers/clients';
import { queryCounter, routeStatements } from './helpers/query-count';
import { bearer, createStaffMember, signInStaff, testClock } from './helpers/staff';

const CLIENTS = '/api/v1/admin/clients';
const notesOf = (clientId: number) => `${CLIENTS}/${clientId}/notes`;

const idOf = async (ctx: TestApp, applicationCode: string) =>
  (await ctx.database.db.select({ id: clientUsers.id }).from(clientUsers).where(eq(clientUsers.applicationCode, applicationCode)))[0]!.id;

/** 11:00 on Monday 16 March 2026 in Michigan (EDT, UTC-4). */
const NOW = new Date('2026-03-16T15:00:00Z');

describe.each(TEST_DATABASES)('case notes and the contact log (%s)', (driver) => {
  const clock = testClock(NOW);
  const queries = queryCounter();
  const ctx = useTestApp(driver, { now: clock.now, queryLogger: queries.logger });
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

  const get = (url: string, token = staff) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  const post = (url: string, payload: object, token = staff) => ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const add = async (clientId: number, payload: object) => {
    const response = await post(notesOf(clientId), payload);
    expect(response.statusCode, response.body).toBe(201);
    expect(ZCaseNoteResponseSchema.safeParse(response.json()).success).toBe(true);
    return response.json<{ data: TCaseNote }>().data;
  };
  const list = async (clientId: number, query = '') => {
    const response = await get(`${notesOf(clientId)}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(ZCaseNotesResponseSchema.safeParse(response.json()).success).toBe(true);
    return response.json<TCaseNotesResponse>();
  };

  describe('adding and listing', () => {
    let call: TCaseNote;
    let visit: TCaseNote;
    let letter: TCaseNote;

    beforeAll(async () => {
      call = await add(maria, {
        kind: 'phone_call',
        contacted_at: '2026-03-16T09:30',
        text: 'Called about the rent: landlord paid on the 3rd.',
      });
      visit = await add(maria, {
        kind: 'visit',
        contacted_at: '2026-03-12T14:00',
        text: 'Home visit. Maria mentioned her Insulin prescription.',
      });
      letter = await add(maria, { kind: 'letter', contacted_at: '2026-03-14T10:15', text: 'Letter from SSA about the annual review.' });
    });

    it('keeps who wrote it (from the session), the contact time in the office zone and the text encrypted at rest', async () => {
      expect(call).toMatchObject({
        kind: 'phone_call',
        // 09:30 on the office's clock in March (EDT) is 13:30 UTC.
        contacted_at: '2026-03-16T13:30:00.000Z',
        text: 'Called about the rent: landlord paid on the 3rd.',
        written_by: { id: caseworker.id, name: 'Casey Worker' },
        written_at: NOW.toISOString(),
        corrects_note_id: null,
        corrected_by_note_id: null,
        enquiry: null,
      });
      const [stored] = await ctx.database.db.select().from(caseNotes).where(eq(caseNotes.id, call.id));
      expect(stored!.textEncrypted).toMatch(/^v2:/);
      expect(stored!.textEncrypted).not.toContain('rent');
    });

    it('lists the client’s notes newest contact first, with the total', async () => {
      const page = await list(maria);
      expect(page.data.map((note) => note.id)).toEqual([call.id, letter.id, visit.id]);
      expect(page.meta).toEqual({ page: 1, per_page: 10, total: 3, last_page: 1 });
    });

    it('pages', async () => {
      const first = await list(maria, '?per_page=2');
      const second = await list(maria, '?per_page=2&page=2');
      expect(first.data.map((note) => note.id)).toEqual([call.id, letter.id]);
      expect(second.data.map((note) => note.id)).toEqual([visit.id]);
      expect(second.meta).toEqual({ page: 2, per_page: 2, total: 3, last_page: 2 });
    });

    it('filters by kind', async () => {
      const visits = await list(maria, '?kind=visit');
      expect(visits.data.map((note) => note.id)).toEqual([visit.id]);
      expect(visits.meta.total).toBe(1);
    });

    it('searches the decrypted text in any case, with the kind filter and paging', async () => {
      expect((await list(maria, '?q=insulin')).data.map((note) => note.id)).toEqual([visit.id]);
      expect((await list(maria, '?q=SSA&kind=visit')).data).toEqual([]);
      const about = await list(maria, `?q=${encodeURIComponent('ABOUT')}&per_page=1&page=2`);
      expect(about.meta.total).toBe(2);
      expect(about.data.map((note) => note.id)).toEqual([letter.id]);
    });

    it('never lists another client’s notes', async () => {
      expect((await list(darnell)).data).toEqual([]);
    });

    it('reads one note by its id, wherever it falls in the pages, and never another client’s', async () => {
      const one = await list(maria, `?note_id=${visit.id}&per_page=1`);
      expect(one.data.map((note) => note.id)).toEqual([visit.id]);
      expect(one.meta.total).toBe(1);
      expect((await list(darnell, `?note_id=${visit.id}`)).data).toEqual([]);
      expect((await list(maria, `?note_id=${visit.id}&kind=letter`)).data).toEqual([]);
      const refused = await get(`${notesOf(maria)}?note_id=abc`);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.note_id).toEqual([ADMIN_MESSAGES.wholeNumber]);
    });

    it('reads a page in the same number of statements however many notes it holds', async () => {
      const small = await queries.count(() => list(maria, '?per_page=1'));
      const large = await queries.count(() => list(maria, '?per_page=50'));
      const searched = await queries.count(() => list(maria, '?q=the&per_page=50'));
      expect(routeStatements(large.statements).length).toBe(routeStatements(small.statements).length);
      expect(routeStatements(searched.statements).length).toBeLessThanOrEqual(routeStatements(small.statements).length);
    });

    it('writes one audit row per note, without its text', async () => {
      const rows = await ctx.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'client.case_note'), eq(auditEvents.recordId, String(visit.id))));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ staffUserId: caseworker.id, clientId: maria, recordType: 'case_note' });
      expect(rows[0]!.details).toEqual({ kind: 'visit', corrects_note_id: null, enquiry_id: null });
      expect(JSON.stringify(rows[0])).not.toContain('Insulin');
    });

    it('a correction is a new note; the old one names it', async () => {
      const fix = await add(maria, {
        kind: 'visit',
        contacted_at: '2026-03-16T10:00',
        text: 'Correction: the visit was on the 13th.',
        corrects_note_id: visit.id,
      });
      expect(fix.corrects_note_id).toBe(visit.id);
      const page = await list(maria, '?kind=visit');
      const old = page.data.find((note) => note.id === visit.id)!;
      expect(old.corrected_by_note_id).toBe(fix.id);
      expect(old.text).toBe('Home visit. Maria mentioned her Insulin prescription.');
    });

    it('refuses to correct another client’s note, or one that does not exist', async () => {
      const theirs = await add(darnell, { kind: 'other', contacted_at: '2026-03-15T08:00', text: 'Their note.' });
      const other = await post(notesOf(maria), { kind: 'other', contacted_at: '2026-03-16T08:00', text: 'x', corrects_note_id: theirs.id });
      expect(other.statusCode, other.body).toBe(422);
      expect(other.json().errors).toEqual({ corrects_note_id: [CASE_NOTE_CORRECTS_OTHER_CLIENT_MESSAGE] });
      const missing = await post(notesOf(maria), { kind: 'other', contacted_at: '2026-03-16T08:00', text: 'x', corrects_note_id: 999_999 });
      expect(missing.statusCode).toBe(422);
      expect(Object.keys(missing.json().errors)).toEqual(['corrects_note_id']);
    });

    it('the database refuses to change or remove a note, even outside the code, but lets a re-encryption through', async () => {
      const [before] = await ctx.database.db.select().from(caseNotes).where(eq(caseNotes.id, call.id));
      const sameKey = before!.textEncrypted.split(':').slice(0, 2).join(':');
      await expect(ctx.database.db.update(caseNotes).set({ kind: 'email' }).where(eq(caseNotes.id, call.id))).rejects.toThrow();
      // Other text under the same key: an edit, refused.
      await expect(
        ctx.database.db
          .update(caseNotes)
          .set({ textEncrypted: `${sameKey}:a:b:c` })
          .where(eq(caseNotes.id, call.id)),
      ).rejects.toThrow();
      await expect(ctx.database.db.delete(caseNotes).where(eq(caseNotes.id, call.id))).rejects.toThrow();
      await expect(ctx.database.db.execute(sql`truncate case_notes`)).rejects.toThrow();
      // Under another key id, every other column as it was: what keys:rotate does (db/at-rest.ts).
      const rekeyed = before!.textEncrypted.replace(/^v2:[^:]+:/, 'v2:other-key:');
      await ctx.database.db.update(caseNotes).set({ textEncrypted: rekeyed }).where(eq(caseNotes.id, call.id));
      const [after] = await ctx.database.db.select().from(caseNotes).where(eq(caseNotes.id, call.id));
      expect(after!.textEncrypted).toBe(rekeyed);
    });
  });

  it('keeps the enquiry a note was written from, and links back to it', async () => {
    const [type] = await ctx.database.db.select({ id: enquiryTypes.id }).from(enquiryTypes).limit(1);
    const [enquiry] = await ctx.database.db
      .insert(enquiries)
      .values({
        reference: 'ENQ-NOTE01',
        isClient: false,
        firstName: 'Ana',
        lastName: 'Diaz',
        email: 'ana@example.org',
        phoneNumber: '3135550100',
        enquiryTypeId: type!.id,
      })
      .returning({ id: enquiries.id });
    const note = await add(darnell, {
      kind: 'email',
      contacted_at: '2026-03-16T08:00',
      text: 'Answered by e-mail.',
      enquiry_id: enquiry!.id,
    });
    expect(note.enquiry).toEqual({ id: enquiry!.id, reference: 'ENQ-NOTE01' });
    const missing = await post(notesOf(darnell), { kind: 'email', contacted_at: '2026-03-16T08:00', text: 'x', enquiry_id: 999_999 });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['enquiry_id']);
  });

  it('writes a note once when the same Idempotency-Key is sent again (a retry after a lost answer)', async () => {
    const before = (await list(maria)).meta.total;
    const payload = { kind: 'phone_call', contacted_at: '2026-03-16T10:05', text: 'Asked whether the gas bill went out.' };
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: notesOf(maria),
        headers: { ...bearer(staff), [IDEMPOTENCY_KEY_HEADER]: 'note-retry-1' },
        payload,
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    const again = await send();
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(again.json().data.id).toBe(first.json().data.id);
    expect((await list(maria)).meta.total).toBe(before + 1);
  });

  it('answers 422 with field errors in the API’s shape', async () => {
    const response = await post(notesOf(maria), { kind: 'fax', contacted_at: '16/03/2026', text: '   ' });
    expect(response.statusCode).toBe(422);
    const body = response.json<{ message: string; errors: Record<string, string[]> }>();
    expect(typeof body.message).toBe('string');
    expect(body.errors).toEqual({
      kind: [ADMIN_MESSAGES.caseNoteKind],
      contacted_at: [ADMIN_MESSAGES.contactedAt],
      text: [ADMIN_MESSAGES.writeTheCaseNote],
    });
    const long = await post(notesOf(maria), { kind: 'other', contacted_at: '2026-03-16T08:00', text: 'x'.repeat(4001) });
    expect(Object.keys(long.json().errors)).toEqual(['text']);
    const future = await post(notesOf(maria), { kind: 'other', contacted_at: '2026-03-16T12:00', text: 'Not yet.' });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors).toEqual({ contacted_at: [CASE_NOTE_IN_FUTURE_MESSAGE] });
    const badKind = await get(`${notesOf(maria)}?kind=fax`);
    expect(badKind.statusCode).toBe(422);
    expect(Object.keys(badKind.json().errors)).toEqual(['kind']);
  });

  it('answers 404 for a client who does not exist', async () => {
    expect((await get(notesOf(999_999))).statusCode).toBe(404);
    expect((await post(notesOf(999_999), { kind: 'other', contacted_at: '2026-03-16T08:00', text: 'x' })).statusCode).toBe(404);
  });

  it('only caseworkers read and write notes: admins and finance without the role, and clients, are refused', async () => {
    for (const roles of [['admin'], ['finance']] as const) {
      const member = await createStaffMember(ctx, [...roles]);
      const token = (await signInStaff(ctx, member)).token;
      expect((await get(notesOf(maria), token)).statusCode, roles[0]).toBe(403);
      expect((await post(notesOf(maria), { kind: 'other', contacted_at: '2026-03-16T08:00', text: 'x' }, token)).statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: notesOf(maria) })).statusCode).toBe(401);
  });
});

describe.each(TEST_DATABASES)('demo case notes (%s)', (driver) => {
  const ctx = useTestApp(driver);

  it('gives Darnell a phone call, an e-mail from his enquiry and a correction, once', async () => {
    await seedDemoData(ctx.database.db, ctx.config.APP_ENCRYPTION_KEY);
    await seedDemoData(ctx.database.db, ctx.config.APP_ENCRYPTION_KEY);
    const darnell = await idOf(ctx, DEMO_OVERDRAWN_CLIENT.applicationCode);
    const staff = (await signInStaff(ctx, { email: DEMO_STAFF.email, password: DEMO_STAFF.password, totpSecret: DEMO_STAFF.totpSecret }))
      .token;
    const response = await ctx.app.inject({ method: 'GET', url: notesOf(darnell), headers: bearer(staff) });
    expect(response.statusCode, response.body).toBe(200);
    const notes = response.json<TCaseNotesResponse>().data;
    expect(notes.map((note) => note.kind)).toEqual(['phone_call', 'email', 'phone_call']);
    expect(notes[1]!.enquiry?.reference).toBe('ENQ-DEMPG4');
    expect(notes[2]!.corrected_by_note_id).toBe(notes[0]!.id);
  });
});
