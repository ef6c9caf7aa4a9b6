import { Redis } from 'ioredis';
import { counterKey, type LimitCount, type LimitStore, type LimitStoreOptions } from './limit-store';

/** Every key of this app in Redis starts so, apart from anything else sharing the server. */
const PREFIX = 'payee:limit:';

/*
 * One hit, atomically (a Lua script runs alone on the server): the counter is a hash of its hits and the
 * end of its window, on the app's clock (ARGV[1]), so the Redis and PostgreSQL stores count alike and tests
 * can move time. PEXPIRE only removes the key once the window is surely over.
 */
const HIT_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local count = tonumber(ARGV[3])
local resets = tonumber(redis.call('HGET', KEYS[1], 'r'))
if not resets or resets <= now then
  redis.call('HSET', KEYS[1], 'h', count, 'r', now + window)
  redis.call('PEXPIRE', KEYS[1], window)
  return {count, now + window}
end
return {redis.call('HINCRBY', KEYS[1], 'h', count), resets}
`;

type RedisWithHit = Redis & {
  limitHit(key: string, now: number, windowMs: number, count: number): Promise<[number, number]>;
};

/** Opens the connection to REDIS_URL; failing to reach it is an error at start-up, not at the first request. */
export async function createRedisLimitStore(url: string, { now, secret }: LimitStoreOptions): Promise<LimitStore> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false }) as RedisWithHit;
  redis.defineCommand('limitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  // ioredis reconnects by itself; an 'error' event without a listener would end the process.
  redis.on('error', () => {});
  await redis.connect();
  const keyOf = (key: string) => `${PREFIX}${counterKey(key, secret)}`;

  return {
    kind: 'redis',

    async hit(key: string, windowMs: number, count = 1): Promise<LimitCount> {
      const [hits, resetsAt] = await redis.limitHit(keyOf(key), now().getTime(), windowMs, count);
      return { hits: Number(hits), resetsAt: new Date(Number(resetsAt)) };
    },

    async peek(key: string): Promise<LimitCount | undefined> {
      const [hits, resets] = await redis.hmget(keyOf(key), 'h', 'r');
      if (hits === null || resets === null || Number(resets) <= now().getTime()) return undefined;
      return { hits: Number(hits), resetsAt: new Date(Number(resets)) };
    },

    async clear(key: string) {
      await redis.del(keyOf(key));
    },

    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
