import { ZAdminEnquiryActionResponseSchema } from '@payee/contract';
import { sendTo } from '@/lib/back-office/staff-form';

/**
 * `POST /admin/enquiries/{reference}/reply` or `…/notes` (the path the form is given): a reply e-mailed to the
 * person, or a note only staff read. The thread form's `send`.
 */
export const postEnquiryMessage = (path: string) => sendTo('post', path, ZAdminEnquiryActionResponseSchema);
