import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMemoryLimitStore } from '../../test/helpers/memory-limit-store';
import { LEASE_HOT_MS, LEASE_MAX_BLOCK, LEASE_SHARE_OF_REMAINING, createLeasedCounter } from './limit-lease';

const MINUTE = 60_000;

/** One shared store (as PostgreSQL or Redis is), each instance its own counter over it, on one clock. */
function instancesOf(count: number, max: number) {
  let at = Date.parse('2026-05-04T10:00:00Z');
  const now = () => new Date(at);
  const shared = createMemoryLimitStore(now);
  let writes = 0;
  const store = {
    hit: (key: string, windowMs: number, hits?: number) => {
      writes += 1;
      return shared.hit(key, windowMs, hits);
    },
  };
  const counters = Array.from({ length: count }, () => createLeasedCounter(store, { max, now }));
  return {
    counters,
    advance: (ms: number) => (at += ms),
    writes: () => writes,
    /** Whether one request through instance `index` is let through. */
    allowed: async (index: number, key = 'address') => (await counters[index]!.hit(key, MINUTE)).hits <= max,
  };
}

describe('the API-wide limit counted in blocks', () => {
  it('never lets more than the limit through in a window, however requests interleave across instances', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 400 }),
        // Rounds of requests sent at once: each an instance's index (mod the count).
        fc.array(fc.array(fc.nat(), { minLength: 1, maxLength: 30 }), { minLength: 1, maxLength: 60 }),
        async (instanceCount, max, rounds) => {
          const { allowed } = instancesOf(instanceCount, max);
          let passed = 0;
          for (const round of rounds) {
            const answers = await Promise.all(round.map((index) => allowed(index % instanceCount)));
            passed += answers.filter(Boolean).length;
          }
          expect(passed).toBeLessThanOrEqual(max);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('counts a key used at a person’s pace exactly, one write a request, whichever instance it reaches', async () => {
    const { allowed, advance, writes } = instancesOf(2, 50);
    const answers: boolean[] = [];
    for (let request = 0; request < 52; request += 1) {
      answers.push(await allowed(request % 2));
      advance(LEASE_HOT_MS);
    }
    expect(answers).toEqual([...Array<boolean>(50).fill(true), false, false]);
    expect(writes()).toBe(52);
  });

  it('counts a hot key with a write per block, loses at most a block per instance, and starts again each window', async () => {
    const max = 100_000;
    const { allowed, advance, writes } = instancesOf(2, max);
    for (let request = 0; request < 1_000; request += 1) expect(await allowed(0)).toBe(true);
    expect(writes()).toBeLessThan(1_000 / LEASE_MAX_BLOCK + 10);

    // Near the limit blocks shrink: what one instance holds unused when the other takes over is small.
    const near = instancesOf(2, 320);
    let passed = 0;
    for (let request = 0; request < 300; request += 1) if (await near.allowed(0)) passed += 1;
    for (let request = 0; request < 100; request += 1) if (await near.allowed(1)) passed += 1;
    expect(passed).toBeLessThanOrEqual(320);
    expect(passed).toBeGreaterThanOrEqual(320 - Math.ceil(320 / LEASE_SHARE_OF_REMAINING));

    advance(MINUTE);
    expect(await allowed(1)).toBe(true);
  });
});
