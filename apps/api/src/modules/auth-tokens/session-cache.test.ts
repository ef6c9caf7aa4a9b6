import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache';

const session = (subject: string) => ({ subject });

function liveCache(ttlMs = 5_000) {
  let at = 1_000_000;
  const cache = createSessionCache<{ subject: string }>({ now: () => at, ttlMs });
  cache.setLive(true);
  return { cache, advance: (ms: number) => (at += ms) };
}

describe('session cache', () => {
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
