import { API_PATHS, ZReconciliationResponseSchema } from '@payee/contract';
import { toFormData } from '@/lib/multipart';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/** `POST /admin/finance/reconciliation/{month}/bank-statement`: the bank's statement of the month, as a CSV file. */
export async function postBankStatement(month: string, file: File) {
  return ZReconciliationResponseSchema.parse(
    (await staffHttp.post(API_PATHS.financeBankStatement(month), toFormData([['file', file]]))).data,
  );
}
