/*
 * The server's clock as this browser sees it: a session's ends are server times, and a computer's clock may be
 * off by minutes. Every answer's Date header (read by lib/http's clients) narrows the estimate.
 *
 * An answer says the server's time to the whole second, somewhere between the moment its call was sent and the
 * moment it was read here. So each answer bounds the offset (server minus browser) to an interval:
 * [date − read, date + 1 s − sent]. The estimate keeps the intersection of the intervals seen, so a slow answer
 * (a poor network, a computer that slept, a tab in the background) cannot pull it off by the time it took: its
 * wide interval holds the estimate already made and changes nothing. An interval that misses the estimate
 * altogether means a clock was changed since: the estimate starts again from it.
 */

/** The header's resolution: the server's time lies within this after the second it names. */
const DATE_HEADER_RESOLUTION_MS = 1000;

/** Bounds on the server's clock minus this browser's (ms), or null before the first answer. */
let bounds: { low: number; high: number } | null = null;

/** The server's clock minus this browser's: the middle of what the answers allow. */
function serverOffsetMs(): number {
  return bounds === null ? 0 : Math.round((bounds.low + bounds.high) / 2);
}

/** Now by the server's clock. */
export function serverNow(): number {
  return Date.now() + serverOffsetMs();
}

/**
 * Learns the server's clock from an answer's Date header (ignored when missing or unreadable), given when its
 * call was sent and when the answer was read, by this browser's clock (`Date.now()`).
 */
export function readServerClock(dateHeader: unknown, sentAt: number, readAt: number = Date.now()): void {
  const serverTime = typeof dateHeader === 'string' ? Date.parse(dateHeader) : Number.NaN;
  if (Number.isNaN(serverTime) || readAt < sentAt) return;
  const reading = { low: serverTime - readAt, high: serverTime + DATE_HEADER_RESOLUTION_MS - sentAt };
  const low = bounds === null ? reading.low : Math.max(bounds.low, reading.low);
  const high = bounds === null ? reading.high : Math.min(bounds.high, reading.high);
  bounds = low <= high ? { low, high } : reading;
}

/** Forgets what the answers said (tests). */
export function resetServerClock(): void {
  bounds = null;
}
