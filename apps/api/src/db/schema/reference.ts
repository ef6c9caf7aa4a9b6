import { PAYMENT_FREQUENCIES, SPENDING_CATEGORIES } from '@payee/contract';
import { boolean, char, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { isOneOf } from './one-of';

/** ISO 3166 countries; United States is id 233 (the configured default country). */
export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  iso2: char('iso2', { length: 2 }).notNull().unique(),
  iso3: char('iso3', { length: 3 }).notNull().unique(),
  phoneCode: text('phone_code'),
});

export const states = pgTable(
  'states',
  {
    id: integer('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    name: text('name').notNull(),
    code: text('code'),
  },
  (table) => [index('states_country_id_idx').on(table.countryId)],
);

/** Every plain `{ id, name }` look-up list has the same columns. */
const lookupColumns = () => ({
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});
const lookupTable = (name: string) => pgTable(name, lookupColumns());

export const branches = lookupTable('branches');
export const sources = lookupTable('sources');
export const maritalStatuses = lookupTable('marital_statuses');
export const languages = lookupTable('languages');
export const genders = lookupTable('genders');
export const races = lookupTable('races');
export const ethnicities = lookupTable('ethnicities');
export const caseManagerAgencies = lookupTable('case_manager_agencies');
export const relationships = lookupTable('relationships');
export const contactCategories = lookupTable('contact_categories');
export const employmentStatuses = lookupTable('employment_statuses');
export const incomeTypes = lookupTable('income_types');
export const vendors = lookupTable('vendors');
/** Ids 7, 8 and 9 are the kinds with no landlord (homeless, shelter, living with family). */
export const housingTypes = lookupTable('housing_types');
export const referrals = lookupTable('referrals');
export const languageFluencies = lookupTable('language_fluencies');
export const identificationTypes = lookupTable('identification_types');
/** How often an onboarding bill repeats; `payment_frequency` is the frequency of the scheduled payment made from it. */
export const billRepeatFrequencies = pgTable(
  'bill_repeat_frequencies',
  {
    ...lookupColumns(),
    paymentFrequency: text('payment_frequency', { enum: PAYMENT_FREQUENCIES }).notNull(),
  },
  (table) => [check('bill_repeat_frequencies_payment_frequency_check', isOneOf(table.paymentFrequency, PAYMENT_FREQUENCIES))],
);
export const billTypes = lookupTable('bill_types');
export const enquiryTypes = lookupTable('enquiry_types');

export const caseManagers = pgTable(
  'case_managers',
  {
    ...lookupColumns(),
    agencyId: integer('agency_id').references(() => caseManagerAgencies.id),
    slug: text('slug').notNull().unique(),
  },
  (table) => [index('case_managers_agency_id_idx').on(table.agencyId)],
);

/**
 * Ledger and bill accounts; `is_benefit` marks the benefit accounts offered in onboarding. A bill type's
 * `spending_category` is the SSA-623 category its payments are paid from (rent is housing, the phone a utility, a
 * service fee the service's fee); the accounts of money in have none.
 */
export const reportingAccounts = pgTable(
  'reporting_accounts',
  {
    ...lookupColumns(),
    reportingTypeId: integer('reporting_type_id').notNull(),
    isBenefit: boolean('is_benefit').notNull().default(false),
    spendingCategory: text('spending_category', { enum: SPENDING_CATEGORIES }),
  },
  (table) => [check('reporting_accounts_spending_category_check', isOneOf(table.spendingCategory, SPENDING_CATEGORIES))],
);
