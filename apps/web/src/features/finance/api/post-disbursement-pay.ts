import { API_PATHS, ZDisbursementResponseSchema } from '@payee/contract';
import { sendTo } from '@/lib/back-office/staff-form';

/** `POST /admin/finance/disbursements/{id}/pay`: the approved payment recorded as paid, posted once (the form's `send`). */
export const postDisbursementPay = (id: number) => sendTo('post', API_PATHS.financeDisbursementPay(id), ZDisbursementResponseSchema);
