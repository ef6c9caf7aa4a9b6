import { DEFAULT_COUNTRY_ID, isDropdownName, REPORTING_TYPE_ID } from '@payee/contract';
import { notFound } from '../../lib/api-error';
import { isPlainDropdownName, type ReferenceRepository } from './repository';

/** Filters a dropdown may take; each list reads only the ones it knows. */
export interface DropdownFilters {
  agency_id?: number;
  reporting_type_id?: number;
  is_benefit?: boolean;
}

export function createReferenceService(repository: ReferenceRepository) {
  return {
    countries: () => repository.countries(),

    /** Without a country, the configured default (United States, 233: README "points already decided"). */
    states: (countryId: number = DEFAULT_COUNTRY_ID) => repository.states(countryId),

    dropdown: async (name: string, filters: DropdownFilters) => {
      if (!isDropdownName(name)) throw notFound(`Unknown list "${name}".`);
      if (name === 'case-managers') return repository.caseManagers(filters.agency_id);
      if (name === 'reporting-accounts') {
        return repository.reportingAccounts(filters.reporting_type_id ?? REPORTING_TYPE_ID, filters.is_benefit);
      }
      if (isPlainDropdownName(name)) return repository.plainList(name);
      throw notFound(`Unknown list "${name}".`);
    },
  };
}

export type ReferenceService = ReturnType<typeof createReferenceService>;
