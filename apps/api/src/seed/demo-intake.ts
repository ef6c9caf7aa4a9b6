import type { KeyRing } from '../lib/crypto';
import {
  APPLICATION_STATUS_IDS,
  makeIntakeStepSchemas,
  type IntakeStepSlug,
  type RepresentativeType,
  type TIntakeDecisionRequest,
  type TIntakeStep,
} from '@payee/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { clientUsers, intakeApplications } from '../db/schema/index';
import type { FileStorage } from '../lib/storage/file-storage';
import { storeUploadBytes } from '../lib/uploads';
import type { Outbox } from '../modules/outbox/outbox';
import { createIntakeDecisionService } from '../modules/intake/decisions';
import { INTAKE_UPLOADS } from '../modules/intake/documents';
import { createReferenceRepository } from '../modules/reference/repository';
import { createIntakeRepository } from '../modules/intake/repository';
import { askedStepSlugs, insertNewApplication, stepChanges, writeStep } from '../modules/intake/steps';
import { DEMO_STAFF } from './demo-staff';
import { demoJpeg, demoPdf, demoPng } from './demo-documents';

/** The password of every demo intake applicant (README). */
export const DEMO_INTAKE_PASSWORD = 'Demo@Intake2026';

/** Where a demo application stands: its applicant's current_process, or taken up for review (Under review). */
type DemoStatus = 'pending' | 'inProgress' | 'underReview' | 'rejected' | 'approved';

interface DemoApplicant {
  status: DemoStatus;
  representativeType: RepresentativeType;
  username: string;
  ssn: string;
  dateOfBirth: string;
  firstName: string;
  lastName: string;
  email: string;
  applicationCode: string;
  rejectionReasons?: readonly string[];
  /** How many days ago it was started and sent in, so the back office's queue has dates to sort (default: now). */
  startedDaysAgo?: number;
  sentInDaysAgo?: number;
}

/**
 * Demo intake applicants (README): one still filling in the form, one sent in and waiting for a decision,
 * one sent back with two reasons. Their SSNs (area 987, group 00) are never issued to anyone.
 */
export const DEMO_INTAKE_APPLICANTS = [
  {
    status: 'pending',
    representativeType: 'myself',
    username: 'dorothy.evans',
    ssn: '987000101',
    dateOfBirth: '1948-09-02',
    firstName: 'Dorothy',
    lastName: 'Evans',
    email: 'dorothy.evans@example.org',
    applicationCode: 'APP-DRF226',
  },
  {
    status: 'inProgress',
    representativeType: 'case_manager',
    username: 'walter.brooks',
    ssn: '987000102',
    dateOfBirth: '1959-02-17',
    firstName: 'Walter',
    lastName: 'Brooks',
    email: 'walter.brooks@example.org',
    applicationCode: 'APP-WRV226',
  },
  {
    status: 'rejected',
    representativeType: 'myself',
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
] as const satisfies readonly DemoApplicant[];

/**
 * More applications for the back office's queue (GET /admin/intake), in every status and with each kind of
 * representative, started and sent in over the last weeks. SSNs 987-00-0104 to 0113.
 */
export const DEMO_QUEUE_APPLICANTS = (
  [
    ['inProgress', 'myself', 'Eleanor', 'Price', '1951-04-11', 'APP-EPR226', 9, 8],
    ['inProgress', 'case_manager', 'Marcus', 'Hill', '1972-10-30', 'APP-MHS226', 5, 4],
    ['inProgress', 'relative', 'Curtis', 'Bell', '1946-01-23', 'APP-CBT226', 2, 1],
    ['underReview', 'relative', 'Rosa', 'Delgado', '1958-07-19', 'APP-RDG226', 12, 10],
    ['underReview', 'myself', 'Harold', 'Kim', '1963-03-02', 'APP-HKM226', 7, 6],
    ['approved', 'case_manager', 'Bernice', 'Walker', '1949-12-08', 'APP-BWK226', 30, 28],
    ['approved', 'relative', 'Frank', 'Novak', '1955-05-27', 'APP-FNV226', 21, 20],
    ['rejected', 'myself', 'Loretta', 'James', '1966-09-14', 'APP-TJM226', 15, 14],
    ['pending', 'case_manager', 'Samuel', 'Ortiz', '1970-02-05', 'APP-SRZ226', 3, undefined],
    ['pending', 'relative', 'Irene', 'Kowalski', '1944-11-21', 'APP-KWS226', 1, undefined],
  ] as const
).map(
  (
    [status, representativeType, firstName, lastName, dateOfBirth, applicationCode, startedDaysAgo, sentInDaysAgo],
    index,
  ): DemoApplicant => {
    const name = `${firstName.toLowerCase()}.${lastName.toLowerCase()}`;
    return {
      status,
      representativeType,
      username: name,
      ssn: `98700${String(104 + index).padStart(4, '0')}`,
      dateOfBirth,
      firstName,
      lastName,
      email: `${name}@example.org`,
      applicationCode,
      startedDaysAgo,
      sentInDaysAgo,
      ...(status === 'rejected'
        ? { rejectionReasons: ['We need a copy of the Social Security award letter that shows the benefits we would manage.'] }
        : {}),
    };
  },
);

/** The form's answers of a demo applicant, step by step, as the web would send them. */
function demoAnswers(person: DemoApplicant): Partial<Record<IntakeStepSlug, Record<string, unknown>>> {
  const ownContact = { primary_phone: '5175550181', primary_email: person.email };
  const representative = {
    myself: { representative: { representative_type: 'myself' }, personal_contact: { ...ownContact, primary_phone: '5175550180' } },
    case_manager: {
      representative: {
        representative_type: 'case_manager',
        agency_id: 1,
        case_manager_id: 1,
        name: 'Alicia Romero',
        primary_phone: '5175550170',
        primary_email: 'alicia.romero@example.org',
      },
    },
    relative: {
      representative: {
        representative_type: 'relative',
        name: `Pat ${person.lastName}`,
        relationship_id: 2,
        primary_phone: '5175550175',
        primary_email: `pat.${person.lastName.toLowerCase()}@example.org`,
      },
    },
  }[person.representativeType];
  return {
    representative,
    ...(person.representativeType === 'myself' ? {} : { 'contact-details': { personal_contact: ownContact } }),
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
    ...(person.status === 'pending'
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

/**
 * A mailer that sends nothing: the seed's decisions are not e-mailed (their history still lists the decision
 * e-mail, as the service records what it handed to the mailer).
 */
/** Demo decisions e-mail no one. */
const NO_OUTBOX: Pick<Outbox, 'enqueue'> = { enqueue: async () => {} };
const SILENT_LOG = { info: () => {}, error: () => {} };

/** The decisions that lead a sent-in demo application to its status. */
const DEMO_DECISIONS: Record<DemoStatus, (person: DemoApplicant) => TIntakeDecisionRequest[]> = {
  pending: () => [],
  inProgress: () => [],
  underReview: () => [{ decision: 'in_progress', reasons: [] }],
  approved: () => [
    { decision: 'in_progress', reasons: [] },
    { decision: 'approve', reasons: [] },
  ],
  rejected: (person) => [{ decision: 'reject', reasons: [...(person.rejectionReasons ?? [])] }],
};

async function exists(db: Database, applicationCode: string) {
  const [row] = await db.select({ id: clientUsers.id }).from(clientUsers).where(eq(clientUsers.applicationCode, applicationCode)).limit(1);
  return row !== undefined;
}

/**
 * Adds the demo intake applicants that are absent (by application code): each answer checked by the contract's
 * step schemas, the documents generated and stored encrypted like real uploads. Answers how many were added.
 */
export async function seedDemoIntake(db: Database, key: KeyRing, storage: FileStorage): Promise<number> {
  const schemas = makeIntakeStepSchemas({ otherIds: await createReferenceRepository(db).otherIds() });
  const parse = <S extends IntakeStepSlug>(step: S, values: Record<string, unknown> | undefined) =>
    schemas[step].parse(values ?? {}) as TIntakeStep<S>;
  let added = 0;

  const decisions = createIntakeDecisionService({ db, outbox: NO_OUTBOX, config: { PUBLIC_BASE_URL: '' }, log: SILENT_LOG });
  const now = new Date();
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

  for (const person of [...DEMO_INTAKE_APPLICANTS, ...DEMO_QUEUE_APPLICANTS] as DemoApplicant[]) {
    if (await exists(db, person.applicationCode)) continue;
    const answers = demoAnswers(person);
    const representative = parse('representative', answers.representative);
    const isMyself = representative.representative.representative_type === 'myself';
    const documents =
      person.status === 'pending'
        ? []
        : [
            {
              slug: 'ssa-623' as const,
              ...(await storeUploadBytes(storage, key, INTAKE_UPLOADS, 'SSA-623 signed.png', 'image/png', demoPng())),
            },
            {
              slug: 'ssa-11-bk' as const,
              ...(await storeUploadBytes(storage, key, INTAKE_UPLOADS, 'SSA-11.jpg', 'image/jpeg', demoJpeg())),
            },
            {
              slug: 'ssa-1696' as const,
              ...(await storeUploadBytes(
                storage,
                key,
                INTAKE_UPLOADS,
                'SSA-1696.pdf',
                'application/pdf',
                await demoPdf('SSA-1696 (demo)'),
              )),
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
      if (person.status !== 'pending') {
        const application = (await repo.findById(applicationId))!;
        await repo.update(applicationId, {
          isDraft: false,
          applicationStatusId: APPLICATION_STATUS_IDS.inProgress,
          submittedAt: person.sentInDaysAgo === undefined ? new Date() : daysAgo(person.sentInDaysAgo),
        });
        await repo.markStepsSaved(applicationId, askedStepSlugs(application.representativeType));
        await repo.updateApplicant(application.clientUserId, { currentProcess: 'inProgress' });
      }
      if (person.startedDaysAgo !== undefined) {
        const started = daysAgo(person.startedDaysAgo);
        await tx.update(intakeApplications).set({ createdAt: started, updatedAt: started }).where(eq(intakeApplications.id, applicationId));
      }
      return applicationId;
    });

    // Decided as staff would: the same service, so the history and the audit trail have the decisions too.
    for (const decision of DEMO_DECISIONS[person.status](person)) {
      await decisions.decide({ application: String(applicationId), ...decision, decidedBy: DEMO_STAFF.name });
    }
    added += 1;
  }
  return added;
}
