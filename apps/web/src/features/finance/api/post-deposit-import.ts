import { API_PATHS, ZDepositImportResultResponseSchema } from '@payee/contract';
import { toFormData, type PayloadPart } from '@/lib/multipart';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/** `POST /admin/finance/deposit-imports`: the file again with the rows' assignments; posts each deposit once. */
export async function postDepositImport(parts: PayloadPart[]) {
  return ZDepositImportResultResponseSchema.parse((await staffHttp.post(API_PATHS.financeDepositImports, toFormData(parts))).data);
}
