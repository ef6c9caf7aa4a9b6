import {
  APPLICATION_STATUS_IDS,
  INTAKE_DECISIONS,
  INTAKE_REJECTION_REASON_MAX_LENGTH,
  REPRESENTATIVE_TYPES,
  SSA_DOCUMENT_SLUGS,
  type IntakeStepSlug,
  type TAddress,
  type TBenefitDetails,
  type TEmergencyContact,
  type TEmploymentDetails,
  type THousing,
  type TMailingAddress,
  type TPersonalContact,
  type TRepresentative,
} from '@payee/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { clientUsers } from './clients';
import { programs } from './ledger';
import { isOneOf } from './one-of';
import {
  countries,
  ethnicities,
  genders,
  languageFluencies,
  languages,
  maritalStatuses,
  races,
  referrals,
  sources,
  states,
} from './reference';
import { staffUsers } from './staff-users';

/** `{ id, name }` of each application status (read back as `application_status`; ids in APPLICATION_STATUS_IDS). */
export const applicationStatuses = pgTable('application_statuses', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/** The representative as saved: every field of the step but the type, which has its own column. */
export type StoredRepresentative = Omit<TRepresentative, 'representative_type'>;
/** Steps 7 and 8 share `benefit[...]`; each save replaces its own keys. */
export type StoredBenefit = Partial<TBenefitDetails & TEmploymentDetails>;

/**
 * One intake application per applicant (a client user with process_type intake until it is approved).
 * The applicant's name, birth date and SSN (encrypted, with its keyed look-up hash) and the application code
 * live on client_users. Person fields are columns with foreign keys to their lists; the nested sections of the
 * form are jsonb exactly as the contract's step schemas output them, ids checked against their lists on save.
 * A section that was never saved is null.
 */
export const intakeApplications = pgTable(
  'intake_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientUserId: integer('client_user_id')
      .notNull()
      .unique()
      .references(() => clientUsers.id, { onDelete: 'cascade' }),
    /** The state chosen on state selection, sent as `branch_id` (docs/decisions.md). */
    branchId: integer('branch_id')
      .notNull()
      .references(() => states.id),
    representativeType: text('representative_type', { enum: REPRESENTATIVE_TYPES }).notNull(),
    isDraft: boolean('is_draft').notNull().default(true),
    applicationStatusId: integer('application_status_id')
      .notNull()
      .default(APPLICATION_STATUS_IDS.pending)
      .references(() => applicationStatuses.id),
    /** The latest time it was sent in (a rejected application may be sent in again). */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /**
     * The slugs of the steps saved at least once (an optional step saved empty counts; one skipped does not):
     * where a resumed form opens, and what its step indicator marks completed.
     */
    savedSteps: text('saved_steps')
      .array()
      .$type<IntakeStepSlug[]>()
      .notNull()
      .default(sql`'{}'::text[]`),

    birthCity: text('birth_city'),
    birthStateId: integer('birth_state_id').references(() => states.id),
    birthStateName: text('birth_state_name'),
    birthCountryId: integer('birth_country_id').references(() => countries.id),
    englishFluencyId: integer('english_fluency_id').references(() => languageFluencies.id),
    maritalStatusId: integer('marital_status_id').references(() => maritalStatuses.id),
    motherName: text('mother_name'),
    fatherName: text('father_name'),
    genderId: integer('gender_id').references(() => genders.id),
    otherGender: text('other_gender'),
    ethnicityId: integer('ethnicity_id').references(() => ethnicities.id),
    otherRace: text('other_race'),
    languageId: integer('language_id').references(() => languages.id),
    sourceId: integer('source_id').references(() => sources.id),
    otherSource: text('other_source'),

    representative: jsonb('representative').$type<StoredRepresentative>().notNull(),
    personalContact: jsonb('personal_contact').$type<TPersonalContact>(),
    physicalAddress: jsonb('physical_address').$type<TAddress>(),
    mailingAddress: jsonb('mailing_address').$type<TMailingAddress>(),
    emergencyContact: jsonb('emergency_contact').$type<TEmergencyContact>(),
    benefit: jsonb('benefit').$type<StoredBenefit>(),
    /** The benefit step's veteran service number, encrypted (lib/crypto.ts); the rest of the step is in `benefit`. */
    veteranServiceNoEncrypted: text('veteran_service_no_encrypted'),
    housing: jsonb('housing').$type<THousing>(),

    referralId: integer('referral_id').references(() => referrals.id),
    referralAgency: text('referral_agency'),
    referralDate: date('referral_date', { mode: 'string' }),

    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('intake_applications_status_idx').on(table.applicationStatusId, table.submittedAt),
    // The queue's default order, sent in newest first (never sent in last), then id; and its reverse.
    index('intake_applications_submitted_desc_idx').on(table.submittedAt.desc().nullsLast(), table.id.desc().nullsFirst()),
    index('intake_applications_submitted_idx').on(table.submittedAt.asc().nullsLast(), table.id.asc()),
    check('intake_applications_representative_type_check', isOneOf(table.representativeType, REPRESENTATIVE_TYPES)),
  ],
);

/** Programs chosen on program selection (none when "I am not aware" was ticked). */
export const intakeApplicationPrograms = pgTable(
  'intake_application_programs',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => intakeApplications.id, { onDelete: 'cascade' }),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id),
  },
  (table) => [primaryKey({ columns: [table.applicationId, table.programId] })],
);

export const intakeApplicationRaces = pgTable(
  'intake_application_races',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => intakeApplications.id, { onDelete: 'cascade' }),
    raceId: integer('race_id')
      .notNull()
      .references(() => races.id),
  },
  (table) => [primaryKey({ columns: [table.applicationId, table.raceId] })],
);

/**
 * The SSA documents: the file is under DATA_DIR/uploads/intake with a random `storage_name`; what the
 * applicant called it, its checked type, size and SHA-256 are kept here. One per slug per application.
 */
export const intakeApplicationDocuments = pgTable(
  'intake_application_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => intakeApplications.id, { onDelete: 'cascade' }),
    slug: text('slug', { enum: SSA_DOCUMENT_SLUGS }).notNull(),
    storageName: text('storage_name').notNull().unique(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: char('sha256', { length: 64 }).notNull(),
    /** The file's own AES-256 key, wrapped by the app key (lib/uploads.ts); null only for a file from before encryption. */
    keyEncrypted: text('key_encrypted'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('intake_application_documents_application_slug_unique').on(table.applicationId, table.slug),
    check('intake_application_documents_slug_check', isOneOf(table.slug, SSA_DOCUMENT_SLUGS)),
    check('intake_application_documents_size_check', sql`${table.sizeBytes} > 0`),
  ],
);

/** Every decision on an application: what, who (a member of staff or a named person at the command line), when. */
export const intakeDecisions = pgTable(
  'intake_decisions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => intakeApplications.id, { onDelete: 'cascade' }),
    decision: text('decision', { enum: INTAKE_DECISIONS }).notNull(),
    decidedBy: text('decided_by').notNull(),
    staffUserId: integer('staff_user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('intake_decisions_application_idx').on(table.applicationId, table.decidedAt),
    check('intake_decisions_decision_check', isOneOf(table.decision, INTAKE_DECISIONS)),
  ],
);

/** The reasons of a rejection, in the order given. */
export const intakeRejectionReasons = pgTable(
  'intake_rejection_reasons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    decisionId: integer('decision_id')
      .notNull()
      .references(() => intakeDecisions.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    message: text('message').notNull(),
  },
  (table) => [unique('intake_rejection_reasons_decision_position_unique').on(table.decisionId, table.position)],
);

/**
 * Reusable reasons a caseworker picks when rejecting an application (`GET /admin/rejection-reasons`): the
 * text is sent as one of the decision's reasons, so a later change of a template never changes a decision.
 * The first ones are reference data of the migration; an inactive template is no longer offered.
 */
export const rejectionReasonTemplates = pgTable(
  'rejection_reason_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull().unique(),
    text: text('text').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A template's text is sent as a reason, so it must fit one.
  (table) => [
    check(
      'rejection_reason_templates_text_check',
      sql`length(${table.text}) between 1 and ${sql.raw(String(INTAKE_REJECTION_REASON_MAX_LENGTH))}`,
    ),
  ],
);
