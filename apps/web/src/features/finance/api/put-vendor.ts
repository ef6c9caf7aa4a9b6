import { API_PATHS, ZVendorResponseSchema } from '@payee/contract';
import { sendTo } from '@/lib/back-office/staff-form';

/** `PUT /admin/finance/vendors/{id}`: a vendor's details changed (the vendor form's `send`). */
export const putVendor = (id: number) => sendTo('put', API_PATHS.financeVendor(id), ZVendorResponseSchema);
