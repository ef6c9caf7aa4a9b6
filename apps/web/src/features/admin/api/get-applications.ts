import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  API_PATHS,
  ZAdminApplicationListResponseSchema,
  type TAdminApplicationListQuery,
  type TAdminApplicationListResponse,
} from '@payee/contract';
import { listParamsOf } from '@/lib/back-office/list-query';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/** `GET /admin/intake?…`: a page of the applications queue, sorted and filtered by the server. */
export async function getApplications(query: TAdminApplicationListQuery): Promise<TAdminApplicationListResponse> {
  return ZAdminApplicationListResponseSchema.parse((await staffHttp.get(API_PATHS.adminIntakeList, { params: listParamsOf(query) })).data);
}

export const applicationsQuery = (query: TAdminApplicationListQuery) =>
  queryOptions({ queryKey: ['admin', 'applications', query], queryFn: () => getApplications(query), placeholderData: keepPreviousData });

export const useApplications = (query: TAdminApplicationListQuery) => useQuery(applicationsQuery(query));
