import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { API_PREFIX } from '@payee/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { createLeasedCounter } from '../lib/limit-lease';
import { TooManyAttemptsError, type LimitStore } from '../lib/limit-store';
import { createPostgresLimitStore } from '../lib/limit-store-postgres';
import { createRedisLimitStore } from '../lib/limit-store-redis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared counters of every limit (PostgreSQL, or Redis with REDIS_URL): attempt limits count here too. */
    limits: LimitStore;
  }
}

export interface RateLimitsOptions {
  config: Pick<Config, 'RATE_LIMIT_MAX' | 'REDIS_URL' | 'APP_ENCRYPTION_KEY'>;
  /** A store made by the caller (tests without a database); otherwise Redis or PostgreSQL by the configuration. */
  store?: LimitStore;
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's custom-store interface over a LimitStore. Each route with its own limit gets a child
 * whose keys carry the route, as the plugin's own stores keep them apart; the API-wide limit has the bare key,
 * counted in blocks (lib/limit-lease.ts: a hot read costs no counter write each, and no more than the limit
 * passes across instances). Routes' own limits (sign-in, recovery, enquiries) count each hit exactly.
 */
function storeClass(store: LimitStore, now: () => Date, apiLimit: number) {
  const leased = createLeasedCounter(store, { max: apiLimit, now });
  const answer = (work: Promise<{ hits: number; resetsAt: Date } | undefined>, callback: Callback) => {
    work.then(
      (count) => callback(null, { current: count?.hits ?? 0, ttl: count ? Math.max(0, count.resetsAt.getTime() - now().getTime()) : 0 }),
      (error: Error) => callback(error),
    );
  };
  class PrefixedStore implements FastifyRateLimitStore {
    constructor(
      private readonly prefix: string,
      private readonly counter: Pick<LimitStore, 'hit'> = store,
    ) {}
    incr(key: string, callback: Callback, timeWindow: number) {
      answer(this.counter.hit(`${this.prefix}${key}`, timeWindow), callback);
    }
    read(key: string, callback: Callback) {
      answer(store.peek(`${this.prefix}${key}`), callback);
    }
    // Typed as route options, it receives the route's merged limit settings, the route under `routeInfo`.
    child(settings: Parameters<FastifyRateLimitStore['child']>[0]) {
      const { method, url } = (settings as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      return new PrefixedStore(`route:${String(method ?? '')} ${url ?? ''}:`);
    }
  }
  // The plugin constructs the store itself, with its options: the API-wide limit counts under the bare key.
  return class SharedRateLimitStore extends PrefixedStore {
    constructor() {
      super('', leased);
    }
  };
}

/**
 * Every rate limit of the API (the API-wide one and each route's own) counted in one store shared by all
 * instances, so N servers behind a load balancer allow what one would. A store that cannot be reached fails
 * the request rather than letting it through uncounted.
 */
async function rateLimitsPlugin(app: FastifyInstance, { config, store: given }: RateLimitsOptions) {
  const options = { now: () => app.now(), secret: config.APP_ENCRYPTION_KEY };
  const store =
    given ?? (config.REDIS_URL ? await createRedisLimitStore(config.REDIS_URL, options) : createPostgresLimitStore(app.db, options));
  app.decorate('limits', store);
  if (!given) app.addHook('onClose', () => store.close());
  // Every 429 of an attempt limit or lock-out says when to come back, as the rate limits' own do.
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof TooManyAttemptsError) reply.header('retry-after', String(error.retryAfterSeconds));
  });

  await app.register(rateLimit, {
    // Counted for every API request by the edge guard when it arrives (plugins/edge-guard.ts, through
    // `app.createRateLimit()`, so in this store); a route's own limit comes on top.
    global: false,
    max: config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    store: storeClass(store, () => app.now(), config.RATE_LIMIT_MAX),
    // The limit guards the API. A page load fetches a dozen static files; counting them would refuse
    // a visitor's stylesheet long before any API abuse.
    allowList: (request) => !request.url.startsWith(`${API_PREFIX}/`),
  });
}

export default fp(rateLimitsPlugin, { name: 'rate-limits', dependencies: ['db'] });
