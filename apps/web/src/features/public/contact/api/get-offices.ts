import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, ZOfficesResponseSchema, type TOffice } from '@payee/contract';
import { REFERENCE_GC_TIME, REFERENCE_STALE_TIME } from '@/lib/api/options';
import { http } from '@/lib/http';

/** `GET /website/offices`: a bare array of `{ id, state, image, address, email, phone, fax }`. */
export async function getOffices(signal?: AbortSignal): Promise<TOffice[]> {
  const response = await http.get<unknown>(API_PATHS.offices, { signal });
  // Parsed so that an answer of another shape shows the error message rather than a broken card.
  return ZOfficesResponseSchema.parse(response.data);
}

/** The offices change about as often as a reference list: fresh 5 minutes, kept 10. */
export const officesQueryOptions = () =>
  queryOptions({
    queryKey: ['website', 'offices'],
    queryFn: ({ signal }) => getOffices(signal),
    staleTime: REFERENCE_STALE_TIME,
    gcTime: REFERENCE_GC_TIME,
  });

export const useOffices = () => useQuery(officesQueryOptions());
