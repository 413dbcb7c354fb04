import { describe, expect, it } from 'vitest';
import type { InvalidationBus } from './invalidation-bus';
import { ReadCache } from './read-cache';

/** A promise resolved from outside, to hold a read open while the test does something else. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** A bus the test drives: liveness, remote invalidations, and what was published. */
function testBus() {
  const listeners: (() => void)[] = [];
  const bus = {
    isLive: true,
    published: 0,
    live: () => bus.isLive,
    publish: async () => {
      bus.published++;
    },
    onInvalidate: (listener: () => void) => {
      listeners.push(listener);
    },
    close: async () => {},
    remoteWrite: () => {
      for (const listener of listeners) listener();
    },
  };
  return bus satisfies InvalidationBus & Record<string, unknown>;
}

function counting<T>(value: () => T) {
  const load = async () => {
    load.calls++;
    return value();
  };
  load.calls = 0;
  return load;
}

/** A cache on a test bus that has read version 1 of 'k'; the next load returns `source.version`. */
async function cacheHoldingVersion1() {
  const bus = testBus();
  const cache = new ReadCache({ bus });
  const source = { version: 1 };
  const load = counting(() => source.version);
  await cache.wrap('k', load);
  return { bus, cache, source, load };
}

describe('ReadCache', () => {
  it('serves a repeated read from memory', async () => {
    const cache = new ReadCache();
    const load = counting(() => ({ data: [1, 2] }));
    expect(await cache.wrap('k', load)).toEqual({ data: [1, 2] });
    expect(await cache.wrap('k', load)).toEqual({ data: [1, 2] });
    expect(load.calls).toBe(1);
    expect(cache.stats).toEqual({ hits: 1, misses: 1, bypassed: 0 });
  });

  it('runs one load for concurrent misses of a key, and one per key', async () => {
    const cache = new ReadCache();
    const gate = deferred<void>();
    let calls = 0;
    const load = (v: string) => async () => {
      calls++;
      await gate.promise;
      return v;
    };
    const pending = [
      cache.wrap('a', load('A')),
      cache.wrap('a', load('A')),
      cache.wrap('a', load('A')),
      cache.wrap('b', load('B')),
    ];
    gate.resolve();
    expect(await Promise.all(pending)).toEqual(['A', 'A', 'A', 'B']);
    expect(calls).toBe(2);
  });

  it('forgets everything on invalidate and tells the bus', async () => {
    const { bus, cache, source, load } = await cacheHoldingVersion1();
    source.version = 2;
    await cache.invalidate();
    expect(await cache.wrap('k', load)).toBe(2);
    expect(bus.published).toBe(1);
  });

  it('forgets everything when another instance wrote, without publishing again', async () => {
    const { bus, cache, source, load } = await cacheHoldingVersion1();
    source.version = 2;
    bus.remoteWrite();
    expect(await cache.wrap('k', load)).toBe(2);
    expect(bus.published).toBe(0);
  });

  it('does not keep what a read that began before a write returns, nor let later reads join it', async () => {
    const cache = new ReadCache();
    const gate = deferred<void>();
    const before = cache.wrap('k', async () => {
      await gate.promise;
      return 'old';
    });
    await cache.invalidate();
    const after = cache.wrap('k', async () => 'new');
    gate.resolve();
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(await cache.wrap('k', async () => 'unused')).toBe('new');
  });

  it('steps aside while the bus cannot vouch for invalidations', async () => {
    const { bus, cache, source, load } = await cacheHoldingVersion1();
    bus.isLive = false;
    source.version = 2;
    expect(await cache.wrap('k', load)).toBe(2);
    expect(await cache.wrap('k', load)).toBe(2);
    expect(cache.stats.bypassed).toBe(2);
    expect(load.calls).toBe(3);
  });

  it('keeps nothing when told not to, yet stays live and counts its generations', async () => {
    const cache = new ReadCache({ keep: false });
    let calls = 0;
    const load = async () => ++calls;
    expect(await cache.wrap('k', load)).toBe(1);
    expect(await cache.wrap('k', load)).toBe(2);
    expect(cache.stats).toEqual({ hits: 0, misses: 0, bypassed: 2 });
    expect(cache.live).toBe(true);
    expect(cache.keepsAnswers).toBe(false);
    const before = cache.generation;
    await cache.invalidate();
    expect(cache.generation).toBe(before + 1);
  });

  it('does not keep a failed read', async () => {
    const cache = new ReadCache();
    await expect(cache.wrap('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.wrap('k', async () => 'ok')).toBe('ok');
  });

  it('reads again after the TTL', async () => {
    let now = 1_000;
    const cache = new ReadCache({ ttlMs: 60_000, now: () => now });
    const load = counting(() => now);
    await cache.wrap('k', load);
    now += 59_000;
    await cache.wrap('k', load);
    expect(load.calls).toBe(1);
    now += 2_000;
    await cache.wrap('k', load);
    expect(load.calls).toBe(2);
  });

  it('keeps at most maxRows rows, dropping the least recently used entries', async () => {
    const cache = new ReadCache({ maxRows: 25 });
    const page = (n: number) => async () => ({ data: Array.from({ length: 10 }, (_, i) => n * 10 + i) });
    await cache.wrap('p1', page(1));
    await cache.wrap('p2', page(2));
    await cache.wrap('p1', page(1)); // p1 is now the most recently used
    await cache.wrap('p3', page(3)); // 33 rows: p2 goes
    const load = counting(() => 'reloaded');
    expect(await cache.wrap('p1', load)).not.toBe('reloaded');
    expect(await cache.wrap('p2', load)).toBe('reloaded');
  });

  it('freezes what it shares, so no request can change another one’s answer', async () => {
    const cache = new ReadCache();
    const value = await cache.wrap('k', async () => ({ data: [{ name: 'a', tags: ['x'] }] }));
    expect(Object.isFrozen(value.data[0])).toBe(true);
    expect(() => {
      value.data[0].tags.push('y');
    }).toThrow(TypeError);
  });
});
