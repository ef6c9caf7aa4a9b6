import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, DEFAULT_COUNTRY_ID } from '@payee/contract';
import { http } from '../http';
import { REFERENCE_GC_TIME, REFERENCE_STALE_TIME, toSelectOptions, type ReferenceEntry } from './options';

export async function getStates(countryId: number, signal?: AbortSignal) {
  const response = await http.get<ReferenceEntry[]>(API_PATHS.states, { params: { country_id: countryId }, signal });
  return toSelectOptions(response.data);
}

/** `GET /master/states?country_id=…`; the client always sends the default country 233. */
export const statesQueryOptions = (countryId: number = DEFAULT_COUNTRY_ID) =>
  queryOptions({
    queryKey: ['master', 'states', countryId],
    queryFn: ({ signal }) => getStates(countryId, signal),
    staleTime: REFERENCE_STALE_TIME,
    gcTime: REFERENCE_GC_TIME,
  });

export const useStates = (countryId: number = DEFAULT_COUNTRY_ID, isEnabled = true) =>
  useQuery({ ...statesQueryOptions(countryId), enabled: isEnabled });
