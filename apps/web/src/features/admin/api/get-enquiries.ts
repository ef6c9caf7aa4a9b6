import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, ZAdminEnquiriesResponseSchema, type TAdminEnquiriesQuery, type TAdminEnquiriesResponse } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/** `GET /admin/enquiries?status=&page=`: a page of the enquiry inbox. */
export async function getEnquiries(query: TAdminEnquiriesQuery): Promise<TAdminEnquiriesResponse> {
  return ZAdminEnquiriesResponseSchema.parse((await staffHttp.get(API_PATHS.adminEnquiries, { params: query })).data);
}

export const enquiriesQuery = (query: TAdminEnquiriesQuery) =>
  queryOptions({ queryKey: ['admin', 'enquiries', query], queryFn: () => getEnquiries(query), placeholderData: keepPreviousData });

export const useEnquiries = (query: TAdminEnquiriesQuery) => useQuery(enquiriesQuery(query));
