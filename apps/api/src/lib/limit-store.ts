import { ApiError } from './api-error';
import { lookupHash, type KeyRing } from './crypto';

/** A counter's state after a hit: how many hits this window has had, and when the window ends. */
export interface LimitCount {
  hits: number;
  resetsAt: Date;
}

/**
 * Where every rate limit and attempt limit counts, shared by all instances of the server: PostgreSQL (the
 * `rate_limit_counters` table, limit-store-postgres.ts) or Redis when REDIS_URL is set (limit-store-redis.ts).
 * A counter is a fixed window: the first hit opens it for `windowMs`, later hits add to it until it ends.
 * Windows run on the app's clock (`app.now`), so tests move time without waiting.
 */
export interface LimitStore {
  /**
   * Counts `count` hits (one by default), atomically across instances; opens a new window when there is none or
   * it has ended. Several at once: the API-wide limit's blocks (limit-lease.ts).
   */
  hit(key: string, windowMs: number, count?: number): Promise<LimitCount>;
  /** The counter as it is, without counting; undefined when there is none or its window has ended. */
  peek(key: string): Promise<LimitCount | undefined>;
  /** Forgets the counter (a success ends the count of failures). */
  clear(key: string): Promise<void>;
  /** Closes what the store opened (the Redis connection); the database belongs to its owner. */
  close(): Promise<void>;
  readonly kind: 'postgres' | 'redis' | 'memory';
}

/**
 * Counters are stored under a keyed hash of what they count: addresses and e-mail addresses are never
 * stored in the clear, and a key of any length fits.
 */
export const counterKey = (key: string, secret: KeyRing) => lookupHash('rate-limit', key, secret);

/** Row-cleaning happens at most this often per instance, on a hit. */
export const CLEAN_INTERVAL_MS = 5 * 60_000;

/**
 * An attempt limit for a service (wrong current passwords, wrong reset links): `take` counts an attempt under
 * each key and refuses it with a 429 once any key is over `max` in its window; `forgive` clears keys after a
 * success. Counting before the check keeps concurrent guesses from slipping past the limit.
 */
export interface AttemptLimit {
  max: number;
  windowMs: number;
  message: string;
}

/** A 429 of an attempt limit or a lock-out, with when to come back: sent as Retry-After (plugins/rate-limits.ts). */
export class TooManyAttemptsError extends ApiError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

export async function takeAttempt(store: LimitStore, limit: AttemptLimit, keys: string[], now: Date): Promise<void> {
  const counts = await Promise.all(keys.map((key) => store.hit(key, limit.windowMs)));
  const over = counts.filter((count) => count.hits > limit.max);
  if (over.length === 0) return;
  const latest = Math.max(...over.map((count) => count.resetsAt.getTime()));
  throw new TooManyAttemptsError(limit.message, (latest - now.getTime()) / 1000);
}

export const forgiveAttempts = (store: LimitStore, keys: string[]) => Promise.all(keys.map((key) => store.clear(key)));

/** What the Postgres and Redis stores are built from. */
export interface LimitStoreOptions {
  now: () => Date;
  /** The app key: counters are stored under a keyed hash (`counterKey`). */
  secret: KeyRing;
}
