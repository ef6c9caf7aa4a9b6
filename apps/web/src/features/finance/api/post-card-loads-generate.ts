import { API_PATHS, ZGenerateResultResponseSchema } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/** `POST /admin/finance/card-loads/generate`: drafts the week's card loads from the budgets. */
export async function postCardLoadsGenerate() {
  return ZGenerateResultResponseSchema.parse((await staffHttp.post(API_PATHS.financeCardLoadsGenerate, {})).data);
}
