import { API_PATHS, ZStaffChallengeResponseSchema } from '@payee/contract';
import { sendTo } from '@/lib/back-office/staff-form';

/** `POST /admin/set-up`: an invited member's password, answered with the second step's challenge. */
export const postStaffSetUp = sendTo('post', API_PATHS.adminSetUp, ZStaffChallengeResponseSchema);
