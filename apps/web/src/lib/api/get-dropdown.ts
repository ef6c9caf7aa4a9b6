import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type DropdownName } from '@payee/contract';
import { http } from '../http';
import { REFERENCE_GC_TIME, REFERENCE_STALE_TIME, toSelectOptions, type ReferenceEntry } from './options';

/** Query parameters some lists take (case managers by agency_id, reporting accounts by type). */
export type DropdownParams = Record<string, string | number | boolean | undefined>;

export async function getDropdown(name: DropdownName, params?: DropdownParams, signal?: AbortSignal) {
  const response = await http.get<ReferenceEntry[]>(API_PATHS.dropdown(name), { params, signal });
  return toSelectOptions(response.data);
}

/** `GET /dropdown/{name}` mapped to `{ value, label, id }`. */
export const dropdownQueryOptions = (name: DropdownName, params?: DropdownParams) =>
  queryOptions({
    queryKey: ['dropdown', name, params ?? {}],
    queryFn: ({ signal }) => getDropdown(name, params, signal),
    staleTime: REFERENCE_STALE_TIME,
    gcTime: REFERENCE_GC_TIME,
  });

export const useDropdown = (name: DropdownName, params?: DropdownParams) => useQuery(dropdownQueryOptions(name, params));
