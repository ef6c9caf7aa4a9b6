import { API_PATHS, ZReconciliationResponseSchema } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/** `POST /admin/finance/reconciliation/{month}/close`: closes the reconciled month. */
export async function postCloseMonth(month: string) {
  return ZReconciliationResponseSchema.parse((await staffHttp.post(API_PATHS.financeCloseMonth(month), {})).data);
}
