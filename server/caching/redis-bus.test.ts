import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { openRedis } from '../lib/redis';
import { RedisInvalidationBus, redisCacheChannel } from './redis-bus';

// The bus against the real Redis at 127.0.0.1:6379 (REDIS_TEST_URL overrides; README, Testing):
// every test names its channel and connections with a prefix of its own, so runs sharing the
// server do not hear each other.

const URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const admin = openRedis(URL, `ironsite-test-admin-${process.pid}`, { info() {}, warn() {} });
afterAll(() => admin.quit());

const buses: RedisInvalidationBus[] = [];
afterEach(async () => {
  await Promise.all(buses.splice(0).map((bus) => bus.close()));
});

const quietLog = () => ({ info: vi.fn(), warn: vi.fn() });

async function startBus(prefix: string, { url = URL, log = quietLog() } = {}) {
  const bus = new RedisInvalidationBus({
    subscriber: openRedis(url, `${prefix}cache-listener`, log, { autoResubscribe: false }),
    publisher: openRedis(url, `${prefix}cache-announcer`, log),
    channel: redisCacheChannel(prefix),
    log,
  });
  buses.push(bus);
  const invalidations = vi.fn();
  bus.onInvalidate(invalidations);
  await bus.start();
  return { bus, invalidations, log };
}

const newPrefix = () => `ironsite-test-${randomUUID().slice(0, 8)}:`;

/** Polls until `check` holds (5 s at most): connections come and go in the background. */
const until = (check: () => boolean) =>
  vi.waitFor(
    () => {
      if (!check()) throw new Error('not yet');
    },
    { timeout: 5_000, interval: 20 },
  );

/** The Redis connections of this name, as CLIENT LIST shows them. */
async function connectionIds(name: string): Promise<string[]> {
  const list = String(await admin.client('LIST'));
  return [...list.matchAll(/\bid=(\d+)\b.*\bname=(\S*)/g)].filter((m) => m[2] === name).map((m) => m[1]);
}

describe('RedisInvalidationBus (real Redis)', () => {
  it('tells the other instances of the same prefix, ignores its own message and other prefixes', async () => {
    const prefix = newPrefix();
    const a = await startBus(prefix);
    const b = await startBus(prefix);
    const other = await startBus(newPrefix());
    await until(() => a.bus.live() && b.bus.live() && other.bus.live());
    // Subscribing forgets everything once (messages sent before it are lost).
    await until(() => b.invalidations.mock.calls.length === 1);
    a.invalidations.mockClear();
    b.invalidations.mockClear();
    other.invalidations.mockClear();

    await a.bus.publish();
    await until(() => b.invalidations.mock.calls.length === 1);
    // Delivered in order: once B heard a later message from B, A's own one has come and gone.
    await b.bus.publish();
    await until(() => a.invalidations.mock.calls.length === 1);
    expect(b.invalidations).toHaveBeenCalledTimes(1);
    expect(other.invalidations).not.toHaveBeenCalled();
  });

  it('stops being live when its connection is cut, and after reconnecting forgets once and hears again', async () => {
    const prefix = newPrefix();
    const listener = await startBus(prefix);
    const writer = await startBus(prefix);
    await until(() => listener.bus.live() && writer.bus.live());
    const [id] = await connectionIds(`${prefix}cache-listener`);
    listener.invalidations.mockClear();

    await admin.client('KILL', 'ID', id);
    await until(() => !listener.bus.live());
    await until(() => listener.bus.live());
    // What was published while it was away is lost: it forgot everything on resubscribing.
    expect(listener.invalidations).toHaveBeenCalledTimes(1);
    expect(listener.log.warn).toHaveBeenCalledWith(expect.anything(), expect.stringMatching(/disconnected/));
    expect(listener.log.info).toHaveBeenCalledWith(
      expect.anything(),
      'cache invalidation listener reconnected',
    );

    await writer.bus.publish();
    await until(() => listener.invalidations.mock.calls.length === 2);
    // Its waits may take their 5 s each on a loaded machine (a reconnect waits out ioredis's delay).
  }, 20_000);

  it('closes its connections', async () => {
    const prefix = newPrefix();
    const { bus } = await startBus(prefix);
    await until(() => bus.live());
    expect(await connectionIds(`${prefix}cache-listener`)).toHaveLength(1);
    await bus.close();
    await until(() => !bus.live());
    expect(await connectionIds(`${prefix}cache-listener`)).toEqual([]);
    expect(await connectionIds(`${prefix}cache-announcer`)).toEqual([]);
  });

  it('without Redis: starts, is never live, and a publish only logs a warning', async () => {
    const log = quietLog();
    const { bus } = await startBus(newPrefix(), { url: 'redis://127.0.0.1:1', log });
    expect(bus.live()).toBe(false);
    await expect(bus.publish()).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalledWith(expect.anything(), expect.stringMatching(/could not announce/));
    expect(bus.live()).toBe(false);
  });
});

describe('RedisInvalidationBus heartbeat', () => {
  it('drops a connection whose PING goes unanswered (a partition sends no error)', async () => {
    vi.useFakeTimers();
    try {
      const subscriber = Object.assign(new EventEmitter(), {
        status: 'ready',
        subscribe: vi.fn(async () => 1),
        ping: vi.fn(async (): Promise<string> => {
          throw new Error('Command timed out');
        }),
        disconnect: vi.fn(),
        quit: vi.fn(async () => 'OK'),
      });
      const log = quietLog();
      const bus = new RedisInvalidationBus({
        subscriber: subscriber as unknown as Redis,
        publisher: subscriber as unknown as Redis,
        channel: 'c',
        log,
        now: () => Date.now(),
      });
      await bus.start();
      expect(bus.live()).toBe(true);
      await vi.advanceTimersByTimeAsync(300);
      expect(bus.live()).toBe(false);
      expect(subscriber.disconnect).toHaveBeenCalledWith(true);
      expect(log.warn).toHaveBeenCalledTimes(1);
      await bus.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
