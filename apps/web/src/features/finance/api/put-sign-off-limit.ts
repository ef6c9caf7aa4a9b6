import { API_PATHS, ZApprovalLimitResponseSchema } from '@payee/contract';
import { sendTo } from '@/lib/back-office/staff-form';

/** `PUT /admin/settings/reconciliation-sign-off` (admins): the sign-off limit form's `send`. */
export const putSignOffLimit = sendTo('put', API_PATHS.adminReconciliationSignOff, ZApprovalLimitResponseSchema);
