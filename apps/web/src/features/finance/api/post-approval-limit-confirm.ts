import { API_PATHS, ZApprovalLimitResponseSchema } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/** `POST /admin/settings/approval-limit/confirm` (admins): another admin confirms the approval limit's change waiting. */
export async function postApprovalLimitConfirm() {
  return ZApprovalLimitResponseSchema.parse((await staffHttp.post(API_PATHS.adminApprovalLimitConfirm, {})).data);
}
