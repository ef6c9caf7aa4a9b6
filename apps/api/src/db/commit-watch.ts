import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from './client';

/**
 * What a request asks of every transaction it commits (plugins/idempotency.ts): a last write inside the
 * transaction, after its work and before COMMIT, so both commit together or neither does, and word once it has
 * committed. Throwing from `beforeCommit` rolls the whole transaction back.
 */
export interface CommitWatch {
  beforeCommit(tx: Database): Promise<void>;
  afterCommit(): void;
}

const watches = new AsyncLocalStorage<CommitWatch>();

/** Runs `next` (the rest of a request: its hooks and handler) with `watch` on every transaction it begins. */
export function runWatchingCommits(watch: CommitWatch, next: () => void): void {
  watches.run(watch, next);
}

/**
 * The app's database (plugins/db.ts): the same object, but a transaction begun inside `runWatchingCommits` runs
 * the watch's `beforeCommit` last and tells it once committed. Outside a watch, nothing is added.
 */
export function watchingCommits(db: Database): Database {
  const transaction: Database['transaction'] = (work, config) => {
    const watch = watches.getStore();
    if (!watch) return db.transaction(work, config);
    return db
      .transaction(async (tx) => {
        const result = await work(tx);
        await watch.beforeCommit(tx as unknown as Database);
        return result;
      }, config)
      .then((result) => {
        watch.afterCommit();
        return result;
      });
  };
  return Object.create(db, { transaction: { value: transaction } }) as Database;
}
