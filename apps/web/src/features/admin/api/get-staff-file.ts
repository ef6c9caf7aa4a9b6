import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PREFIX } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/** A stored file's path as the staff client takes it: the API gives it under `/api/v1` or relative to it. */
const clientPathOf = (apiPath: string) => (apiPath.startsWith(API_PREFIX) ? apiPath.slice(API_PREFIX.length) : apiPath);

/**
 * `GET` a stored file (a document, a bill's file, a photo) with the staff token: the API's paths answer only a
 * bearer header, which an `<img src>` or a plain link would not send. `apiPath` is as the API gives it (under
 * `/api/v1`, or relative to it).
 */
export async function getStaffFile(apiPath: string, signal?: AbortSignal): Promise<Blob> {
  return (await staffHttp.get<Blob>(clientPathOf(apiPath), { responseType: 'blob', headers: { Accept: '*/*' }, signal })).data;
}

/** Kept out of the cache once the page leaves it: these are personal documents. */
export const staffFileQuery = (apiPath: string) =>
  queryOptions({
    queryKey: ['admin', 'file', clientPathOf(apiPath)],
    queryFn: ({ signal }) => getStaffFile(apiPath, signal),
    staleTime: Infinity,
    gcTime: 0,
  });

export const useStaffFileQuery = (apiPath: string) => useQuery(staffFileQuery(apiPath));
