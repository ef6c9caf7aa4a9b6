import { API_PATHS, ZClientCaseworkerResponseSchema } from '@payee/contract';
import { sendTo } from '@/lib/back-office/staff-form';

/** `PUT /admin/clients/{id}/caseworker` (admins): the form's `send`. */
export const putClientCaseworker = (id: number) => sendTo('put', API_PATHS.adminClientCaseworker(id), ZClientCaseworkerResponseSchema);
