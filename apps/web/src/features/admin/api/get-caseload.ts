import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, ZCaseloadResponseSchema, type TCaseloadQuery, type TCaseloadResponse } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/** `GET /admin/caseload?q=&sort=&direction=&page=`: a page of the signed-in caseworker's clients. */
export async function getCaseload(query: TCaseloadQuery): Promise<TCaseloadResponse> {
  return ZCaseloadResponseSchema.parse((await staffHttp.get(API_PATHS.adminCaseload, { params: query })).data);
}

export const caseloadQuery = (query: TCaseloadQuery) =>
  queryOptions({ queryKey: ['admin', 'caseload', query], queryFn: () => getCaseload(query), placeholderData: keepPreviousData });

export const useCaseload = (query: TCaseloadQuery) => useQuery(caseloadQuery(query));
