import { API_PATHS, ZDisbursementDraftResponseSchema } from '@payee/contract';
import { sendTo } from '@/lib/back-office/staff-form';

/** `POST /admin/finance/disbursements`: a payment drafted (the draft form's `send`). */
export const postDisbursement = sendTo('post', API_PATHS.financeDisbursements, ZDisbursementDraftResponseSchema);
