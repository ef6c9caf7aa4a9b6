import { API_PATHS, ZReconciliationResponseSchema } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/** `POST /admin/finance/reconciliation/{month}/sign-off`: a second finance member signs off the month's close. */
export async function postSignOffMonth(month: string) {
  return ZReconciliationResponseSchema.parse((await staffHttp.post(API_PATHS.financeSignOffMonth(month), {})).data);
}
