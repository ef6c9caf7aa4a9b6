import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, ZClientCaseworkerResponseSchema, type TClientCaseworker } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/** One client's caseworker: read again once an admin changes it. */
export const clientCaseworkerKey = (id: number) => ['admin', 'client-caseworker', id] as const;

/** `GET /admin/clients/{id}/caseworker`. */
export async function getClientCaseworker(id: number): Promise<TClientCaseworker> {
  return ZClientCaseworkerResponseSchema.parse((await staffHttp.get(API_PATHS.adminClientCaseworker(id))).data).data;
}

export const clientCaseworkerQuery = (id: number) =>
  queryOptions({ queryKey: clientCaseworkerKey(id), queryFn: () => getClientCaseworker(id) });

export const useClientCaseworker = (id: number) => useQuery(clientCaseworkerQuery(id));
