import fs from 'node:fs';
import path from 'node:path';
import { MAX_UPLOAD_BYTES } from '@payee/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoPdf, demoPng } from '../src/seed/demo-documents';
import { clientUsers, onboardingProfiles } from '../src/db/schema/index';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import { expectSameImage } from './helpers/polyglots';
import { filesUnder } from './helpers/raw-http';
import { bearer, loginByUsername } from './helpers/clients';
import { FilePart, staffToken } from './helpers/intake';
import {
  ADMIN_ONBOARDING,
  ONBOARDING,
  ONBOARDING_PASSWORD,
  REF,
  STEPS,
  createOnboardingClient,
  jpegBill,
  photo,
  readOnboarding,
  saveOnboardingStep,
  type OnboardingClient,
} from './helpers/onboarding';

const MZ_EXECUTABLE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 0x90)]);

describe.each(TEST_DATABASES)('onboarding photo and bill files (%s)', (driver) => {
  const ctx = useTestApp(driver);
  const uploads = () => path.join(ctx.config.DATA_DIR, 'uploads', 'onboarding');
  const storedFiles = () => (fs.existsSync(uploads()) ? fs.readdirSync(uploads()).sort() : []);
  const tempFiles = () => filesUnder(path.join(ctx.config.DATA_DIR, 'tmp'));
  let client: OnboardingClient;
  let staff: string;
  beforeAll(async () => {
    client = await createOnboardingClient(ctx);
    staff = await staffToken(ctx);
    expect((await saveOnboardingStep(ctx, client.token, 'identifiers', STEPS.identifiers)).statusCode).toBe(200);
  });

  async function photoErrors(image: unknown) {
    const response = await saveOnboardingStep(ctx, client.token, 'document-proofs', { image });
    expect(response.statusCode, response.body).toBe(422);
    return response.json().errors;
  }

  it('refuses a profile photo that is not a real PNG or JPEG of at most 10 MB, storing nothing', async () => {
    const png = demoPng();
    const cases: [unknown, string][] = [
      [new FilePart(await demoPdf('x'), 'me.pdf', 'application/pdf'), 'The profile photo must be a PNG, JPG or JPEG file.'],
      [new FilePart(png, 'me.gif', 'image/gif'), 'The profile photo must be a PNG, JPG or JPEG file.'],
      [new FilePart(png, 'me.png', 'image/jpeg'), "The profile photo's type does not match its name. Upload a PNG, JPG or JPEG file."],
      [new FilePart(MZ_EXECUTABLE, 'me.png', 'image/png'), 'The profile photo is not a real PNG, JPG or JPEG file. Choose another file.'],
      [new FilePart(Buffer.alloc(0), 'me.png', 'image/png'), 'The profile photo is empty. Choose the file again.'],
      ['C:\\fakepath\\me.png', 'The profile photo must be one file. Choose it again.'],
    ];
    for (const [image, message] of cases) expect(await photoErrors(image)).toEqual({ image: [message] });
    const tooBig = new FilePart(Buffer.concat([png, Buffer.alloc(MAX_UPLOAD_BYTES)]), 'me.png', 'image/png');
    expect(await photoErrors(tooBig)).toEqual({ image: ['The profile photo must be 10 MB or smaller.'] });
    expect(storedFiles()).toEqual([]);
    await expect.poll(tempFiles).toEqual([]);
  });

  it('refuses a bill file that is not a real image or PDF of at most 10 MB, at client_bills.{index}.files', async () => {
    const bill = (file: FilePart) => ({ reporting_account_id: REF.rent, amount: '10', files: [file] });
    const fake = await saveOnboardingStep(ctx, client.token, 'bills', {
      client_bills: [
        bill(jpegBill()),
        bill(new FilePart('plain text', 'bill.pdf', 'application/pdf')),
        bill(new FilePart(MZ_EXECUTABLE, 'bill.exe', 'application/octet-stream')),
      ],
    });
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors).toEqual({
      'client_bills.1.files': ["The bill's file is not a real PNG, JPG, JPEG or PDF file. Choose another file."],
      'client_bills.2.files': ["The bill's file must be a PNG, JPG, JPEG or PDF file."],
    });
    const tooBig = await saveOnboardingStep(ctx, client.token, 'bills', {
      client_bills: [
        bill(jpegBill()),
        bill(new FilePart(Buffer.concat([await demoPdf('big'), Buffer.alloc(MAX_UPLOAD_BYTES)]), 'big.pdf', 'application/pdf')),
      ],
    });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().errors).toEqual({ 'client_bills.1.files': ["The bill's file must be 10 MB or smaller."] });
    expect(storedFiles()).toEqual([]);
    await expect.poll(tempFiles).toEqual([]);
  });

  it('stores a photo under a random name, streams it to its owner and staff only, and deletes the one it replaces', async () => {
    const first = await saveOnboardingStep(ctx, client.token, 'document-proofs', { image: photo() });
    expect(first.statusCode, first.body).toBe(200);
    const [profile] = await ctx.database.db.select().from(onboardingProfiles).where(eq(onboardingProfiles.clientUserId, client.id));
    expect(profile!.photoStorageName).toMatch(/^[0-9a-f-]{36}$/);
    expect(storedFiles()).toEqual([profile!.photoStorageName]);
    expect(fs.statSync(path.join(uploads(), profile!.photoStorageName!)).mode & 0o777).toBe(0o600);

    const detail = (await readOnboarding(ctx, client.token)).json().data;
    const own = await ctx.app.inject({ method: 'GET', url: detail.image_url, headers: bearer(client.token) });
    expect(own.statusCode).toBe(200);
    expect(own.headers).toMatchObject({ 'content-type': 'image/png', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
    expect(own.headers['content-disposition']).toContain('filename="me.png"');
    await expectSameImage(own.rawPayload, photo().bytes as Buffer);
    const asStaff = await ctx.app.inject({ method: 'GET', url: `${ADMIN_ONBOARDING}/${client.code}/photo`, headers: bearer(staff) });
    expect(asStaff.statusCode).toBe(200);
    const stranger = await createOnboardingClient(ctx);
    expect((await ctx.app.inject({ method: 'GET', url: detail.image_url, headers: bearer(stranger.token) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: detail.image_url })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${ADMIN_ONBOARDING}/${client.code}/photo`, headers: bearer(client.token) })).statusCode,
    ).toBe(401);

    // Saving step 1 without a new photo keeps it; a new photo replaces it and its old file goes.
    expect((await saveOnboardingStep(ctx, client.token, 'document-proofs', {})).statusCode).toBe(200);
    expect(storedFiles()).toEqual([profile!.photoStorageName]);
    const jpeg = new FilePart(jpegBill().bytes, 'portrait.JPEG', 'image/jpeg');
    expect((await saveOnboardingStep(ctx, client.token, 'document-proofs', { image: jpeg })).statusCode).toBe(200);
    const [after] = await ctx.database.db.select().from(onboardingProfiles).where(eq(onboardingProfiles.clientUserId, client.id));
    expect(storedFiles()).toEqual([after!.photoStorageName]);
    expect((await readOnboarding(ctx, client.token)).json().data.image_name).toBe('portrait.JPEG');
    await expect.poll(tempFiles).toEqual([]);
  });

  it('keeps a saved bill’s file when it is saved again without one, replaces it with a new one, and deletes the files of bills removed', async () => {
    const other = await createOnboardingClient(ctx);
    expect((await saveOnboardingStep(ctx, other.token, 'identifiers', STEPS.identifiers)).statusCode).toBe(200);
    const before = new Set(storedFiles());
    const newFiles = () => storedFiles().filter((name) => !before.has(name));
    // Bills are saved as the wizard's step 6 would, but the client is sent back to pending in between so the
    // same session may save the step again.
    const resetToPending = () => ctx.database.db.update(clientUsers).set({ currentProcess: 'pending' }).where(eq(clientUsers.id, other.id));
    const pdf = new FilePart(await demoPdf('Water'), 'water.pdf', 'application/pdf');
    const saved = await saveOnboardingStep(ctx, other.token, 'bills', {
      client_bills: [
        { reporting_account_id: REF.rent, amount: '650', files: [pdf] },
        { reporting_account_id: REF.utilities, amount: '40', files: [jpegBill()] },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(newFiles()).toHaveLength(2);
    await resetToPending();
    const relogin = await loginByUsername(ctx, other.username, ONBOARDING_PASSWORD);
    const token = relogin.json().data.token;
    const [rent, water] = (await readOnboarding(ctx, token)).json().data.client_bills;
    const rentFile = await ctx.app.inject({ method: 'GET', url: rent.files[0].file_path, headers: bearer(token) });
    expect(rentFile.statusCode).toBe(200);
    expect(rentFile.headers['content-type']).toBe('application/pdf');
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${ONBOARDING}/${other.code}/bills/${rent.id}/file`, headers: bearer(client.token) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${ONBOARDING}/${client.code}/bills/${rent.id}/file`, headers: bearer(client.token) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${ADMIN_ONBOARDING}/${other.code}/bills/${water.id}/file`, headers: bearer(staff) }))
        .statusCode,
    ).toBe(200);

    // Water removed; rent kept without a new file, then given a new one.
    const again = await saveOnboardingStep(ctx, token, 'bills', {
      client_bills: [{ id: rent.id, reporting_account_id: REF.rent, amount: '675.5' }],
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(newFiles()).toHaveLength(1);
    await resetToPending();
    const token2 = (await loginByUsername(ctx, other.username, ONBOARDING_PASSWORD)).json().data.token;
    const bills = (await readOnboarding(ctx, token2)).json().data.client_bills;
    expect(bills).toEqual([
      expect.objectContaining({
        id: rent.id,
        amount: '675.50',
        files: [{ file_path: rent.files[0].file_path, original_name: 'water.pdf' }],
      }),
    ]);
    const replaced = await saveOnboardingStep(ctx, token2, 'bills', {
      client_bills: [{ id: rent.id, reporting_account_id: REF.rent, amount: '675.5', files: [jpegBill()] }],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(newFiles()).toHaveLength(1);
    await expect.poll(tempFiles).toEqual([]);
  });
});
