import { API_PATHS, ZStaffSignedInResponseSchema } from '@payee/contract';
import { sendTo } from '@/lib/back-office/staff-form';

/** `POST /admin/login/enrol/confirm`: the first code of a newly set-up authenticator; answers the signed-in member. */
export const postStaffLoginEnrolConfirm = sendTo('post', API_PATHS.adminLoginEnrolConfirm, ZStaffSignedInResponseSchema);
