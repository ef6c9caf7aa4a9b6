import { API_PATHS, ZLogoutResponseSchema, type TLogoutResponse } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/**
 * `POST /admin/logout`: ends the staff token on the server. Its caller signs out here whatever it answers, so a
 * 401 (the session had already ended on the server) is the caller's to handle, not an ended-session redirect.
 */
export async function postStaffLogout(): Promise<TLogoutResponse> {
  return ZLogoutResponseSchema.parse((await staffHttp.post(API_PATHS.adminLogout, undefined, { handlesUnauthorized: true })).data);
}
