import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@payee/contract';
import { http } from '../http';
import { REFERENCE_GC_TIME, REFERENCE_STALE_TIME, toSelectOptions, type ReferenceEntry } from './options';

export async function getCountries(signal?: AbortSignal) {
  const response = await http.get<ReferenceEntry[]>(API_PATHS.countries, { signal });
  return toSelectOptions(response.data);
}

/** `GET /master/countries` as select options. */
export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['master', 'countries'],
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: REFERENCE_STALE_TIME,
    gcTime: REFERENCE_GC_TIME,
  });

export const useCountries = () => useQuery(countriesQueryOptions());
