import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import {
  MAX_UPLOAD_BYTES,
  ZApiErrorBodySchema,
  ZClientDocumentResponseSchema,
  ZClientDocumentsResponseSchema,
  type TClientDocument,
  type TClientDocumentsResponse,
} from '@payee/contract';
import { ADMIN_MESSAGES } from '@payee/content/validation-admin';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT, DEMO_OVERDRAWN_CLIENT } from '../src/seed/demo-clients';
import { demoPdf, demoPng } from '../src/seed/demo-documents';
import { auditEvents, clientDocuments, clientUsers } from '../src/db/schema/index';
import { looksEncrypted } from '../src/lib/storage/file-encryption';
import { storageKey } from '../src/lib/uploads';
import { listDocumentsExpiringWithin } from '../src/modules/client-documents';
import { TEST_DATABASES, useTestApp, type TestApp } from './helpers/app';
import { seedClients } from './helpers/clients';
import { FilePart, multipart, type FormValues } from './helpers/intake';
import { queryCounter, routeStatements } from './helpers/query-count';
import { bearer, createStaffMember, signInStaff, testClock } from './helpers/staff';

const CLIENTS = '/api/v1/admin/clients';
const documentsOf = (clientId: number) => `${CLIENTS}/${clientId}/documents`;
const fileOf = (clientId: number, documentId: number) => `${documentsOf(clientId)}/${documentId}/file`;

const idOf = async (ctx: TestApp, applicationCode: string) =>
  (await ctx.database.db.select({ id: clientUsers.id }).from(clientUsers).where(eq(clientUsers.applicationCode, applicationCode)))[0]!.id;

/** 11:00 on Monday 16 March 2026 in Michigan (EDT, UTC-4). */
const NOW = new Date('2026-03-16T15:00:00Z');

describe.each(TEST_DATABASES)('documents on a client file (%s)', (driver) => {
  const clock = testClock(NOW);
  const queries = queryCounter();
  const ctx = useTestApp(driver, { now: clock.now, queryLogger: queries.logger });
  let caseworker: string;
  let finance: string;
  let admin: string;
  let maria: number;
  let darnell: number;
  let letterPdf: Buffer;

  beforeAll(async () => {
    await seedClients(ctx);
    caseworker = (await signInStaff(ctx, await createStaffMember(ctx, ['caseworker'], 'Casey Worker'))).token;
    finance = (await signInStaff(ctx, await createStaffMember(ctx, ['finance'], 'Fiona Finance'))).token;
    admin = (await signInStaff(ctx, await createStaffMember(ctx, ['admin'], 'Ada Admin'))).token;
    maria = await idOf(ctx, DEMO_CLIENT.applicationCode);
    darnell = await idOf(ctx, DEMO_OVERDRAWN_CLIENT.applicationCode);
    letterPdf = await demoPdf('Notice of award: SSI 2026');
  });

  const get = (url: string, token = caseworker) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  const send = async (clientId: number, values: FormValues, token = caseworker, key: string = randomUUID()) => {
    const form = await multipart(values);
    return ctx.app.inject({
      method: 'POST',
      url: documentsOf(clientId),
      headers: { ...bearer(token), ...form.headers, 'idempotency-key': key },
      payload: form.payload,
    });
  };
  const upload = async (clientId: number, values: FormValues) => {
    const response = await send(clientId, values);
    expect(response.statusCode, response.body).toBe(201);
    expect(ZClientDocumentResponseSchema.safeParse(response.json()).success).toBe(true);
    return response.json<{ data: TClientDocument }>().data;
  };
  const list = async (clientId: number, query = '', token = caseworker) => {
    const response = await get(`${documentsOf(clientId)}${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    expect(ZClientDocumentsResponseSchema.safeParse(response.json()).success).toBe(true);
    return response.json<TClientDocumentsResponse>();
  };
  const pdf = () => new FilePart(letterPdf, 'award-letter.pdf', 'application/pdf');
  const rowsOf = (clientId: number) => ctx.database.db.select().from(clientDocuments).where(eq(clientDocuments.clientId, clientId));

  describe('uploading, listing and downloading', () => {
    let award: TClientDocument;
    let lease: TClientDocument;
    let id: TClientDocument;

    beforeAll(async () => {
      award = await upload(maria, { type: 'award_letter', dated_on: '2026-01-01', file: pdf() });
      lease = await upload(maria, {
        type: 'lease',
        dated_on: '2025-06-01',
        expires_on: '2026-05-31',
        file: new FilePart(demoPng(), 'lease page 1.png', 'image/png'),
      });
      id = await upload(maria, { type: 'id_document', dated_on: '2026-02-10', expires_on: '2030-02-10', file: pdf() });
    });

    it('answers the kept document with who uploaded it, and lists newest document date first', async () => {
      expect(award).toMatchObject({
        type: 'award_letter',
        dated_on: '2026-01-01',
        expires_on: null,
        file_name: 'award-letter.pdf',
        content_type: 'application/pdf',
        size_bytes: letterPdf.length,
        uploaded_by: { name: 'Casey Worker' },
        uploaded_at: NOW.toISOString(),
        replaces_document_id: null,
        replaced_by_document_id: null,
      });
      const page = await list(maria);
      expect(page.data.map((document) => document.id)).toEqual([id.id, award.id, lease.id]);
      expect(page.meta).toMatchObject({ page: 1, total: 3 });
    });

    it('filters by type and pages', async () => {
      expect((await list(maria, '?type=lease')).data.map((document) => document.id)).toEqual([lease.id]);
      const second = await list(maria, '?per_page=2&page=2');
      expect(second.data.map((document) => document.id)).toEqual([lease.id]);
      expect(second.meta).toMatchObject({ page: 2, per_page: 2, total: 3, last_page: 2 });
      expect((await list(darnell)).data).toEqual([]);
    });

    it('downloads the same bytes, decrypted, as a never-cached attachment', async () => {
      const response = await get(fileOf(maria, award.id));
      expect(response.statusCode).toBe(200);
      expect(Buffer.compare(response.rawPayload, letterPdf)).toBe(0);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="award-letter.pdf"; filename*=UTF-8''award-letter.pdf`);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });

    it('keeps the stored bytes encrypted, never the plain file', async () => {
      const [row] = await ctx.database.db.select().from(clientDocuments).where(eq(clientDocuments.id, award.id));
      const stored = await buffer(await ctx.app.storage.get(storageKey('documents', row!.storageName)));
      expect(looksEncrypted(stored)).toBe(true);
      expect(stored.includes(letterPdf.subarray(0, 64))).toBe(false);
      expect(row!.keyEncrypted).toMatch(/^v2:1:/);
    });

    it('refuses another client’s document id, and an unknown one, with a 404', async () => {
      expect((await get(fileOf(darnell, award.id))).statusCode).toBe(404);
      expect((await get(fileOf(maria, 999_999))).statusCode).toBe(404);
      expect((await get(documentsOf(999_999))).statusCode).toBe(404);
    });

    it('writes an audit row for each upload and each download, without the file or its name', async () => {
      await get(fileOf(maria, lease.id));
      const rows = await ctx.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.recordType, 'client_document'), eq(auditEvents.recordId, String(lease.id))));
      expect(rows.map((row) => row.action).sort()).toEqual(['client.document_download', 'client.document_upload']);
      for (const row of rows) {
        expect(row.clientId).toBe(maria);
        const text = JSON.stringify(row);
        expect(text).not.toContain('lease page 1');
        expect(text).not.toContain('PNG');
      }
      expect(rows.find((row) => row.action === 'client.document_upload')!.details).toMatchObject({
        type: 'lease',
        dated_on: '2025-06-01',
        expires_on: '2026-05-31',
      });
    });

    it('marks an older document replaced by a newer one of the same client, and refuses another client’s', async () => {
      const newer = await upload(maria, { type: 'lease', dated_on: '2026-06-01', replaces_document_id: String(lease.id), file: pdf() });
      expect(newer.replaces_document_id).toBe(lease.id);
      const leases = (await list(maria, '?type=lease')).data;
      expect(leases.map((document) => [document.id, document.replaced_by_document_id])).toEqual([
        [newer.id, null],
        [lease.id, newer.id],
      ]);
      const refused = await send(darnell, { type: 'lease', dated_on: '2026-06-01', replaces_document_id: String(lease.id), file: pdf() });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ replaces_document_id: [ADMIN_MESSAGES.replacesOtherClient] });
    });

    it('lists the documents expiring within N days, replaced ones left out, in one statement', async () => {
      const { result, statements } = await queries.count(() => listDocumentsExpiringWithin(ctx.database.db, '2026-03-16', 30));
      // The lease expiring 2026-05-31 is 76 days away, and replaced; the ID expires in 2030.
      expect(result).toEqual([]);
      expect(routeStatements(statements)).toHaveLength(1);
      const soon = await listDocumentsExpiringWithin(ctx.database.db, '2030-01-20', 30);
      expect(soon).toEqual([{ documentId: id.id, clientId: maria, type: 'id_document', expiresOn: '2030-02-10' }]);
      expect(await listDocumentsExpiringWithin(ctx.database.db, '2030-01-10', 30)).toEqual([]);
    });
  });

  describe('what an upload must be', () => {
    const errorsOf = async (values: FormValues) => {
      const before = (await ctx.app.storage.list('documents/')).length;
      const response = await send(maria, values);
      expect(response.statusCode, response.body).toBe(422);
      expect(ZApiErrorBodySchema.safeParse(response.json()).success).toBe(true);
      expect((await ctx.app.storage.list('documents/')).length).toBe(before);
      return response.json().errors;
    };

    it('refuses a file that is not what its name says, in the intake’s words', async () => {
      expect(
        await errorsOf({
          type: 'award_letter',
          dated_on: '2026-01-01',
          file: new FilePart('<html>hi</html>', 'letter.pdf', 'application/pdf'),
        }),
      ).toEqual({ file: ['The document file is not a real PNG, JPG or PDF document. Upload a scan or photo of the form.'] });
      expect(await errorsOf({ type: 'ssa_notice', dated_on: '2026-01-01', file: new FilePart('a,b', 'notice.csv', 'text/csv') })).toEqual({
        file: ['The document form must be a PNG, JPG, JPEG or PDF file.'],
      });
    });

    it('refuses a file over 10 MB with a field error, not a 413', async () => {
      const tooBig = Buffer.concat([demoPng(), Buffer.alloc(MAX_UPLOAD_BYTES)]);
      expect(await errorsOf({ type: 'id_document', dated_on: '2026-01-01', file: new FilePart(tooBig, 'id.png', 'image/png') })).toEqual({
        file: ['The document form must be 10 MB or smaller.'],
      });
    });

    it('needs a type, a real date, an expiry after it, and one file', async () => {
      expect(await errorsOf({ dated_on: '2026-02-30', expires_on: 'soon' })).toMatchObject({
        type: [ADMIN_MESSAGES.clientDocumentType],
        dated_on: [ADMIN_MESSAGES.documentDate],
        expires_on: [ADMIN_MESSAGES.expiryDate],
      });
      expect(await errorsOf({ type: 'lease', dated_on: '2026-02-01', expires_on: '2026-01-31', file: pdf() })).toEqual({
        expires_on: [ADMIN_MESSAGES.expiryBeforeDocumentDate],
      });
      expect(await errorsOf({ type: 'lease', dated_on: '2026-02-01' })).toEqual({
        file: ['Choose one file for the document form.'],
      });
    });
  });

  describe('who may', () => {
    let idCard: TClientDocument;
    let award: TClientDocument;
    beforeAll(async () => {
      idCard = await upload(darnell, { type: 'id_document', dated_on: '2026-01-05', file: pdf() });
      award = await upload(darnell, { type: 'award_letter', dated_on: '2026-01-01', file: pdf() });
    });

    it('lets finance read award letters, SSA notices and leases, but not IDs, and never upload', async () => {
      expect((await list(darnell, '', finance)).data.map((document) => document.id)).toEqual([award.id]);
      expect((await get(fileOf(darnell, award.id), finance)).statusCode).toBe(200);
      expect((await get(fileOf(darnell, idCard.id), finance)).statusCode).toBe(404);
      const refused = await send(darnell, { type: 'award_letter', dated_on: '2026-01-01', file: pdf() }, finance);
      expect(refused.statusCode).toBe(403);
    });

    it('refuses an admin without the caseworker or finance role', async () => {
      expect((await get(documentsOf(darnell), admin)).statusCode).toBe(403);
      expect((await get(fileOf(darnell, award.id), admin)).statusCode).toBe(403);
      expect((await send(darnell, { type: 'award_letter', dated_on: '2026-01-01', file: pdf() }, admin)).statusCode).toBe(403);
    });
  });

  describe('kept, never changed', () => {
    it('refuses UPDATE, DELETE and TRUNCATE, but lets the key rotation re-wrap the file key', async () => {
      const [row] = await rowsOf(maria);
      await expect(ctx.database.db.execute(sql`update client_documents set type = 'other' where id = ${row!.id}`)).rejects.toThrow();
      await expect(ctx.database.db.execute(sql`delete from client_documents where id = ${row!.id}`)).rejects.toThrow();
      await expect(ctx.database.db.execute(sql`truncate client_documents`)).rejects.toThrow();
      const rewrapped = row!.keyEncrypted.replace(/^v2:1:/, 'v2:9:');
      await ctx.database.db.execute(sql`update client_documents set key_encrypted = ${rewrapped} where id = ${row!.id}`);
      await ctx.database.db.execute(sql`update client_documents set key_encrypted = ${row!.keyEncrypted} where id = ${row!.id}`);
    });
  });

  describe('an upload sent twice with one Idempotency-Key', () => {
    it('keeps one document and answers the retry the same', async () => {
      const before = (await rowsOf(darnell)).length;
      const key = randomUUID();
      const values = { type: 'ssa_notice', dated_on: '2026-03-02', file: pdf() };
      const first = await send(darnell, values, caseworker, key);
      const again = await send(darnell, values, caseworker, key);
      expect(first.statusCode, first.body).toBe(201);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      expect((await rowsOf(darnell)).length).toBe(before + 1);
    });
  });

  describe('statements per page', () => {
    it('costs the same for a page of 20 as for a page of 2', async () => {
      // Without the uploads' own Idempotency-Key rows, which can be marked committed just after their answer.
      const statementsFor = async (perPage: number) =>
        routeStatements((await queries.count(() => list(maria, `?per_page=${perPage}`))).statements).filter(
          (statement) => !statement.includes('"idempotency_keys"'),
        ).length;
      while ((await rowsOf(maria)).length < 20) await upload(maria, { type: 'other', dated_on: '2026-03-01', file: pdf() });
      expect(await statementsFor(20)).toBe(await statementsFor(2));
    });
  });
});
