import { API_PATHS, ZVendorResponseSchema } from '@payee/contract';
import { sendTo } from '@/lib/back-office/staff-form';

/** `POST /admin/finance/vendors`: a new vendor (the vendor form's `send`). */
export const postVendor = sendTo('post', API_PATHS.financeVendors, ZVendorResponseSchema);
