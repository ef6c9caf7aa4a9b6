import { API_PATHS, ZScheduledPaymentResponseSchema } from '@payee/contract';
import { sendTo } from '@/lib/back-office/staff-form';

/** `PUT /admin/finance/scheduled-payments/{id}`: a schedule changed (the schedule form's `send`). */
export const putScheduledPayment = (id: number) => sendTo('put', API_PATHS.financeScheduledPayment(id), ZScheduledPaymentResponseSchema);
