import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, ZAdminClientSearchResponseSchema, type TAdminClientListQuery, type TAdminClientSearchResponse } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/** `GET /admin/clients?q=&page=`: the clients found by the search words. */
export async function getClients(query: TAdminClientListQuery): Promise<TAdminClientSearchResponse> {
  return ZAdminClientSearchResponseSchema.parse((await staffHttp.get(API_PATHS.adminClients, { params: query })).data);
}

export const clientsQuery = (query: TAdminClientListQuery) =>
  queryOptions({ queryKey: ['admin', 'clients', query], queryFn: () => getClients(query), placeholderData: keepPreviousData });

export const useClients = (query: TAdminClientListQuery) => useQuery(clientsQuery(query));
