import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readServerClock, resetServerClock, serverNow } from './server-clock';

const BROWSER_START = Date.parse('2026-11-27T15:00:00.000Z');
const MINUTE = 60_000;

/** An answer's Date header: the server's time to the whole second, as HTTP writes it. */
const dateHeader = (serverTime: number) => new Date(serverTime).toUTCString();

/** A call sent now that takes `tookMs` by this browser's clock, answered by a server `serverAheadMs` ahead. */
function answer(serverAheadMs: number, tookMs: number, serverAtMs = tookMs / 2) {
  const sentAt = Date.now();
  vi.setSystemTime(sentAt + tookMs);
  readServerClock(dateHeader(sentAt + serverAtMs + serverAheadMs), sentAt, Date.now());
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(BROWSER_START);
  resetServerClock();
});

afterEach(() => {
  vi.useRealTimers();
  resetServerClock();
});

describe('serverNow', () => {
  it("is this browser's clock until an answer tells the server's", () => {
    expect(serverNow()).toBe(BROWSER_START);
  });

  it("follows a server whose clock is minutes behind this computer's, to within the header's second", () => {
    answer(-7 * MINUTE, 80);
    expect(Math.abs(serverNow() - (Date.now() - 7 * MINUTE))).toBeLessThanOrEqual(1000);
  });

  it('narrows to well under a second as answers land at different points of the second', () => {
    const serverAhead = 2 * MINUTE + 370;
    for (let call = 0; call < 20; call += 1) {
      vi.setSystemTime(Date.now() + 1130);
      answer(serverAhead, 40);
    }
    expect(Math.abs(serverNow() - (Date.now() + serverAhead))).toBeLessThanOrEqual(100);
  });

  it('is not pulled back by an answer that was long on its way (a computer asleep, a jammed network, a clock moved during the call)', () => {
    answer(0, 60);
    // Sent, then read 28 minutes later by this browser's clock; the server wrote its Date when the call came in.
    answer(0, 28 * MINUTE, 50);
    expect(Math.abs(serverNow() - Date.now())).toBeLessThanOrEqual(1000);
  });

  it("starts again when an answer cannot agree with what it knew: this computer's clock was changed", () => {
    answer(0, 60);
    vi.setSystemTime(Date.now() + 27 * MINUTE); // the clock set 27 minutes forward between two calls
    answer(-27 * MINUTE, 60);
    expect(Math.abs(serverNow() - (Date.now() - 27 * MINUTE))).toBeLessThanOrEqual(1000);
  });

  it('ignores an answer without a readable Date, or read before it was sent', () => {
    answer(5 * MINUTE, 60);
    const before = serverNow() - Date.now();
    readServerClock(undefined, Date.now());
    readServerClock('not a date', Date.now());
    readServerClock(dateHeader(Date.now() + 90 * MINUTE), Date.now(), Date.now() - 1);
    expect(serverNow() - Date.now()).toBe(before);
  });
});
