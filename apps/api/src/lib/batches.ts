import { setImmediate as nextTurn } from 'node:timers/promises';

/** How many keys one look-up query takes: a long file is read in a bounded number of queries, not one per row. */
export const LOOKUP_BATCH = 1_000;

/**
 * Lets the event loop answer what waits (a health check, another user's page) before long work goes on: the
 * embedded database runs one query at a time, so a long file read in one go would hold every other request.
 */
export const yieldToServer = (): Promise<void> => nextTurn();

/**
 * `work` on the distinct `items` in batches of `size`, one batch after another with a turn of the event loop
 * between them; the results of every batch, in order.
 */
export async function inBatches<T, R>(items: Iterable<T>, work: (batch: T[]) => Promise<R[]>, size = LOOKUP_BATCH): Promise<R[]> {
  const distinct = [...new Set(items)];
  const results: R[] = [];
  for (let start = 0; start < distinct.length; start += size) {
    if (start > 0) await yieldToServer();
    results.push(...(await work(distinct.slice(start, start + size))));
  }
  return results;
}
