import { LRUCache } from 'lru-cache';

/**
 * How long an instance answers a token from memory before reading it again (issue 15): long enough that a page's
 * burst of reads costs one token query, short enough that a missed notification (session-sync.ts) matters little.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
/** Tokens kept at most (the least recently used go first): a few hundred bytes each. */
export const SESSION_CACHE_MAX = 10_000;

/** What is kept of a verified token: whose it is (`client:12`, `staff:3`), and what the check needs again. */
export interface CachedSession {
  subject: string;
}

/**
 * Tokens this instance verified in the last few seconds, by their hash, so a signed-in read costs no token query.
 * Whatever could end a session drops them: `forget` on a notification of any instance's change (session-sync.ts).
 * Nothing is kept or answered while notifications may be missed (`setLive(false)`), and a read of the database
 * that a notification overtook is not kept (`version`).
 */
export function createSessionCache<V extends CachedSession>({
  now = () => Date.now(),
  ttlMs = SESSION_CACHE_TTL_MS,
  max = SESSION_CACHE_MAX,
}: {
  /** The app's clock in ms: a test that moves it ages what is kept too, as real time would. */
  now?: () => number;
  ttlMs?: number;
  max?: number;
} = {}) {
  // ttlResolution 0: the clock is read at each look-up, never remembered for a millisecond of real time.
  const sessions = new LRUCache<string, V>({ max, ttl: ttlMs, ttlResolution: 0, perf: { now } });
  let isLive = false;
  let version = 0;

  const forgetAll = () => {
    version += 1;
    sessions.clear();
  };

  return {
    get: (tokenHash: string): V | undefined => (isLive ? sessions.get(tokenHash) : undefined),

    /** Read before a database look-up, given back to `set`: what was read is kept only if nothing changed since. */
    version: () => version,

    set(tokenHash: string, session: V, readAtVersion: number) {
      if (isLive && readAtVersion === version) sessions.set(tokenHash, session, { noUpdateTTL: sessions.has(tokenHash) });
    },

    delete: (tokenHash: string) => sessions.delete(tokenHash),

    /** The sessions of one user (`client:12`) changed, or everyone's (`*`). */
    forget(subject: string) {
      if (subject === '*') return forgetAll();
      version += 1;
      const ended = [...sessions.entries()].filter(([, session]) => session.subject === subject).map(([tokenHash]) => tokenHash);
      for (const tokenHash of ended) sessions.delete(tokenHash);
    },

    /** Whether notifications arrive: while they may not, nothing is kept, nor answered from what was. */
    setLive(live: boolean) {
      if (live === isLive) return;
      isLive = live;
      forgetAll();
    },

    get size() {
      return sessions.size;
    },
  };
}

export type SessionCache<V extends CachedSession> = ReturnType<typeof createSessionCache<V>>;
