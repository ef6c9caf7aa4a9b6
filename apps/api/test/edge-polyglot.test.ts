import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientUsers, intakeApplicationDocuments } from '../src/db/schema/index';
import { MAX_FILE_NAME_LENGTH } from '../src/lib/upload-content';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import { bearer, loginByUsername } from './helpers/clients';
import {
  ADMIN_INTAKE,
  createApplication,
  documentUrl,
  freshApplicant,
  staffToken,
  updateUrl,
  type CreatedApplication,
} from './helpers/intake';
import {
  ADMIN_ONBOARDING,
  createOnboardingClient,
  ONBOARDING,
  ONBOARDING_CAPTCHA,
  ONBOARDING_PASSWORD,
  readOnboarding,
  REF,
  STEPS,
  saveOnboardingStep,
} from './helpers/onboarding';
import {
  ACTIVE_PDFS,
  EXIF_MARKER,
  htmlWithPdfHeader,
  jpegWithExifAndZip,
  pdfWithHtmlAfter,
  pngWithHtml,
  rawMultipart,
  type RawPart,
} from './helpers/polyglots';

/**
 * Issue 13, finding 11: polyglot uploads (a PDF header on a web page, a PNG with a page after it, a JPEG with a
 * ZIP after it) were stored and served byte for byte. Images are now re-encoded, PDFs parsed and refused when
 * they carry scripts, actions, attachments or a password, file names cleaned, and every download route sends
 * stored files only as sandboxed, unsniffable attachments.
 */

const ZIP_SIGNATURES = [Buffer.from('PK\x03\x04'), Buffer.from('PK\x05\x06')];

/** What every download route must send with a stored file. */
function expectServedAsAttachment(response: LightMyRequestResponse, contentType: string) {
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(response.headers).toMatchObject({
    'content-type': contentType,
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; sandbox",
  });
  expect(response.headers['content-disposition']).toMatch(/^attachment; /);
}

/** The bytes hold an image and nothing else: no page, no archive, no EXIF. */
async function expectOnlyTheImage(bytes: Buffer, format: 'png' | 'jpeg', size: { width: number; height: number }) {
  expect(bytes.includes(Buffer.from('<script'))).toBe(false);
  expect(bytes.includes(Buffer.from('<html'))).toBe(false);
  for (const signature of ZIP_SIGNATURES) expect(bytes.includes(signature)).toBe(false);
  expect(bytes.includes(Buffer.from(EXIF_MARKER))).toBe(false);
  const metadata = await sharp(bytes).metadata();
  expect(metadata).toMatchObject({ format, ...size });
  expect(metadata.exif).toBeUndefined();
}

describe.each(TEST_DATABASES)('polyglot uploads (%s)', (driver) => {
  const ctx = useTestApp(driver);
  let staff: string;
  beforeAll(async () => {
    staff = await staffToken(ctx);
  });

  const saveDocuments = (applicant: CreatedApplication, files: RawPart[]) =>
    ctx.app.inject({
      method: 'POST',
      url: updateUrl(applicant.id),
      ...(() => {
        const form = rawMultipart([
          { name: 'id', value: String(applicant.id) },
          { name: 'application_code', value: applicant.code },
          { name: 'step', value: 'ssa-documents' },
          ...files,
        ]);
        return { headers: { ...form.headers, ...bearer(applicant.token) }, payload: form.payload };
      })(),
    });

  describe('SSA documents', () => {
    let applicant: CreatedApplication;
    beforeAll(async () => {
      applicant = await createApplication(ctx, freshApplicant());
      const response = await saveDocuments(applicant, [
        { name: 'ssa_6233', filename: 'ssa\u202Egnp.623.png', type: 'image/png', bytes: pngWithHtml() },
        { name: 'ssa_11_bk', filename: 'ssa 11\u0007\u0085\u2028\u200Bsigned.jpg', type: 'image/jpeg', bytes: await jpegWithExifAndZip() },
        { name: 'ssa_1696', filename: `${'very long name '.repeat(30)}.pdf`, type: 'application/pdf', bytes: await pdfWithHtmlAfter() },
      ]);
      expect(response.statusCode, response.body).toBe(200);
    });

    it('stores a PNG with a page after it as the image alone, for the applicant and for staff', async () => {
      for (const [url, headers] of [
        [documentUrl('ssa-623'), bearer(applicant.token)],
        [`${ADMIN_INTAKE}/${applicant.code}/documents/ssa-623`, bearer(staff)],
      ] as const) {
        const response = await ctx.app.inject({ method: 'GET', url, headers });
        expectServedAsAttachment(response, 'image/png');
        await expectOnlyTheImage(response.rawPayload, 'png', { width: 24, height: 16 });
      }
    });

    it('stores a JPEG with EXIF and a ZIP after it as the photo alone', async () => {
      for (const [url, headers] of [
        [documentUrl('ssa-11-bk'), bearer(applicant.token)],
        [`${ADMIN_INTAKE}/${applicant.code}/documents/ssa-11-bk`, bearer(staff)],
      ] as const) {
        const response = await ctx.app.inject({ method: 'GET', url, headers });
        expectServedAsAttachment(response, 'image/jpeg');
        await expectOnlyTheImage(response.rawPayload, 'jpeg', { width: 20, height: 12 });
      }
    });

    it('stores a PDF without what followed its end', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: documentUrl('ssa-1696'), headers: bearer(applicant.token) });
      expectServedAsAttachment(response, 'application/pdf');
      expect(response.rawPayload.includes(Buffer.from('<script'))).toBe(false);
      expect(response.rawPayload.subarray(-8).toString()).toMatch(/%%EOF\s*$/);
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('cleans file names of control and bidi characters and caps their length, keeping the extension', async () => {
      const rows = await ctx.database.db
        .select({
          slug: intakeApplicationDocuments.slug,
          name: intakeApplicationDocuments.originalName,
          size: intakeApplicationDocuments.sizeBytes,
        })
        .from(intakeApplicationDocuments)
        .where(eq(intakeApplicationDocuments.applicationId, applicant.id));
      const byName = Object.fromEntries(rows.map((row) => [row.slug, row.name]));
      expect(byName['ssa-623']).toBe('ssagnp.623.png');
      expect(byName['ssa-11-bk']).toBe('ssa 11 signed.jpg');
      expect([...byName['ssa-1696']!]).toHaveLength(MAX_FILE_NAME_LENGTH);
      expect(byName['ssa-1696']).toMatch(/^very long name very .*\.pdf$/);
      const download = await ctx.app.inject({ method: 'GET', url: documentUrl('ssa-623'), headers: bearer(applicant.token) });
      expect(download.headers['content-disposition']).toBe(`attachment; filename="ssagnp.623.png"; filename*=UTF-8''ssagnp.623.png`);
      // The size kept is the stored file's, after cleaning.
      expect(rows.find((row) => row.slug === 'ssa-623')!.size).toBe(download.rawPayload.length);
    });

    it('refuses a web page with a PDF header as not a real PDF', async () => {
      const response = await saveDocuments(applicant, [
        { name: 'ssa_1696', filename: 'ssa-1696.pdf', type: 'application/pdf', bytes: htmlWithPdfHeader() },
      ]);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        ssa_1696: ['The SSA-1696 file is not a real PNG, JPG or PDF document. Upload a scan or photo of the form.'],
      });
    });

    it.each(Object.keys(ACTIVE_PDFS))('refuses a PDF with %s, saying what to do', async (what) => {
      const bytes = await ACTIVE_PDFS[what]!();
      const response = await saveDocuments(applicant, [{ name: 'ssa_1696', filename: 'ssa-1696.pdf', type: 'application/pdf', bytes }]);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors).toEqual({
        ssa_1696: [
          'The SSA-1696 file has scripts, attached files or a password, which we cannot accept. Save it again with "Print to PDF", or upload a scan or photo of the form.',
        ],
      });
      // The stored document is still the clean one saved before.
      const stored = await ctx.app.inject({ method: 'GET', url: documentUrl('ssa-1696'), headers: bearer(applicant.token) });
      expect(stored.rawPayload.includes(Buffer.from('JavaScript'))).toBe(false);
    });
  });

  describe('onboarding photo and bills', () => {
    it('re-encodes the photo and a bill, and serves both only as attachments to the client and to staff', async () => {
      const client = await createOnboardingClient(ctx);
      const save = async (step: string, parts: RawPart[]) => {
        const form = rawMultipart([
          { name: 'step', value: step },
          { name: 'g-recaptcha-response', value: ONBOARDING_CAPTCHA['g-recaptcha-response'] },
          ...parts,
        ]);
        return ctx.app.inject({
          method: 'POST',
          url: `${ONBOARDING}?_method=PUT`,
          headers: { ...form.headers, ...bearer(client.token) },
          payload: form.payload,
        });
      };
      const photo = await save('document-proofs', [
        { name: 'image', filename: 'me\u202Egnp.png', type: 'image/png', bytes: pngWithHtml() },
      ]);
      expect(photo.statusCode, photo.body).toBe(200);
      for (const [step, values] of Object.entries(STEPS))
        expect((await saveOnboardingStep(ctx, client.token, step, values)).statusCode).toBe(200);

      const billFields = (file: RawPart & { bytes: Buffer }): RawPart[] => [
        { name: 'client_bills[0][reporting_account_id]', value: String(REF.utilities) },
        { name: 'client_bills[0][amount]', value: '82.45' },
        { name: 'client_bills[0][is_recursive]', value: '0' },
        file,
      ];
      const refused = await save(
        'bills',
        billFields({
          name: 'client_bills[0][files][0]',
          filename: 'bill.pdf',
          type: 'application/pdf',
          bytes: await ACTIVE_PDFS['a script run on opening']!(),
        }),
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({
        'client_bills.0.files': [
          'The bill\'s file has scripts, attached files or a password, which we cannot accept. Save it again with "Print to PDF", or upload a photo of it.',
        ],
      });
      const bill = await save(
        'bills',
        billFields({ name: 'client_bills[0][files][0]', filename: 'bill.jpg', type: 'image/jpeg', bytes: await jpegWithExifAndZip() }),
      );
      expect(bill.statusCode, bill.body).toBe(200);

      // Sending the bills ends the wizard's session; back to pending, the client signs in again to read it.
      await ctx.database.db.update(clientUsers).set({ currentProcess: 'pending' }).where(eq(clientUsers.id, client.id));
      const token = (await loginByUsername(ctx, client.username, ONBOARDING_PASSWORD)).json().data.token as string;
      const read = await readOnboarding(ctx, token);
      expect(read.statusCode, read.body).toBe(200);
      const detail = read.json().data;
      const billId = detail.client_bills[0].id as number;
      expect(detail.image_name).toBe('megnp.png');
      const downloads: [string, Record<string, string>, 'png' | 'jpeg', { width: number; height: number }][] = [
        [detail.image_url, bearer(token), 'png', { width: 24, height: 16 }],
        [`${ADMIN_ONBOARDING}/${client.code}/photo`, bearer(staff), 'png', { width: 24, height: 16 }],
        [detail.client_bills[0].files[0].file_path, bearer(token), 'jpeg', { width: 20, height: 12 }],
        [`${ADMIN_ONBOARDING}/${client.code}/bills/${billId}/file`, bearer(staff), 'jpeg', { width: 20, height: 12 }],
      ];
      for (const [url, headers, format, size] of downloads) {
        const response = await ctx.app.inject({ method: 'GET', url, headers });
        expectServedAsAttachment(response, `image/${format}`);
        await expectOnlyTheImage(response.rawPayload, format, size);
      }
    });
  });
});
