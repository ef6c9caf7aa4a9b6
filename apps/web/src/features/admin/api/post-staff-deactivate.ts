import { API_PATHS, ZStaffMemberResponseSchema } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/** `POST /admin/staff/{id}/deactivate`: the member can no longer sign in. */
export async function postStaffDeactivate(id: number) {
  return ZStaffMemberResponseSchema.parse((await staffHttp.post(API_PATHS.adminStaffDeactivate(id))).data);
}
