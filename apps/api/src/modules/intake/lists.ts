import { SITE } from '@payee/content';
import { DEFAULT_COUNTRY_ID } from '@payee/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { createListReader, type ListSource } from '../../db/reference-lists';
import * as schema from '../../db/schema/index';

/** The lists an intake application refers to: the dropdowns, plus states, countries, programs and statuses. */
export type IntakeList =
  | 'service-states'
  | 'programs'
  | 'states'
  | 'countries'
  | 'language-fluencies'
  | 'marital-statuses'
  | 'genders'
  | 'ethnicities'
  | 'races'
  | 'languages'
  | 'sources'
  | 'case-manager-agencies'
  | 'case-managers'
  | 'relationships'
  | 'contact-categories'
  | 'employment-statuses'
  | 'income-types'
  | 'housing-types'
  | 'referrals'
  | 'application-statuses';

const lookup = (table: typeof schema.genders | typeof schema.caseManagers): ListSource => ({
  table,
  id: table.id,
  name: table.name,
  choosable: eq(table.isActive, true),
});

const LISTS: Record<IntakeList, ListSource> = {
  // The state chosen on state selection (sent as `branch_id`): a state the service has an
  // office in (the content module's office; Michigan), so an application cannot name a state it does not serve.
  'service-states': {
    table: schema.states,
    id: schema.states.id,
    name: schema.states.name,
    choosable: and(eq(schema.states.countryId, DEFAULT_COUNTRY_ID), inArray(schema.states.code, [SITE.office.stateCode])),
  },
  programs: { table: schema.programs, id: schema.programs.id, name: schema.programs.name, choosable: eq(schema.programs.status, 1) },
  // Only the United States has states (docs/decisions.md); a state from the list is always one of them.
  states: {
    table: schema.states,
    id: schema.states.id,
    name: schema.states.name,
    choosable: eq(schema.states.countryId, DEFAULT_COUNTRY_ID),
  },
  countries: { table: schema.countries, id: schema.countries.id, name: schema.countries.name },
  'language-fluencies': lookup(schema.languageFluencies),
  'marital-statuses': lookup(schema.maritalStatuses),
  genders: lookup(schema.genders),
  ethnicities: lookup(schema.ethnicities),
  races: lookup(schema.races),
  languages: lookup(schema.languages),
  sources: lookup(schema.sources),
  'case-manager-agencies': lookup(schema.caseManagerAgencies),
  'case-managers': lookup(schema.caseManagers),
  relationships: lookup(schema.relationships),
  'contact-categories': lookup(schema.contactCategories),
  'employment-statuses': lookup(schema.employmentStatuses),
  'income-types': lookup(schema.incomeTypes),
  'housing-types': lookup(schema.housingTypes),
  referrals: lookup(schema.referrals),
  'application-statuses': {
    table: schema.applicationStatuses,
    id: schema.applicationStatuses.id,
    name: schema.applicationStatuses.name,
  },
};

/** Reads the reference lists the intake form refers to. */
export function createIntakeListRepository(db: Database) {
  return {
    ...createListReader(db, LISTS),

    /** Case managers with their agency and slug (for the agency check and the read-back). */
    caseManagers: async (ids: readonly number[]) => {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map<number, { id: number; name: string; slug: string; agencyId: number | null }>();
      const table = schema.caseManagers;
      const rows = await db
        .select({ id: table.id, name: table.name, slug: table.slug, agencyId: table.agencyId })
        .from(table)
        .where(inArray(table.id, unique));
      return new Map(rows.map((row) => [row.id, row] as const));
    },
  };
}

export type IntakeListRepository = ReturnType<typeof createIntakeListRepository>;
