import { DEFAULT_COUNTRY_ID, REPORTING_TYPE_ID } from '@payee/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { createListReader, type ListSource, type ReferenceCheck as ListCheck } from '../../db/reference-lists';
import * as schema from '../../db/schema/index';

/** The lists the wizard's answers refer to (the onboarding look-ups). */
export type OnboardingList =
  | 'identification-types'
  | 'benefit-accounts'
  | 'bill-accounts'
  | 'bill-repeat-frequencies'
  | 'contact-categories'
  | 'states'
  | 'countries'
  | 'programs';

const accounts = schema.reportingAccounts;

const LISTS: Record<OnboardingList, ListSource> = {
  'identification-types': {
    table: schema.identificationTypes,
    id: schema.identificationTypes.id,
    name: schema.identificationTypes.name,
    choosable: eq(schema.identificationTypes.isActive, true),
  },
  // `GET /dropdown/reporting-accounts?reporting_type_id=1&is_benefit=true`.
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
  states: {
    table: schema.states,
    id: schema.states.id,
    name: schema.states.name,
    choosable: eq(schema.states.countryId, DEFAULT_COUNTRY_ID),
  },
  countries: { table: schema.countries, id: schema.countries.id, name: schema.countries.name },
  programs: { table: schema.programs, id: schema.programs.id, name: schema.programs.name, choosable: eq(schema.programs.status, 1) },
};

/** One id that must be a choosable entry of a wizard's list, with the error shown at `field` if it is not. */
export type ReferenceCheck = ListCheck<OnboardingList>;

export const createOnboardingListRepository = (db: Database) => createListReader(db, LISTS);

export type OnboardingListRepository = ReturnType<typeof createOnboardingListRepository>;
