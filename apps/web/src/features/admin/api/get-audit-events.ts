import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, ZAuditPageResponseSchema, type TAuditQuery } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/** `GET /admin/audit?…`: a page of the audit trail, newest first, filtered as the address says. */
export async function getAuditEvents(query: TAuditQuery) {
  return ZAuditPageResponseSchema.parse((await staffHttp.get(API_PATHS.adminAudit, { params: query })).data);
}

export const auditEventsQuery = (query: TAuditQuery) =>
  queryOptions({
    queryKey: ['admin', 'audit', query],
    queryFn: () => getAuditEvents(query),
    // Paging keeps the table on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

export const useAuditEvents = (query: TAuditQuery) => useQuery(auditEventsQuery(query));
