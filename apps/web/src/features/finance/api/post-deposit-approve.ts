import { API_PATHS, ZJournalEntryResponseSchema } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/** `POST /admin/finance/deposit-approvals/{id}/approve`: a second finance member approves the deposit; it posts. */
export async function postDepositApprove(id: number) {
  return ZJournalEntryResponseSchema.parse((await staffHttp.post(API_PATHS.financeApproveDeposit(id), {})).data);
}
