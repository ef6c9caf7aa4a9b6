import { DROPDOWNS_WITH_OTHER, OTHER_OPTION_NAME, type DropdownName, type OtherIds } from '@payee/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema/index';

/** Plain `{ id, name }` lists: every dropdown except the two with their own columns and filters. */
export type PlainDropdownName = Exclude<DropdownName, 'case-managers' | 'reporting-accounts'>;

const PLAIN_LIST_TABLES = {
  branches: schema.branches,
  sources: schema.sources,
  'marital-statuses': schema.maritalStatuses,
  languages: schema.languages,
  genders: schema.genders,
  races: schema.races,
  ethnicities: schema.ethnicities,
  'case-manager-agencies': schema.caseManagerAgencies,
  relationships: schema.relationships,
  'contact-categories': schema.contactCategories,
  'employment-statuses': schema.employmentStatuses,
  'income-types': schema.incomeTypes,
  vendors: schema.vendors,
  'housing-types': schema.housingTypes,
  referrals: schema.referrals,
  'language-fluencies': schema.languageFluencies,
  'identification-types': schema.identificationTypes,
  'bill-repeat-frequencies': schema.billRepeatFrequencies,
  'bill-types': schema.billTypes,
  'enquiry-types': schema.enquiryTypes,
} satisfies Record<PlainDropdownName, unknown>;

export const isPlainDropdownName = (name: DropdownName): name is PlainDropdownName => name in PLAIN_LIST_TABLES;

/** Every plain list, for loading them all at once. */
export const PLAIN_DROPDOWN_NAMES = Object.keys(PLAIN_LIST_TABLES) as PlainDropdownName[];

/**
 * Reads each reference list whole, in the order the API answers it; the service keeps them in memory and
 * filters there (states by country, case managers by agency, reporting accounts by type and benefit).
 */
export function createReferenceRepository(db: Database) {
  return {
    countries: () =>
      db
        .select({
          id: schema.countries.id,
          name: schema.countries.name,
          iso2: schema.countries.iso2,
          phone_code: schema.countries.phoneCode,
        })
        .from(schema.countries)
        .orderBy(asc(schema.countries.name), asc(schema.countries.id)),

    /** Every state, with its country, ordered by name as each country's list is. */
    states: () =>
      db
        .select({ id: schema.states.id, name: schema.states.name, code: schema.states.code, countryId: schema.states.countryId })
        .from(schema.states)
        .orderBy(asc(schema.states.name), asc(schema.states.id)),

    /**
     * The ids of the "Other" entry of each list that offers one (reference data names them "Other"), active
     * or not: choosing one requires its text in the forms' step schemas.
     */
    otherIds: async (): Promise<OtherIds> => {
      const result: Record<string, number[]> = {};
      for (const list of DROPDOWNS_WITH_OTHER) {
        const table = list === 'case-managers' ? schema.caseManagers : PLAIN_LIST_TABLES[list];
        const rows = await db.select({ id: table.id }).from(table).where(eq(table.name, OTHER_OPTION_NAME));
        result[list] = rows.map((row) => row.id);
      }
      return result as OtherIds;
    },

    plainList: (name: PlainDropdownName) => {
      const table = PLAIN_LIST_TABLES[name];
      return db
        .select({ id: table.id, name: table.name })
        .from(table)
        .where(eq(table.isActive, true))
        .orderBy(asc(table.sortOrder), asc(table.name), asc(table.id));
    },

    /** The active case managers, with their agency. */
    caseManagers: () => {
      const table = schema.caseManagers;
      return db
        .select({ id: table.id, name: table.name, slug: table.slug, agencyId: table.agencyId })
        .from(table)
        .where(eq(table.isActive, true))
        .orderBy(asc(table.sortOrder), asc(table.name), asc(table.id));
    },

    /** The active reporting accounts, with their type and whether each is a benefit. */
    reportingAccounts: () => {
      const table = schema.reportingAccounts;
      return db
        .select({ id: table.id, name: table.name, reportingTypeId: table.reportingTypeId, isBenefit: table.isBenefit })
        .from(table)
        .where(eq(table.isActive, true))
        .orderBy(asc(table.sortOrder), asc(table.name), asc(table.id));
    },
  };
}

export type ReferenceRepository = ReturnType<typeof createReferenceRepository>;
