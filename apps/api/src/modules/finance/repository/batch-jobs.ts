import { and, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { programs, ssa623BatchJobs } from '../../../db/schema/index';

export type BatchJobRow = typeof ssa623BatchJobs.$inferSelect;

const ACTIVE = ['queued', 'running'] as const;

/** The SSA-623 batch jobs' SQL (ssa-623-jobs.ts): asking, claiming with a lease, progress under the claim, the end. */
export function createBatchJobRepository(db: Database) {
  const claimed = (id: number, token: string) => and(eq(ssa623BatchJobs.id, id), eq(ssa623BatchJobs.claimToken, token));

  return {
    async programExists(id: number) {
      const [row] = await db.select({ id: programs.id }).from(programs).where(eq(programs.id, id));
      return row !== undefined;
    },

    async byId(id: number) {
      const [row] = await db.select().from(ssa623BatchJobs).where(eq(ssa623BatchJobs.id, id));
      return row;
    },

    async latest(month: string, programId: number) {
      const [row] = await db
        .select()
        .from(ssa623BatchJobs)
        .where(and(eq(ssa623BatchJobs.month, month), eq(ssa623BatchJobs.programId, programId)))
        .orderBy(desc(ssa623BatchJobs.id))
        .limit(1);
      return row;
    },

    /** A new queued job, or undefined when one is already queued or running for the month (the partial unique index). */
    async insertQueued(values: { month: string; programId: number; requestedBy: number; createdAt: Date }) {
      const [row] = await db
        .insert(ssa623BatchJobs)
        .values(values)
        .onConflictDoNothing({
          target: [ssa623BatchJobs.month, ssa623BatchJobs.programId],
          where: sql`${ssa623BatchJobs.status} in ('queued', 'running')`,
        })
        .returning();
      return row;
    },

    /**
     * Claims one job a worker may run now: queued, or running under a lease that ran out (its server stopped). One
     * short transaction with `for update skip locked`, so two workers never take the same row.
     */
    async claimNext(at: Date, leaseMs: number, token: string) {
      return db.transaction(async (tx) => {
        const [due] = await tx
          .select({ id: ssa623BatchJobs.id })
          .from(ssa623BatchJobs)
          .where(
            and(inArray(ssa623BatchJobs.status, ACTIVE), or(isNull(ssa623BatchJobs.lockedUntil), lte(ssa623BatchJobs.lockedUntil, at))),
          )
          .orderBy(ssa623BatchJobs.id)
          .limit(1)
          .for('update', { skipLocked: true });
        if (!due) return undefined;
        const [row] = await tx
          .update(ssa623BatchJobs)
          .set({
            status: 'running',
            claimToken: token,
            lockedUntil: new Date(at.getTime() + leaseMs),
            attempts: sql`${ssa623BatchJobs.attempts} + 1`,
            done: 0,
            startedAt: at,
          })
          .where(eq(ssa623BatchJobs.id, due.id))
          .returning();
        return row;
      });
    },

    /** Progress, and the lease renewed; false when the claim is no longer this worker's (it must stop). */
    async progress(id: number, token: string, values: { done: number; total: number; lockedUntil: Date }) {
      const rows = await db.update(ssa623BatchJobs).set(values).where(claimed(id, token)).returning({ id: ssa623BatchJobs.id });
      return rows.length === 1;
    },

    async finish(
      id: number,
      token: string,
      values:
        | {
            status: 'done';
            done: number;
            total: number;
            finishedAt: Date;
            expiresAt: Date;
            storageName: string;
            keyEncrypted: string;
            sizeBytes: number;
          }
        | { status: 'failed'; finishedAt: Date; error: string },
    ) {
      const rows = await db
        .update(ssa623BatchJobs)
        .set({ ...values, claimToken: null, lockedUntil: null })
        .where(claimed(id, token))
        .returning({ id: ssa623BatchJobs.id });
      return rows.length === 1;
    },

    /** Done jobs whose file is past keeping. */
    expired: (at: Date) =>
      db
        .select()
        .from(ssa623BatchJobs)
        .where(and(eq(ssa623BatchJobs.status, 'done'), lte(ssa623BatchJobs.expiresAt, at)))
        .limit(100),

    async remove(id: number) {
      await db.delete(ssa623BatchJobs).where(eq(ssa623BatchJobs.id, id));
    },
  };
}
