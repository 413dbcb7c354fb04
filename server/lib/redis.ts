import { Redis, type RedisOptions } from 'ioredis';

// Connections to the Redis of REDIS_URL (decision 028). A request must never wait on Redis for
// long nor fail because of it: commands are refused at once while the connection is down (no
// offline queue), never retried, and given up after COMMAND_TIMEOUT_MS when Redis stops answering;
// the caller then goes on without Redis. The client reconnects by itself in the background.

/** Longest a request waits on a Redis that stopped answering (a network partition sends no error). */
const COMMAND_TIMEOUT_MS = 500;

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * A client for `url`, connecting in the background. `name` (no spaces: `<REDIS_KEY_PREFIX><role>`)
 * names the connection in Redis's CLIENT LIST and in the log: one warning when Redis becomes
 * unreachable and one line when it is back, not one per reconnection attempt.
 */
export function openRedis(url: string, name: string, log: Log, options: RedisOptions = {}): Redis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    // 100 ms, 200 ms … then every 2 s while Redis is away.
    retryStrategy: (times) => Math.min(times * 100, 2_000),
    connectionName: name,
    ...options,
  });
  let down = false;
  client.on('error', (err) => {
    if (down) return;
    down = true;
    log.warn({ err, redis: name }, `Redis unreachable (${name}): going on without it until it is back`);
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info({ redis: name }, `Redis reachable again (${name})`);
  });
  return client;
}

/** Closes the client without waiting on a Redis that may never answer the goodbye. */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  if (client.status !== 'ready') {
    client.disconnect();
    return;
  }
  await Promise.race([
    client.quit().catch(() => client.disconnect()),
    new Promise<void>((resolve) => setTimeout(resolve, 1_000).unref()),
  ]);
  client.disconnect();
}

/**
 * Waits until the client is connected, it failed to, or `ms` passed: so the first requests after a
 * start are counted, without holding the start up when Redis is away.
 */
export function firstConnection(client: Redis, ms = 2_000): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      client.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    client.once('ready', done);
    client.once('error', done);
  });
}
