import { sql } from 'drizzle-orm';
import { type Config, loadConfig } from '../config';
import type { Database } from '../db/client';
import { closeRedis, openRedis } from '../lib/redis';
import { type InvalidationBus, localBus } from './invalidation-bus';
import { CACHE_CHANNEL, PgInvalidationBus } from './pg-bus';
import { ReadCache, type ReadCacheOptions } from './read-cache';
import { RedisInvalidationBus, redisCacheChannel } from './redis-bus';
import { holdReadCache } from './registry';

/** How the listening sessions show in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'ironsite cache listener';

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

type RedisSettings = Pick<Config, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>;

/**
 * The read cache of this database handle, with the bus its kind needs: on PostgreSQL (several
 * instances may share it) Redis pub/sub when REDIS_URL is set, else LISTEN/NOTIFY (decisions 011
 * and 028); nothing on the embedded database (one process, nobody else to tell, Redis or not).
 * Apps on the same handle share one cache; each calls releaseReadCache(db) when it closes.
 */
export function openReadCache(
  database: Database,
  log: Log,
  redis: RedisSettings,
  options: Omit<ReadCacheOptions, 'bus'> = {},
): Promise<ReadCache> {
  return holdReadCache(database.db, async () => {
    const bus = database.kind === 'postgres' ? sharedBus(database, log, redis) : undefined;
    const cache = new ReadCache({ ...options, bus: bus ?? localBus() });
    await bus?.start();
    return cache;
  });
}

function sharedBus(
  database: Database,
  log: Log,
  { REDIS_URL, REDIS_KEY_PREFIX }: RedisSettings,
): (InvalidationBus & { start(): Promise<void> }) | undefined {
  if (REDIS_URL) {
    return new RedisInvalidationBus({
      // Subscribed again by the bus itself on every reconnection, when it can tell it happened.
      subscriber: openRedis(REDIS_URL, `${REDIS_KEY_PREFIX}cache-listener`, log, { autoResubscribe: false }),
      publisher: openRedis(REDIS_URL, `${REDIS_KEY_PREFIX}cache-announcer`, log),
      channel: redisCacheChannel(REDIS_KEY_PREFIX),
      log,
    });
  }
  const connect = database.dedicatedClient;
  if (!connect) return undefined;
  return new PgInvalidationBus({
    connect: () =>
      connect({
        application_name: LISTENER_APPLICATION_NAME,
        keepAlive: true,
        connectionTimeoutMillis: 3_000,
        // A heartbeat that hangs this long means the connection is gone: drop it and reconnect.
        query_timeout: 3_000,
      }),
    notify: async (channel, payload) => {
      await database.db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    log,
  });
}

/**
 * For scripts that write the catalogue from a process of their own (seed, seed:bulk): instances
 * running on the same PostgreSQL forget their caches, whichever bus they listen on. The embedded
 * database is locked by a running server, so there no script writes while one runs.
 */
export async function announceWrite(
  database: Database,
  { REDIS_URL, REDIS_KEY_PREFIX }: RedisSettings = loadConfig(),
): Promise<void> {
  if (database.kind !== 'postgres') return;
  await database.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, 'script')`);
  if (!REDIS_URL) return;
  const quiet = { info: () => {}, warn: () => {} };
  const redis = openRedis(REDIS_URL, `${REDIS_KEY_PREFIX}script`, quiet, {
    enableOfflineQueue: true,
    maxRetriesPerRequest: 3,
  });
  try {
    await redis.publish(redisCacheChannel(REDIS_KEY_PREFIX), 'script');
  } catch (err) {
    // The write is done; the instances' caches catch up within their 60 s lifetime.
    console.warn(`Could not tell the running instances over Redis: ${(err as Error).message}`);
  } finally {
    await closeRedis(redis);
  }
}
