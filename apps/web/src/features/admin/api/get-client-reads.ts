import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, ZClientReadsResponseSchema, type TClientReadsResponse } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/** `GET /admin/clients/{id}/reads?page=` (admins): who read the client's record, newest first. */
export async function getClientReads(id: number, page: number): Promise<TClientReadsResponse> {
  return ZClientReadsResponseSchema.parse((await staffHttp.get(API_PATHS.adminClientReads(id), { params: { page } })).data);
}

export const clientReadsQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: ['admin', 'client-reads', id, page],
    queryFn: () => getClientReads(id, page),
    placeholderData: keepPreviousData,
  });

export const useClientReads = (id: number, page: number) => useQuery(clientReadsQuery(id, page));
