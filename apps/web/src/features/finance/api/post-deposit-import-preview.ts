import { API_PATHS, ZDepositImportPreviewResponseSchema } from '@payee/contract';
import { toFormData } from '@/lib/multipart';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/** `POST /admin/finance/deposit-imports/preview`: the SSA deposit file read, each row with its client, nothing posted. */
export async function postDepositImportPreview(file: File) {
  return ZDepositImportPreviewResponseSchema.parse(
    (await staffHttp.post(API_PATHS.financeDepositImportPreview, toFormData([['file', file]]))).data,
  );
}
