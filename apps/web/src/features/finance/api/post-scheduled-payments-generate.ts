import { API_PATHS, ZGenerateResultResponseSchema } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/** `POST /admin/finance/scheduled-payments/generate`: drafts the payments the schedules have due. */
export async function postScheduledPaymentsGenerate() {
  return ZGenerateResultResponseSchema.parse((await staffHttp.post(API_PATHS.financeScheduledPaymentsGenerate, {})).data);
}
