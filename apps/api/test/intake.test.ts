import {
  API_PREFIX,
  INTAKE_DECISION_MESSAGE,
  maskSsn,
  VALIDATION_FAILED_MESSAGE,
  ZIntakeApplicationResponseSchema,
  ZIntakeCreateResponseSchema,
} from '@payee/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authTokens, clientUsers, intakeApplications, intakeDecisions, intakeRejectionReasons } from '../src/db/schema/index';
import { hashToken } from '../src/lib/crypto';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import { bearer, createOtherClient, loginBySsn, loginByUsername } from './helpers/clients';
import {
  ADMIN_INTAKE,
  INTAKE,
  STEP_VALUES,
  completeApplication,
  createApplication,
  createValues,
  decide,
  freshApplicant,
  postCreate,
  readApplication,
  saveStep,
  staffToken,
  submitApplication,
  submittedApplication,
  updateUrl,
  validDocuments,
} from './helpers/intake';
import { readOutbox } from './helpers/outbox';

const PROCESS = `${API_PREFIX}/website/client/process`;
const NAME = `${API_PREFIX}/website/client/name`;
const CAPTCHA_FAILED = 'Captcha verification failed. Please try again!';

type ReadBack = ReturnType<typeof ZIntakeApplicationResponseSchema.parse>['data'];

describe.each(TEST_DATABASES)('intake application (%s)', (driver) => {
  const ctx = useTestApp(driver);
  let staff: string;
  beforeAll(async () => {
    staff = await staffToken(ctx);
  });

  const countApplications = async () => (await ctx.database.db.select({ id: intakeApplications.id }).from(intakeApplications)).length;

  describe('the first save (POST /website/intake)', () => {
    it('creates the applicant and the application, and signs them in as login does', async () => {
      const applicant = freshApplicant({ username: 'Grace.Miller1' });
      const response = await postCreate(ctx, createValues({ ...applicant, username: 'grace.miller1' }));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = ZIntakeCreateResponseSchema.parse(response.json());
      expect(body.message).toContain(body.data.application_id);
      expect(body.data).toMatchObject({
        process_type: 'intake',
        current_process: 'pending',
        application_code: body.data.application_id,
        ssn_number_partial: String(applicant.ssn).slice(-4),
        first_name: 'Grace',
        last_name: 'Miller',
        rejection_reason: [],
        token: body.token,
      });
      expect(body.data.application_id).toMatch(/^APP-[23456789A-HJKMNP-Z]{6}$/);

      const [application] = await ctx.database.db.select().from(intakeApplications).where(eq(intakeApplications.id, body.data.id));
      expect(application).toMatchObject({ isDraft: true, applicationStatusId: 1, representativeType: 'relative', branchId: 23 });
      const [user] = await ctx.database.db.select().from(clientUsers).where(eq(clientUsers.id, application!.clientUserId));
      expect(user).toMatchObject({
        username: 'grace.miller1',
        processType: 'intake',
        currentProcess: 'pending',
        applicationCode: body.data.application_id,
        email: 'helen.miller@example.org',
      });
      expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
      // Keyed hash naming its key (lib/crypto.ts); the birth date encrypted too.
      expect(user!.ssnLookup).toMatch(/^1:[0-9a-f]{64}$/);
      expect(user!.dateOfBirthEncrypted).toMatch(/^v2:1:/);
      const everything = JSON.stringify([user, application]);
      expect(everything).not.toContain(String(applicant.ssn));
      expect(everything).not.toContain('Grace@Intake1');
      expect(everything).not.toContain('1950-06-15');

      const [token] = await ctx.database.db
        .select()
        .from(authTokens)
        .where(eq(authTokens.tokenHash, hashToken(body.token)));
      expect(token).toMatchObject({ subjectType: 'client', subjectId: user!.id, revokedAt: null });
      const read = await readApplication(ctx, body.token);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json().data.id).toBe(body.data.id);
    });

    it('validates the representative, contact, about-you and login steps together, keyed as the form names them', async () => {
      const before = await countApplications();
      const response = await postCreate(ctx, {
        step: 'login-details',
        branch_id: 23,
        representative: { representative_type: 'relative', primary_email: 'not-an-email' },
        personal_contact: { primary_phone: '12345' },
        first_name: 'x'.repeat(101),
        ssn: '123',
        date_of_birth: '2999-01-01',
        username: 'Bad Name',
        password: 'short',
        confirm_password: 'other',
        'g-recaptcha-response': 'dev-captcha:intake',
      });
      expect(response.statusCode).toBe(422);
      const { message, errors } = response.json<{ message: string; errors: Record<string, string[]> }>();
      expect(message).toBe('Please correct the highlighted fields.');
      expect(errors).toMatchObject({
        'representative.name': ["Enter the representative's name."],
        'representative.relationship_id': ["Select the representative's relationship to the client."],
        'representative.primary_email': ['Enter an email address in the correct format, like name@example.com.'],
        'representative.primary_phone': ["Enter the representative's 10-digit phone number."],
        'personal_contact.primary_phone': ['Enter a 10-digit phone number.'],
        first_name: ['First name must be 100 characters or fewer.'],
        last_name: ['Enter your last name.'],
        ssn: ['Enter a 9-digit Social Security Number.'],
        date_of_birth: ['Enter a date of birth that is today or in the past.'],
        birth_city: ['Enter your city of birth.'],
        race_id: ['Select at least one race.'],
        username: [expect.stringContaining('Enter a username of 4 to 30 characters')],
        password: [expect.stringContaining('Enter a password of at least 8 characters')],
        confirm_password: ['Passwords do not match.'],
      });
      expect(await countApplications()).toBe(before);
    });

    it('checks the contact step only when someone else fills in the form', async () => {
      const myself = await postCreate(
        ctx,
        createValues({
          ...freshApplicant(),
          representative: { representative_type: 'myself' },
          personal_contact: { primary_email: 'me@example.org' },
          branch_id: 999,
          program_id: [1, 99],
        }),
      );
      expect(myself.statusCode).toBe(422);
      expect(myself.json().errors).toEqual({ branch_id: ['Please select a state'], 'program_id.1': ['Select a program from the list.'] });
      const relative = await postCreate(ctx, createValues({ ...freshApplicant(), personal_contact: { primary_phone: '123' } }));
      expect(relative.statusCode).toBe(422);
      expect(relative.json().errors).toEqual({ 'personal_contact.primary_phone': ['Enter a 10-digit phone number.'] });
    });

    it('requires the state and refuses unknown list entries', async () => {
      const response = await postCreate(ctx, createValues({ ...freshApplicant(), branch_id: '', gender_id: 999, race_id: [6, 77] }));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ branch_id: ['Please select a state'] });
      // Ohio is a real state, but the service has no office there (the content module's office is in Michigan).
      const unserved = await postCreate(ctx, createValues({ ...freshApplicant(), branch_id: 36 }));
      expect(unserved.json().errors).toEqual({ branch_id: ['Please select a state'] });
      const unknown = await postCreate(ctx, createValues({ ...freshApplicant(), gender_id: 999, race_id: [6, 77] }));
      expect(unknown.json().errors).toEqual({
        gender_id: ['Select an option from the list.'],
        'race_id.1': ['Select a race from the list.'],
      });
    });

    it('e-mails the application code and the resume address once, to the representative and to the applicant’s own address', async () => {
      const applicant = freshApplicant();
      const created = await createApplication(ctx, applicant);
      const resumeLink = `${ctx.config.PUBLIC_BASE_URL}/client/intake/resume-verification/${created.code}`;
      const drafts = async () =>
        (await readOutbox(ctx.config.DATA_DIR)).filter((mail) => mail.subject.endsWith(`saved: its code is ${created.code}`));
      const sent = await drafts();
      expect(sent.map((mail) => mail.to[0]).sort()).toEqual(['grace.miller@example.org', 'helen.miller@example.org']);

      const toRepresentative = sent.find((mail) => mail.to[0] === 'helen.miller@example.org')!;
      expect(toRepresentative.subject).toBe(`The application is saved: its code is ${created.code}`);
      expect(toRepresentative.text).toContain('Dear Helen Miller,');
      expect(toRepresentative.text).toContain(`Thank you for starting the application of Grace Miller`);
      const toApplicant = sent.find((mail) => mail.to[0] === 'grace.miller@example.org')!;
      expect(toApplicant.subject).toBe(`Your application is saved: its code is ${created.code}`);
      expect(toApplicant.text).toContain('Dear Grace,');
      expect(toApplicant.text).toContain('Helen Miller started it for you.');
      for (const mail of sent) {
        expect(mail.text).toContain(`with the application code ${created.code}`);
        expect(mail.text).toContain(`Open ${resumeLink}`);
        expect(mail.html).toContain(`Open ${resumeLink}`);
        expect(mail.raw).not.toContain(String(applicant.ssn));
        expect(mail.raw).not.toContain('Grace@Intake1');
      }

      // Only the first save: later saves send no more.
      expect((await saveStep(ctx, created, 'address-details', STEP_VALUES['address-details'])).statusCode).toBe(200);
      expect(await drafts()).toHaveLength(2);
    });

    it('e-mails the draft of a client applying for themselves to their own address', async () => {
      const created = await createApplication(ctx, {
        ...freshApplicant(),
        representative: { representative_type: 'myself' },
        personal_contact: { primary_phone: '5175550143', primary_email: 'grace.self@example.org' },
      });
      const sent = (await readOutbox(ctx.config.DATA_DIR)).filter((mail) => mail.subject.includes(created.code));
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ to: ['grace.self@example.org'], subject: `Your application is saved: its code is ${created.code}` });
      expect(sent[0]!.text).toContain('Dear Grace,');
      expect(sent[0]!.text).toContain('Thank you for starting your application');
      expect(sent[0]!.text).not.toContain('for you.');
    });

    it('requires the captcha, and stores nothing without it', async () => {
      const before = await countApplications();
      for (const token of [undefined, '', 'dev-captcha:login', 'forged']) {
        const response = await postCreate(ctx, createValues({ ...freshApplicant(), 'g-recaptcha-response': token }));
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({ message: CAPTCHA_FAILED, errors: { 'g-recaptcha-response': [CAPTCHA_FAILED] } });
      }
      expect(await countApplications()).toBe(before);
    });

    it('tells an applicant whose SSN and birth date have an account to resume, and refuses a taken username in any case', async () => {
      const first = freshApplicant();
      await createApplication(ctx, first);
      const before = await countApplications();
      const sameSsn = await postCreate(ctx, createValues({ ...freshApplicant(), ssn: first.ssn }));
      expect(sameSsn.statusCode).toBe(422);
      expect(sameSsn.json().errors).toEqual({
        ssn: [
          'An application or account already exists for this Social Security Number. Please resume your application or sign in instead.',
        ],
      });
      const sameUsername = await postCreate(ctx, createValues({ ...freshApplicant(), username: first.username }));
      expect(sameUsername.json().errors).toEqual({ username: ['That username is already taken. Please choose another one.'] });
      const both = await postCreate(ctx, createValues({ ssn: first.ssn, username: first.username }));
      expect(Object.keys(both.json().errors).sort()).toEqual(['ssn', 'username']);
      expect(await countApplications()).toBe(before);
    });
    it("does not say that an SSN has an account to someone without the account's birth date", async () => {
      const first = freshApplicant();
      await createApplication(ctx, first);
      const before = await countApplications();
      const guess = await postCreate(ctx, createValues({ ...freshApplicant(), ssn: first.ssn, date_of_birth: '1961-02-03' }));
      expect(guess.statusCode).toBe(422);
      expect(guess.json()).toEqual({
        message: VALIDATION_FAILED_MESSAGE,
        errors: {
          ssn: [
            'We could not save an application with this Social Security Number and date of birth. Please check them, ' +
              'or call us at (517) 555-0142 or email info@accesspayeeservices.org and we will help you.',
          ],
        },
      });
      expect(guess.body).not.toMatch(/exists|already|account/i);
      expect(await countApplications()).toBe(before);
    });
  });

  describe('saving each step and reading the application back', () => {
    it('brings back every field saved through the multipart bracket payload', async () => {
      const applicant = freshApplicant();
      const created = await createApplication(ctx, applicant);
      await completeApplication(ctx, created);

      const response = await readApplication(ctx, created.token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const data = ZIntakeApplicationResponseSchema.parse(response.json()).data;
      const expected: ReadBack = {
        id: created.id,
        application_code: created.code,
        client_group: null,
        branch: { id: 23, name: 'Michigan' },
        programs: [1],
        is_draft: 1,
        saved_steps: [
          'representative',
          'contact-details',
          'about-you',
          'login-details',
          'address-details',
          'emergency-contact',
          'benefit-details',
          'employment-details',
          'housing-details',
          'ssa-documents',
          'referral-details',
        ],
        application_status: { id: 1, name: 'Pending' },
        rejection_reason: [],
        title: 'Mrs.',
        first_name: 'Grace',
        middle_name: 'Ann',
        last_name: 'Miller',
        suffix: 'Sr.',
        ssn: String(applicant.ssn),
        date_of_birth: { date: '1950-06-15', formatted_date: '06/15/1950' },
        birth_city: 'Lansing',
        birth_country: { id: 233, name: 'United States' },
        birth_state: { id: 23, name: 'Michigan' },
        birth_state_name: null,
        english_fluency: { id: 1, name: 'Fluent' },
        marital_status: { id: 6, name: 'Widowed' },
        mother_name: 'Ruth Miller',
        father_name: 'Paul Miller',
        gender: { id: 5, name: 'Other' },
        other_gender: 'Two-spirit',
        ethnicity: { id: 2, name: 'Not Hispanic or Latino' },
        races: [
          { id: 6, name: 'White' },
          { id: 8, name: 'Other' },
        ],
        other_race: 'Irish traveller',
        language: { id: 1, name: 'English' },
        source: { id: 12, name: 'Other' },
        other_source: 'Church newsletter',
        user: { username: String(applicant.username) },
        representative: {
          type: 'relative',
          preferred_communication: 2,
          case_manager: null,
          name: 'Helen Miller',
          agency: null,
          other_agency: null,
          relationship: { id: 2, name: 'Child' },
          primary_phone: '5175550142',
          other_phone: '5175550199',
          primary_email: 'helen.miller@example.org',
          other_email: 'helen.m@example.net',
        },
        personal_contact: {
          primary_phone: '5175550143',
          other_phone: '5175550144',
          primary_email: 'grace.miller@example.org',
          other_email: 'gm@example.net',
        },
        physical_address: {
          line_1: '1200 Washington Ave',
          line_2: 'Apt 4',
          is_international: 0,
          city_name: 'Lansing',
          state: { id: 23, name: 'Michigan' },
          state_name: null,
          county: 'Ingham',
          country: { id: 233, name: 'United States' },
          zip_code: '48933',
        },
        mailing_address: {
          line_1: '55 King Street West',
          line_2: null,
          is_international: 1,
          city_name: 'Toronto',
          state: null,
          state_name: 'Ontario',
          county: null,
          country: { id: 39, name: 'Canada' },
          zip_code: '51234',
          is_same_as_primary_address: 0,
        },
        emergency_contact: {
          name: 'Tom Miller',
          contact_category: { id: 8, name: 'Family member' },
          primary_phone: '5175550150',
          other_phone: '5175550151',
          primary_email: 'tom.miller@example.org',
          other_email: 'tom@example.net',
        },
        benefit: {
          food_stamp: 0,
          life_insurance: 5000.5,
          life_insurance_type: 'Whole life',
          veteran_service_no: 'VA-12345',
          employment_status: { id: 8, name: 'Other' },
          other_employment: 'Volunteer',
          monthly_income: 1182.5,
          income_types: [
            { id: 3, name: 'Social Security retirement' },
            { id: 13, name: 'Other' },
          ],
          other_income: 'Annuity',
        },
        housing: {
          housing_provider: 'Lansing Gardens Apartments',
          move_in_date: '2019-04-01',
          house_type: { id: 1, name: 'Apartment rental' },
          landlord_primary_phone: '5175550160',
          landlord_other_phone: '5175550161',
          landlord_fax: '5175550162',
          rent_amount: 650,
          landlord_primary_email: 'office@lansinggardens.example',
          landlord_other_email: 'manager@lansinggardens.example',
          remarks: 'Rent is due on the 5th.',
        },
        referral: { id: 4, name: 'Case manager' },
        referral_agency: 'Riverbend Community Mental Health',
        referral_date: '2026-01-10',
        ssa_documents: [
          { slug: 'ssa-623', file_path: '/api/v1/website/intake/documents/ssa-623', original_name: 'ssa-623.png' },
          { slug: 'ssa-11-bk', file_path: '/api/v1/website/intake/documents/ssa-11-bk', original_name: 'SSA 11 – signed.JPG' },
          { slug: 'ssa-1696', file_path: '/api/v1/website/intake/documents/ssa-1696', original_name: 'ssa-1696.pdf' },
        ],
      };
      expect(data).toEqual(expected);
      expect(JSON.stringify(response.json())).not.toContain('password');

      // Staff read the same application, with their own download paths and the SSN masked (the whole number
      // only through the recorded reveal).
      const forStaff = await ctx.app.inject({
        method: 'GET',
        url: `${ADMIN_INTAKE}/${created.code.toLowerCase()}`,
        headers: bearer(staff),
      });
      expect(forStaff.statusCode, forStaff.body).toBe(200);
      expect(forStaff.json().data).toEqual({
        ...expected,
        ssn: maskSsn(String(applicant.ssn)),
        ssa_documents: expected.ssa_documents.map((document) => ({
          ...document,
          file_path: `/api/v1/admin/intake/${created.code}/documents/${document.slug}`,
        })),
      });
      const byId = await ctx.app.inject({ method: 'GET', url: `${ADMIN_INTAKE}/${created.id}`, headers: bearer(staff) });
      expect(byId.json().data.application_code).toBe(created.code);
    });

    it('reads back which steps were saved, in form order: an optional step skipped is not, and sending in confirms every step asked', async () => {
      const savedSteps = async (token: string) => (await readApplication(ctx, token)).json<{ data: ReadBack }>().data.saved_steps;
      const relative = await createApplication(ctx, freshApplicant());
      expect(await savedSteps(relative.token)).toEqual(['representative', 'contact-details', 'about-you', 'login-details']);

      const myself = await createApplication(ctx, {
        ...freshApplicant(),
        representative: { representative_type: 'myself' },
        personal_contact: { primary_email: 'me@example.org' },
      });
      expect(await savedSteps(myself.token)).toEqual(['representative', 'about-you', 'login-details']);
      // Saved out of order and twice, Benefit Details (optional) skipped: each step once, in form order.
      for (const step of ['employment-details', 'address-details', 'emergency-contact', 'address-details', 'housing-details'] as const) {
        expect((await saveStep(ctx, myself, step, STEP_VALUES[step])).statusCode).toBe(200);
      }
      expect((await saveStep(ctx, myself, 'ssa-documents', await validDocuments())).statusCode).toBe(200);
      expect(await savedSteps(myself.token)).toEqual([
        'representative',
        'about-you',
        'login-details',
        'address-details',
        'emergency-contact',
        'employment-details',
        'housing-details',
        'ssa-documents',
      ]);
      // An optional step saved empty counts as saved.
      expect((await saveStep(ctx, myself, 'referral-details', {})).statusCode).toBe(200);
      expect(await savedSteps(myself.token)).toContain('referral-details');
      expect(await savedSteps(myself.token)).not.toContain('benefit-details');

      // Sent in from "Check your answers": every step asked of a client applying themselves is confirmed.
      expect((await submitApplication(ctx, myself)).statusCode).toBe(200);
      expect(await savedSteps(myself.token)).toEqual([
        'representative',
        'about-you',
        'login-details',
        'address-details',
        'emergency-contact',
        'benefit-details',
        'employment-details',
        'housing-details',
        'ssa-documents',
        'referral-details',
      ]);
    });

    it('replaces a step wholesale: an answer left out is cleared, the other benefit step is kept', async () => {
      const created = await createApplication(ctx, freshApplicant());
      await saveStep(ctx, created, 'benefit-details', STEP_VALUES['benefit-details']);
      await saveStep(ctx, created, 'employment-details', STEP_VALUES['employment-details']);
      const response = await saveStep(ctx, created, 'benefit-details', { benefit: { food_stamp: '12.5' } });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: 'Your answers have been saved.' });
      const { benefit } = (await readApplication(ctx, created.token)).json<{ data: ReadBack }>().data;
      expect(benefit).toMatchObject({
        food_stamp: 12.5,
        life_insurance: null,
        life_insurance_type: null,
        monthly_income: 1182.5,
        other_income: 'Annuity',
      });

      // Leaving the Other gender and its text out of About You clears the text too.
      const about = await saveStep(ctx, created, 'about-you', {
        ...createValues({ ssn: undefined }),
        ssn: (await readApplication(ctx, created.token)).json().data.ssn,
        gender_id: 1,
        other_gender: '',
      });
      expect(about.statusCode, about.body).toBe(200);
      const after = (await readApplication(ctx, created.token)).json<{ data: ReadBack }>().data;
      expect(after.gender).toEqual({ id: 1, name: 'Female' });
      expect(after.other_gender).toBeNull();
    });

    it('keeps the client’s own contact on step 1 when they fill in the form themselves', async () => {
      const created = await createApplication(ctx, {
        ...freshApplicant(),
        representative: { representative_type: 'myself' },
        personal_contact: { primary_phone: '5175550100', primary_email: 'self@example.org' },
      });
      const data = (await readApplication(ctx, created.token)).json<{ data: ReadBack }>().data;
      expect(data.representative).toMatchObject({ type: 'myself', preferred_communication: 1, name: null });
      expect(data.personal_contact).toEqual({
        primary_phone: '5175550100',
        other_phone: null,
        primary_email: 'self@example.org',
        other_email: null,
      });
      const [user] = await ctx.database.db.select().from(clientUsers).where(eq(clientUsers.applicationCode, created.code));
      expect(user).toMatchObject({ email: 'self@example.org', phone: '5175550100' });
    });

    it('leaves the stored application unchanged when any field of a save is invalid', async () => {
      const created = await createApplication(ctx, freshApplicant());
      await saveStep(ctx, created, 'address-details', STEP_VALUES['address-details']);
      const before = (await readApplication(ctx, created.token)).json();

      const address = await saveStep(ctx, created, 'address-details', {
        physical_address: { ...STEP_VALUES['address-details'].physical_address, line_1: '999 New Street' },
        mailing_address: { ...STEP_VALUES['address-details'].mailing_address, zip_code: 'ABC' },
      });
      expect(address.statusCode).toBe(422);
      expect(address.json().errors).toEqual({ 'mailing_address.zip_code': ['Enter the ZIP code using numbers only.'] });

      const about = await saveStep(ctx, created, 'about-you', { ...createValues(), first_name: 'Renamed', gender_id: 999 });
      expect(about.statusCode).toBe(422);
      expect(about.json().errors).toEqual({ gender_id: ['Select an option from the list.'] });

      expect((await readApplication(ctx, created.token)).json()).toEqual(before);
    });

    it('refuses an SSN that another applicant has when About You is saved again, saying why only with their birth date', async () => {
      const other = freshApplicant();
      await createApplication(ctx, other);
      const created = await createApplication(ctx, freshApplicant());
      const guess = await saveStep(ctx, created, 'about-you', createValues({ ssn: other.ssn, date_of_birth: '1961-02-03' }));
      expect(guess.statusCode).toBe(422);
      expect(guess.json().errors).toEqual({
        ssn: [
          'We could not save an application with this Social Security Number and date of birth. Please check them, ' +
            'or call us at (517) 555-0142 or email info@accesspayeeservices.org and we will help you.',
        ],
      });
      const proved = await saveStep(ctx, created, 'about-you', createValues({ ssn: other.ssn }));
      expect(proved.json().errors).toEqual({
        ssn: [
          'An application or account already exists for this Social Security Number. Please resume your application or sign in instead.',
        ],
      });
    });

    it('keeps the login details once saved: the same username is accepted, another is refused', async () => {
      const applicant = freshApplicant();
      const created = await createApplication(ctx, applicant);
      const same = await saveStep(ctx, created, 'login-details', {
        username: applicant.username,
        password: 'Grace@Intake1',
        confirm_password: 'Grace@Intake1',
      });
      expect(same.statusCode, same.body).toBe(200);
      const other = await saveStep(ctx, created, 'login-details', { username: 'someone.else' });
      expect(other.statusCode).toBe(422);
      expect(other.json().errors).toEqual({
        username: ['Your username was set when the application was first saved and cannot be changed here.'],
      });
    });

    it('needs the application code of the application being saved', async () => {
      const created = await createApplication(ctx, freshApplicant());
      const wrongCode = await saveStep(ctx, { ...created, code: 'APP-ZZZZZZ' }, 'referral-details', STEP_VALUES['referral-details']);
      expect(wrongCode.statusCode).toBe(404);
      const noCode = await ctx.app.inject({
        method: 'POST',
        url: updateUrl(created.id),
        headers: bearer(created.token),
        payload: { step: 'referral-details' },
      });
      expect(noCode.statusCode).toBe(422);
      expect(noCode.json().errors).toEqual({
        application_code: ['This application could not be found. Start again from the intake page.'],
      });
    });
  });

  describe('who may read and change an application', () => {
    it('lets no applicant read, change, send in or download another’s application', async () => {
      const owner = await createApplication(ctx, freshApplicant());
      await completeApplication(ctx, owner);
      const intruder = await createApplication(ctx, freshApplicant());

      const update = await saveStep(
        ctx,
        { ...intruder, id: owner.id, code: owner.code },
        'referral-details',
        STEP_VALUES['referral-details'],
      );
      expect(update.statusCode).toBe(404);
      const submit = await submitApplication(ctx, { id: owner.id, token: intruder.token });
      expect(submit.statusCode).toBe(404);
      // Reading and downloading go by the token: the intruder only ever sees their own.
      expect((await readApplication(ctx, intruder.token)).json().data.id).toBe(intruder.id);
      const download = await ctx.app.inject({ method: 'GET', url: `${INTAKE}/documents/ssa-623`, headers: bearer(intruder.token) });
      expect(download.statusCode).toBe(404);
      // Staff routes are for staff tokens only.
      const asApplicant = await ctx.app.inject({ method: 'GET', url: `${ADMIN_INTAKE}/${owner.code}`, headers: bearer(intruder.token) });
      expect(asApplicant.statusCode).toBe(401);
    });

    it('needs a client token on every route after the first save', async () => {
      const created = await createApplication(ctx, freshApplicant());
      for (const request of [
        { method: 'GET' as const, url: INTAKE },
        { method: 'POST' as const, url: updateUrl(created.id) },
        { method: 'POST' as const, url: `${INTAKE}/submit?id=${created.id}` },
        { method: 'GET' as const, url: `${INTAKE}/documents/ssa-623` },
      ]) {
        expect((await ctx.app.inject(request)).statusCode).toBe(401);
        expect((await ctx.app.inject({ ...request, headers: bearer(staff) })).statusCode).toBe(401);
      }
      for (const url of [`${ADMIN_INTAKE}/${created.code}`, `${ADMIN_INTAKE}/${created.code}/documents/ssa-623`]) {
        expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      }
    });

    it('ignores credentials in the query string: the bearer token decides', async () => {
      const created = await createApplication(ctx, freshApplicant());
      const response = await ctx.app.inject({
        method: 'GET',
        url: `${INTAKE}?ssn=987654320&date_of_birth=1956-03-14&login_method=ssn&username=maria.lopez&password=x`,
        headers: bearer(created.token),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.id).toBe(created.id);
      expect(
        (await ctx.app.inject({ method: 'GET', url: `${INTAKE}?ssn=987654320&date_of_birth=1956-03-14&login_method=ssn` })).statusCode,
      ).toBe(401);
    });

    it('answers 404 to a signed-in client who has no application', async () => {
      const clientId = await createOtherClient(ctx);
      const { token } = await ctx.app.authTokens.issue({ subjectType: 'client', subjectId: clientId, ttlMs: 60_000 });
      const response = await readApplication(ctx, token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'You have no intake application. Start one from the intake page.' });
    });
  });

  describe('sign-in of applicants', () => {
    it('answers the application id, finds the applicant by application code and reports their process', async () => {
      const applicant = freshApplicant();
      const created = await createApplication(ctx, applicant);
      const byUsername = await loginByUsername(ctx, String(applicant.username), 'Grace@Intake1', { application_code: created.code });
      expect(byUsername.statusCode, byUsername.body).toBe(200);
      expect(byUsername.json().data).toMatchObject({
        process_type: 'intake',
        current_process: 'pending',
        id: created.id,
        application_code: created.code,
      });
      const bySsn = await loginBySsn(ctx, String(applicant.ssn), '1950-06-15');
      expect(bySsn.json().data).toMatchObject({ process_type: 'intake', id: created.id });

      const name = await ctx.app.inject({ method: 'GET', url: `${NAME}?application_code=${created.code.toLowerCase()}` });
      expect(name.json()).toEqual({ data: { first_name: 'Grace' } });
      const process = await ctx.app.inject({ method: 'GET', url: PROCESS, headers: bearer(created.token) });
      expect(process.json()).toEqual({
        data: { id: created.id, process_type: 'intake', current_process: 'pending', rejection_reason: [] },
      });
    });
  });

  describe('sending in and deciding', () => {
    it('refuses an incomplete application with the first incomplete step’s errors', async () => {
      const created = await createApplication(ctx, freshApplicant());
      const response = await submitApplication(ctx, created);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'Please complete the "Address Details" step before you send in your application.',
        errors: {
          'physical_address.line_1': ['Enter the first line of the address.'],
          'physical_address.city_name': ['Enter the city.'],
          'physical_address.zip_code': ['Enter the ZIP code.'],
          'physical_address.state_id': ['Select a state.'],
          'physical_address.county': ['Enter a county.'],
          'mailing_address.line_1': ['Enter the first line of the address.'],
          'mailing_address.city_name': ['Enter the city.'],
          'mailing_address.zip_code': ['Enter the ZIP code.'],
          'mailing_address.state_id': ['Select a state.'],
          'mailing_address.county': ['Enter a county.'],
        },
      });

      for (const step of ['address-details', 'emergency-contact', 'employment-details', 'housing-details'] as const) {
        await saveStep(ctx, created, step, STEP_VALUES[step]);
      }
      const noDocuments = await submitApplication(ctx, created);
      expect(noDocuments.json()).toEqual({
        message: 'Please complete the "SSA Document Upload" step before you send in your application.',
        errors: {
          ssa_6233: ['Upload the SSA-623 form.'],
          ssa_11_bk: ['Upload the SSA-11 form.'],
          ssa_1696: ['Upload the SSA-1696 form.'],
        },
      });
      const [user] = await ctx.database.db.select().from(clientUsers).where(eq(clientUsers.applicationCode, created.code));
      expect(user!.currentProcess).toBe('pending');
    });

    it('sends a complete application in, confirms by e-mail and then refuses changes', async () => {
      const created = await createApplication(ctx, freshApplicant());
      await completeApplication(ctx, created);
      const response = await submitApplication(ctx, created);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        message: `Thank you. Your application ${created.code} has been sent to our team. We will update you by email.`,
        data: { id: created.id, application_code: created.code, current_process: 'inProgress' },
      });
      const read = (await readApplication(ctx, created.token)).json<{ data: ReadBack }>().data;
      expect(read).toMatchObject({ is_draft: 0, application_status: { id: 2, name: 'In progress' } });
      const [application] = await ctx.database.db.select().from(intakeApplications).where(eq(intakeApplications.id, created.id));
      expect(application!.submittedAt).toBeInstanceOf(Date);

      const mails = (await readOutbox(ctx.config.DATA_DIR)).filter(
        (mail) => mail.subject.startsWith('We have received') && mail.subject.includes(created.code),
      );
      expect(mails).toHaveLength(2);
      const toRepresentative = mails.find((mail) => mail.to[0] === 'helen.miller@example.org')!;
      expect(toRepresentative).toMatchObject({
        to: ['helen.miller@example.org'],
        subject: `We have received the application (${created.code})`,
      });
      expect(toRepresentative.text).toContain('Dear Helen Miller,');
      expect(toRepresentative.text).toContain(`the application of Grace Miller, with the application code ${created.code}`);
      expect(toRepresentative.html).toContain(created.code);
      // The representative filled it in: the applicant's own e-mail (Contact Details) is told too.
      const toApplicant = mails.find((mail) => mail.to[0] === 'grace.miller@example.org')!;
      expect(toApplicant).toMatchObject({
        to: ['grace.miller@example.org'],
        subject: `We have received your application (${created.code})`,
      });
      expect(toApplicant.text).toContain('Dear Grace,');
      expect(toApplicant.text).toContain(`We have received your application, with the application code ${created.code}`);
      expect(toApplicant.text).toContain('Helen Miller filled it in for you.');
      for (const mail of mails) expect(mail.raw).not.toContain(String(read.ssn));

      const update = await saveStep(ctx, created, 'referral-details', STEP_VALUES['referral-details']);
      expect(update.statusCode).toBe(409);
      expect(update.json()).toEqual({ message: 'Your application has been sent in and is being reviewed, so it cannot be changed now.' });
      expect((await submitApplication(ctx, created)).statusCode).toBe(409);
      const login = await loginByUsername(
        ctx,
        String((await readApplication(ctx, created.token)).json().data.user.username),
        'Grace@Intake1',
      );
      expect(login.json().data).toMatchObject({ process_type: 'intake', current_process: 'inProgress', id: created.id });
    });

    it('rejects with reasons the applicant reads until they update and send it in again', async () => {
      const applicant = freshApplicant();
      const created = await submittedApplication(ctx, applicant);
      const reasons = ['The SSA-1696 form is not signed.', 'Please upload a recent benefit letter.'];
      const decision = await decide(ctx, staff, created.code, { decision: 'reject', reasons });
      expect(decision.statusCode, decision.body).toBe(200);
      expect(decision.json()).toMatchObject({
        message: `Application ${created.code} is rejected; the applicant can update it and send it again.`,
        data: {
          id: created.id,
          application_code: created.code,
          decision: 'reject',
          process_type: 'intake',
          current_process: 'rejected',
          decided_by: 'Demo Staff',
        },
      });

      const login = await loginByUsername(ctx, String(applicant.username), 'Grace@Intake1');
      expect(login.json().data).toMatchObject({
        process_type: 'intake',
        current_process: 'rejected',
        id: created.id,
        rejection_reason: reasons.map((message) => ({ message })),
      });
      const token = login.json().data.token as string;
      const process = await ctx.app.inject({ method: 'GET', url: PROCESS, headers: bearer(token) });
      expect(process.json().data).toMatchObject({ current_process: 'rejected', rejection_reason: reasons.map((message) => ({ message })) });
      const read = (await readApplication(ctx, token)).json<{ data: ReadBack }>().data;
      expect(read).toMatchObject({
        application_status: { id: 5, name: 'Rejected' },
        rejection_reason: reasons.map((message) => ({ message })),
      });

      const mails = (await readOutbox(ctx.config.DATA_DIR)).filter(
        (mail) => mail.subject === `The application ${created.code} needs updates`,
      );
      expect(mails).toHaveLength(1);
      for (const reason of reasons) expect(mails[0]!.text).toContain(reason);
      // It links to the resume page with the code, which greets the applicant and signs them in to update it.
      const resumeLink = `${ctx.config.PUBLIC_BASE_URL}/client/intake/resume-verification/${created.code}`;
      expect(mails[0]!.text).toContain(`Open ${resumeLink}`);
      expect(mails[0]!.html).toContain(`Open ${resumeLink}`);

      const [stored] = await ctx.database.db.select().from(intakeDecisions).where(eq(intakeDecisions.applicationId, created.id));
      expect(stored).toMatchObject({ decision: 'reject', decidedBy: 'Demo Staff', staffUserId: expect.any(Number) });
      const storedReasons = await ctx.database.db
        .select()
        .from(intakeRejectionReasons)
        .where(eq(intakeRejectionReasons.decisionId, stored!.id));
      expect(storedReasons.map((row) => [row.position, row.message])).toEqual([
        [0, reasons[0]],
        [1, reasons[1]],
      ]);

      // A rejected application cannot be decided again until it is sent in again.
      expect((await decide(ctx, staff, created.code, { decision: 'approve' })).statusCode).toBe(409);

      const resumed = { ...created, token };
      const update = await saveStep(ctx, resumed, 'referral-details', { referral_id: 1 });
      expect(update.statusCode, update.body).toBe(200);
      const again = await submitApplication(ctx, resumed);
      expect(again.statusCode, again.body).toBe(200);
      const after = (await readApplication(ctx, token)).json<{ data: ReadBack }>().data;
      expect(after).toMatchObject({ rejection_reason: [], application_status: { id: 2 }, referral: { id: 1, name: 'Self' } });
      const relogin = await loginByUsername(ctx, String(applicant.username), 'Grace@Intake1');
      expect(relogin.json().data).toMatchObject({ current_process: 'inProgress', rejection_reason: [] });
      const resent = (await readOutbox(ctx.config.DATA_DIR)).filter(
        (mail) => mail.subject.includes(created.code) && mail.text.includes('Thank you for updating'),
      );
      expect(resent.map((mail) => mail.to[0]).sort()).toEqual(['grace.miller@example.org', 'helen.miller@example.org']);
    });

    it('approves: the applicant becomes an onboarding client and can no longer change the application', async () => {
      const applicant = freshApplicant();
      const created = await submittedApplication(ctx, applicant);
      const response = await decide(ctx, staff, created.id, { decision: 'approve' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ process_type: 'onboarding', current_process: 'approved' });
      const login = await loginByUsername(ctx, String(applicant.username), 'Grace@Intake1');
      expect(login.json().data).toMatchObject({ process_type: 'onboarding', current_process: 'approved', rejection_reason: [] });
      const update = await saveStep(
        ctx,
        { ...created, token: login.json().data.token },
        'referral-details',
        STEP_VALUES['referral-details'],
      );
      expect(update.statusCode).toBe(409);
      expect(update.json().message).toBe('Your application has already been approved, so it cannot be changed here.');
      const read = (await readApplication(ctx, created.token)).json<{ data: ReadBack }>().data;
      expect(read.application_status).toEqual({ id: 3, name: 'Approved' });
      expect((await readOutbox(ctx.config.DATA_DIR)).some((mail) => mail.subject === `The application ${created.code} is approved`)).toBe(
        true,
      );
    });

    it('checks the decision: reasons only to reject, only for applications sent in, staff only', async () => {
      const pending = await createApplication(ctx, freshApplicant());
      const notSent = await decide(ctx, staff, pending.code, { decision: 'approve' });
      expect(notSent.statusCode).toBe(409);
      expect(notSent.json().message).toBe(
        `Application ${pending.code} is not waiting for a decision: it is still being filled in (not sent in yet). Only an application that was sent in (in progress) can be taken up, approved or rejected.`,
      );
      expect((await decide(ctx, staff, 'APP-ZZZZZZ', { decision: 'approve' })).statusCode).toBe(404);
      const noReasons = await decide(ctx, staff, pending.code, { decision: 'reject', reasons: [] });
      expect(noReasons.statusCode).toBe(422);
      expect(noReasons.json().errors).toEqual({ reasons: ['Give at least one reason for the rejection.'] });
      const approveWithReasons = await decide(ctx, staff, pending.code, { decision: 'approve', reasons: ['x'] });
      expect(approveWithReasons.json().errors).toEqual({ reasons: ['Reasons are only given when an application is rejected.'] });
      const unknown = await decide(ctx, staff, pending.code, { decision: 'maybe' });
      expect(unknown.json().errors).toEqual({ decision: [INTAKE_DECISION_MESSAGE] });
      const anonymous = await ctx.app.inject({
        method: 'POST',
        url: `${ADMIN_INTAKE}/${pending.code}/decision`,
        payload: { decision: 'approve' },
      });
      expect(anonymous.statusCode).toBe(401);
      const asApplicant = await decide(ctx, pending.token, pending.code, { decision: 'approve' });
      expect(asApplicant.statusCode).toBe(401);
    });
  });
});

describe.each(TEST_DATABASES)('starting applications from one address (%s)', (driver) => {
  const ctx = useTestApp(driver, { env: { SIGN_IN_RATE_LIMIT_PER_15_MINUTES: '2' } });

  it('is limited like sign-in, counting only attempts whose answers passed the checks', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await postCreate(ctx, createValues({ ...freshApplicant(), first_name: '' }))).statusCode).toBe(422);
    }
    for (let i = 0; i < 2; i += 1) {
      const refused = await postCreate(ctx, createValues({ ...freshApplicant(), 'g-recaptcha-response': 'wrong' }));
      expect(refused.json().message).toBe(CAPTCHA_FAILED);
    }
    const limited = await postCreate(ctx, createValues(freshApplicant()));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: 'Too many applications were started from this device. Please wait 15 minutes and try again, or resume your application.',
    });
  });
});
