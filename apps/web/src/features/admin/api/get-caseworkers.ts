import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, ZCaseworkersResponseSchema, type TCaseworkersResponse } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/** `GET /admin/caseworkers` (admins): the active members of staff a client can be assigned to. */
export async function getCaseworkers(): Promise<TCaseworkersResponse['data']> {
  return ZCaseworkersResponseSchema.parse((await staffHttp.get(API_PATHS.adminCaseworkers)).data).data;
}

export const caseworkersQuery = () => queryOptions({ queryKey: ['admin', 'caseworkers'], queryFn: getCaseworkers });

export const useCaseworkers = (enabled: boolean) => useQuery({ ...caseworkersQuery(), enabled });
