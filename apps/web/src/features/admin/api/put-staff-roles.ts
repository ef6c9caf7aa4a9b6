import { API_PATHS, ZStaffMemberResponseSchema } from '@payee/contract';
import { sendTo } from '@/lib/back-office/staff-form';

/** `PUT /admin/staff/{id}/roles`: a member's roles (the roles form's `send`). */
export const putStaffRoles = (id: number) => sendTo('put', API_PATHS.adminStaffRoles(id), ZStaffMemberResponseSchema);
