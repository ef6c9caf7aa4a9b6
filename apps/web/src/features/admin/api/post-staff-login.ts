import { API_PATHS, ZStaffChallengeResponseSchema } from '@payee/contract';
import { sendTo } from '@/lib/back-office/staff-form';

/** `POST /admin/login`: e-mail and password, answered with the second step's challenge (the sign-in form's `send`). */
export const postStaffLogin = sendTo('post', API_PATHS.adminLogin, ZStaffChallengeResponseSchema);
