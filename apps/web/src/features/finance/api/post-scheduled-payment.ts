import { API_PATHS, ZScheduledPaymentResponseSchema } from '@payee/contract';
import { sendTo } from '@/lib/back-office/staff-form';

/** `POST /admin/finance/scheduled-payments`: a new schedule (the schedule form's `send`). */
export const postScheduledPayment = sendTo('post', API_PATHS.financeScheduledPayments, ZScheduledPaymentResponseSchema);
