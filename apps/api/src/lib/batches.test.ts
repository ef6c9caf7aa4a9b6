import { describe, expect, it } from 'vitest';
import { inBatches } from './batches';

describe('inBatches', () => {
  it('runs the work on the distinct items, a batch at a time, and joins the results in order', async () => {
    const batches: number[][] = [];
    const results = await inBatches(
      [1, 2, 2, 3, 4, 5, 1],
      async (batch) => {
        batches.push(batch);
        return batch.map((item) => item * 10);
      },
      2,
    );
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
    expect(results).toEqual([10, 20, 30, 40, 50]);
  });

  it('does no work for no items', async () => {
    let calls = 0;
    expect(await inBatches([], async () => [calls++])).toEqual([]);
    expect(calls).toBe(0);
  });

  it('lets what waits on the event loop run between two batches', async () => {
    const order: string[] = [];
    setImmediate(() => order.push('another request'));
    await inBatches(
      [1, 2],
      async (batch) => {
        order.push(`batch ${batch[0]}`);
        return batch;
      },
      1,
    );
    expect(order).toEqual(['batch 1', 'another request', 'batch 2']);
  });
});
