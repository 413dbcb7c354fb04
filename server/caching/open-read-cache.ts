import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { localBus } from './invalidation-bus';
import { CACHE_CHANNEL, PgInvalidationBus } from './pg-bus';
import { ReadCache, type ReadCacheOptions } from './read-cache';
import { holdReadCache } from './registry';

/** How the listening sessions show in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'ironsite cache listener';

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * The read cache of this database handle, with the bus its kind needs: LISTEN/NOTIFY on
 * PostgreSQL (several instances may share it), nothing on the embedded database (one process).
 * Apps on the same handle share one cache; each calls releaseReadCache(db) when it closes.
 */
export function openReadCache(
  database: Database,
  log: Log,
  options: Omit<ReadCacheOptions, 'bus'> = {},
): Promise<ReadCache> {
  return holdReadCache(database.db, async () => {
    const connect = database.dedicatedClient;
    const pgBus =
      connect &&
      new PgInvalidationBus({
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
    const cache = new ReadCache({ ...options, bus: pgBus || localBus() });
    await pgBus?.start();
    return cache;
  });
}

/**
 * For scripts that write the catalogue from a process of their own (seed, seed:bulk): instances
 * running on the same PostgreSQL forget their caches. The embedded database is locked by a
 * running server, so there no script writes while one runs.
 */
export async function announceWrite(database: Database): Promise<void> {
  if (database.kind === 'postgres')
    await database.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, 'script')`);
}
