import { API_PATHS, ZReconciliationResponseSchema } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/** `POST /admin/finance/reconciliation/{month}/matches`: a statement line matched with a ledger entry. */
export async function postMatch(month: string, match: { line_id: number; entry_id: number | null }) {
  return ZReconciliationResponseSchema.parse((await staffHttp.post(API_PATHS.financeMatches(month), match)).data);
}
