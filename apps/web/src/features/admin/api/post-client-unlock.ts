import { API_PATHS, ZClientLockResponseSchema, type TClientLockResponse } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/** `POST /admin/clients/{id}/unlock`: lifts the lock of the client's sign-in. */
export async function postClientUnlock(id: number): Promise<TClientLockResponse> {
  return ZClientLockResponseSchema.parse((await staffHttp.post(API_PATHS.adminClientUnlock(id), {})).data);
}
