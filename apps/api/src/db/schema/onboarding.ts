import type { OnboardingStepSlug, TAddress, TMailingAddress } from '@payee/contract';
import { sql } from 'drizzle-orm';
import { char, check, date, index, integer, jsonb, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { clientUsers } from './clients';
import { billRepeatFrequencies, contactCategories, identificationTypes, reportingAccounts } from './reference';
import { staffUsers } from './staff-users';

/** What happened to an onboarding, recorded with who and when; the same list as @payee/contract's ONBOARDING_ACTIONS. */
export const ONBOARDING_ACTION_KINDS = ['invite', 'submit', 'send_back', 'activate'] as const;
export type OnboardingActionKind = (typeof ONBOARDING_ACTION_KINDS)[number];

/** The client contact's phones, e-mails and website, as the contract's step schema outputs them. */
export interface StoredContactDetails {
  primary_phone: string;
  other_phone?: string;
  primary_email?: string;
  other_email?: string;
  website?: string;
  fax_no?: string;
  fax_email?: string;
}

/**
 * The onboarding wizard's answers of one client: one row per client user,
 * made when staff invite them (or at their first save). Where the onboarding stands is the client user's
 * current_process, as for intake. The medical details and the identifier numbers are encrypted at rest like
 * the SSN (lib/crypto.ts: AES-256-GCM of the JSON of each section); only the identification type is a column.
 */
export const onboardingProfiles = pgTable(
  'onboarding_profiles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientUserId: integer('client_user_id')
      .notNull()
      .unique()
      .references(() => clientUsers.id, { onDelete: 'cascade' }),
    /** The profile photo (step 1); the columns are all null or all set. */
    photoStorageName: text('photo_storage_name').unique(),
    photoOriginalName: text('photo_original_name'),
    photoContentType: text('photo_content_type'),
    photoSizeBytes: integer('photo_size_bytes'),
    photoSha256: char('photo_sha256', { length: 64 }),
    /** The photo's own key, wrapped by the app key (lib/uploads.ts); null without a photo, or for one from before encryption. */
    photoKeyEncrypted: text('photo_key_encrypted'),
    /** `{ diagnosis?, medications?, guardianship? }`, encrypted; null until step 3 is saved. */
    healthInfoEncrypted: text('health_info_encrypted'),
    identificationTypeId: integer('identification_type_id').references(() => identificationTypes.id),
    /** `{ photo_id?, identity_code, debit_card_no?, va_no?, medicaid_no? }`, encrypted; null until step 2 is saved. */
    identifiersEncrypted: text('identifiers_encrypted'),
    /** The steps saved at least once (a skipped step is not), kept in slug order; the read answers wizard order. */
    savedSteps: text('saved_steps')
      .array()
      .$type<OnboardingStepSlug[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The latest time the wizard was sent in (step 6); it may be sent in again after being sent back. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'onboarding_profiles_photo_complete',
      sql`(${table.photoStorageName} is null) = (${table.photoOriginalName} is null)
        and (${table.photoStorageName} is null) = (${table.photoContentType} is null)
        and (${table.photoStorageName} is null) = (${table.photoSizeBytes} is null)
        and (${table.photoStorageName} is null) = (${table.photoSha256} is null)`,
    ),
  ],
);

/** Up to three other identifiers (step 2): the type in the clear, the number encrypted. */
export const onboardingOtherIdentifiers = pgTable(
  'onboarding_other_identifiers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => onboardingProfiles.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    identityType: text('identity_type').notNull(),
    identityCodeEncrypted: text('identity_code_encrypted').notNull(),
  },
  (table) => [index('onboarding_other_identifiers_profile_idx').on(table.profileId, table.position)],
);

/** The benefits the client receives (step 4): a benefit account each, its amount in cents and its dates. */
export const onboardingBenefits = pgTable(
  'onboarding_benefits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => onboardingProfiles.id, { onDelete: 'cascade' }),
    reportingAccountId: integer('reporting_account_id')
      .notNull()
      .references(() => reportingAccounts.id),
    amountCents: integer('amount_cents').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    effectiveTill: date('effective_till', { mode: 'string' }).notNull(),
  },
  (table) => [
    unique('onboarding_benefits_profile_account_unique').on(table.profileId, table.reportingAccountId),
    check('onboarding_benefits_amount_check', sql`${table.amountCents} >= 0`),
    check('onboarding_benefits_dates_check', sql`${table.effectiveTill} >= ${table.effectiveFrom}`),
  ],
);

/**
 * The client's contacts (step 5): doctor, pharmacy, landlord… The phones and e-mails and both addresses are
 * jsonb exactly as the contract's step schema outputs them, their ids checked against the lists on save.
 */
export const onboardingContacts = pgTable(
  'onboarding_contacts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => onboardingProfiles.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    contactCategoryId: integer('contact_category_id')
      .notNull()
      .references(() => contactCategories.id),
    otherContactCategory: text('other_contact_category'),
    description: text('description'),
    personalContact: jsonb('personal_contact').$type<StoredContactDetails>().notNull(),
    physicalAddress: jsonb('physical_address').$type<TAddress>(),
    mailingAddress: jsonb('mailing_address').$type<TMailingAddress>(),
  },
  (table) => [index('onboarding_contacts_profile_idx').on(table.profileId, table.position)],
);

/** The client's bills (step 6), each with its file (image or PDF). Amounts in cents. */
export const onboardingBills = pgTable(
  'onboarding_bills',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => onboardingProfiles.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    reportingAccountId: integer('reporting_account_id')
      .notNull()
      .references(() => reportingAccounts.id),
    amountCents: integer('amount_cents').notNull(),
    isRecursive: smallint('is_recursive').notNull().default(0),
    billRepeatFrequencyId: integer('bill_repeat_frequency_id').references(() => billRepeatFrequencies.id),
    repeatIntervals: integer('repeat_intervals'),
    /** Its file, under DATA_DIR/uploads/onboarding with a random name (as the SSA documents). */
    fileStorageName: text('file_storage_name').notNull().unique(),
    fileOriginalName: text('file_original_name').notNull(),
    fileContentType: text('file_content_type').notNull(),
    fileSizeBytes: integer('file_size_bytes').notNull(),
    fileSha256: char('file_sha256', { length: 64 }).notNull(),
    /** The file's own key, wrapped by the app key (lib/uploads.ts); null only for a file from before encryption. */
    fileKeyEncrypted: text('file_key_encrypted'),
  },
  (table) => [
    index('onboarding_bills_profile_idx').on(table.profileId, table.position),
    check('onboarding_bills_amount_check', sql`${table.amountCents} >= 0`),
    check('onboarding_bills_is_recursive_check', sql`${table.isRecursive} in (0, 1)`),
    check('onboarding_bills_file_size_check', sql`${table.fileSizeBytes} > 0`),
  ],
);

/**
 * Every step of the lifecycle (docs/decisions.md, "Onboarding"): staff invite, the client sends the wizard in,
 * staff send it back with reasons or activate the client with programs. Who (a member of staff's name, or the
 * client for a submission) and when.
 */
export const onboardingActions = pgTable(
  'onboarding_actions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientUserId: integer('client_user_id')
      .notNull()
      .references(() => clientUsers.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ONBOARDING_ACTION_KINDS }).notNull(),
    actedBy: text('acted_by').notNull(),
    staffUserId: integer('staff_user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    actedAt: timestamp('acted_at', { withTimezone: true }).notNull().defaultNow(),
    /** A send-back's reasons, in order. */
    reasons: text('reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** An activation's programs. */
    programIds: integer('program_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (table) => [
    index('onboarding_actions_client_idx').on(table.clientUserId, table.actedAt),
    check('onboarding_actions_action_check', sql`${table.action} in ('invite', 'submit', 'send_back', 'activate')`),
  ],
);
