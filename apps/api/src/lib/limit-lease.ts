import { LRUCache } from 'lru-cache';
import type { LimitCount, LimitStore } from './limit-store';

/** The most hits one instance counts ahead in one write to the shared store. */
export const LEASE_MAX_BLOCK = 32;
/** A block is at most this share of what is left of the limit, so near it little is held unused. */
export const LEASE_SHARE_OF_REMAINING = 16;
/** A block used up within this time makes the next one twice as large; a slower key goes back to one at a time. */
export const LEASE_HOT_MS = 1_000;
/** Keys an instance keeps blocks for (addresses); the least recently used go first. */
const LEASED_KEYS = 10_000;

/** The hits a key's window has counted for this instance and not yet handed out, in blocks of positions. */
interface Lease {
  resetsAt: number;
  blocks: { next: number; last: number }[];
  /** The size of the last block, and when it was counted. */
  size: number;
  countedAt: number;
  /** The highest position this instance has seen (its best knowledge of the count). */
  highest: number;
}

/**
 * The API-wide limit, counted in blocks (issue 15): one write to the shared store counts several hits at once,
 * and this instance hands their positions to its next requests of that key without a write each. Every request
 * still has its own position in the window's shared count, given once across all instances, and is refused
 * when that position is over the limit: no more than the limit ever passes, however many instances. What it
 * costs is hits counted before they come: a block an instance does not use up is lost to that window, so a key
 * moving between instances may be refused a little early. Blocks stay at one hit (an exact count, as before)
 * for a key used at a person's pace, grow while a key is hot on this instance (a page's burst of reads, a
 * client program, a flood) up to LEASE_MAX_BLOCK, and shrink near the limit (LEASE_SHARE_OF_REMAINING).
 */
export function createLeasedCounter(store: Pick<LimitStore, 'hit'>, { max, now }: { max: number; now: () => Date }) {
  const leases = new LRUCache<string, Lease>({ max: LEASED_KEYS });

  function nextSize(lease: Lease | undefined, at: number): number {
    const hot = lease !== undefined && lease.blocks.length === 0 && at - lease.countedAt < LEASE_HOT_MS;
    const wanted = hot ? Math.min(LEASE_MAX_BLOCK, lease.size * 2) : 1;
    const remaining = max - (lease?.highest ?? 0);
    return Math.max(1, Math.min(wanted, Math.floor(remaining / LEASE_SHARE_OF_REMAINING)));
  }

  return {
    /** Counts one hit of `key`: its position in the window's shared count, as `LimitStore.hit` answers. */
    async hit(key: string, windowMs: number): Promise<LimitCount> {
      const at = now().getTime();
      let lease = leases.get(key);
      if (lease && lease.resetsAt <= at) lease = undefined;
      const block = lease?.blocks[0];
      if (lease && block) {
        const position = block.next;
        block.next += 1;
        if (block.next > block.last) lease.blocks.shift();
        return { hits: position, resetsAt: new Date(lease.resetsAt) };
      }

      const size = nextSize(lease, at);
      const counted = await store.hit(key, windowMs, size);
      const first = counted.hits - size + 1;
      const resetsAt = counted.resetsAt.getTime();
      // Another request of this key may have counted a block meanwhile: both blocks are kept.
      let current = leases.get(key);
      if (!current || current.resetsAt !== resetsAt) {
        current = { resetsAt, blocks: [], size, countedAt: at, highest: 0 };
        leases.set(key, current);
      }
      current.size = size;
      current.countedAt = at;
      current.highest = Math.max(current.highest, counted.hits);
      if (size > 1) current.blocks.push({ next: first + 1, last: counted.hits });
      return { hits: first, resetsAt: counted.resetsAt };
    },
  };
}
