import { DEFAULT_COUNTRY_ID, REPORTING_TYPE_ID, type FieldErrors } from '@payee/contract';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema/index';

/** The lists the wizard's answers refer to (spec 001 section 7: the onboarding look-ups). */
export type OnboardingList =
  | 'identification-types'
  | 'benefit-accounts'
  | 'bill-accounts'
  | 'bill-repeat-frequencies'
  | 'contact-categories'
  | 'states'
  | 'countries'
  | 'programs';

interface ListSource {
  table: PgTable;
  id: PgColumn;
  name: PgColumn;
  /** Which entries may be chosen now. */
  choosable?: SQL;
}

const accounts = schema.reportingAccounts;

const LISTS: Record<OnboardingList, ListSource> = {
  'identification-types': {
    table: schema.identificationTypes,
    id: schema.identificationTypes.id,
    name: schema.identificationTypes.name,
    choosable: eq(schema.identificationTypes.isActive, true),
  },
  // `GET /dropdown/reporting-accounts?reporting_type_id=1&is_benefit=true` (spec 001 section 2.7).
  'benefit-accounts': {
    table: accounts,
    id: accounts.id,
    name: accounts.name,
    choosable: and(eq(accounts.isActive, true), eq(accounts.reportingTypeId, REPORTING_TYPE_ID), eq(accounts.isBenefit, true)),
  },
  // A bill is paid from an account that is not a benefit (`…?reporting_type_id=1&is_benefit=false`).
  'bill-accounts': {
    table: accounts,
    id: accounts.id,
    name: accounts.name,
    choosable: and(eq(accounts.isActive, true), eq(accounts.reportingTypeId, REPORTING_TYPE_ID), eq(accounts.isBenefit, false)),
  },
  'bill-repeat-frequencies': {
    table: schema.billRepeatFrequencies,
    id: schema.billRepeatFrequencies.id,
    name: schema.billRepeatFrequencies.name,
    choosable: eq(schema.billRepeatFrequencies.isActive, true),
  },
  'contact-categories': {
    table: schema.contactCategories,
    id: schema.contactCategories.id,
    name: schema.contactCategories.name,
    choosable: eq(schema.contactCategories.isActive, true),
  },
  // Only the United States has states (docs/decisions.md).
  states: { table: schema.states, id: schema.states.id, name: schema.states.name, choosable: eq(schema.states.countryId, DEFAULT_COUNTRY_ID) },
  countries: { table: schema.countries, id: schema.countries.id, name: schema.countries.name },
  programs: { table: schema.programs, id: schema.programs.id, name: schema.programs.name, choosable: eq(schema.programs.status, 1) },
};

export interface NamedEntry {
  id: number;
  name: string;
}

/** One id that must be a choosable entry of a list, with the error shown at `field` if it is not. */
export interface ReferenceCheck {
  field: string;
  list: OnboardingList;
  id: number | undefined;
  message: string;
}

export function createOnboardingListRepository(db: Database) {
  async function entries(list: OnboardingList, ids: readonly number[], onlyChoosable: boolean): Promise<NamedEntry[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const source = LISTS[list];
    const condition = onlyChoosable && source.choosable ? and(inArray(source.id, unique), source.choosable) : inArray(source.id, unique);
    return (await db.select({ id: source.id, name: source.name }).from(source.table).where(condition)) as NamedEntry[];
  }

  return {
    /** `{ id, name }` of each id that exists (chosen earlier, even if no longer offered). */
    names: async (list: OnboardingList, ids: readonly number[]) =>
      new Map((await entries(list, ids, false)).map((entry) => [entry.id, entry] as const)),

    /** The errors of every id that is not a choosable entry of its list (one query per list). */
    async errors(checks: readonly ReferenceCheck[]): Promise<FieldErrors> {
      const byList = new Map<OnboardingList, number[]>();
      for (const check of checks) {
        if (check.id !== undefined) byList.set(check.list, [...(byList.get(check.list) ?? []), check.id]);
      }
      const known = new Map<OnboardingList, Set<number>>();
      for (const [list, ids] of byList) known.set(list, new Set((await entries(list, ids, true)).map((entry) => entry.id)));
      const errors: FieldErrors = {};
      for (const check of checks) {
        if (check.id !== undefined && !known.get(check.list)?.has(check.id)) (errors[check.field] ??= []).push(check.message);
      }
      return errors;
    },
  };
}

export type OnboardingListRepository = ReturnType<typeof createOnboardingListRepository>;
