import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, ZClientDocumentsResponseSchema, type ClientDocumentType, type TClientDocumentsResponse } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/** What a page of the client's documents asks for. */
export interface ClientDocumentsFilter {
  page: number;
  type?: ClientDocumentType;
}

/** Every read of one client's documents: read again once one is uploaded. */
export const clientDocumentsKey = (id: number) => ['admin', 'client-documents', id] as const;

/** `GET /admin/clients/{id}/documents?page=&type=`: newest document date first. */
export async function getClientDocuments(id: number, filter: ClientDocumentsFilter): Promise<TClientDocumentsResponse> {
  const params = { page: filter.page, ...(filter.type ? { type: filter.type } : {}) };
  return ZClientDocumentsResponseSchema.parse((await staffHttp.get(API_PATHS.adminClientDocuments(id), { params })).data);
}

export const clientDocumentsQuery = (id: number, filter: ClientDocumentsFilter) =>
  queryOptions({
    queryKey: [...clientDocumentsKey(id), filter],
    queryFn: () => getClientDocuments(id, filter),
    placeholderData: keepPreviousData,
  });

export const useClientDocuments = (id: number, filter: ClientDocumentsFilter) => useQuery(clientDocumentsQuery(id, filter));
