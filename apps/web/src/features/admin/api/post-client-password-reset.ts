import { API_PATHS, ZClientPasswordResetResponseSchema } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/** `POST /admin/clients/{id}/password-reset`: e-mails the client a link to set a new password. */
export async function postClientPasswordReset(id: number) {
  return ZClientPasswordResetResponseSchema.parse((await staffHttp.post(API_PATHS.adminClientPasswordReset(id), {})).data);
}
