import { API_PATHS, ZStaffInvitedResponseSchema } from '@payee/contract';
import { sendTo } from '@/lib/back-office/staff-form';

/** `POST /admin/staff`: invites a member of staff by e-mail, with their roles (the invitation form's `send`). */
export const postStaffInvite = sendTo('post', API_PATHS.adminStaff, ZStaffInvitedResponseSchema);
