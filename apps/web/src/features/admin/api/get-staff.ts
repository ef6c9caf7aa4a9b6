import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, ZStaffListResponseSchema, type TStaffMember } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/** Every read of the staff list: read again after an invitation, a change of roles or a deactivation. */
export const STAFF_QUERY_KEY = ['admin', 'staff'] as const;

/** `GET /admin/staff`: every member of staff with their roles and state. */
export async function getStaff(): Promise<TStaffMember[]> {
  return ZStaffListResponseSchema.parse((await staffHttp.get(API_PATHS.adminStaff)).data).data;
}

export const staffQuery = () => queryOptions({ queryKey: STAFF_QUERY_KEY, queryFn: getStaff });

export const useStaffList = () => useQuery(staffQuery());
