import { API_PATHS, ZDisbursementResponseSchema } from '@payee/contract';
import { sendTo } from '@/lib/back-office/staff-form';

/** `POST /admin/finance/disbursements/{id}/void` with `{reason}`: the payment voided (the dialog's `send`). */
export const postDisbursementVoid = (id: number) => sendTo('post', API_PATHS.financeDisbursementVoid(id), ZDisbursementResponseSchema);
