import { API_PATHS, ZStaffSignedInResponseSchema } from '@payee/contract';
import { sendTo } from '@/lib/back-office/staff-form';

/** `POST /admin/login/totp`: the authenticator's code or a recovery code; answers the signed-in member. */
export const postStaffLoginTotp = sendTo('post', API_PATHS.adminLoginTotp, ZStaffSignedInResponseSchema);
