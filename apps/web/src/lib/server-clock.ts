/*
 * The server's clock as this browser sees it: a session's ends are server times, and a computer's clock may be
 * off by minutes. Every answer's Date header (read by lib/http's clients) sets the offset.
 */

/** The server's clock minus this browser's, from the last answer's Date header. */
let serverOffsetMs = 0;

/** Now by the server's clock. */
export function serverNow(): number {
  return Date.now() + serverOffsetMs;
}

/** Learns the server's clock from an answer's Date header (ignored when missing or unreadable). */
export function readServerClock(dateHeader: unknown): void {
  const serverTime = typeof dateHeader === 'string' ? Date.parse(dateHeader) : Number.NaN;
  if (!Number.isNaN(serverTime)) serverOffsetMs = serverTime - Date.now();
}
