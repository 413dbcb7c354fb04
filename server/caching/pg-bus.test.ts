import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_CHANNEL, PgInvalidationBus } from './pg-bus';

// The bus against a stand-in for a pg.Client, on fake timers: heartbeat, lease and reconnection.
// tests/api/read-cache.test.ts runs it against a real PostgreSQL (TEST_DB=postgres).

class FakeClient extends EventEmitter {
  queries: string[] = [];
  ended = false;
  refuse = false;
  hang = false;
  async connect() {
    if (this.refuse) throw new Error('connection refused');
  }
  query(text: string) {
    this.queries.push(text);
    return this.hang ? new Promise(() => {}) : Promise.resolve({ rows: [] });
  }
  async end() {
    this.ended = true;
  }
  notify(payload: string) {
    this.emit('notification', { channel: CACHE_CHANNEL, payload });
  }
}

function setup({ refuseFirst = false } = {}) {
  const clients: FakeClient[] = [];
  const log = { info: vi.fn(), warn: vi.fn() };
  const notify = vi.fn(async () => {});
  const bus = new PgInvalidationBus({
    connect: () => {
      const client = new FakeClient();
      client.refuse = refuseFirst && clients.length === 0;
      clients.push(client);
      return client as unknown as pg.Client;
    },
    notify,
    log,
    now: () => Date.now(),
  });
  const invalidations = vi.fn();
  bus.onInvalidate(invalidations);
  return { bus, clients, log, notify, invalidations };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('PgInvalidationBus', () => {
  it('listens, forgets on another instance’s message and ignores its own', async () => {
    const { bus, clients, invalidations } = setup();
    await bus.start();
    expect(clients[0].queries).toEqual([`LISTEN ${CACHE_CHANNEL}`]);
    expect(bus.live()).toBe(true);
    invalidations.mockClear();

    clients[0].notify('another-instance');
    expect(invalidations).toHaveBeenCalledTimes(1);
    clients[0].notify(bus.origin);
    expect(invalidations).toHaveBeenCalledTimes(1);
    await bus.close();
  });

  it('publishes its origin on the channel, and only logs when that fails', async () => {
    const { bus, notify, log } = setup();
    await bus.start();
    await bus.publish();
    expect(notify).toHaveBeenCalledWith(CACHE_CHANNEL, bus.origin);
    notify.mockRejectedValueOnce(new Error('server gone'));
    await expect(bus.publish()).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalledOnce();
    await bus.close();
  });

  it('stays live while heartbeats answer, and stops vouching within the lease when they do not', async () => {
    const { bus, clients } = setup();
    await bus.start();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(bus.live()).toBe(true);
    expect(clients[0].queries.filter((q) => q === 'select 1').length).toBeGreaterThan(10);

    clients[0].hang = true; // a silent partition: no error, no answer
    await vi.advanceTimersByTimeAsync(1_300);
    expect(bus.live()).toBe(false);
    await bus.close();
  });

  it('reconnects after the connection drops, and then forgets what it may have missed', async () => {
    const { bus, clients, invalidations, log } = setup();
    await bus.start();
    invalidations.mockClear();

    clients[0].emit('error', new Error('terminating connection due to administrator command'));
    expect(bus.live()).toBe(false);
    expect(clients[0].ended).toBe(true);
    expect(log.warn).toHaveBeenCalledOnce();

    await vi.advanceTimersByTimeAsync(100);
    expect(clients).toHaveLength(2);
    expect(bus.live()).toBe(true);
    expect(invalidations).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledOnce();
    await bus.close();
  });

  it('retries a refused connection with growing delays and starts without throwing', async () => {
    const { bus, clients } = setup({ refuseFirst: true });
    await expect(bus.start()).resolves.toBeUndefined();
    expect(bus.live()).toBe(false);
    await vi.advanceTimersByTimeAsync(99);
    expect(clients).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(clients).toHaveLength(2);
    expect(bus.live()).toBe(true);
    await bus.close();
  });

  it('stops retrying and listening when closed', async () => {
    const { bus, clients } = setup();
    await bus.start();
    await bus.close();
    expect(clients[0].ended).toBe(true);
    expect(bus.live()).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(clients).toHaveLength(1);
  });
});
