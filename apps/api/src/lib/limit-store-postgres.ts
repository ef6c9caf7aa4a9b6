import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitCounters } from '../db/schema/index';
import { CLEAN_INTERVAL_MS, counterKey, type LimitCount, type LimitStore, type LimitStoreOptions } from './limit-store';

/**
 * Counters in the `rate_limit_counters` table: one upsert per hit (atomic on PostgreSQL and PGlite alike),
 * which opens a new window when the row's has ended. Rows whose window ended are deleted now and then, on a
 * hit, so the table holds only live counters.
 */
export function createPostgresLimitStore(db: Database, { now, secret }: LimitStoreOptions): LimitStore {
  let lastCleanAt = Number.NEGATIVE_INFINITY;

  async function cleanNowAndThen(at: Date) {
    if (at.getTime() - lastCleanAt < CLEAN_INTERVAL_MS) return;
    lastCleanAt = at.getTime();
    await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetsAt, at));
  }

  return {
    kind: 'postgres',

    async hit(key: string, windowMs: number, count = 1): Promise<LimitCount> {
      const at = now();
      const fresh = new Date(at.getTime() + windowMs);
      const hasEnded = sql`${rateLimitCounters.resetsAt} <= ${at.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key: counterKey(key, secret), hits: count, resetsAt: fresh })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            hits: sql`case when ${hasEnded} then excluded.hits else ${rateLimitCounters.hits} + excluded.hits end`,
            resetsAt: sql`case when ${hasEnded} then excluded.resets_at else ${rateLimitCounters.resetsAt} end`,
          },
        })
        .returning({ hits: rateLimitCounters.hits, resetsAt: rateLimitCounters.resetsAt });
      await cleanNowAndThen(at);
      return row!;
    },

    async peek(key: string): Promise<LimitCount | undefined> {
      const [row] = await db
        .select({ hits: rateLimitCounters.hits, resetsAt: rateLimitCounters.resetsAt })
        .from(rateLimitCounters)
        .where(eq(rateLimitCounters.key, counterKey(key, secret)));
      return row && row.resetsAt.getTime() > now().getTime() ? row : undefined;
    },

    async clear(key: string) {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, counterKey(key, secret)));
    },

    close: async () => {},
  };
}
