import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, ZAdminClientProfileResponseSchema, type TAdminClientProfile } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/** Every read of one client's profile: read again after a change to their sign-in. */
export const clientProfileKey = (id: number) => ['admin', 'client', id] as const;

/** `GET /admin/clients/{id}`: one client's profile. */
export async function getClientProfile(id: number): Promise<TAdminClientProfile> {
  return ZAdminClientProfileResponseSchema.parse((await staffHttp.get(API_PATHS.adminClient(id))).data).data;
}

export const clientProfileQuery = (id: number) => queryOptions({ queryKey: clientProfileKey(id), queryFn: () => getClientProfile(id) });

/** The profile of client `id`, read only when the address gave a valid id. */
export const useClientProfile = (id: number, isEnabled: boolean) => useQuery({ ...clientProfileQuery(id), enabled: isEnabled });
