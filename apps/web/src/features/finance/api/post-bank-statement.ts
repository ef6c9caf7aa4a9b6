import { API_PATHS, ZStatementImportResponseSchema } from '@payee/contract';
import { toFormData } from '@/lib/multipart';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/**
 * `POST /admin/finance/reconciliation/{month}/bank-statement`: the bank's statement of the month, as its OFX/QFX download
 * or a CSV file; the answer says what the import did (lines added, and skipped as imported already).
 */
export async function postBankStatement(month: string, file: File) {
  return ZStatementImportResponseSchema.parse(
    (await staffHttp.post(API_PATHS.financeBankStatement(month), toFormData([['file', file]]))).data,
  );
}
