import { API_PATHS, ZDepositApprovalResponseSchema, ZJournalEntryResponseSchema } from '@payee/contract';
import { z } from 'zod';
import { sendTo } from '@/lib/back-office/staff-form';

/**
 * `POST /admin/finance/deposits`: money in for one client (the money-in form's `send`): posted to the ledger (201, the
 * entry), or, above the approval limit, waiting for a second finance member (202, the deposit waiting).
 */
export const postDeposit = sendTo(
  'post',
  API_PATHS.financeDeposits,
  z.union([ZJournalEntryResponseSchema, ZDepositApprovalResponseSchema]),
);
