import type { Redis } from 'ioredis';

/** Every key in `redis` that starts with `prefix` (SCAN, so a busy shared Redis is never blocked). */
export async function keysWithPrefix(redis: Redis, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, found] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    keys.push(...found);
    cursor = next;
  } while (cursor !== '0');
  return keys;
}
