import fs from 'node:fs';
import path from 'node:path';
import { MAX_UPLOAD_BYTES } from '@payee/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, clientUsers, onboardingActions, staffUsers } from '../src/db/schema/index';
import { DEMO_STAFF } from '../src/seed/demo-staff';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import { filesUnder } from './helpers/raw-http';
import { FilePart, freshApplicant, submittedApplication, type FormValues } from './helpers/intake';
import {
  ADMIN_ONBOARDING,
  REF,
  STEPS,
  billValues,
  createOnboardingClient,
  photo,
  readOnboarding,
  saveOnboardingStep,
  submittedOnboarding,
  wizardMultipart,
} from './helpers/onboarding';
import { bearer, createStaffMember, staffToken } from './helpers/staff';

describe.each(TEST_DATABASES)('assisted mode: a caseworker saves the wizard for the client (%s)', (driver) => {
  const ctx = useTestApp(driver);
  let staff: string;
  let staffId: number;
  beforeAll(async () => {
    staff = await staffToken(ctx);
    const [member] = await ctx.database.db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, DEMO_STAFF.email));
    staffId = member!.id;
  });

  /** `POST /admin/onboarding/{client}?_method=PUT` with one step's values, multipart, as the wizard sends them (no captcha). */
  async function assistedSave(client: string | number, step: string, values: FormValues = {}, token = staff) {
    const body = await wizardMultipart({ step, ...values });
    return ctx.app.inject({
      method: 'POST',
      url: `${ADMIN_ONBOARDING}/${client}?_method=PUT`,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  }

  /** The onboarding's rows of the audit trail (a client's sign-ins are there too). */
  const auditRows = async (clientId: number) =>
    (await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.clientId, clientId)).orderBy(auditEvents.id)).filter((row) =>
      row.action.startsWith('onboarding.'),
    );

  it('saves a step without a captcha, as the client’s save would, and records it in the audit trail as done by the caseworker', async () => {
    const client = await createOnboardingClient(ctx);
    const first = await assistedSave(client.code, 'document-proofs', { image: photo() });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ message: 'Your details have been saved.' });
    const second = await assistedSave(client.id, 'identifiers', STEPS.identifiers);
    expect(second.statusCode, second.body).toBe(200);

    // The client reads what the caseworker saved.
    const detail = (await readOnboarding(ctx, client.token, client.code)).json().data;
    expect(detail.saved_steps).toEqual(['document-proofs', 'identifiers']);
    expect(detail.image_name).toBe('me.png');
    expect(detail.identifiers).toMatchObject({ identity_code: 'P1234567', identification_type: { id: REF.passport } });
    expect(detail.other_identifier.map((item: { identity_type: string }) => item.identity_type)).toEqual(['Medicare card', 'Library card']);

    // Each save a row naming the member of staff, the client and the step (never an answer), readable in the trail.
    const rows = await auditRows(client.id);
    expect(rows.map((row) => [row.action, row.staffUserId, row.recordType, row.recordId, row.ip, row.details])).toEqual([
      ['onboarding.save_step', staffId, 'client_user', String(client.id), '127.0.0.1', { step: 'document-proofs', assisted: true }],
      ['onboarding.save_step', staffId, 'client_user', String(client.id), '127.0.0.1', { step: 'identifiers', assisted: true }],
    ]);
    const trail = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/audit?action=onboarding.save_step&client_id=${client.id}`,
      headers: bearer(staff),
    });
    expect(trail.json().data.map((row: { staff_user_id: number }) => row.staff_user_id)).toEqual([staffId, staffId]);
    expect(trail.body).not.toContain('P1234567');
  });

  it('sends the onboarding in at the last step as done by the caseworker, and ends no session', async () => {
    const client = await createOnboardingClient(ctx);
    for (const [step, values] of [['document-proofs', { image: photo() }], ...Object.entries(STEPS)] as [string, FormValues][]) {
      expect((await assistedSave(client.code, step, values)).statusCode, step).toBe(200);
    }
    const skipped = await assistedSave(client.code, 'client-contacts', { skip: 1 });
    expect(skipped.json()).toEqual({ message: 'This step was skipped; nothing was saved.' });

    const submit = await assistedSave(client.code, 'bills', await billValues());
    expect(submit.statusCode, submit.body).toBe(200);
    expect(submit.json().data).toEqual({ application_code: client.code, current_process: 'inProgress' });

    const [action] = await ctx.database.db.select().from(onboardingActions).where(eq(onboardingActions.clientUserId, client.id));
    expect([action!.action, action!.actedBy, action!.staffUserId]).toEqual(['submit', 'Demo Staff', staffId]);
    const rows = await auditRows(client.id);
    expect(rows.at(-1)).toMatchObject({
      action: 'onboarding.submit',
      staffUserId: staffId,
      details: { step: 'bills', assisted: true, is_resubmission: false },
    });
    // Neither the caseworker's session nor the client's ends: only the client's own submission ends theirs.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/session', headers: bearer(staff) })).statusCode).toBe(200);
    expect((await readOnboarding(ctx, client.token, client.code)).json().data.current_process).toBe('inProgress');
  });

  it('saves nothing whose audit row cannot be written: the step, its file and its row commit together', async () => {
    const client = await createOnboardingClient(ctx);
    const uploads = path.join(ctx.config.DATA_DIR, 'uploads', 'onboarding');
    const storedFiles = () => (fs.existsSync(uploads) ? fs.readdirSync(uploads).sort() : []);
    const before = storedFiles();
    // Make the row of a step save fail (only in this test database; `not valid`: earlier rows are not checked).
    await ctx.database.db.execute(
      sql`alter table audit_events add constraint test_refuses_step_saves check (action <> 'onboarding.save_step') not valid`,
    );
    try {
      expect((await assistedSave(client.code, 'document-proofs', { image: photo() })).statusCode).toBe(500);
    } finally {
      await ctx.database.db.execute(sql`alter table audit_events drop constraint test_refuses_step_saves`);
    }
    const detail = (await readOnboarding(ctx, client.token, client.code)).json().data;
    expect([detail.saved_steps, detail.image_name]).toEqual([[], null]);
    expect(storedFiles()).toEqual(before);
  });

  it('answers field errors as the client’s save does (422, the same keys and words), storing nothing', async () => {
    const client = await createOnboardingClient(ctx);
    const mine = await assistedSave(client.code, 'identifiers', { identifiers: { identity_code: 'P1' } });
    const theirs = await saveOnboardingStep(ctx, client.token, 'identifiers', { identifiers: { identity_code: 'P1' } });
    expect(mine.statusCode).toBe(422);
    expect(mine.json()).toEqual(theirs.json());
    expect(Object.keys(mine.json().errors)).toContain('identifiers.identification_type_id');

    const bill = { reporting_account_id: REF.rent, amount: '10' };
    const tooBig = new FilePart(Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x25), 'big.pdf', 'application/pdf');
    const large = await assistedSave(client.code, 'bills', { client_bills: [{ ...bill, files: [tooBig] }] });
    expect(large.statusCode).toBe(422);
    expect(large.json().errors).toEqual({ 'client_bills.0.files': ["The bill's file must be 10 MB or smaller."] });
    await expect.poll(() => filesUnder(path.join(ctx.config.DATA_DIR, 'tmp'))).toEqual([]);

    const noStep = await ctx.app.inject({ method: 'PUT', url: `${ADMIN_ONBOARDING}/${client.code}`, headers: bearer(staff), payload: {} });
    expect(noStep.statusCode).toBe(422);
    expect(noStep.json().errors).toEqual({ step: ['Choose which step to save.'] });
    expect(await auditRows(client.id)).toEqual([]);
  });

  it('refuses anyone but a caseworker: no token, a client’s token (even the client’s own) and staff without the role', async () => {
    const client = await createOnboardingClient(ctx);
    const finance = await createStaffMember(ctx, ['finance']);
    const financeToken = (await ctx.app.authTokens.issue({ subjectType: 'staff', subjectId: finance.id, ttlMs: 60_000 })).token;
    const url = `${ADMIN_ONBOARDING}/${client.code}`;
    const payload = { step: 'medical-details', health_info: { diagnosis: 'Asthma' } };
    expect((await ctx.app.inject({ method: 'PUT', url, payload })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'PUT', url, payload, headers: bearer(client.token) })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'PUT', url, payload, headers: bearer(financeToken) })).statusCode).toBe(403);
    expect((await readOnboarding(ctx, client.token, client.code)).json().data.saved_steps).toEqual([]);
    // The client's own save still asks for the captcha.
    const withoutCaptcha = await saveOnboardingStep(ctx, client.token, 'medical-details', payload, { captcha: false });
    expect(withoutCaptcha.statusCode).toBe(422);
    expect(Object.keys(withoutCaptcha.json().errors)).toEqual(['g-recaptcha-response']);
  });

  it('saves only an onboarding that is invited or sent back, and only the one in the address', async () => {
    const submitted = await submittedOnboarding(ctx);
    const inReview = await assistedSave(submitted.code, 'medical-details', STEPS['medical-details']);
    expect(inReview.statusCode).toBe(409);
    expect(inReview.json().message).toBe(
      `Onboarding ${submitted.code} cannot be filled in: it is sent in and waiting for review. Only an onboarding invited or sent back can be filled in.`,
    );
    const notInvited = await createOnboardingClient(ctx, 'approved');
    expect((await assistedSave(notInvited.code, 'medical-details', STEPS['medical-details'])).statusCode).toBe(409);

    const applicant = await submittedApplication(ctx, freshApplicant());
    expect((await assistedSave(applicant.code, 'medical-details', STEPS['medical-details'])).statusCode).toBe(404);
    const other = await createOnboardingClient(ctx);
    const mismatch = await assistedSave(other.code, 'medical-details', { ...STEPS['medical-details'], application_code: submitted.code });
    expect(mismatch.statusCode).toBe(404);

    const [state] = await ctx.database.db
      .select({ currentProcess: clientUsers.currentProcess })
      .from(clientUsers)
      .where(eq(clientUsers.id, notInvited.id));
    expect(state!.currentProcess).toBe('approved');
    expect([...(await auditRows(submitted.id)), ...(await auditRows(other.id))]).toEqual([]);
  });
});
