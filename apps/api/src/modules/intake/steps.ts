import {
  INTAKE_FIRST_SAVE_STEPS,
  INTAKE_STEPS,
  ZBenefitDetailsSchema,
  ZEmploymentDetailsSchema,
  type IntakeStepSlug,
  type ProcessType,
  type RepresentativeType,
  type TIntakeStep,
} from '@payee/contract';
import type { Database } from '../../db/client';
import type { StoredBenefit } from '../../db/schema/index';
import { encryptString, type KeyRing } from '../../lib/crypto';
import { createClientUser, newApplicationCode } from '../clients';
import { ssnLookupHash } from '../../lib/ssn-lookup';
import { applicantContact } from './contact';
import {
  createIntakeRepository,
  type ApplicantChanges,
  type IntakeApplicationChanges,
  type NewIntakeApplication,
  type StoredApplication,
} from './repository';
import { answerColumns } from './step-columns';

/** What saving one step changes: the application's columns, the applicant's, the races, and the step saved. */
export interface StepChanges {
  step: IntakeStepSlug;
  application: IntakeApplicationChanges;
  applicant?: ApplicantChanges;
  raceIds?: number[];
}

/** Whether a step is asked: Contact Details is not when the client fills in the form (step 1 has their contact). */
export const isStepAsked = (step: IntakeStepSlug, type: RepresentativeType) => step !== 'contact-details' || type !== 'myself';

/** Every step asked of this representative type, in form order. */
export const askedStepSlugs = (type: RepresentativeType): IntakeStepSlug[] =>
  INTAKE_STEPS.map((step) => step.slug).filter((slug) => isStepAsked(slug, type));

/** Steps 7 and 8 share `benefit[...]`: each save replaces the fields of its own section schema. */
const BENEFIT_SECTION_FIELDS = {
  'benefit-details': Object.keys(ZBenefitDetailsSchema.shape),
  'employment-details': Object.keys(ZEmploymentDetailsSchema.shape),
} as const satisfies Record<'benefit-details' | 'employment-details', readonly string[]>;

/** The benefit section with one step's fields replaced by its new answers. */
function mergeBenefit(saved: StoredBenefit | null, fields: readonly string[], answers: StoredBenefit): StoredBenefit {
  const kept = Object.fromEntries(Object.entries(saved ?? {}).filter(([field]) => !fields.includes(field)));
  return { ...kept, ...answers };
}

/** The changes one validated step makes (columns set to null where an answer was left out). */
export function stepChanges(application: StoredApplication, step: IntakeStepSlug, data: unknown, key: KeyRing): StepChanges {
  return { step, ...columnChanges(application, step, data, key) };
}

function columnChanges(application: StoredApplication, step: IntakeStepSlug, data: unknown, key: KeyRing): Omit<StepChanges, 'step'> {
  switch (step) {
    case 'representative': {
      const {
        representative: { representative_type: type, ...representative },
        personal_contact,
      } = data as TIntakeStep<'representative'>;
      // The client's own phones and e-mails are on this step when they fill in the form themselves.
      const personalContact = type === 'myself' ? personal_contact : application.personalContact;
      return {
        application: { representativeType: type, representative, personalContact },
        applicant: applicantContact(type, representative, personalContact),
      };
    }
    case 'contact-details': {
      const { personal_contact } = data as TIntakeStep<'contact-details'>;
      return {
        application: { personalContact: personal_contact },
        applicant: applicantContact(application.representativeType, application.representative, personal_contact),
      };
    }
    case 'about-you': {
      const value = data as TIntakeStep<'about-you'>;
      const { application: columns, applicant } = answerColumns(step, value);
      return {
        application: columns as IntakeApplicationChanges,
        applicant: {
          ...(applicant as ApplicantChanges),
          dateOfBirthEncrypted: encryptString(value.date_of_birth, key),
          ssnEncrypted: encryptString(value.ssn, key),
          ssnLookup: ssnLookupHash(value.ssn, key),
          ssnLast4: value.ssn.slice(-4),
        },
        raceIds: value.race_id,
      };
    }
    case 'benefit-details': {
      // The veteran service number is an identifier: encrypted in its own column, never in `benefit`.
      const { veteran_service_no, ...benefit } = (data as TIntakeStep<'benefit-details'>).benefit;
      return {
        application: {
          benefit: mergeBenefit(application.benefit, BENEFIT_SECTION_FIELDS[step], benefit),
          veteranServiceNoEncrypted: veteran_service_no === undefined ? null : encryptString(veteran_service_no, key),
        },
      };
    }
    case 'employment-details':
      return {
        application: {
          benefit: mergeBenefit(application.benefit, BENEFIT_SECTION_FIELDS[step], (data as TIntakeStep<typeof step>).benefit),
        },
      };
    case 'address-details':
    case 'emergency-contact':
    case 'housing-details':
    case 'referral-details':
      return { application: answerColumns(step, data as TIntakeStep<typeof step>).application as IntakeApplicationChanges };
    default:
      throw new Error(`The ${step} step is not saved through stepChanges.`);
  }
}

export async function writeStep(db: Database, application: StoredApplication, changes: StepChanges) {
  const repo = createIntakeRepository(db);
  await repo.update(application.id, changes.application);
  await repo.markStepsSaved(application.id, [changes.step]);
  if (changes.applicant) await repo.updateApplicant(application.clientUserId, changes.applicant);
  if (changes.raceIds) await repo.replaceRaces(application.id, changes.raceIds);
}

/** The first save's answers (steps 1 to 4, state and programs), already checked. */
export interface NewApplicationInput {
  representative: TIntakeStep<'representative'>['representative'];
  personalContact: NewIntakeApplication['personalContact'];
  person: TIntakeStep<'about-you'>;
  username: string;
  password: string;
  branchId: number;
  programIds: readonly number[];
  /** Generated when absent (the demo seed fixes its codes). */
  applicationCode?: string;
  processType?: ProcessType;
}

/**
 * Creates the applicant's client user (process_type intake, pending; SSN encrypted with its look-up hash,
 * argon2id password, username lowercase, as every client account) and the application. Run it inside a
 * transaction: it writes several tables.
 */
export async function insertNewApplication(db: Database, key: KeyRing, input: NewApplicationInput) {
  const { representative_type: representativeType, ...representative } = input.representative;
  const reach = applicantContact(representativeType, representative, input.personalContact);
  const { person } = input;
  const clientUserId = await createClientUser(db, key, {
    username: input.username,
    password: input.password,
    ssn: person.ssn,
    dateOfBirth: person.date_of_birth,
    title: person.title,
    firstName: person.first_name,
    middleName: person.middle_name,
    lastName: person.last_name,
    suffix: person.suffix,
    email: reach.email,
    phone: reach.phone,
    processType: input.processType ?? 'intake',
    currentProcess: 'pending',
    applicationCode: input.applicationCode ?? newApplicationCode(),
  });
  const repo = createIntakeRepository(db);
  const applicationId = await repo.insert({
    clientUserId,
    branchId: input.branchId,
    representativeType,
    representative,
    personalContact: input.personalContact,
  });
  const application = (await repo.findById(applicationId))!;
  await writeStep(db, application, stepChanges(application, 'about-you', person, key));
  await repo.markStepsSaved(
    applicationId,
    INTAKE_FIRST_SAVE_STEPS.filter((step) => isStepAsked(step, representativeType)),
  );
  await repo.replacePrograms(applicationId, input.programIds);
  return { applicationId, clientUserId };
}
