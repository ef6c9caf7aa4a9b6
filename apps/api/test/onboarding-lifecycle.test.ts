import { MEDICAL_REVEAL_REASON_MESSAGE, ZAdminOnboardingDetailResponseSchema } from '@payee/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, clientUsers, onboardingActions } from '../src/db/schema/index';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import { bearer, loginByUsername } from './helpers/clients';
import { decide, freshApplicant, staffToken, submittedApplication } from './helpers/intake';
import { readOutbox } from './helpers/outbox';
import { REVEAL_PURPOSE_MESSAGES, REVEAL_PURPOSE_WORDS } from '@payee/content/reveal-purposes';
import {
  ADMIN_ONBOARDING,
  ONBOARDING_PASSWORD,
  billValues,
  createOnboardingClient,
  readOnboarding,
  saveOnboardingStep,
  saveStepsOneToFive,
  staffAction,
  submittedOnboarding,
} from './helpers/onboarding';

describe.each(TEST_DATABASES)('onboarding lifecycle and staff routes (%s)', (driver) => {
  const ctx = useTestApp(driver);
  let staff: string;
  beforeAll(async () => {
    staff = await staffToken(ctx);
  });

  const mailsSince = async (count: number) => (await readOutbox(ctx.config.DATA_DIR)).slice(count);
  const mailCount = async () => (await readOutbox(ctx.config.DATA_DIR)).length;

  it('carries an approved applicant through invitation, the wizard, a send-back and activation, e-mailing each step', async () => {
    // Intake approved → process onboarding, current_process approved.
    const applicant = await submittedApplication(ctx, freshApplicant());
    expect((await decide(ctx, staff, applicant.code, { decision: 'approve' })).statusCode).toBe(200);
    // The applicant signs in with the credentials chosen on the intake form.
    const username = (await readApplicantUsername(applicant.code))!;
    const approved = await loginByUsername(ctx, username, 'Grace@Intake1');
    expect(approved.json().data).toMatchObject({ process_type: 'onboarding', current_process: 'approved' });

    // Staff invite: → pending, and the link to the wizard by e-mail.
    let mails = await mailCount();
    const invite = await staffAction(ctx, staff, applicant.code, 'invite');
    expect(invite.statusCode, invite.body).toBe(200);
    expect(invite.json()).toMatchObject({
      message: `Onboarding ${applicant.code}: the client is invited and has been emailed the link to the wizard.`,
      data: {
        application_code: applicant.code,
        action: 'invite',
        process_type: 'onboarding',
        current_process: 'pending',
        acted_by: 'Demo Staff',
      },
    });
    const [invitation] = await mailsSince(mails);
    expect(invitation!.to).toEqual(['helen.miller@example.org']);
    expect(invitation!.subject).toBe('Complete your onboarding with Access Payee Services');
    expect(invitation!.text).toContain(`${ctx.config.PUBLIC_BASE_URL}/client/onboarding/${applicant.code}`);

    // Sign-in (table 4.1): onboarding pending is signed in and told to complete the details.
    const pending = await loginByUsername(ctx, username, 'Grace@Intake1');
    expect(pending.json()).toMatchObject({
      message: 'Welcome, Grace. Please complete your onboarding details.',
      data: { process_type: 'onboarding', current_process: 'pending', application_code: applicant.code },
    });
    const token = pending.json().data.token;
    expect((await readOnboarding(ctx, token, applicant.code)).json().data).toMatchObject({
      name: 'Grace Ann Miller Sr.',
      current_process: 'pending',
    });

    // The wizard, sent in.
    await saveStepsOneToFive(ctx, token);
    mails = await mailCount();
    expect((await saveOnboardingStep(ctx, token, 'bills', await billValues())).statusCode).toBe(200);
    expect((await mailsSince(mails)).map((mail) => mail.subject)).toEqual([`We have received your onboarding details (${applicant.code})`]);

    // Staff list it among those in progress and read it whole, files included.
    const list = await ctx.app.inject({ method: 'GET', url: `${ADMIN_ONBOARDING}?status=inProgress`, headers: bearer(staff) });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json().data).toContainEqual(
      expect.objectContaining({
        application_code: applicant.code,
        name: 'Grace Ann Miller Sr.',
        current_process: 'inProgress',
        submitted_at: expect.any(String),
      }),
    );
    const read = await ctx.app.inject({ method: 'GET', url: `${ADMIN_ONBOARDING}/${applicant.code}`, headers: bearer(staff) });
    expect(read.statusCode, read.body).toBe(200);
    expect(ZAdminOnboardingDetailResponseSchema.safeParse(read.json()).success).toBe(true);
    const whole = read.json().data;
    expect(whole).toMatchObject({
      process_type: 'onboarding',
      current_process: 'inProgress',
      image_url: `/api/v1/admin/onboarding/${applicant.code}/photo`,
    });
    expect(whole.client_bills).toHaveLength(3);
    expect(whole.identifiers.debit_card_no).toBe('4111 1111 1111 1111');
    for (const bill of whole.client_bills) {
      expect(bill.files[0].file_path).toMatch(new RegExp(`^/api/v1/admin/onboarding/${applicant.code}/bills/\\d+/file$`));
      expect((await ctx.app.inject({ method: 'GET', url: bill.files[0].file_path, headers: bearer(staff) })).statusCode).toBe(200);
    }
    expect(whole.actions.map((action: { action: string }) => action.action)).toEqual(['submit', 'invite']);

    // Sent back with two reasons: → rejected, the reasons at sign-in and above the wizard, and by e-mail.
    const reasons = ['The bill for rent is not readable. Please upload a clearer copy.', 'Add your pharmacy as a contact.'];
    mails = await mailCount();
    const sentBack = await staffAction(ctx, staff, applicant.code, 'send-back', { reasons });
    expect(sentBack.statusCode, sentBack.body).toBe(200);
    expect(sentBack.json().data).toMatchObject({ action: 'send_back', current_process: 'rejected' });
    const [backMail] = await mailsSince(mails);
    expect(backMail!.subject).toBe(`Your onboarding details need updates (${applicant.code})`);
    for (const reason of reasons) expect(backMail!.text).toContain(reason);
    expect(backMail!.text).toContain(`/client/onboarding/${applicant.code}`);
    const rejected = await loginByUsername(ctx, username, 'Grace@Intake1');
    expect(rejected.json().data).toMatchObject({ current_process: 'rejected', rejection_reason: reasons.map((message) => ({ message })) });
    const token2 = rejected.json().data.token;
    const prefilled = (await readOnboarding(ctx, token2)).json().data;
    expect(prefilled).toMatchObject({ current_process: 'rejected', rejection_reason: reasons.map((message) => ({ message })) });
    expect(prefilled.client_bills).toHaveLength(3);

    // Fixed and sent in again: the reasons are cleared.
    const bills = prefilled.client_bills.map((bill: { id: number; reporting_account: { id: number }; amount: string }) => ({
      id: bill.id,
      reporting_account_id: bill.reporting_account.id,
      amount: bill.amount,
    }));
    const resubmit = await saveOnboardingStep(ctx, token2, 'bills', { client_bills: bills });
    expect(resubmit.statusCode, resubmit.body).toBe(200);
    const again = await loginByUsername(ctx, username, 'Grace@Intake1');
    expect(again.json().data).toMatchObject({ current_process: 'inProgress', rejection_reason: [] });

    // Activated in program 1: → a client, enrolled, e-mailed; sessions end, the next sign-in is a client's.
    const stale = again.json().data.token;
    mails = await mailCount();
    const activate = await staffAction(ctx, staff, applicant.code, 'activate', { program_ids: [1] });
    expect(activate.statusCode, activate.body).toBe(200);
    expect(activate.json().data).toMatchObject({ action: 'activate', process_type: 'client', current_process: 'approved' });
    const [welcome] = await mailsSince(mails);
    expect(welcome!.subject).toBe('Your Access Payee Services account is ready');
    expect(welcome!.text).toContain('Representative Payee Program');
    expect((await readOnboarding(ctx, stale)).statusCode).toBe(401);
    const client = await loginByUsername(ctx, username, 'Grace@Intake1');
    expect(client.json().data).toMatchObject({ process_type: 'client', current_process: 'approved' });
    const clientToken = client.json().data.token;
    const programs = await ctx.app.inject({ method: 'GET', url: '/api/v1/website/client/programs', headers: bearer(clientToken) });
    expect(programs.json().data).toEqual([expect.objectContaining({ id: 1, status: 1 })]);
    // No longer an onboarding client: the wizard is not theirs any more.
    expect((await readOnboarding(ctx, clientToken)).statusCode).toBe(404);

    // Every action, with who and when.
    const actions = await ctx.database.db
      .select()
      .from(onboardingActions)
      .where(eq(onboardingActions.clientUserId, activate.json().data.id));
    expect(actions.map((action) => [action.action, action.actedBy, action.staffUserId !== null])).toEqual([
      ['invite', 'Demo Staff', true],
      ['submit', 'Grace Ann Miller Sr.', false],
      ['send_back', 'Demo Staff', true],
      ['submit', 'Grace Ann Miller Sr.', false],
      ['activate', 'Demo Staff', true],
    ]);
    expect(actions.find((action) => action.action === 'send_back')!.reasons).toEqual(reasons);
    expect(actions.find((action) => action.action === 'activate')!.programIds).toEqual([1]);
    for (const action of actions) expect(action.actedAt).toBeInstanceOf(Date);

    // And each staff action in the audit trail, with the staff member, the client and the address.
    const audit = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.clientId, activate.json().data.id))
      .orderBy(auditEvents.id);
    expect(
      audit.filter((row) => row.action.startsWith('onboarding.')).map((row) => [row.action, row.staffUserId !== null, row.ip, row.details]),
    ).toEqual([
      ['onboarding.invite', true, '127.0.0.1', {}],
      ['onboarding.send_back', true, '127.0.0.1', { reasons }],
      ['onboarding.activate', true, '127.0.0.1', { program_ids: [1] }],
    ]);
  });

  it('refuses actions out of turn (409) and checks their input (422)', async () => {
    const pending = await createOnboardingClient(ctx, 'pending');
    const notSent = await staffAction(ctx, staff, pending.code, 'activate', { program_ids: [1] });
    expect(notSent.statusCode).toBe(409);
    expect(notSent.json().message).toBe(
      `Onboarding ${pending.code} cannot be activated: it is invited and being filled in. Only an onboarding sent in (in progress) can be activated.`,
    );
    expect((await staffAction(ctx, staff, pending.code, 'send-back', { reasons: ['x'] })).statusCode).toBe(409);
    // Inviting again re-sends the link.
    expect((await staffAction(ctx, staff, pending.code, 'invite')).statusCode).toBe(200);

    const submitted = await submittedOnboarding(ctx);
    expect((await staffAction(ctx, staff, submitted.code, 'invite')).statusCode).toBe(409);
    expect((await staffAction(ctx, staff, submitted.code, 'send-back', { reasons: [] })).json().errors).toEqual({
      reasons: ['Give at least one reason for sending the onboarding back.'],
    });
    expect((await staffAction(ctx, staff, submitted.code, 'send-back', { reasons: [' '] })).json().errors).toEqual({
      'reasons.0': ['Enter a reason for the client.'],
    });
    expect((await staffAction(ctx, staff, submitted.code, 'activate', {})).json().errors).toEqual({
      program_ids: ['Choose at least one program to enrol the client in.'],
    });
    const unknown = await staffAction(ctx, staff, submitted.code, 'activate', { program_ids: [1, 999] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ 'program_ids.1': ['Choose an active program from the list.'] });
    expect((await staffAction(ctx, staff, 'APP-ZZZZZZ', 'invite')).statusCode).toBe(404);
    const applicant = await submittedApplication(ctx, freshApplicant());
    expect((await staffAction(ctx, staff, applicant.code, 'invite')).statusCode).toBe(404);
    // By id as well as by code.
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${ADMIN_ONBOARDING}/${submitted.id}`, headers: bearer(staff) })).json().data
        .application_code,
    ).toBe(submitted.code);
  });

  it('lists onboarding clients by status, a page at a time', async () => {
    await createOnboardingClient(ctx, 'approved');
    const all = await ctx.app.inject({ method: 'GET', url: `${ADMIN_ONBOARDING}?per_page=2`, headers: bearer(staff) });
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toHaveLength(2);
    expect(all.json().meta).toMatchObject({ page: 1, per_page: 2, total: expect.any(Number) });
    const approved = await ctx.app.inject({ method: 'GET', url: `${ADMIN_ONBOARDING}?status=approved`, headers: bearer(staff) });
    expect(approved.json().data.length).toBeGreaterThan(0);
    for (const row of approved.json().data) expect(row.current_process).toBe('approved');
    const wrong = await ctx.app.inject({ method: 'GET', url: `${ADMIN_ONBOARDING}?status=done`, headers: bearer(staff) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ status: ['Choose pending, inProgress, rejected or approved.'] });
  });

  it('is for staff only: 401 without a staff token, whatever the client', async () => {
    const client = await createOnboardingClient(ctx, 'approved');
    for (const [method, url] of [
      ['GET', ADMIN_ONBOARDING],
      ['GET', `${ADMIN_ONBOARDING}/${client.code}`],
      ['POST', `${ADMIN_ONBOARDING}/${client.code}/invite`],
      ['POST', `${ADMIN_ONBOARDING}/${client.code}/send-back`],
      ['POST', `${ADMIN_ONBOARDING}/${client.code}/activate`],
    ] as const) {
      expect((await ctx.app.inject({ method, url })).statusCode, url).toBe(401);
      expect((await ctx.app.inject({ method, url, headers: bearer(client.token) })).statusCode, url).toBe(401);
    }
    const read = await loginByUsername(ctx, client.username, ONBOARDING_PASSWORD);
    expect(read.json().data.current_process).toBe('approved');
  });

  describe('the medical details', () => {
    const reveal = (client: string | number, payload?: object) =>
      ctx.app.inject({ method: 'POST', url: `${ADMIN_ONBOARDING}/${client}/medical`, headers: bearer(staff), payload });
    const reveals = async (clientId: number) =>
      (await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.clientId, clientId))).filter(
        (row) => row.action === 'onboarding.medical_reveal',
      );

    it('are left out of the staff read, which says only whether there are any', async () => {
      const submitted = await submittedOnboarding(ctx);
      const read = await ctx.app.inject({ method: 'GET', url: `${ADMIN_ONBOARDING}/${submitted.code}`, headers: bearer(staff) });
      expect(read.statusCode, read.body).toBe(200);
      expect(ZAdminOnboardingDetailResponseSchema.safeParse(read.json()).success).toBe(true);
      expect(read.json().data.has_health_info).toBe(true);
      expect(read.json().data).not.toHaveProperty('health_info');
      for (const text of ['Type 2 diabetes', 'Metformin', 'diagnosis', 'medications', 'guardianship'])
        expect(read.body).not.toContain(text);
      // Reading is not a reveal.
      expect(await reveals(submitted.id)).toEqual([]);

      const invited = await createOnboardingClient(ctx, 'pending');
      const empty = await ctx.app.inject({ method: 'GET', url: `${ADMIN_ONBOARDING}/${invited.code}`, headers: bearer(staff) });
      expect(empty.json().data.has_health_info).toBe(false);
      // Saved with every answer left empty: still none.
      expect((await saveOnboardingStep(ctx, invited.token, 'medical-details', { health_info: {} })).statusCode).toBe(200);
      const blank = await ctx.app.inject({ method: 'GET', url: `${ADMIN_ONBOARDING}/${invited.code}`, headers: bearer(staff) });
      expect(blank.json().data.has_health_info).toBe(false);
    });

    it('are shown given a reason, never cached, with an audit row naming who, the client, from where and why', async () => {
      const submitted = await submittedOnboarding(ctx);
      const response = await reveal(submitted.code, { purpose: 'care_or_bills', reason: '  Preparing the doctor referral form.  ' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        data: { diagnosis: 'Type 2 diabetes', medications: 'Metformin 500 mg', guardianship: 'None' },
      });
      const [row] = await reveals(submitted.id);
      expect(row).toMatchObject({
        staffUserId: expect.any(Number),
        clientId: submitted.id,
        recordType: 'client_user',
        recordId: String(submitted.id),
        ip: '127.0.0.1',
        reason: `${REVEAL_PURPOSE_WORDS.medical.care_or_bills}: Preparing the doctor referral form.`,
        details: { purpose: 'care_or_bills' },
        at: expect.any(Date),
      });
      // The trail keeps why, never what was shown.
      expect(JSON.stringify(row)).not.toContain('diabetes');

      // By id as well; a client who gave none gets empty answers, and the look is still recorded.
      const invited = await createOnboardingClient(ctx, 'pending');
      const none = await reveal(invited.id, { purpose: 'benefit_review' });
      expect(none.json()).toEqual({ data: { diagnosis: null, medications: null, guardianship: null } });
      expect(await reveals(invited.id)).toHaveLength(1);
    });

    it('need a purpose from the list, and details of 5 to 500 characters for "other" (422, nothing shown, nothing recorded), and a known onboarding (404)', async () => {
      const submitted = await submittedOnboarding(ctx);
      for (const [payload, errors] of [
        [undefined, { purpose: [MEDICAL_REVEAL_REASON_MESSAGE] }],
        [{ reason: 'Preparing the doctor referral form.' }, { purpose: [MEDICAL_REVEAL_REASON_MESSAGE] }],
        [{ purpose: 'ssa_report' }, { purpose: [REVEAL_PURPOSE_MESSAGES.choose] }],
        [{ purpose: 'other', reason: '   ' }, { reason: [REVEAL_PURPOSE_MESSAGES.detailsForOther] }],
        [{ purpose: 'other', reason: 'why' }, { reason: ['Give a reason of at least 5 characters.'] }],
        [{ purpose: 'safety', reason: 'x'.repeat(501) }, { reason: ['The reason must be 500 characters or fewer.'] }],
      ] as const) {
        const response = await reveal(submitted.code, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(422);
        expect(response.json().errors, JSON.stringify(payload)).toEqual(errors);
        expect(response.body).not.toContain('diabetes');
      }
      expect(await reveals(submitted.id)).toEqual([]);
      expect((await reveal('APP-ZZZZZZ', { purpose: 'benefit_review' })).statusCode).toBe(404);
      const applicant = await submittedApplication(ctx, freshApplicant());
      expect((await reveal(applicant.code, { purpose: 'benefit_review' })).statusCode).toBe(404);
    });
  });

  async function readApplicantUsername(code: string) {
    const [row] = await ctx.database.db
      .select({ username: clientUsers.username })
      .from(clientUsers)
      .where(eq(clientUsers.applicationCode, code));
    return row?.username;
  }
});
