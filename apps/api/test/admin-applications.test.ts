import {
  APPLICATION_STATUS_FILTER_MESSAGE,
  DAY_RANGE_ORDER_MESSAGE,
  SSN_REVEAL_REASON_MESSAGE,
  type TAdminApplicationRow,
  type TIntakeHistoryEvent,
} from '@payee/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { REVEAL_PURPOSE_MESSAGES, REVEAL_PURPOSE_WORDS } from '@payee/content/reveal-purposes';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, clientUsers, enquiries, intakeApplications, rejectionReasonTemplates } from '../src/db/schema/index';
import { DEMO_INTAKE_APPLICANTS } from '../src/seed/demo-intake';
import { seedDemoData } from '../src/seed/index';
import { TEST_DATABASES, useTestApp, type TestApp } from './helpers/app';
import { loginByUsername } from './helpers/clients';
import {
  ADMIN_INTAKE,
  completeApplication,
  createApplication,
  decide,
  freshApplicant,
  saveStep,
  STEP_VALUES,
  submitApplication,
  submittedApplication,
  type CreatedApplication,
  type FormValues,
} from './helpers/intake';
import { staffAction, submittedOnboarding } from './helpers/onboarding';
import { readOutbox } from './helpers/outbox';
import { bearer, createStaffMember, signInStaff } from './helpers/staff';

const SUMMARY = '/api/v1/admin/summary';
const REJECTION_REASONS = '/api/v1/admin/rejection-reasons';
const historyUrl = (application: string | number) => `${ADMIN_INTAKE}/${application}/history`;
const ssnUrl = (application: string | number) => `${ADMIN_INTAKE}/${application}/ssn`;

const MYSELF = { representative: { representative_type: 'myself' } };
const CASE_MANAGER = {
  representative: {
    representative_type: 'case_manager',
    agency_id: 1,
    case_manager_id: 1,
    name: 'Alicia Romero',
    primary_phone: '5175550170',
    primary_email: 'alicia.romero@example.org',
  },
};

/** A signed-in caseworker (only that role) and their token. */
async function signedInCaseworker(ctx: TestApp, name: string) {
  const member = await createStaffMember(ctx, ['caseworker'], name);
  return { ...member, token: (await signInStaff(ctx, member)).token };
}

const rowsOfAction = (ctx: TestApp, action: string) =>
  ctx.database.db.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(asc(auditEvents.id));

describe.each(TEST_DATABASES)('the applications queue, GET /admin/intake (%s)', (driver) => {
  const ctx = useTestApp(driver);
  let token: string;
  /** The applications of the queue by first name, and their applicants' SSNs. */
  const apps = {} as Record<'ada' | 'bob' | 'cara' | 'dan' | 'eve' | 'frank', CreatedApplication & { ssn: string }>;

  const list = async (query = '') => {
    const response = await ctx.app.inject({ method: 'GET', url: `${ADMIN_INTAKE}${query}`, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: TAdminApplicationRow[]; meta: { page: number; per_page: number; total: number; last_page: number } }>();
  };
  /** The first names of a page, in its order. */
  const names = async (query = '') => (await list(query)).data.map((row) => row.first_name);

  const start = async (firstName: string, lastName: string, overrides: FormValues = {}) => {
    const applicant = freshApplicant({ first_name: firstName, last_name: lastName, ...overrides });
    const created = await createApplication(ctx, applicant);
    return { ...created, ssn: String(applicant.ssn) };
  };
  const sendIn = async (created: CreatedApplication) => {
    await completeApplication(ctx, created);
    expect((await submitApplication(ctx, created)).statusCode).toBe(200);
  };
  /** When each was started and sent in (UTC), and last changed, set as the office would have seen them. */
  const setDates = async (created: CreatedApplication, createdAt: string, submittedAt: string | null, updatedAt: string) => {
    await ctx.database.db
      .update(intakeApplications)
      .set({ createdAt: new Date(createdAt), submittedAt: submittedAt ? new Date(submittedAt) : null, updatedAt: new Date(updatedAt) })
      .where(eq(intakeApplications.id, created.id));
  };

  beforeAll(async () => {
    token = (await signedInCaseworker(ctx, 'Quinn Queue')).token;
    apps.ada = await start('Ada', 'Lovelace', MYSELF);
    apps.bob = await start('Bob', 'Marley');
    apps.cara = await start('Cara', 'Delaney', CASE_MANAGER);
    apps.dan = await start('Dan', 'Brown');
    apps.eve = await start('Eve', 'Adams', MYSELF);
    apps.frank = await start('Frank', 'Miller');
    for (const created of [apps.bob, apps.cara, apps.dan, apps.eve]) await sendIn(created);
    expect((await decide(ctx, token, apps.cara.code, { decision: 'in_progress' })).statusCode).toBe(200);
    expect((await decide(ctx, token, apps.dan.code, { decision: 'reject', reasons: ['Sign the SSA-1696.'] })).statusCode).toBe(200);
    expect((await decide(ctx, token, apps.eve.code, { decision: 'approve' })).statusCode).toBe(200);
    // Bob sent it in at 11:30 pm on January 31 in Michigan, which is already February 1 in UTC.
    await setDates(apps.ada, '2026-01-05T15:00:00Z', null, '2026-01-05T15:00:00Z');
    await setDates(apps.bob, '2026-01-10T15:00:00Z', '2026-02-01T04:30:00Z', '2026-02-11T15:00:00Z');
    await setDates(apps.cara, '2026-01-12T15:00:00Z', '2026-02-03T15:00:00Z', '2026-02-12T15:00:00Z');
    await setDates(apps.dan, '2026-01-14T15:00:00Z', '2026-02-05T15:00:00Z', '2026-02-09T15:00:00Z');
    await setDates(apps.eve, '2026-01-20T15:00:00Z', '2026-02-10T15:00:00Z', '2026-02-10T16:00:00Z');
    await setDates(apps.frank, '2026-02-20T15:00:00Z', null, '2026-02-20T15:00:00Z');
  });

  it('answers a row per application: the applicant, the status and its name, the programs, the dates and only the SSN’s last four', async () => {
    const body = await list('?q=Cara');
    expect(body.data).toEqual([
      {
        id: apps.cara.id,
        application_code: apps.cara.code,
        first_name: 'Cara',
        last_name: 'Delaney',
        representative_type: 'case_manager',
        status: { id: 4, name: 'Under review' },
        program_names: ['Representative Payee Program'],
        ssn_masked: `***-**-${apps.cara.ssn.slice(-4)}`,
        created_at: '2026-01-12T15:00:00.000Z',
        updated_at: '2026-02-12T15:00:00.000Z',
        submitted_at: '2026-02-03T15:00:00.000Z',
      },
    ]);
    expect((await list('?q=Lovelace')).data[0]).toMatchObject({ status: { id: 1, name: 'Pending' }, submitted_at: null });
    const all = await list();
    for (const app of Object.values(apps)) expect(JSON.stringify(all)).not.toContain(app.ssn);
  });

  it('sorts by the latest sending in, newest first, by default; never sent in comes last, in a stable order', async () => {
    expect(await names()).toEqual(['Eve', 'Dan', 'Cara', 'Bob', 'Frank', 'Ada']);
    expect(await names('?direction=asc')).toEqual(['Bob', 'Cara', 'Dan', 'Eve', 'Ada', 'Frank']);
  });

  it('sorts by each column either way, the application’s id settling ties', async () => {
    expect(await names('?sort=name&direction=asc')).toEqual(['Eve', 'Dan', 'Cara', 'Ada', 'Bob', 'Frank']);
    expect(await names('?sort=name')).toEqual(['Frank', 'Bob', 'Ada', 'Cara', 'Dan', 'Eve']);
    expect(await names('?sort=created_at&direction=asc')).toEqual(['Ada', 'Bob', 'Cara', 'Dan', 'Eve', 'Frank']);
    expect(await names('?sort=updated_at')).toEqual(['Frank', 'Cara', 'Bob', 'Eve', 'Dan', 'Ada']);
    // Pending (Ada, Frank: by id), in progress, under review, approved, rejected.
    expect(await names('?sort=status&direction=asc')).toEqual(['Ada', 'Frank', 'Bob', 'Cara', 'Eve', 'Dan']);
    expect(await names('?sort=status&direction=desc')).toEqual(['Dan', 'Eve', 'Cara', 'Bob', 'Frank', 'Ada']);
    const byCode = Object.values(apps)
      .sort((a, b) => a.code.localeCompare(b.code))
      .map((app) => app.code);
    expect((await list('?sort=application_code&direction=asc')).data.map((row) => row.application_code)).toEqual(byCode);
  });

  it('pages: 25 a page by default, the page asked for, and where it sits in the whole', async () => {
    expect((await list()).meta).toEqual({ page: 1, per_page: 25, total: 6, last_page: 1 });
    const second = await list('?per_page=2&page=2');
    expect(second.data.map((row) => row.first_name)).toEqual(['Cara', 'Bob']);
    expect(second.meta).toEqual({ page: 2, per_page: 2, total: 6, last_page: 3 });
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(...(await names(`?per_page=2&page=${page}&sort=status`)));
    expect(pages).toEqual(await names('?sort=status'));
    expect(await list('?per_page=2&page=4')).toEqual({ data: [], meta: { page: 4, per_page: 2, total: 6, last_page: 3 } });
  });

  it('filters by one or more statuses, as a comma-separated list', async () => {
    expect(await names('?status=2,4')).toEqual(['Cara', 'Bob']);
    expect(await names('?status=1')).toEqual(['Frank', 'Ada']);
    expect(await names('?status=3&sort=name')).toEqual(['Eve']);
    expect((await list('?status=5')).meta.total).toBe(1);
  });

  it('filters by the kind of representative', async () => {
    expect(await names('?representative_type=myself')).toEqual(['Eve', 'Ada']);
    expect(await names('?representative_type=case_manager')).toEqual(['Cara']);
    expect(await names('?representative_type=relative&status=2,5')).toEqual(['Dan', 'Bob']);
  });

  it('filters by days in Michigan, both included, of the sending in, or of the start when never sent in', async () => {
    expect(await names('?from=2026-01-31&to=2026-01-31')).toEqual(['Bob']);
    expect(await names('?from=2026-02-01&to=2026-02-05')).toEqual(['Dan', 'Cara']);
    expect(await names('?to=2026-01-30')).toEqual(['Ada']);
    expect(await names('?from=2026-02-10')).toEqual(['Eve', 'Frank']);
  });

  it('searches by the last four digits of the SSN, by application code in any case, and by name', async () => {
    expect(await names(`?q=${apps.dan.ssn.slice(-4)}`)).toEqual(['Dan']);
    expect(await names(`?q=${apps.frank.code.toLowerCase()}`)).toEqual(['Frank']);
    expect(await names(`?q=%20${apps.bob.code}%20`)).toEqual(['Bob']);
    // In the first or the last name, any case: "ada" is Ada Lovelace and Eve Adams.
    expect(await names('?q=ADA&sort=name&direction=asc')).toEqual(['Eve', 'Ada']);
    expect(await names('?q=eve%20adams')).toEqual(['Eve']);
    expect(await names('?q=mil')).toEqual(['Frank']);
    expect(await names('?q=0000')).toEqual([]);
    // A wildcard typed is a letter, not "everyone".
    expect(await names('?q=%25')).toEqual([]);
    expect(await names('?q=Marley&status=2')).toEqual(['Bob']);
  });

  it('refuses bad query values with 422 in the error shape, each at its parameter', async () => {
    const cases: [string, string, string?][] = [
      ['page=0', 'page', 'Enter a page number of 1 or more.'],
      ['per_page=101', 'per_page', 'Enter a page size from 1 to 100.'],
      ['sort=age', 'sort'],
      ['direction=up', 'direction', 'Choose asc or desc.'],
      ['status=9', 'status', APPLICATION_STATUS_FILTER_MESSAGE],
      ['status=2,x', 'status', APPLICATION_STATUS_FILTER_MESSAGE],
      ['status=2&status=4', 'status', APPLICATION_STATUS_FILTER_MESSAGE],
      ['representative_type=friend', 'representative_type'],
      ['from=2026-02-30', 'from', 'Enter a real date, like 11/01/2026.'],
      ['to=tomorrow', 'to', 'Enter a real date, like 11/01/2026.'],
      ['from=2026-02-02&to=2026-02-01', 'to', DAY_RANGE_ORDER_MESSAGE],
      [`q=${'a'.repeat(101)}`, 'q', 'The search must be 100 characters or fewer.'],
    ];
    for (const [query, field, message] of cases) {
      const response = await ctx.app.inject({ method: 'GET', url: `${ADMIN_INTAKE}?${query}`, headers: bearer(token) });
      expect(response.statusCode, query).toBe(422);
      const body = response.json<{ message: string; errors: Record<string, string[]> }>();
      expect(Object.keys(body.errors), query).toEqual([field]);
      if (message) expect(body.errors[field], query).toEqual([message]);
      expect(body.message).toEqual(expect.any(String));
    }
  });
});

describe.each(TEST_DATABASES)('an application’s history and its full SSN (%s)', (driver) => {
  const ctx = useTestApp(driver);
  let casey: Awaited<ReturnType<typeof signedInCaseworker>>;

  const history = async (application: string | number) => {
    const response = await ctx.app.inject({ method: 'GET', url: historyUrl(application), headers: bearer(casey.token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: TIntakeHistoryEvent[] }>().data;
  };
  const reveal = (application: string | number, payload: unknown, token = casey.token) =>
    ctx.app.inject({ method: 'POST', url: ssnUrl(application), headers: bearer(token), payload: payload as object });

  beforeAll(async () => {
    casey = await signedInCaseworker(ctx, 'Casey Worker');
  });
  /** E-mails go through the outbox: the history shows each once it is sent, so the test sends them before going on. */
  const sendMail = () => ctx.app.outbox.deliverDue();

  it('tells what happened, oldest first: created, each save, sent in, each decision with its reasons, each e-mail', async () => {
    const applicant = freshApplicant();
    const created = await createApplication(ctx, applicant);
    await sendMail();
    const applicantEvent = { by: 'applicant', staff_user_id: null, staff_name: null, at: expect.any(String) };
    const email = (template: string, subject: string, to: string) => ({
      type: 'email_sent',
      by: 'system',
      staff_user_id: null,
      staff_name: null,
      at: expect.any(String),
      template,
      subject,
      to,
    });
    const draftEmails = [
      email('intake-draft-saved', `The application is saved: its code is ${created.code}`, 'h***@example.org'),
      email('intake-draft-saved', `Your application is saved: its code is ${created.code}`, 'g***@example.org'),
    ];

    expect((await saveStep(ctx, created, 'address-details', STEP_VALUES['address-details'])).statusCode).toBe(200);
    expect((await saveStep(ctx, created, 'emergency-contact', STEP_VALUES['emergency-contact'])).statusCode).toBe(200);
    expect(await history(created.code)).toEqual([
      { type: 'created', ...applicantEvent, steps: ['representative', 'contact-details', 'about-you', 'login-details'] },
      ...draftEmails,
      { type: 'step_saved', ...applicantEvent, step: 'address-details' },
      { type: 'step_saved', ...applicantEvent, step: 'emergency-contact' },
    ]);

    await completeApplication(ctx, created);
    expect((await submitApplication(ctx, created)).statusCode).toBe(200);
    await sendMail();
    const staff = { by: 'staff', staff_user_id: casey.id, staff_name: 'Casey Worker', at: expect.any(String) };
    const reasons = ['The SSA-1696 form is not signed.', 'Please upload a recent benefit letter.'];
    expect((await decide(ctx, casey.token, created.code, { decision: 'in_progress' })).statusCode).toBe(200);
    expect((await decide(ctx, casey.token, created.code, { decision: 'reject', reasons })).statusCode).toBe(200);
    await sendMail();
    const login = await loginByUsername(ctx, String(applicant.username), 'Grace@Intake1');
    const resumed = { ...created, token: login.json().data.token as string };
    expect((await submitApplication(ctx, resumed)).statusCode).toBe(200);
    await sendMail();
    expect((await decide(ctx, casey.token, created.id, { decision: 'approve' })).statusCode).toBe(200);
    await sendMail();

    const events = await history(created.id);
    const savedSteps = ['address-details', 'emergency-contact', ...Object.keys(STEP_VALUES), 'ssa-documents'];
    const submitted = (isResubmission: boolean) => [
      { type: 'submitted', ...applicantEvent, is_resubmission: isResubmission },
      email('intake-submitted', `We have received the application (${created.code})`, 'h***@example.org'),
      email('intake-submitted', `We have received your application (${created.code})`, 'g***@example.org'),
    ];
    expect(events).toEqual([
      { type: 'created', ...applicantEvent, steps: ['representative', 'contact-details', 'about-you', 'login-details'] },
      ...draftEmails,
      ...savedSteps.map((step) => ({ type: 'step_saved', ...applicantEvent, step })),
      ...submitted(false),
      { type: 'decided', ...staff, decision: 'in_progress', reasons: [] },
      { type: 'decided', ...staff, decision: 'reject', reasons },
      email('intake-decided', `The application ${created.code} needs updates`, 'h***@example.org'),
      ...submitted(true),
      { type: 'decided', ...staff, decision: 'approve', reasons: [] },
      // The approval reaches the applicant's own address too, when a representative filled in the form.
      email('intake-decided', `The application ${created.code} is approved`, 'h***@example.org'),
      email('intake-decided', `The application ${created.code} is approved`, 'g***@example.org'),
    ]);
    const times = events.map((event) => Date.parse(event.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // The applicant's own copy of the approval greets them and says who filled in the form for them.
    const approvals = (await readOutbox(ctx.config.DATA_DIR)).filter(
      (mail) => mail.subject === `The application ${created.code} is approved`,
    );
    const toApplicant = approvals.find((mail) => mail.to[0] === 'grace.miller@example.org')!;
    expect(toApplicant.text).toContain('Dear Grace,');
    expect(toApplicant.text).toContain(`Good news: your application (${created.code})`);
    expect(toApplicant.text).toContain('Helen Miller filled it in for you.');
    expect(approvals.find((mail) => mail.to[0] === 'helen.miller@example.org')!.text).not.toContain('filled it in for you.');
    // No answer, SSN, birth date or whole e-mail address.
    const text = JSON.stringify(events);
    for (const secret of [String(applicant.ssn), '1950-06-15', 'Lansing', 'Tom Miller', 'helen.miller@example.org', 'grace.miller']) {
      expect(text).not.toContain(secret);
    }
  });

  it('keeps each event in the audit trail with the applicant or member of staff, the record and the address', async () => {
    const created = await createApplication(ctx, freshApplicant());
    await sendMail();
    expect((await saveStep(ctx, created, 'address-details', STEP_VALUES['address-details'])).statusCode).toBe(200);
    const [client] = await ctx.database.db.select().from(clientUsers).where(eq(clientUsers.applicationCode, created.code));
    const rows = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordType, 'intake_application'), eq(auditEvents.recordId, String(created.id))))
      .orderBy(asc(auditEvents.id));
    expect(rows.map((row) => row.action)).toEqual(['intake.create', 'intake.email_sent', 'intake.email_sent', 'intake.save_step']);
    for (const row of rows) expect(row).toMatchObject({ clientId: client!.id, staffUserId: null });
    expect(rows.find((row) => row.action === 'intake.save_step')).toMatchObject({
      ip: '127.0.0.1',
      details: { step: 'address-details' },
    });
  });

  it('saves no step whose history cannot be written: the save and its event commit together', async () => {
    const created = await createApplication(ctx, freshApplicant());
    await ctx.database.db.execute(
      sql`alter table audit_events add constraint test_refuses_saves check (action <> 'intake.save_step') not valid`,
    );
    try {
      expect((await saveStep(ctx, created, 'address-details', STEP_VALUES['address-details'])).statusCode).toBe(500);
    } finally {
      await ctx.database.db.execute(sql`alter table audit_events drop constraint test_refuses_saves`);
    }
    const [stored] = await ctx.database.db.select().from(intakeApplications).where(eq(intakeApplications.id, created.id));
    expect(stored).toMatchObject({ physicalAddress: null });
    expect(stored!.savedSteps).not.toContain('address-details');
  });

  it('stands in for the creation and sending in of an application from before events were recorded with its own dates', async () => {
    await seedDemoData(ctx.database.db, ctx.config.APP_ENCRYPTION_KEY, { storage: ctx.app.storage });
    const walter = DEMO_INTAKE_APPLICANTS[1];
    const [application] = await ctx.database.db
      .select()
      .from(intakeApplications)
      .innerJoin(clientUsers, eq(clientUsers.id, intakeApplications.clientUserId))
      .where(eq(clientUsers.applicationCode, walter.applicationCode));
    const unrecorded = { by: 'applicant', staff_user_id: null, staff_name: null };
    expect(await history(walter.applicationCode)).toEqual([
      { type: 'created', ...unrecorded, at: application!.intake_applications.createdAt.toISOString(), steps: [] },
      { type: 'submitted', ...unrecorded, at: application!.intake_applications.submittedAt!.toISOString(), is_resubmission: false },
    ]);
  });

  it('answers 404 for an application that does not exist', async () => {
    for (const url of [historyUrl('APP-NONE22'), historyUrl(999_999)]) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(casey.token) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: expect.stringContaining('There is no application') });
    }
    expect((await reveal('APP-NONE22', { purpose: 'ssa_report' })).statusCode).toBe(404);
  });

  it('shows the full SSN only with a reason, never cached, and writes who, from where, which record and why first', async () => {
    const applicant = freshApplicant();
    const created = await createApplication(ctx, applicant);
    // The record itself carries the SSN masked: the whole number comes only through the recorded reveal.
    const record = await ctx.app.inject({ method: 'GET', url: `${ADMIN_INTAKE}/${created.code}`, headers: bearer(casey.token) });
    expect(record.statusCode, record.body).toBe(200);
    expect(record.json().data.ssn).toBe(`***-**-${String(applicant.ssn).slice(-4)}`);
    expect(record.body).not.toContain(String(applicant.ssn));
    const before = (await rowsOfAction(ctx, 'intake.ssn_reveal')).length;
    // A purpose from the list is required; "other" needs details of 5 characters or more; details are at most 500.
    for (const [payload, errors] of [
      [{}, { purpose: [SSN_REVEAL_REASON_MESSAGE] }],
      [{ reason: 'The SSA letter shows another number.' }, { purpose: [SSN_REVEAL_REASON_MESSAGE] }],
      [{ purpose: ' ' }, { purpose: [SSN_REVEAL_REASON_MESSAGE] }],
      [{ purpose: 'curiosity' }, { purpose: [REVEAL_PURPOSE_MESSAGES.choose] }],
      [{ purpose: 'other' }, { reason: [REVEAL_PURPOSE_MESSAGES.detailsForOther] }],
      [{ purpose: 'other', reason: '  abc   ' }, { reason: ['Give a reason of at least 5 characters.'] }],
      [{ purpose: 'ssa_report', reason: 'x'.repeat(501) }, { reason: ['The reason must be 500 characters or fewer.'] }],
      [{ purpose: 'ssa_report', reason: 42 }, { reason: ['The reason must be 500 characters or fewer.'] }],
    ] as const) {
      const refused = await reveal(created.code, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(422);
      expect(refused.json().errors, JSON.stringify(payload)).toEqual(errors);
      expect(refused.body).not.toContain(String(applicant.ssn).slice(-4));
    }
    expect(await rowsOfAction(ctx, 'intake.ssn_reveal')).toHaveLength(before);

    const ssn = String(applicant.ssn);
    const response = await reveal(created.code.toLowerCase(), {
      purpose: 'ssa_report',
      reason: '  The SSA letter shows another number.  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { ssn: `${ssn.slice(0, 3)}-${ssn.slice(3, 5)}-${ssn.slice(5)}` } });
    expect(response.headers['cache-control']).toBe('no-store');
    const rows = await rowsOfAction(ctx, 'intake.ssn_reveal');
    expect(rows).toHaveLength(before + 1);
    const [client] = await ctx.database.db.select().from(clientUsers).where(eq(clientUsers.applicationCode, created.code));
    expect(rows.at(-1)).toMatchObject({
      staffUserId: casey.id,
      clientId: client!.id,
      recordType: 'intake_application',
      recordId: String(created.id),
      ip: '127.0.0.1',
      reason: `${REVEAL_PURPOSE_WORDS.ssn.ssa_report}: The SSA letter shows another number.`,
      details: { purpose: 'ssa_report' },
    });
    // A purpose alone is enough, kept in its words; "other" keeps what was typed.
    expect((await reveal(created.code, { purpose: 'identity_check' })).statusCode).toBe(200);
    expect((await reveal(created.code, { purpose: 'other', reason: 'The court asked for it.' })).statusCode).toBe(200);
    expect((await rowsOfAction(ctx, 'intake.ssn_reveal')).slice(-2).map((row) => row.reason)).toEqual([
      REVEAL_PURPOSE_WORDS.ssn.identity_check,
      `${REVEAL_PURPOSE_WORDS.ssn.other}: The court asked for it.`,
    ]);
    // A reveal is the audit trail's, not an event of the application's history.
    expect((await history(created.id)).map((event) => event.type)).not.toContain('ssn_revealed');
  });

  it('does not show the SSN when the reveal cannot be recorded', async () => {
    const applicant = freshApplicant();
    const created = await createApplication(ctx, applicant);
    await ctx.database.db.execute(
      sql`alter table audit_events add constraint test_refuses_reveals check (action <> 'intake.ssn_reveal') not valid`,
    );
    try {
      const response = await reveal(created.id, { purpose: 'ssa_report' });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain(String(applicant.ssn).slice(5));
    } finally {
      await ctx.database.db.execute(sql`alter table audit_events drop constraint test_refuses_reveals`);
    }
  });
});

describe.each(TEST_DATABASES)('deciding: in progress, and the rejection reasons to pick from (%s)', (driver) => {
  const ctx = useTestApp(driver);
  let casey: Awaited<ReturnType<typeof signedInCaseworker>>;
  beforeAll(async () => {
    casey = await signedInCaseworker(ctx, 'Casey Worker');
  });

  it('takes an application up for review once: Under review for the office, still in progress for the applicant, no e-mail', async () => {
    const applicant = freshApplicant();
    const created = await submittedApplication(ctx, applicant);
    const mailsBefore = (await readOutbox(ctx.config.DATA_DIR)).length;
    const response = await decide(ctx, casey.token, created.code, { decision: 'in_progress' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: `Application ${created.code} is under review; approve or reject it when it has been checked.`,
      data: { decision: 'in_progress', process_type: 'intake', current_process: 'inProgress', decided_by: 'Casey Worker' },
    });
    const [stored] = await ctx.database.db.select().from(intakeApplications).where(eq(intakeApplications.id, created.id));
    expect(stored!.applicationStatusId).toBe(4);
    const login = await loginByUsername(ctx, String(applicant.username), 'Grace@Intake1');
    expect(login.json().data).toMatchObject({ process_type: 'intake', current_process: 'inProgress' });
    expect(await readOutbox(ctx.config.DATA_DIR)).toHaveLength(mailsBefore);
    const [audited] = (await rowsOfAction(ctx, 'intake.decide')).filter((row) => row.recordId === String(created.id));
    expect(audited).toMatchObject({
      staffUserId: casey.id,
      ip: '127.0.0.1',
      details: { decision: 'in_progress', decided_by: 'Casey Worker' },
    });

    const again = await decide(ctx, casey.token, created.code, { decision: 'in_progress' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `Application ${created.code} is already under review. Approve or reject it when it has been checked.`,
    );
    const withReasons = await decide(ctx, casey.token, created.code, { decision: 'in_progress', reasons: ['Why'] });
    expect(withReasons.statusCode).toBe(422);
    expect(withReasons.json().errors).toEqual({ reasons: ['Reasons are only given when an application is rejected.'] });
    // Under review, it can be approved or rejected as before.
    expect((await decide(ctx, casey.token, created.code, { decision: 'approve' })).json().data).toMatchObject({
      process_type: 'onboarding',
      current_process: 'approved',
    });
  });

  it('cannot take up an application that was not sent in', async () => {
    const created = await createApplication(ctx, freshApplicant());
    const response = await decide(ctx, casey.token, created.code, { decision: 'in_progress' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('is not waiting for a decision');
  });

  it('lists the active rejection reasons, each a title and the text the applicant will read, in their order', async () => {
    const read = async () => {
      const response = await ctx.app.inject({ method: 'GET', url: REJECTION_REASONS, headers: bearer(casey.token) });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: { id: number; title: string; text: string }[] }>().data;
    };
    const reasons = await read();
    expect(reasons.map((reason) => reason.title)).toEqual([
      'SSA award letter missing',
      'SSN does not match the documents',
      'Lives outside Michigan',
      'SSA-1696 not signed',
      'SSA-11 incomplete',
      'Document cannot be read',
      'Income does not match the benefit letter',
    ]);
    expect(reasons[2]).toEqual({ id: expect.any(Number), title: 'Lives outside Michigan', text: expect.stringContaining('Michigan') });
    // Each text can be sent as a reason of a rejection as it is.
    const created = await submittedApplication(ctx, freshApplicant());
    const rejected = await decide(ctx, casey.token, created.code, {
      decision: 'reject',
      reasons: [reasons[0]!.text, 'Our own words too.'],
    });
    expect(rejected.statusCode, rejected.body).toBe(200);

    await ctx.database.db.update(rejectionReasonTemplates).set({ isActive: false }).where(eq(rejectionReasonTemplates.id, reasons[2]!.id));
    expect((await read()).map((reason) => reason.id)).not.toContain(reasons[2]!.id);
  });
});

describe.each(TEST_DATABASES)('the caseworker’s home, GET /admin/summary (%s)', (driver) => {
  const ctx = useTestApp(driver);
  let token: string;
  const summary = async () => {
    const response = await ctx.app.inject({ method: 'GET', url: SUMMARY, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Record<string, number> }>().data;
  };
  const zero = {
    applications_awaiting_decision: 0,
    onboarding_submissions_awaiting_review: 0,
    enquiries_unanswered: 0,
    onboarding_invitations_not_sent: 0,
  };

  beforeAll(async () => {
    token = (await signedInCaseworker(ctx, 'Hannah Home')).token;
  });

  it('counts applications sent in and not decided, approved applicants not invited yet, onboardings sent in, open enquiries', async () => {
    expect(await summary()).toEqual(zero);

    const created = await submittedApplication(ctx, freshApplicant());
    expect(await summary()).toEqual({ ...zero, applications_awaiting_decision: 1 });
    expect((await decide(ctx, token, created.code, { decision: 'in_progress' })).statusCode).toBe(200);
    expect(await summary()).toEqual({ ...zero, applications_awaiting_decision: 1 });
    expect((await decide(ctx, token, created.code, { decision: 'approve' })).statusCode).toBe(200);
    expect(await summary()).toEqual({ ...zero, onboarding_invitations_not_sent: 1 });
    expect((await staffAction(ctx, token, created.code, 'invite')).statusCode).toBe(200);
    expect(await summary()).toEqual(zero);

    const rejected = await submittedApplication(ctx, freshApplicant());
    expect((await decide(ctx, token, rejected.code, { decision: 'reject', reasons: ['Sign the form.'] })).statusCode).toBe(200);
    expect(await summary()).toEqual(zero);

    const onboarding = await submittedOnboarding(ctx);
    expect(await summary()).toEqual({ ...zero, onboarding_submissions_awaiting_review: 1 });
    const sentBack = await staffAction(ctx, token, onboarding.code, 'send-back', { reasons: ['Upload the bill.'] });
    expect(sentBack.statusCode, sentBack.body).toBe(200);
    expect(await summary()).toEqual(zero);

    const types = await ctx.app.inject({ method: 'GET', url: '/api/v1/dropdown/enquiry-types' });
    const enquiry = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/website/enquiry',
      payload: {
        is_client: 0,
        first_name: 'Jane',
        last_name: 'Doe',
        email: 'jane.doe@example.org',
        phone_number: '3135550100',
        enquiry_type_id: types.json<{ id: number }[]>()[0]!.id,
        description: 'How do I become a client?',
        'g-recaptcha-response': 'dev-captcha:enquiry',
      },
    });
    expect(enquiry.statusCode, enquiry.body).toBe(201);
    expect(await summary()).toEqual({ ...zero, enquiries_unanswered: 1 });
    // A closed enquiry (or one taken up: in_progress) is not counted.
    await ctx.database.db.update(enquiries).set({ status: 'closed' });
    expect(await summary()).toEqual(zero);
  });
});
