import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, ZCaseworkSummaryResponseSchema, type TCaseworkSummary } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/** `GET /admin/summary`: a caseworker's counts of what needs action. */
export async function getCaseworkSummary(): Promise<TCaseworkSummary> {
  return ZCaseworkSummaryResponseSchema.parse((await staffHttp.get(API_PATHS.adminSummary)).data).data;
}

export const caseworkSummaryQuery = () => queryOptions({ queryKey: ['admin', 'summary'], queryFn: getCaseworkSummary });

export const useCaseworkSummary = () => useQuery(caseworkSummaryQuery());
