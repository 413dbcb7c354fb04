import { Redis } from 'ioredis';
import { keysWithPrefix } from '../../support/redis-keys';

// The Redis the scale-out-with-Redis scenario shares (decision 028): the CI machine's, at
// 127.0.0.1:6379 unless RESILIENCE_REDIS_URL says otherwise. Each run writes under a prefix of its
// own (REDIS_KEY_PREFIX), deleted at the end, so runs never see each other's counts or messages.

export const REDIS_URL = process.env.RESILIENCE_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The run's REDIS_KEY_PREFIX (`run` is the fixtures' unique tag). */
export const redisPrefix = (run: string) => `ironsite-resil-${run}:`;

async function withRedis<T>(fn: (redis: Redis) => Promise<T>): Promise<T> {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: true });
  redis.on('error', () => {}); // the command's own rejection says what went wrong
  try {
    await redis.connect();
    return await fn(redis);
  } finally {
    redis.disconnect();
  }
}

/** Every key that starts with the prefix. */
export function keysOf(prefix: string): Promise<string[]> {
  return withRedis((redis) => keysWithPrefix(redis, prefix));
}

/** Deletes every key that starts with the prefix; answers how many there were. */
export async function flushPrefix(prefix: string): Promise<number> {
  const keys = await keysOf(prefix);
  if (keys.length > 0) await withRedis((redis) => redis.del(...keys));
  return keys.length;
}
