import type { LimitCount, LimitStore } from '../../src/lib/limit-store';

/** Counters in this process only: for test apps without a database (stubDatabase), whose limits count all the same. */
export function createMemoryLimitStore(now: () => Date): LimitStore {
  const counters = new Map<string, LimitCount>();
  const live = (key: string) => {
    const count = counters.get(key);
    return count && count.resetsAt.getTime() > now().getTime() ? count : undefined;
  };
  return {
    kind: 'memory',
    hit: async (key, windowMs, hits = 1) => {
      const count = live(key);
      const next = count ? { hits: count.hits + hits, resetsAt: count.resetsAt } : { hits, resetsAt: new Date(now().getTime() + windowMs) };
      counters.set(key, next);
      return next;
    },
    peek: async (key) => live(key),
    clear: async (key) => {
      counters.delete(key);
    },
    close: async () => {},
  };
}
