import type { Database } from '../../db/client';
import type { KeyRing } from '../../lib/crypto';
import { createBookService } from './book';
import { createBudgetService } from './budgets';
import { createClientMoneyService } from './client-side';
import { createDepositImportService } from './deposit-import';
import { createOverviewService } from './overview';
import { createPaymentService } from './payments';
import { createReconciliationService } from './reconciliation';
import { createSsa623Service } from './ssa-623';
import { createSettingsService, createVendorService } from './vendors';

/**
 * Finance's services, built once where the app is assembled (app.ts decorates them as `app.finance`): the back
 * office's routes, the admins' approval limit and the client's own money read them from there.
 */
export function createFinanceServices(db: Database, key: KeyRing, now: () => Date) {
  const book = createBookService(db, now);
  return {
    overview: createOverviewService(db, now, book),
    book,
    payments: createPaymentService(db, now),
    budgets: createBudgetService(db, now),
    vendors: createVendorService(db, key, now),
    settings: createSettingsService(db, now),
    deposits: createDepositImportService(db, key, now),
    reconciliation: createReconciliationService(db, now, book),
    ssa623: createSsa623Service(db),
    clientMoney: createClientMoneyService(db, now),
  };
}

export type FinanceServices = ReturnType<typeof createFinanceServices>;
