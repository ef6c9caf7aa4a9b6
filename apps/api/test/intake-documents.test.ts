import fs from 'node:fs';
import path from 'node:path';
import { API_PREFIX, MAX_UPLOAD_BYTES, ZApiErrorBodySchema } from '@payee/contract';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoJpeg, demoPdf, demoPng } from '../src/seed/demo-documents';
import { intakeApplicationDocuments } from '../src/db/schema/index';
import { looksEncrypted } from '../src/lib/storage/file-encryption';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import { expectSameImage } from './helpers/polyglots';
import { filesUnder } from './helpers/raw-http';
import { bearer } from './helpers/clients';
import {
  ADMIN_INTAKE,
  FilePart,
  INTAKE,
  createApplication,
  documentUrl,
  freshApplicant,
  multipart,
  readApplication,
  saveStep,
  staffToken,
  submitUrl,
  updateUrl,
  validDocuments,
  type CreatedApplication,
} from './helpers/intake';

const MZ_EXECUTABLE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 0x90)]);
const ELF_EXECUTABLE = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(512)]);

describe.each(TEST_DATABASES)('SSA document uploads (%s)', (driver) => {
  const ctx = useTestApp(driver);
  const uploads = () => path.join(ctx.config.DATA_DIR, 'uploads', 'intake');
  const storedFiles = () => (fs.existsSync(uploads()) ? fs.readdirSync(uploads()).sort() : []);
  const tempFiles = () => filesUnder(path.join(ctx.config.DATA_DIR, 'tmp'));
  let application: CreatedApplication;
  let staff: string;
  beforeAll(async () => {
    application = await createApplication(ctx, freshApplicant());
    staff = await staffToken(ctx);
  });

  const documentRows = (applicationId: number) =>
    ctx.database.db
      .select()
      .from(intakeApplicationDocuments)
      .where(eq(intakeApplicationDocuments.applicationId, applicationId))
      .orderBy(asc(intakeApplicationDocuments.id));

  /** Saves the documents step with `ssa_6233` replaced, the other two valid; answers the errors (or {}). */
  async function errorsFor(ssa6233: unknown, on: CreatedApplication = application) {
    const documents = await validDocuments();
    const response = await saveStep(ctx, on, 'ssa-documents', { ...documents, ssa_6233: ssa6233 });
    if (response.statusCode === 200) return {};
    expect(response.statusCode, response.body).toBe(422);
    return response.json<{ errors: Record<string, string[]> }>().errors;
  }

  it('refuses a wrong extension, a lying content type, a disguised executable, an empty file and text, storing nothing', async () => {
    const png = demoPng();
    const cases: [unknown, string][] = [
      [new FilePart(png, 'ssa.gif', 'image/gif'), 'The SSA-623 form must be a PNG, JPG, JPEG or PDF file.'],
      [new FilePart(png, 'ssa', 'image/png'), 'The SSA-623 form must be a PNG, JPG, JPEG or PDF file.'],
      [new FilePart(MZ_EXECUTABLE, 'setup.exe', 'application/x-msdownload'), 'The SSA-623 form must be a PNG, JPG, JPEG or PDF file.'],
      [
        new FilePart(png, 'ssa.png', 'application/pdf'),
        "The SSA-623 file's type does not match its name. Upload a PNG, JPG, JPEG or PDF file.",
      ],
      [
        new FilePart(await demoPdf('x'), 'ssa.pdf', 'image/png'),
        "The SSA-623 file's type does not match its name. Upload a PNG, JPG, JPEG or PDF file.",
      ],
      [
        new FilePart(png, 'ssa.pdf', 'application/pdf'),
        'The SSA-623 file is not a real PNG, JPG or PDF document. Upload a scan or photo of the form.',
      ],
      [
        new FilePart(MZ_EXECUTABLE, 'ssa-623.pdf', 'application/pdf'),
        'The SSA-623 file is not a real PNG, JPG or PDF document. Upload a scan or photo of the form.',
      ],
      [
        new FilePart(ELF_EXECUTABLE, 'ssa-623.png', 'image/png'),
        'The SSA-623 file is not a real PNG, JPG or PDF document. Upload a scan or photo of the form.',
      ],
      [
        new FilePart('just some text, not a PDF', 'ssa-623.pdf', 'application/pdf'),
        'The SSA-623 file is not a real PNG, JPG or PDF document. Upload a scan or photo of the form.',
      ],
      [new FilePart(Buffer.alloc(0), 'ssa-623.pdf', 'application/pdf'), 'The SSA-623 file is empty. Choose the file again.'],
      ['C:\\fakepath\\ssa-623.pdf', 'Choose one file for the SSA-623 form.'],
    ];
    for (const [file, message] of cases)
      expect(await errorsFor(file), String((file as FilePart).filename ?? file)).toEqual({ ssa_6233: [message] });
    expect(await documentRows(application.id)).toEqual([]);
    expect(storedFiles()).toEqual([]);
    await expect.poll(tempFiles).toEqual([]);
  });

  it('refuses a file over 10 MB with a field error, not a 413', async () => {
    const tooBig = Buffer.concat([demoPng(), Buffer.alloc(MAX_UPLOAD_BYTES)]);
    expect(await errorsFor(new FilePart(tooBig, 'ssa-623.png', 'image/png'))).toEqual({
      ssa_6233: ['The SSA-623 form must be 10 MB or smaller.'],
    });
    expect(storedFiles()).toEqual([]);
    await expect.poll(tempFiles).toEqual([]);
  });

  it('needs all three documents, uploaded now or saved before', async () => {
    const { ssa_6233 } = await validDocuments();
    const response = await saveStep(ctx, application, 'ssa-documents', { ssa_6233 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ ssa_11_bk: ['Upload the SSA-11 form.'], ssa_1696: ['Upload the SSA-1696 form.'] });
    expect(storedFiles()).toEqual([]);
  });

  it('stores valid PNG, JPEG and PDF files encrypted, outside the web root under random names, with their checksums', async () => {
    const documents = await validDocuments();
    const response = await saveStep(ctx, application, 'ssa-documents', documents);
    expect(response.statusCode, response.body).toBe(200);
    const rows = await documentRows(application.id);
    expect(rows.map((row) => [row.slug, row.originalName, row.contentType])).toEqual([
      ['ssa-623', 'ssa-623.png', 'image/png'],
      ['ssa-11-bk', 'SSA 11 – signed.JPG', 'image/jpeg'],
      ['ssa-1696', 'ssa-1696.pdf', 'application/pdf'],
    ]);
    expect(storedFiles()).toEqual(rows.map((row) => row.storageName).sort());
    for (const row of rows) {
      expect(row.storageName).toMatch(/^[0-9a-f-]{36}$/);
      // Ciphertext on disk (lib/storage/file-encryption.ts), with its own key wrapped by the app key in the row.
      const stored = fs.readFileSync(path.join(uploads(), row.storageName));
      const sent = [documents.ssa_6233, documents.ssa_11_bk, documents.ssa_1696].find((file) => file.filename === row.originalName)!
        .bytes as Buffer;
      expect(looksEncrypted(stored)).toBe(true);
      expect(stored.includes(sent.subarray(0, 64))).toBe(false);
      expect(row.keyEncrypted).toMatch(/^v2:1:/);
    }
    await expect.poll(tempFiles).toEqual([]);
  });

  it('lets the owner and staff download a document, with its name and type; nobody else', async () => {
    const jpeg = demoJpeg();
    const own = await ctx.app.inject({ method: 'GET', url: documentUrl('ssa-11-bk'), headers: bearer(application.token) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect(own.headers['content-disposition']).toBe(
      `attachment; filename="SSA 11 _ signed.JPG"; filename*=UTF-8''SSA%2011%20%E2%80%93%20signed.JPG`,
    );
    expect(own.headers['cache-control']).toBe('no-store');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    await expectSameImage(own.rawPayload, jpeg);

    const byStaff = await ctx.app.inject({
      method: 'GET',
      url: `${ADMIN_INTAKE}/${application.code}/documents/ssa-11-bk`,
      headers: bearer(staff),
    });
    expect(byStaff.statusCode).toBe(200);
    expect(byStaff.rawPayload.equals(own.rawPayload)).toBe(true);

    const other = await createApplication(ctx, freshApplicant());
    const notTheirs = await ctx.app.inject({ method: 'GET', url: documentUrl('ssa-11-bk'), headers: bearer(other.token) });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toEqual({ message: 'This document has not been uploaded.' });
    expect((await ctx.app.inject({ method: 'GET', url: documentUrl('ssa-11-bk') })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: documentUrl('passport'), headers: bearer(application.token) })).statusCode).toBe(
      404,
    );
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${ADMIN_INTAKE}/${other.code}/documents/ssa-11-bk`, headers: bearer(staff) }))
        .statusCode,
    ).toBe(404);
  });

  it('replaces a document and removes the old file once saved; a failed save leaves the old one', async () => {
    const [before] = (await documentRows(application.id)).filter((row) => row.slug === 'ssa-623');
    // One new valid file plus one refused: nothing changes, and the valid upload is not kept.
    const refused = await saveStep(ctx, application, 'ssa-documents', {
      ssa_6233: new FilePart(demoJpeg(), 'new-623.jpeg', 'image/jpeg'),
      ssa_1696: new FilePart(MZ_EXECUTABLE, 'ssa-1696.pdf', 'application/pdf'),
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['ssa_1696']);
    expect((await documentRows(application.id)).find((row) => row.slug === 'ssa-623')).toEqual(before);
    expect(storedFiles()).toHaveLength(3);

    const replaced = await saveStep(ctx, application, 'ssa-documents', {
      ssa_6233: new FilePart(demoJpeg(), 'new-623.jpeg', 'image/jpeg'),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const [after] = (await documentRows(application.id)).filter((row) => row.slug === 'ssa-623');
    expect(after).toMatchObject({ originalName: 'new-623.jpeg', contentType: 'image/jpeg' });
    expect(after!.storageName).not.toBe(before!.storageName);
    expect(storedFiles()).toHaveLength(3);
    expect(storedFiles()).not.toContain(before!.storageName);
    const read = (await readApplication(ctx, application.token)).json<{
      data: { ssa_documents: { slug: string; original_name: string }[] };
    }>();
    expect(read.data.ssa_documents.find((document) => document.slug === 'ssa-623')?.original_name).toBe('new-623.jpeg');
    const download = await ctx.app.inject({ method: 'GET', url: documentUrl('ssa-623'), headers: bearer(application.token) });
    await expectSameImage(download.rawPayload, demoJpeg());
  });

  it('never answers 5xx to malformed saves from a signed-in applicant', async () => {
    const requests = [
      { method: 'POST' as const, url: `${updateUrl('abc')}`, payload: {} },
      { method: 'POST' as const, url: `${updateUrl('99999999999999')}`, payload: { step: 'about-you', application_code: 'x' } },
      {
        method: 'POST' as const,
        url: `${updateUrl(application.id)}`,
        payload: { step: 'about-you', application_code: application.code, race_id: { a: { b: 1 } }, ssn: 123 },
      },
      {
        method: 'POST' as const,
        url: `${updateUrl(application.id)}`,
        payload: { step: 'address-details', application_code: application.code, physical_address: 'text', mailing_address: [1, 2] },
      },
      {
        method: 'POST' as const,
        url: `${updateUrl(application.id)}`,
        payload: {
          step: 'ssa-documents',
          application_code: application.code,
          ssa_6233: { path: '/etc/passwd', filename: 'x.pdf', mimetype: 'application/pdf' },
        },
      },
      {
        method: 'POST' as const,
        url: `${updateUrl(application.id)}`,
        payload: { step: 'employment-details', application_code: application.code, benefit: { income_types: 'x'.repeat(10_000) } },
      },
      { method: 'POST' as const, url: `${submitUrl('x')}`, payload: {} },
      { method: 'POST' as const, url: `${submitUrl(application.id)}`, payload: [] },
      { method: 'GET' as const, url: `${INTAKE}/documents/${'x'.repeat(300)}` },
      { method: 'GET' as const, url: `${INTAKE}/documents/%00` },
    ];
    for (const request of requests) {
      const response = await ctx.app.inject({ ...request, headers: bearer(application.token) });
      expect(response.statusCode, `${request.url}: ${response.body}`).toBeLessThan(500);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(ZApiErrorBodySchema.safeParse(response.json()).success).toBe(true);
    }
    const form = await multipart({
      step: 'representative',
      application_code: application.code,
      '__proto__[polluted]': 1,
      'representative[__proto__][x]': 1,
    });
    const polluted = await ctx.app.inject({
      method: 'POST',
      url: updateUrl(application.id),
      headers: { ...bearer(application.token), ...form.headers },
      payload: form.payload,
    });
    expect(polluted.statusCode).toBe(422);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(`${API_PREFIX}`).toBe('/api/v1');
  });
});
