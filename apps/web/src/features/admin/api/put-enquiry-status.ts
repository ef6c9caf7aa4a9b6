import { API_PATHS, ZAdminEnquiryActionResponseSchema } from '@payee/contract';
import { sendTo } from '@/lib/back-office/staff-form';

/** `PUT /admin/enquiries/{reference}/status`: the enquiry's status (the status form's `send`). */
export const putEnquiryStatus = (reference: string) =>
  sendTo('put', API_PATHS.adminEnquiryStatus(reference), ZAdminEnquiryActionResponseSchema);
