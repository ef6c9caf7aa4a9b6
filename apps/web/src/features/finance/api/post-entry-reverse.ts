import { API_PATHS, ZJournalEntryResponseSchema } from '@payee/contract';
import { sendTo } from '@/lib/back-office/staff-form';

/** `POST /admin/finance/entries/{id}/reverse`: the entry reversed by a new one, never edited (the dialog's `send`). */
export const postEntryReverse = (entryId: number) => sendTo('post', API_PATHS.financeEntryReverse(entryId), ZJournalEntryResponseSchema);
