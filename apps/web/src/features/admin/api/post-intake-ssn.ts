import { API_PATHS, ZSsnRevealResponseSchema } from '@payee/contract';
import { sendTo } from '@/lib/back-office/staff-form';

/** `POST /admin/intake/{code}/ssn` with `{purpose, reason}`: the applicant's full SSN, the reason recorded first (the dialog's `send`). */
export const postIntakeSsn = (code: string) => sendTo('post', API_PATHS.adminIntakeSsn(code), ZSsnRevealResponseSchema);
