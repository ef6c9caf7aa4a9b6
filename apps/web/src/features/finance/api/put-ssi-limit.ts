import { API_PATHS, ZApprovalLimitResponseSchema } from '@payee/contract';
import { sendTo } from '@/lib/back-office/staff-form';

/** `PUT /admin/settings/ssi-limit`: the amount above which an SSI recipient's balance is an alert. */
export const putSsiLimit = sendTo('put', API_PATHS.adminSsiLimit, ZApprovalLimitResponseSchema);
