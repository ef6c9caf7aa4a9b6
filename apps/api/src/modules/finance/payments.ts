import type { Database } from '../../db/client';
import { createCardLoadService } from './card-loads';
import { createDisbursementService } from './disbursements';
import { createScheduleService } from './schedules';

/**
 * Money out, split by job: scheduled payments and the due list (schedules.ts), disbursements and their moves
 * (disbursements.ts, payment-status.ts, the page view in payment-view.ts) and the weekly card loads (card-loads.ts).
 */
export function createPaymentService(db: Database, now: () => Date) {
  return {
    ...createScheduleService(db, now),
    ...createDisbursementService(db, now),
    ...createCardLoadService(db, now),
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
