import { LRUCache } from 'lru-cache';

/**
 * How long an instance answers from memory before reading the database again (issue 15): long enough that a page's
 * burst of reads costs one query, short enough that a missed notification (session-sync.ts) matters little.
 */
export const SUBJECT_CACHE_TTL_MS = 5_000;
/** Entries kept at most (the least recently used go first): a few hundred bytes each. */
export const SUBJECT_CACHE_MAX = 10_000;

/** What is kept belongs to one user (`client:12`, `staff:3`), whose change drops it. */
export interface SubjectEntry {
  subject: string;
}

/**
 * What this instance read in the last few seconds, by key, each entry belonging to one user: the tokens it verified
 * (plugins/auth.ts, by the token's hash) and a signed-in client's hot reads (programs, process, balance), so that
 * such a request costs no query. Whatever could change them drops them: `forget` on a notification of any
 * instance's change (session-sync.ts). Nothing is kept or answered while notifications may be missed
 * (`setLive(false)`), and a read of the database that a notification overtook is not kept (`version`).
 */
export function createSubjectCache<V extends SubjectEntry>({
  now = () => Date.now(),
  ttlMs = SUBJECT_CACHE_TTL_MS,
  max = SUBJECT_CACHE_MAX,
}: {
  /** The app's clock in ms: a test that moves it ages what is kept too, as real time would. */
  now?: () => number;
  ttlMs?: number;
  max?: number;
} = {}) {
  /** The keys kept for each user, so that a change of one user drops theirs without a walk over everyone's. */
  const keysOf = new Map<string, Set<string>>();
  // ttlResolution 0: the clock is read at each look-up, never remembered for a millisecond of real time.
  const entries = new LRUCache<string, V>({
    max,
    ttl: ttlMs,
    ttlResolution: 0,
    perf: { now },
    // Whatever takes an entry out (delete, eviction, expiry, overwrite, clear) takes it out of its user's keys.
    dispose: (entry, key) => {
      const keys = keysOf.get(entry.subject);
      keys?.delete(key);
      if (keys?.size === 0) keysOf.delete(entry.subject);
    },
  });
  let isLive = false;
  let version = 0;

  const forgetAll = () => {
    version += 1;
    entries.clear();
    keysOf.clear();
  };

  return {
    get: (key: string): V | undefined => (isLive ? entries.get(key) : undefined),

    /** Read before a database look-up, given back to `set`: what was read is kept only if nothing changed since. */
    version: () => version,

    set(key: string, entry: V, readAtVersion: number) {
      if (!isLive || readAtVersion !== version) return;
      // An update of what is kept does not make it younger: it is read again within the TTL of the first read.
      entries.set(key, entry, { noUpdateTTL: entries.has(key) });
      const keys = keysOf.get(entry.subject) ?? new Set<string>();
      keys.add(key);
      keysOf.set(entry.subject, keys);
    },

    delete: (key: string) => entries.delete(key),

    /** What one user (`client:12`) has changed, or everyone (`*`): their entries go. */
    forget(subject: string) {
      if (subject === '*') return forgetAll();
      version += 1;
      for (const key of [...(keysOf.get(subject) ?? [])]) entries.delete(key);
    },

    /** Whether notifications arrive: while they may not, nothing is kept, nor answered from what was. */
    setLive(live: boolean) {
      if (live === isLive) return;
      isLive = live;
      forgetAll();
    },

    get size() {
      return entries.size;
    },
  };
}

export type SubjectCache<V extends SubjectEntry> = ReturnType<typeof createSubjectCache<V>>;
