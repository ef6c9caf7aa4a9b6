import { API_PATHS, ZDisbursementResponseSchema } from '@payee/contract';
import { sendTo } from '@/lib/back-office/staff-form';

/** `POST /admin/finance/disbursements/{id}/approve`: a second person approves the payment (the form's `send`). */
export const postDisbursementApprove = (id: number) =>
  sendTo('post', API_PATHS.financeDisbursementApprove(id), ZDisbursementResponseSchema);
