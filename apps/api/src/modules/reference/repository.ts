import type { DropdownName } from '@payee/contract';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema/index';

/** Plain `{ id, name }` lists: every dropdown except the two with their own columns and filters. */
type PlainDropdownName = Exclude<DropdownName, 'case-managers' | 'reporting-accounts'>;

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

    states: (countryId: number) =>
      db
        .select({ id: schema.states.id, name: schema.states.name, code: schema.states.code })
        .from(schema.states)
        .where(eq(schema.states.countryId, countryId))
        .orderBy(asc(schema.states.name), asc(schema.states.id)),

    plainList: (name: PlainDropdownName) => {
      const table = PLAIN_LIST_TABLES[name];
      return db
        .select({ id: table.id, name: table.name })
        .from(table)
        .where(eq(table.isActive, true))
        .orderBy(asc(table.sortOrder), asc(table.name), asc(table.id));
    },

    caseManagers: (agencyId?: number) => {
      const table = schema.caseManagers;
      const conditions: SQL[] = [eq(table.isActive, true)];
      if (agencyId !== undefined) conditions.push(eq(table.agencyId, agencyId));
      return db
        .select({ id: table.id, name: table.name, slug: table.slug })
        .from(table)
        .where(and(...conditions))
        .orderBy(asc(table.sortOrder), asc(table.name), asc(table.id));
    },

    reportingAccounts: (reportingTypeId: number, isBenefit?: boolean) => {
      const table = schema.reportingAccounts;
      const conditions: SQL[] = [eq(table.isActive, true), eq(table.reportingTypeId, reportingTypeId)];
      if (isBenefit !== undefined) conditions.push(eq(table.isBenefit, isBenefit));
      return db
        .select({ id: table.id, name: table.name })
        .from(table)
        .where(and(...conditions))
        .orderBy(asc(table.sortOrder), asc(table.name), asc(table.id));
    },
  };
}

export type ReferenceRepository = ReturnType<typeof createReferenceRepository>;
