import { APPLICATION_STATUS_IDS, makeIntakeStepSchemas, type IntakeStepSlug, type TIntakeStep } from '@payee/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { clientUsers } from '../schema/index';
import { storeUploadBytes } from '../../lib/uploads';
import type { Mailer } from '../../mail/mailer';
import { createIntakeDecisionService } from '../../modules/intake/decisions';
import { intakeUploadsDir } from '../../modules/intake/documents';
import { createIntakeListRepository } from '../../modules/intake/lists';
import { createIntakeRepository } from '../../modules/intake/repository';
import { askedStepSlugs, insertNewApplication, stepChanges, writeStep } from '../../modules/intake/steps';
import { DEMO_STAFF } from './demo-staff';
import { demoJpeg, demoPdf, demoPng } from './demo-documents';

/** The password of every demo intake applicant (README). */
export const DEMO_INTAKE_PASSWORD = 'Demo@Intake2026';

/**
 * Demo intake applicants (README): one still filling in the form, one sent in and waiting for a decision,
 * one sent back with two reasons. Their SSNs (area 987, group 00) are never issued to anyone.
 */
export const DEMO_INTAKE_APPLICANTS = [
  {
    currentProcess: 'pending',
    username: 'dorothy.evans',
    ssn: '987000101',
    dateOfBirth: '1948-09-02',
    firstName: 'Dorothy',
    lastName: 'Evans',
    email: 'dorothy.evans@example.org',
    applicationCode: 'APP-DRF226',
  },
  {
    currentProcess: 'inProgress',
    username: 'walter.brooks',
    ssn: '987000102',
    dateOfBirth: '1959-02-17',
    firstName: 'Walter',
    lastName: 'Brooks',
    email: 'walter.brooks@example.org',
    applicationCode: 'APP-WRV226',
  },
  {
    currentProcess: 'rejected',
    username: 'angela.ruiz',
    ssn: '987000103',
    dateOfBirth: '1967-12-05',
    firstName: 'Angela',
    lastName: 'Ruiz',
    email: 'angela.ruiz@example.org',
    applicationCode: 'APP-ARJ226',
    rejectionReasons: [
      'The SSA-1696 form is not signed. Please sign it and upload it again.',
      'The monthly income does not match the benefit letter. Please check the amount.',
    ],
  },
] as const;

type DemoApplicant = (typeof DEMO_INTAKE_APPLICANTS)[number];

/** The form's answers of a demo applicant, step by step, as the web would send them. */
function demoAnswers(person: DemoApplicant): Partial<Record<IntakeStepSlug, Record<string, unknown>>> {
  const helpedByCaseManager = person.currentProcess === 'inProgress';
  return {
    representative: helpedByCaseManager
      ? {
          representative: {
            representative_type: 'case_manager',
            agency_id: 1,
            case_manager_id: 1,
            name: 'Alicia Romero',
            primary_phone: '5175550170',
            primary_email: 'alicia.romero@example.org',
          },
        }
      : {
          representative: { representative_type: 'myself' },
          personal_contact: { primary_phone: '5175550180', primary_email: person.email },
        },
    ...(helpedByCaseManager
      ? { 'contact-details': { personal_contact: { primary_phone: '5175550181', primary_email: person.email } } }
      : {}),
    'about-you': {
      first_name: person.firstName,
      last_name: person.lastName,
      ssn: person.ssn,
      date_of_birth: person.dateOfBirth,
      birth_city: 'Detroit',
      birth_state_id: 23,
      birth_country_id: 233,
      marital_status_id: 1,
      gender_id: person.firstName === 'Walter' ? 2 : 1,
      race_id: [3],
      language_id: 1,
      source_id: 3,
    },
    'address-details': {
      physical_address: {
        line_1: '300 N Washington Sq',
        is_international: 0,
        city_name: 'Lansing',
        state_id: 23,
        county: 'Ingham',
        zip_code: '48933',
      },
      mailing_address: { is_same_as_primary_address: 1 },
    },
    ...(person.currentProcess === 'pending'
      ? {}
      : {
          'emergency-contact': {
            emergency_contact: {
              name: 'Mary Brooks',
              contact_category_id: 8,
              primary_phone: '5175550190',
              primary_email: 'mary.brooks@example.org',
            },
          },
          'benefit-details': { benefit: { food_stamp: 0, life_insurance: 0 } },
          'employment-details': { benefit: { employment_status: 5, monthly_income: 1150, income_types: [3] } },
          'housing-details': { housing: { house_type_id: 9, remarks: 'Lives with her sister.' } },
          'referral-details': { referral_id: 1 },
        }),
  };
}

/** A mailer that sends nothing: the seed's decisions are not e-mailed. */
const SILENT_MAILER: Mailer = { transport: 'outbox', send: async () => ({ messageId: '' }), close: () => {} };
const SILENT_LOG = { info: () => {}, error: () => {} };

async function exists(db: Database, applicationCode: string) {
  const [row] = await db.select({ id: clientUsers.id }).from(clientUsers).where(eq(clientUsers.applicationCode, applicationCode)).limit(1);
  return row !== undefined;
}

/**
 * Adds the demo intake applicants that are absent (by application code): each answer checked by the contract's
 * step schemas, the documents generated and stored under DATA_DIR like real uploads. Answers how many were added.
 */
export async function seedDemoIntake(db: Database, key: Buffer, dataDir: string): Promise<number> {
  const schemas = makeIntakeStepSchemas({ otherIds: await createIntakeListRepository(db).otherIds() });
  const parse = <S extends IntakeStepSlug>(step: S, values: Record<string, unknown> | undefined) =>
    schemas[step].parse(values ?? {}) as TIntakeStep<S>;
  const uploadsDir = intakeUploadsDir(dataDir);
  let added = 0;

  for (const person of DEMO_INTAKE_APPLICANTS) {
    if (await exists(db, person.applicationCode)) continue;
    const answers = demoAnswers(person);
    const representative = parse('representative', answers.representative);
    const isMyself = representative.representative.representative_type === 'myself';
    const documents =
      person.currentProcess === 'pending'
        ? []
        : [
            { slug: 'ssa-623' as const, ...(await storeUploadBytes(uploadsDir, 'SSA-623 signed.png', 'image/png', demoPng())) },
            { slug: 'ssa-11-bk' as const, ...(await storeUploadBytes(uploadsDir, 'SSA-11.jpg', 'image/jpeg', demoJpeg())) },
            {
              slug: 'ssa-1696' as const,
              ...(await storeUploadBytes(uploadsDir, 'SSA-1696.pdf', 'application/pdf', await demoPdf('SSA-1696 (demo)'))),
            },
          ];

    const applicationId = await db.transaction(async (tx) => {
      const { applicationId } = await insertNewApplication(tx, key, {
        representative: representative.representative,
        personalContact: isMyself ? representative.personal_contact : parse('contact-details', answers['contact-details']).personal_contact,
        person: parse('about-you', answers['about-you']),
        username: person.username,
        password: DEMO_INTAKE_PASSWORD,
        branchId: 23,
        programIds: [1],
        applicationCode: person.applicationCode,
      });
      const repo = createIntakeRepository(tx);
      for (const step of [
        'address-details',
        'emergency-contact',
        'benefit-details',
        'employment-details',
        'housing-details',
        'referral-details',
      ] as const) {
        if (!answers[step]) continue;
        const application = (await repo.findById(applicationId))!;
        await writeStep(tx, application, stepChanges(application, step, parse(step, answers[step]), key));
      }
      for (const document of documents) await repo.replaceDocument(applicationId, document);
      if (documents.length > 0) await repo.markStepsSaved(applicationId, ['ssa-documents']);
      if (person.currentProcess !== 'pending') {
        const application = (await repo.findById(applicationId))!;
        await repo.update(applicationId, {
          isDraft: false,
          applicationStatusId: APPLICATION_STATUS_IDS.inProgress,
          submittedAt: new Date(),
        });
        await repo.markStepsSaved(applicationId, askedStepSlugs(application.representativeType));
        await repo.updateApplicant(application.clientUserId, { currentProcess: 'inProgress' });
      }
      return applicationId;
    });

    if (person.currentProcess === 'rejected') {
      const decisions = createIntakeDecisionService({ db, mail: SILENT_MAILER, config: { PUBLIC_BASE_URL: '' }, log: SILENT_LOG });
      await decisions.decide({
        application: String(applicationId),
        decision: 'reject',
        reasons: [...person.rejectionReasons],
        decidedBy: DEMO_STAFF.name,
      });
    }
    added += 1;
  }
  return added;
}
