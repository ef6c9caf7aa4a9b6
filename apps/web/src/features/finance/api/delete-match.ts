import { API_PATHS, ZReconciliationResponseSchema } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/** `DELETE /admin/finance/reconciliation/{month}/matches/{line}`: the line's match undone. */
export async function deleteMatch(month: string, lineId: number) {
  return ZReconciliationResponseSchema.parse((await staffHttp.delete(API_PATHS.financeMatch(month, lineId))).data);
}
