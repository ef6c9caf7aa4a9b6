import { API_PATHS, ZStaffSessionResponseSchema, type TStaffSession } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/**
 * `GET /admin/session`: the signed-in member of staff. Any signed-in call moves the idle end on, and its
 * answer's header updates the staff session (staff-session-store), so "Stay signed in" asks for this.
 */
export async function getStaffSession(): Promise<TStaffSession> {
  return ZStaffSessionResponseSchema.parse((await staffHttp.get(API_PATHS.adminSession)).data).data;
}
