import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientUsers, intakeApplicationDocuments } from '../src/db/schema/index';
import { DEMO_INTAKE_APPLICANTS, DEMO_INTAKE_PASSWORD } from '../src/db/seed/demo-intake';
import { seedDemoData } from '../src/db/seed/index';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import { bearer, loginBySsn, loginByUsername } from './helpers/clients';
import { documentUrl, readApplication, saveStep, submitApplication } from './helpers/intake';

const [PENDING, IN_PROGRESS, REJECTED] = DEMO_INTAKE_APPLICANTS;

describe.each(TEST_DATABASES)('demo intake applicants (%s)', (driver) => {
  const ctx = useTestApp(driver);
  const seed = () => seedDemoData(ctx.database.db, ctx.config.APP_ENCRYPTION_KEY, { dataDir: ctx.config.DATA_DIR });
  beforeAll(async () => {
    expect(await seed()).toEqual({ staff: true, clients: 6, intake: 3 });
  });

  it('seeds them once, SSNs encrypted, with real documents under DATA_DIR', async () => {
    expect(await seed()).toEqual({ staff: false, clients: 0, intake: 0 });
    const users = await ctx.database.db.select().from(clientUsers);
    const applicants = users.filter((user) => user.processType === 'intake');
    expect(applicants.map((user) => [user.username, user.currentProcess]).sort()).toEqual([
      ['angela.ruiz', 'rejected'],
      ['dorothy.evans', 'pending'],
      ['walter.brooks', 'inProgress'],
    ]);
    for (const person of DEMO_INTAKE_APPLICANTS) expect(JSON.stringify(users)).not.toContain(person.ssn);
    const documents = await ctx.database.db.select().from(intakeApplicationDocuments);
    expect(documents).toHaveLength(6);
    for (const document of documents) {
      expect(fs.statSync(path.join(ctx.config.DATA_DIR, 'uploads', 'intake', document.storageName)).size).toBe(document.sizeBytes);
    }
  });

  it('has a pending, partly filled application to resume', async () => {
    const login = await loginByUsername(ctx, PENDING.username, DEMO_INTAKE_PASSWORD, { application_code: PENDING.applicationCode });
    expect(login.statusCode, login.body).toBe(200);
    const { token, id } = login.json().data;
    const read = (await readApplication(ctx, token)).json().data;
    expect(read).toMatchObject({
      id,
      application_code: PENDING.applicationCode,
      first_name: 'Dorothy',
      representative: { type: 'myself' },
      physical_address: { county: 'Ingham', state: { id: 23, name: 'Michigan' } },
      mailing_address: { is_same_as_primary_address: 1 },
      emergency_contact: null,
      housing: null,
      ssa_documents: [],
      is_draft: 1,
    });
    expect((await submitApplication(ctx, { id, token })).json().message).toBe(
      'Please complete the "Emergency Contact Details" step before you send in your application.',
    );
  });

  it('has a complete application waiting for a decision, with its three documents', async () => {
    const login = await loginBySsn(ctx, IN_PROGRESS.ssn, IN_PROGRESS.dateOfBirth);
    expect(login.json().data).toMatchObject({ process_type: 'intake', current_process: 'inProgress' });
    const { token } = login.json().data;
    const read = (await readApplication(ctx, token)).json().data;
    expect(read).toMatchObject({
      representative: { type: 'case_manager', case_manager: { id: 1, slug: 'alicia-romero', name: 'Alicia Romero' }, agency: { id: 1 } },
      housing: { house_type: { id: 9 } },
      application_status: { id: 2, name: 'In progress' },
      is_draft: 0,
    });
    expect(read.ssa_documents.map((document: { slug: string }) => document.slug)).toEqual(['ssa-623', 'ssa-11-bk', 'ssa-1696']);
    for (const [slug, type] of [['ssa-623', 'image/png'], ['ssa-11-bk', 'image/jpeg'], ['ssa-1696', 'application/pdf']]) {
      const download = await ctx.app.inject({ method: 'GET', url: documentUrl(slug!), headers: bearer(token) });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe(type);
    }
  });

  it('has a rejected application with two reasons, which can be updated and sent in again', async () => {
    const login = await loginByUsername(ctx, REJECTED.username, DEMO_INTAKE_PASSWORD);
    expect(login.json().data).toMatchObject({
      process_type: 'intake',
      current_process: 'rejected',
      rejection_reason: REJECTED.rejectionReasons.map((message) => ({ message })),
    });
    const { token, id } = login.json().data;
    const update = await saveStep(ctx, { id, code: REJECTED.applicationCode, token }, 'referral-details', { referral_id: 2 });
    expect(update.statusCode, update.body).toBe(200);
    const submit = await submitApplication(ctx, { id, token });
    expect(submit.statusCode, submit.body).toBe(200);
    expect((await ctx.database.db.select().from(clientUsers).where(eq(clientUsers.username, REJECTED.username)))[0]).toMatchObject({
      currentProcess: 'inProgress',
      rejectionReasons: [],
    });
  });
});
