import { asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { depositApprovals } from '../../../db/schema/index';

export type DepositApprovalRow = typeof depositApprovals.$inferSelect;
export type DepositApprovalColumns = Omit<typeof depositApprovals.$inferInsert, 'id'>;

/** The list of deposits waiting is short by nature (each waits for one person's look); the page shows this many at most. */
export const WAITING_DEPOSITS_SHOWN = 100;

/** Deposits by hand above the approval limit, waiting for a second finance member (docs/decisions/money.md). */
export function createDepositApprovalRepository(db: Database) {
  return {
    async insert(values: DepositApprovalColumns) {
      const [row] = await db.insert(depositApprovals).values(values).returning();
      return row!;
    },

    async find(id: number, lock = false) {
      const query = db.select().from(depositApprovals).where(eq(depositApprovals.id, id)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** Those not approved yet, oldest first (the partial index on `drafted_at`). */
    waiting: () =>
      db
        .select()
        .from(depositApprovals)
        .where(isNull(depositApprovals.entryId))
        .orderBy(asc(depositApprovals.draftedAt), asc(depositApprovals.id))
        .limit(WAITING_DEPOSITS_SHOWN),

    async markPosted(id: number, values: { approvedBy: number; approvedAt: Date; entryId: number }) {
      await db.update(depositApprovals).set(values).where(eq(depositApprovals.id, id));
    },
  };
}
