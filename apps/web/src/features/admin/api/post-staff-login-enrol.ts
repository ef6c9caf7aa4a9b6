import { API_PATHS, ZStaffEnrolmentResponseSchema } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/** `POST /admin/login/enrol`: the authenticator's secret for the challenge, to show as a QR code and as text. */
export async function postStaffLoginEnrol(challengeToken: string) {
  return ZStaffEnrolmentResponseSchema.parse((await staffHttp.post(API_PATHS.adminLoginEnrol, { challenge_token: challengeToken })).data);
}
