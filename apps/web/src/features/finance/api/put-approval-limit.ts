import { API_PATHS, ZApprovalLimitResponseSchema } from '@payee/contract';
import { sendTo } from '@/lib/back-office/staff-form';

/** `PUT /admin/settings/approval-limit`: the amount above which a payment needs a second person's approval. */
export const putApprovalLimit = sendTo('put', API_PATHS.adminApprovalLimit, ZApprovalLimitResponseSchema);
