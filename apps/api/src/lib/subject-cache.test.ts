import { describe, expect, it } from 'vitest';
import { createSubjectCache } from './subject-cache';

const session = (subject: string) => ({ subject });

function liveCache(ttlMs = 5_000, max?: number) {
  let at = 1_000_000;
  const cache = createSubjectCache<{ subject: string }>({ now: () => at, ttlMs, max });
  cache.setLive(true);
  return { cache, advance: (ms: number) => (at += ms) };
}

describe('subject cache', () => {
  it('keeps nothing, and answers nothing, while notifications may be missed', () => {
    const { cache } = liveCache();
    cache.set('a', session('client:1'), cache.version());
    cache.setLive(false);
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', session('client:1'), cache.version());
    cache.setLive(true);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
  });

  it("forgets one user's sessions, or everyone's", () => {
    const { cache } = liveCache();
    for (const [hash, subject] of [
      ['a', 'client:1'],
      ['b', 'client:1'],
      ['c', 'client:2'],
      ['d', 'staff:1'],
    ]) {
      cache.set(hash!, session(subject!), cache.version());
    }
    cache.forget('client:1');
    expect(['a', 'b', 'c', 'd'].map((hash) => cache.get(hash)?.subject)).toEqual([undefined, undefined, 'client:2', 'staff:1']);
    cache.forget('*');
    expect(cache.size).toBe(0);
  });

  it('knows whose each key is after it was kept again for someone else, evicted or deleted', () => {
    const { cache } = liveCache(5_000, 2);
    cache.set('a', session('client:1'), cache.version());
    cache.set('a', session('client:2'), cache.version());
    cache.forget('client:1');
    expect(cache.get('a')?.subject).toBe('client:2');
    cache.forget('client:2');
    expect(cache.get('a')).toBeUndefined();

    cache.set('b', session('client:3'), cache.version());
    cache.set('c', session('client:3'), cache.version());
    cache.set('d', session('client:4'), cache.version());
    // 'b' was evicted (max 2); forgetting client 3 takes 'c' and leaves client 4's 'd'.
    cache.forget('client:3');
    expect(['b', 'c', 'd'].map((key) => cache.get(key)?.subject)).toEqual([undefined, undefined, 'client:4']);
    cache.delete('d');
    cache.set('d', session('client:5'), cache.version());
    cache.forget('client:4');
    expect(cache.get('d')?.subject).toBe('client:5');
  });

  it('does not keep a read that a change overtook', () => {
    const { cache } = liveCache();
    const readAt = cache.version();
    cache.forget('client:9');
    cache.set('a', session('client:1'), readAt);
    expect(cache.get('a')).toBeUndefined();
  });

  it('ages entries on the clock it is given, and an update does not make one younger', () => {
    const { cache, advance } = liveCache(5_000);
    cache.set('a', session('client:1'), cache.version());
    advance(4_000);
    cache.set('a', session('client:1'), cache.version());
    advance(999);
    expect(cache.get('a')).toBeDefined();
    advance(2);
    expect(cache.get('a')).toBeUndefined();
  });
});
