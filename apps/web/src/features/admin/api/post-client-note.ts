import { API_PATHS, ZCaseNoteResponseSchema } from '@payee/contract';
import { sendTo } from '@/lib/back-office/staff-form';

/** `POST /admin/clients/{id}/notes`: a new note (or a correction) on the client's contact log. The form's `send`. */
export const postClientNote = (id: number) => sendTo('post', API_PATHS.adminClientNotes(id), ZCaseNoteResponseSchema);
