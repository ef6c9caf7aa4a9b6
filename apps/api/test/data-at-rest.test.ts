import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { API_PATHS, API_PREFIX } from '@payee/contract';
import { differenceInYears } from 'date-fns';
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { PLAIN_PREFIX, protectDataAtRest } from '../src/db/at-rest';
import {
  clientUsers,
  enquiries,
  intakeApplicationDocuments,
  intakeApplications,
  onboardingOtherIdentifiers,
  onboardingProfiles,
  staffUsers,
} from '../src/db/schema/index';
import { demoJpeg, demoPng } from '../src/seed/demo-documents';
import { decryptString } from '../src/lib/crypto';
import { hashPassword } from '../src/lib/passwords';
import { looksEncrypted } from '../src/lib/storage/file-encryption';
import { createFileStorage } from '../src/lib/storage/configured-storage';
import { storageKey } from '../src/lib/uploads';
import { buildTestApp, TEST_DATABASES, testConfig, withAppOn, type TestApp } from './helpers/app';
import { bearer, loginBySsn, loginByUsername } from './helpers/clients';
import {
  createApplication,
  documentUrl,
  freshApplicant,
  readApplication,
  saveStep,
  STEP_VALUES,
  staffToken,
  validDocuments,
} from './helpers/intake';
import { legacyEncrypt, legacyLookupHash, migrateUpTo } from './helpers/legacy-data';
import { createOnboardingClient, saveOnboardingStep, STEPS, photo } from './helpers/onboarding';
import { expectSameImage } from './helpers/polyglots';
import { scratchDatabaseUrl } from './helpers/scratch-database';
import { STORAGE_BACKENDS, startLocalS3, type LocalS3 } from './helpers/s3';
import { signInStaff } from './helpers/staff';

/** Every text value of a row, for "does this secret appear anywhere in it". */
const allText = (rows: unknown[]) => JSON.stringify(rows);

describe.each(TEST_DATABASES)('personal data at rest (%s)', (driver) => {
  describe.each(STORAGE_BACKENDS)('files in %s', (backend) => {
    let s3: LocalS3 | undefined;
    let ctx: TestApp;
    beforeAll(async () => {
      s3 = backend === 's3' ? await startLocalS3() : undefined;
      ctx = await buildTestApp(driver, { env: s3?.env });
    });
    afterAll(async () => {
      await ctx?.close();
      await s3?.close();
    });

    it('keeps birth dates, veteran service numbers, medical details and identifier numbers encrypted; names and contacts in the clear', async () => {
      const applicant = freshApplicant({ date_of_birth: '1950-06-15' });
      const created = await createApplication(ctx, applicant);
      const benefit = await saveStep(ctx, created, 'benefit-details', STEP_VALUES['benefit-details']);
      expect(benefit.statusCode, benefit.body).toBe(200);
      const onboarding = await createOnboardingClient(ctx);
      for (const step of ['identifiers', 'medical-details'] as const) {
        const saved = await saveOnboardingStep(ctx, onboarding.token, step, STEPS[step]);
        expect(saved.statusCode, saved.body).toBe(200);
      }

      const [client] = await ctx.database.db.select().from(clientUsers).where(eq(clientUsers.applicationCode, created.code));
      const [application] = await ctx.database.db.select().from(intakeApplications).where(eq(intakeApplications.id, created.id));
      const [profile] = await ctx.database.db.select().from(onboardingProfiles).where(eq(onboardingProfiles.clientUserId, onboarding.id));
      const others = await ctx.database.db
        .select()
        .from(onboardingOtherIdentifiers)
        .where(eq(onboardingOtherIdentifiers.profileId, profile!.id));
      const stored = allText([client, application, profile, others]);
      for (const secret of [
        '1950-06-15',
        String(applicant.ssn),
        'VA-12345',
        'P1234567',
        'MI-55667788',
        'Type 2 diabetes',
        '1EG4-TE5-MK73',
      ]) {
        expect(stored, secret).not.toContain(secret);
      }
      expect(client!.dateOfBirthEncrypted).toMatch(/^v2:1:/);
      expect(decryptString(client!.dateOfBirthEncrypted, ctx.config.APP_ENCRYPTION_KEY)).toBe('1950-06-15');
      expect(client!.ssnLookup).toMatch(/^1:[0-9a-f]{64}$/);
      expect(application!.veteranServiceNoEncrypted).toMatch(/^v2:1:/);
      expect(application!.benefit).not.toHaveProperty('veteran_service_no');
      // Searchable by staff: names and contact details stay as they were typed.
      expect(client).toMatchObject({
        firstName: 'Grace',
        lastName: 'Miller',
        email: 'helen.miller@example.org',
        ssnLast4: String(applicant.ssn).slice(-4),
      });

      const read = await readApplication(ctx, created.token);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json().data.date_of_birth).toEqual({ date: '1950-06-15', formatted_date: '06/15/1950' });
      expect(read.json().data.benefit).toMatchObject({ veteran_service_no: 'VA-12345', life_insurance_type: 'Whole life' });
    });

    it('signs in by SSN and birth date: the row found by the look-up hash, the date compared decrypted', async () => {
      const applicant = freshApplicant({ date_of_birth: '1951-02-03' });
      await createApplication(ctx, applicant);
      expect((await loginBySsn(ctx, String(applicant.ssn), '1951-02-03')).statusCode).toBe(200);
      const wrong = await loginBySsn(ctx, String(applicant.ssn), '1951-02-04');
      expect(wrong.statusCode).toBe(422);
    });

    it('shows staff the birth date masked and the age, from the decrypted date', async () => {
      const applicant = freshApplicant({ date_of_birth: '1950-06-15' });
      const created = await createApplication(ctx, applicant);
      const [client] = await ctx.database.db
        .select({ id: clientUsers.id })
        .from(clientUsers)
        .where(eq(clientUsers.applicationCode, created.code));
      const profile = await ctx.app.inject({
        method: 'GET',
        url: `${API_PREFIX}${API_PATHS.adminClient(client!.id)}`,
        headers: bearer(await staffToken(ctx)),
      });
      expect(profile.statusCode, profile.body).toBe(200);
      const { identity } = profile.json().data;
      expect(identity.date_of_birth_masked).not.toContain('1950-06-15');
      expect(identity.age).toBe(differenceInYears(new Date(), new Date(1950, 5, 15)));
    });

    it(`stores every upload as ciphertext in ${backend === 's3' ? 'the S3 bucket' : 'DATA_DIR/uploads'}, and serves it decrypted`, async () => {
      const created = await createApplication(ctx, freshApplicant());
      const documents = await validDocuments();
      const saved = await saveStep(ctx, created, 'ssa-documents', documents);
      expect(saved.statusCode, saved.body).toBe(200);
      const onboarding = await createOnboardingClient(ctx);
      const photoSaved = await saveOnboardingStep(ctx, onboarding.token, 'document-proofs', { image: photo() });
      expect(photoSaved.statusCode, photoSaved.body).toBe(200);

      const rows = await ctx.database.db
        .select()
        .from(intakeApplicationDocuments)
        .where(eq(intakeApplicationDocuments.applicationId, created.id));
      const [profile] = await ctx.database.db.select().from(onboardingProfiles).where(eq(onboardingProfiles.clientUserId, onboarding.id));
      const objects = [
        ...rows.map((row) => ({ key: storageKey('intake', row.storageName), wrapped: row.keyEncrypted })),
        { key: storageKey('onboarding', profile!.photoStorageName!), wrapped: profile!.photoKeyEncrypted },
      ];
      for (const { key, wrapped } of objects) {
        expect(wrapped, key).toMatch(/^v2:1:/);
        expect(looksEncrypted(await buffer(await ctx.app.storage.get(key))), key).toBe(true);
      }
      if (backend === 's3') expect(fs.existsSync(path.join(ctx.config.DATA_DIR, 'uploads'))).toBe(false);

      const own = await ctx.app.inject({ method: 'GET', url: documentUrl('ssa-1696'), headers: bearer(created.token) });
      expect(own.statusCode).toBe(200);
      expect(own.rawPayload.equals(documents.ssa_1696.bytes as Buffer)).toBe(true);
      expect(own.headers['content-length']).toBe(String((documents.ssa_1696.bytes as Buffer).length));
      const byStaff = await ctx.app.inject({
        method: 'GET',
        url: `${API_PREFIX}${API_PATHS.adminOnboardingPhoto(onboarding.code)}`,
        headers: bearer(await staffToken(ctx)),
      });
      expect(byStaff.statusCode).toBe(200);
      // Images are re-encoded on upload (lib/upload-content.ts): the same picture, not the same bytes.
      await expectSameImage(byStaff.rawPayload, photo().bytes as Buffer);
    });
  });

  describe.each(STORAGE_BACKENDS)('data stored before encryption, files moving to %s', (backend) => {
    const key = randomBytes(32);
    const env = { APP_ENCRYPTION_KEY: key.toString('base64') };
    let s3: LocalS3 | undefined;
    let scratch: Awaited<ReturnType<typeof scratchDatabaseUrl>>;
    let database: DatabaseHandle;
    let config: ReturnType<typeof testConfig>;
    const clear = {
      ssn: '987650042',
      dateOfBirth: '1949-11-30',
      veteranNo: 'VA-99001',
      totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      document: demoJpeg(),
      photo: demoPng(40, 40),
      health: JSON.stringify({ diagnosis: 'COPD' }),
    };
    const names = { document: randomUUID(), photo: randomUUID() };
    const count = async (table: PgTable) => Number((await database.db.select({ n: sql<number>`count(*)` }).from(table))[0]!.n);

    beforeAll(async () => {
      s3 = backend === 's3' ? await startLocalS3() : undefined;
      config = testConfig({ ...env, ...s3?.env });
      scratch = await scratchDatabaseUrl(driver);
      database = scratch
        ? await openDatabase({ driver: 'postgres', connectionString: scratch.url, poolSize: 2 })
        : await openDatabase({ driver: 'pglite' });
      await migrateUpTo(database, '0010_casework');

      // What a server before this change wrote: clear birth date and veteran number, v1 ciphertexts, bare hashes, clear files.
      const db = database.db;
      const password = await hashPassword('Legacy@Client1');
      await db.execute(sql`insert into client_users (username, password_hash, ssn_encrypted, ssn_lookup, ssn_last4, date_of_birth,
          first_name, last_name, process_type, current_process, application_code)
        values ('legacy.applicant', ${password}, ${legacyEncrypt(clear.ssn, key)}, ${legacyLookupHash('client-ssn', clear.ssn, key)},
          '0042', ${clear.dateOfBirth}, 'Lena', 'Legacy', 'intake', 'pending', 'APP-LEG001'),
          ('legacy.onboarding', ${password}, ${legacyEncrypt('987650043', key)}, ${legacyLookupHash('client-ssn', '987650043', key)},
          '0043', '1960-01-01', 'Otto', 'Legacy', 'onboarding', 'pending', 'APP-LEG002')`);
      await db.execute(sql`insert into intake_applications (client_user_id, branch_id, representative_type, representative, benefit)
        select id, 23, 'myself', '{"preferred_communication": 2}'::jsonb, ${JSON.stringify({ food_stamp: 10, veteran_service_no: clear.veteranNo })}::jsonb
        from client_users where application_code = 'APP-LEG001'`);
      await db.execute(sql`insert into intake_application_documents (application_id, slug, storage_name, original_name, content_type, size_bytes, sha256)
        select id, 'ssa-11-bk', ${names.document}, 'SSA-11.jpg', 'image/jpeg', ${clear.document.length}, ${'0'.repeat(64)} from intake_applications`);
      await db.execute(sql`insert into onboarding_profiles (client_user_id, photo_storage_name, photo_original_name, photo_content_type,
          photo_size_bytes, photo_sha256, health_info_encrypted, identifiers_encrypted)
        select id, ${names.photo}, 'me.png', 'image/png', ${clear.photo.length}, ${'0'.repeat(64)}, ${legacyEncrypt(clear.health, key)},
          ${legacyEncrypt(JSON.stringify({ identity_code: 'P-1' }), key)}
        from client_users where application_code = 'APP-LEG002'`);
      await db.execute(sql`insert into onboarding_other_identifiers (profile_id, position, identity_type, identity_code_encrypted)
        select id, 0, 'Medicare card', ${legacyEncrypt('1EG4-TE5-MK73', key)} from onboarding_profiles`);
      await db.execute(sql`insert into staff_users (email, name, password_hash, roles, totp_secret_encrypted, totp_enrolled_at)
        values ('legacy.staff@example.org', 'Lee Staff', ${await hashPassword('Staff@Legacy2026')}, '{admin,caseworker}',
          ${legacyEncrypt(clear.totpSecret, key)}, now())`);
      await db.execute(sql`insert into enquiries (reference, is_client, ssn_encrypted, first_name, last_name, email, phone_number, enquiry_type_id, ip_hash)
        values ('ENQ-LEG001', true, ${legacyEncrypt(clear.ssn, key)}, 'Lena', 'Legacy', 'lena@example.org', '5175550100', 1,
          ${legacyLookupHash('enquiry-ip', '127.0.0.1', key)})`);
      for (const [area, name, bytes] of [
        ['intake', names.document, clear.document],
        ['onboarding', names.photo, clear.photo],
      ] as const) {
        fs.mkdirSync(path.join(config.DATA_DIR, 'uploads', area), { recursive: true });
        fs.writeFileSync(path.join(config.DATA_DIR, 'uploads', area, name), bytes);
      }
    });
    afterAll(async () => {
      await database?.close();
      await scratch?.drop();
      await s3?.close();
      fs.rmSync(config.DATA_DIR, { recursive: true, force: true });
    });

    it('migration 0013 moves the clear values out of their columns, marked, without losing a row', async () => {
      const before = { clients: await count(clientUsers), applications: await count(intakeApplications) };
      await database.migrate();
      expect({ clients: await count(clientUsers), applications: await count(intakeApplications) }).toEqual(before);
      const [client] = await database.db.select().from(clientUsers).where(eq(clientUsers.applicationCode, 'APP-LEG001'));
      expect(client!.dateOfBirthEncrypted).toBe(`${PLAIN_PREFIX}${clear.dateOfBirth}`);
      const [application] = await database.db.select().from(intakeApplications);
      expect(application!.veteranServiceNoEncrypted).toBe(`${PLAIN_PREFIX}${clear.veteranNo}`);
      expect(application!.benefit).toEqual({ food_stamp: 10 });
    });

    it('the start-up pass encrypts them, the v1 values and bare hashes under key 1, and moves the clear files into encrypted storage', async () => {
      const storage = createFileStorage(config);
      const report = await protectDataAtRest({
        db: database.db,
        ring: config.APP_ENCRYPTION_KEY,
        storage,
        dataDir: config.DATA_DIR,
        pass: 'legacy',
      });
      expect(report.rewritten).toEqual({
        'client SSNs, birth dates and SSN look-up hashes': 2,
        'veteran service numbers (intake)': 1,
        'enquiry SSNs': 1,
        'case notes': 0,
        'medical details and identifier numbers (onboarding)': 1,
        'other identifier numbers (onboarding)': 1,
        'staff TOTP secrets': 1,
        'vendor account numbers (finance)': 0,
        'e-mails waiting in the outbox': 0,
        'SSA documents (intake)': 1,
        'profile photos (onboarding)': 1,
        'bill files (onboarding)': 0,
        // Stored encrypted from the first (no key is a NOT NULL column): nothing from before encryption.
        "documents on clients' files": 0,
        'SSA-623 batch zips (finance)': 0,
      });
      expect(Object.values(report.failed).every((n) => n === 0)).toBe(true);

      const stored = allText([
        await database.db.select().from(clientUsers),
        await database.db.select().from(intakeApplications),
        await database.db.select().from(onboardingProfiles),
        await database.db.select().from(onboardingOtherIdentifiers),
        await database.db.select().from(staffUsers),
        await database.db.select().from(enquiries),
      ]);
      for (const secret of [
        clear.ssn,
        clear.dateOfBirth,
        clear.veteranNo,
        clear.totpSecret,
        'COPD',
        '1EG4-TE5-MK73',
        '"v1:',
        PLAIN_PREFIX,
      ]) {
        expect(stored, secret).not.toContain(secret);
      }
      const [client] = await database.db.select().from(clientUsers).where(eq(clientUsers.applicationCode, 'APP-LEG001'));
      expect(client!.ssnLookup).toMatch(/^1:[0-9a-f]{64}$/);
      // The clear files are gone from the disk; the rows name encrypted objects in the configured storage.
      expect(fs.readdirSync(path.join(config.DATA_DIR, 'uploads', 'intake')).filter((name) => name === names.document)).toEqual([]);
      expect(fs.existsSync(path.join(config.DATA_DIR, 'uploads', 'onboarding', names.photo))).toBe(false);
      const [document] = await database.db.select().from(intakeApplicationDocuments);
      expect(document!.storageName).not.toBe(names.document);
      expect(looksEncrypted(await buffer(await storage.get(storageKey('intake', document!.storageName))))).toBe(true);

      const again = await protectDataAtRest({
        db: database.db,
        ring: config.APP_ENCRYPTION_KEY,
        storage,
        dataDir: config.DATA_DIR,
        pass: 'legacy',
      });
      expect(Object.values(again.rewritten).every((n) => n === 0)).toBe(true);
    });

    it('the converted data reads as before: sign-in by SSN, the answers, the document, the photo, staff sign-in and the medical details', async () => {
      await withAppOn(database, config, async (ctx) => {
        const { app } = ctx;
        expect((await loginBySsn(ctx, clear.ssn, clear.dateOfBirth)).statusCode).toBe(200);
        const signedIn = await loginByUsername(ctx, 'legacy.applicant', 'Legacy@Client1');
        const token = signedIn.json().data.token as string;
        const read = await readApplication(ctx, token);
        expect(read.statusCode, read.body).toBe(200);
        expect(read.json().data.date_of_birth.date).toBe(clear.dateOfBirth);
        expect(read.json().data.benefit.veteran_service_no).toBe(clear.veteranNo);
        const download = await app.inject({ method: 'GET', url: documentUrl('ssa-11-bk'), headers: bearer(token) });
        expect(download.statusCode).toBe(200);
        expect(download.rawPayload.equals(clear.document)).toBe(true);

        const staff = await signInStaff(ctx, {
          email: 'legacy.staff@example.org',
          password: 'Staff@Legacy2026',
          totpSecret: clear.totpSecret,
        });
        const photoRead = await app.inject({
          method: 'GET',
          url: `${API_PREFIX}${API_PATHS.adminOnboardingPhoto('APP-LEG002')}`,
          headers: bearer(staff.token),
        });
        expect(photoRead.statusCode).toBe(200);
        expect(photoRead.rawPayload.equals(clear.photo)).toBe(true);
        const medical = await app.inject({
          method: 'POST',
          url: `${API_PREFIX}${API_PATHS.adminOnboardingMedical('APP-LEG002')}`,
          headers: bearer(staff.token),
          payload: { purpose: 'care_or_bills', reason: 'Checking the medication list with the doctor.' },
        });
        expect(medical.statusCode, medical.body).toBe(200);
        expect(medical.json().data.diagnosis).toBe('COPD');
      });
    });
  });
});
