import { API_PATHS, ZClientLockResponseSchema } from '@payee/contract';
import { sendTo } from '@/lib/back-office/staff-form';

/** `POST /admin/clients/{id}/lock` with `{reason}`: locks the client's sign-in; the reason goes to the audit trail (the dialog's `send`). */
export const postClientLock = (id: number) => sendTo('post', API_PATHS.adminClientLock(id), ZClientLockResponseSchema);
