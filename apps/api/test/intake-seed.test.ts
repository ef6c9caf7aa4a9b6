import fs from 'node:fs';
import path from 'node:path';
import { INTAKE_STEPS } from '@payee/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientUsers, intakeApplicationDocuments, intakeApplications } from '../src/db/schema/index';
import { DEMO_INTAKE_APPLICANTS, DEMO_INTAKE_PASSWORD, DEMO_QUEUE_APPLICANTS } from '../src/seed/demo-intake';
import { seedDemoData } from '../src/seed/index';
import { MIGRATIONS_DIR } from '../src/file-paths';
import { encryptedSize, looksEncrypted } from '../src/lib/storage/file-encryption';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import { bearer, loginBySsn, loginByUsername } from './helpers/clients';
import { documentUrl, readApplication, saveStep, submitApplication } from './helpers/intake';

const [PENDING, IN_PROGRESS, REJECTED] = DEMO_INTAKE_APPLICANTS;
const ALL_STEPS = INTAKE_STEPS.map((step) => step.slug);

describe.each(TEST_DATABASES)('demo intake applicants (%s)', (driver) => {
  const ctx = useTestApp(driver);
  const seed = () => seedDemoData(ctx.database.db, ctx.config.APP_ENCRYPTION_KEY, { storage: ctx.app.storage });
  beforeAll(async () => {
    expect(await seed()).toEqual({
      staff: true,
      clients: 7,
      enquiries: 4,
      caseNotes: 3,
      finance: 2,
      // Maria's benefits and this month's statement so far (seed/demo-alerts.ts).
      alerts: 2,
      // Maria's overdue task and Darnell's of this week (seed/demo-tasks.ts).
      tasks: 2,
      intake: 3 + DEMO_QUEUE_APPLICANTS.length,
      onboarding: 4,
      // Maria's award letter (seed/demo-client-documents.ts).
      clientDocuments: 1,
      // Maria and Darnell, the demo caseworker's (seed/demo-caseload.ts).
      caseload: 2,
    });
  });

  it('seeds them once, SSNs and birth dates encrypted, with real documents stored encrypted', async () => {
    expect(await seed()).toEqual({
      staff: false,
      clients: 0,
      enquiries: 0,
      caseNotes: 0,
      finance: 0,
      alerts: 0,
      tasks: 0,
      intake: 0,
      onboarding: 0,
      clientDocuments: 0,
      caseload: 0,
    });
    const users = await ctx.database.db.select().from(clientUsers);
    const readmeApplicants = users.filter((user) => DEMO_INTAKE_APPLICANTS.some((person) => person.username === user.username));
    expect(readmeApplicants.map((user) => [user.username, user.processType, user.currentProcess]).sort()).toEqual([
      ['angela.ruiz', 'intake', 'rejected'],
      ['dorothy.evans', 'intake', 'pending'],
      ['walter.brooks', 'intake', 'inProgress'],
    ]);
    for (const person of [...DEMO_INTAKE_APPLICANTS, ...DEMO_QUEUE_APPLICANTS]) {
      expect(JSON.stringify(users)).not.toContain(person.ssn);
      expect(JSON.stringify(users)).not.toContain(person.dateOfBirth);
    }
    const documents = await ctx.database.db.select().from(intakeApplicationDocuments);
    // Three for each application sent in: two of the README's and eight of the queue's.
    expect(documents).toHaveLength(30);
    for (const document of documents) {
      const stored = fs.readFileSync(path.join(ctx.config.DATA_DIR, 'uploads', 'intake', document.storageName));
      expect(looksEncrypted(stored)).toBe(true);
      expect(stored.length).toBe(encryptedSize(document.sizeBytes));
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
      // She resumes at Emergency Contact Details, the first step she has not saved.
      saved_steps: ['representative', 'about-you', 'login-details', 'address-details'],
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
      saved_steps: ALL_STEPS,
    });
    expect(read.ssa_documents.map((document: { slug: string }) => document.slug)).toEqual(['ssa-623', 'ssa-11-bk', 'ssa-1696']);
    for (const [slug, type] of [
      ['ssa-623', 'image/png'],
      ['ssa-11-bk', 'image/jpeg'],
      ['ssa-1696', 'application/pdf'],
    ]) {
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

  it('fills the back office’s queue with applications in every status, started and sent in over the last weeks', async () => {
    const rows = await ctx.database.db
      .select({ code: clientUsers.applicationCode, status: intakeApplications.applicationStatusId, process: clientUsers.processType })
      .from(intakeApplications)
      .innerJoin(clientUsers, eq(clientUsers.id, intakeApplications.clientUserId));
    const queue = rows.filter((row) => DEMO_QUEUE_APPLICANTS.some((person) => person.applicationCode === row.code));
    const statusCount = (status: number) => queue.filter((row) => row.status === status).length;
    expect([1, 2, 4, 3, 5].map(statusCount)).toEqual([2, 3, 2, 2, 1]);
    // Approved: onboarding clients waiting for their invitation.
    expect(queue.filter((row) => row.process === 'onboarding')).toHaveLength(2);
    const [{ oldest } = { oldest: null }] = await ctx.database.db
      .select({ oldest: sql<string>`min(${intakeApplications.submittedAt})` })
      .from(intakeApplications);
    expect(Date.now() - Date.parse(String(oldest))).toBeGreaterThan(27 * 24 * 60 * 60 * 1000);
  });

  it('works out the saved steps of applications saved before steps were recorded (migration 0005)', async () => {
    const migration = fs.readFileSync(path.join(MIGRATIONS_DIR, '0005_intake_saved_steps.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').at(-1)!;
    const db = ctx.database.db;
    await db.update(intakeApplications).set({ savedSteps: [] });
    await db.execute(sql.raw(backfill));
    const savedSteps = async (username: string) => {
      const [row] = await db
        .select({ savedSteps: intakeApplications.savedSteps })
        .from(intakeApplications)
        .innerJoin(clientUsers, eq(clientUsers.id, intakeApplications.clientUserId))
        .where(eq(clientUsers.username, username));
      return row!.savedSteps;
    };
    // Still being filled in: the steps whose answers are stored.
    expect(await savedSteps(PENDING.username)).toEqual(['representative', 'about-you', 'login-details', 'address-details']);
    // Sent in (helped by a case manager; applying themselves): every step asked.
    expect(await savedSteps(IN_PROGRESS.username)).toEqual(ALL_STEPS);
    expect(await savedSteps(REJECTED.username)).toEqual(ALL_STEPS.filter((slug) => slug !== 'contact-details'));
  });
});
