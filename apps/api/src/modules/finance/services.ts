import type { Database } from '../../db/client';
import type { KeyRing } from '../../lib/crypto';
import type { WorkerLog } from '../../lib/background-passes';
import type { FileStorage } from '../../lib/storage/file-storage';
import { createBookService } from './book';
import { createBudgetService } from './budgets';
import { createClientMoneyService } from './client-side';
import { createDepositImportService } from './deposit-import';
import { createOverviewService } from './overview';
import { createPaymentService } from './payments';
import { createReconciliationService } from './reconciliation';
import { createSsa623Service } from './ssa-623';
import { createSsa623Jobs } from './ssa-623-jobs';
import { createFinanceReportsService } from './reports/service';
import { createSettingsService, createVendorService } from './vendors';

/**
 * Finance's services, built once where the app is assembled (app.ts decorates them as `app.finance`): the back
 * office's routes, the admins' approval limit and the client's own money read them from there.
 */
export function createFinanceServices(
  db: Database,
  key: KeyRing,
  now: () => Date,
  jobs: { storage: FileStorage; log: WorkerLog; tempDir: string; pollMs?: number },
) {
  const book = createBookService(db, now);
  const ssa623 = createSsa623Service(db);
  return {
    overview: createOverviewService(db, now, book),
    book,
    payments: createPaymentService(db, now),
    budgets: createBudgetService(db, now),
    vendors: createVendorService(db, key, now),
    settings: createSettingsService(db, now),
    deposits: createDepositImportService(db, key, now),
    reconciliation: createReconciliationService(db, now, book),
    ssa623,
    /** The SSA-623 batch as a job, and its worker (started and stopped by plugins/report-jobs.ts). */
    ssa623Jobs: createSsa623Jobs({ db, key, now, ssa623, ...jobs }),
    clientMoney: createClientMoneyService(db, now),
    /** The auditor's reports (issue 25): trial balance, client balances, payments, fees, deposits. */
    reports: createFinanceReportsService(db),
  };
}

export type FinanceServices = ReturnType<typeof createFinanceServices>;
