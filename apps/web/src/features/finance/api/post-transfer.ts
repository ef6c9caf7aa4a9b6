import { API_PATHS, ZJournalEntryResponseSchema } from '@payee/contract';
import { sendTo } from '@/lib/back-office/staff-form';

/** `POST /admin/finance/transfers`: the client's money moved between their programs (the transfer form's `send`). */
export const postTransfer = sendTo('post', API_PATHS.financeTransfers, ZJournalEntryResponseSchema);
