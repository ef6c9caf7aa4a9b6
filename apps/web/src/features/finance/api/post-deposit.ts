import { API_PATHS, ZJournalEntryResponseSchema } from '@payee/contract';
import { sendTo } from '@/lib/back-office/staff-form';

/** `POST /admin/finance/deposits`: money in for one client, posted to the ledger (the money-in form's `send`). */
export const postDeposit = sendTo('post', API_PATHS.financeDeposits, ZJournalEntryResponseSchema);
