import type { Database } from '../../../db/client';
import { createBatchJobRepository } from './batch-jobs';
import { createBookRepository } from './book';
import { createDepositApprovalRepository } from './deposit-approvals';
import { createPaymentRepository } from './payments';
import { createReconciliationRepository } from './reconciliation';
import { createRefsRepository } from './refs';
import { createSsa623Repository } from './ssa-623';

/**
 * Finance's SQL, by job: the book's reads and the deposit files (`book`), money out and budgets (`payments`), the
 * bank statements and closed months (`reconciliation`), the SSA-623 batch jobs (`batchJobs`) and the batch's reads of a page of clients (`ssa623`), and who and what the screens name (`refs`). The ledger's
 * journal (modules/ledger/journal.ts) writes the entries. Made on the database, or on a transaction for its work.
 */
export function createFinanceRepository(db: Database) {
  return {
    book: createBookRepository(db),
    depositApprovals: createDepositApprovalRepository(db),
    batchJobs: createBatchJobRepository(db),
    payments: createPaymentRepository(db),
    reconciliation: createReconciliationRepository(db),
    refs: createRefsRepository(db),
    ssa623: createSsa623Repository(db),
  };
}

export type FinanceRepository = ReturnType<typeof createFinanceRepository>;
