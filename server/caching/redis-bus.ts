import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { closeRedis } from '../lib/redis';
import { announce, type BusLog, type InvalidationBus } from './invalidation-bus';

// Invalidations between instances over Redis pub/sub (decision 028), the same contract as
// pg-bus.ts (decision 011): a write PUBLISHes '<origin>' on `<prefix>cache`; every instance is
// SUBSCRIBEd on a connection of its own and forgets its cache on any message not its own.
//
// Pub/sub forgets what it sent while nobody listened, and a connection can die without a word. So,
// as on PostgreSQL, the bus is live only while a PING on the subscribed connection has answered
// within the lease: Redis writes a message to a subscriber before the answer to a command that
// reached it later, so an answered PING proves nothing published before it is missing. After a
// reconnection the cache forgets everything once (what was sent meanwhile is lost).

export interface RedisBusOptions {
  /** The connection that SUBSCRIBEs (a subscribed connection can run nothing else); closed with the bus. */
  subscriber: Redis;
  /** Another connection, for PUBLISH; closed with the bus. */
  publisher: Redis;
  /** `<REDIS_KEY_PREFIX>cache`. */
  channel: string;
  log: BusLog;
  heartbeatMs?: number;
  leaseMs?: number;
  now?: () => number;
}

const REDIS_BUS_DEFAULTS = { heartbeatMs: 250, leaseMs: 1_000 } as const;

/** The channel of a site's invalidations (scripts publish on it too: open-read-cache.ts). */
export const redisCacheChannel = (prefix: string) => `${prefix}cache`;

export class RedisInvalidationBus implements InvalidationBus {
  /** Names this instance in its own messages, which it then ignores. */
  readonly origin = randomUUID();
  readonly #options: Required<RedisBusOptions>;
  readonly #listeners: (() => void)[] = [];
  #subscribed = false;
  #provenAt = Number.NEGATIVE_INFINITY;
  #pinging = false;
  #warned = false;
  #closed = false;
  #heartbeat?: NodeJS.Timeout;

  constructor(options: RedisBusOptions) {
    this.#options = { ...REDIS_BUS_DEFAULTS, now: () => performance.now(), ...options };
    const { subscriber, channel } = this.#options;
    subscriber.on('message', (from: string, payload: string) => {
      if (from === channel && payload !== this.origin) this.#emit();
    });
    // Every (re)connection subscribes afresh: the client's own resubscription is off, so that
    // the bus knows when the subscription of this connection is in place.
    subscriber.on('ready', () => void this.#subscribe());
    subscriber.on('close', () => this.#lost());
  }

  /** Subscribes once the connection is up (an outage is logged and retried, never thrown). */
  async start(): Promise<void> {
    this.#heartbeat = setInterval(() => this.#ping(), this.#options.heartbeatMs);
    this.#heartbeat.unref();
    if (this.#options.subscriber.status === 'ready') await this.#subscribe();
  }

  live(): boolean {
    return this.#subscribed && this.#options.now() - this.#provenAt <= this.#options.leaseMs;
  }

  publish(): Promise<void> {
    return announce(
      () => this.#options.publisher.publish(this.#options.channel, this.origin),
      this.#options.log,
    );
  }

  onInvalidate(listener: () => void): void {
    this.#listeners.push(listener);
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#subscribed = false;
    clearInterval(this.#heartbeat);
    await Promise.all([closeRedis(this.#options.subscriber), closeRedis(this.#options.publisher)]);
  }

  async #subscribe() {
    if (this.#closed || this.#subscribed) return;
    try {
      await this.#options.subscriber.subscribe(this.#options.channel);
    } catch (err) {
      this.#warn(err);
      return;
    }
    this.#subscribed = true;
    this.#provenAt = this.#options.now();
    if (this.#warned) this.#options.log.info({}, 'cache invalidation listener reconnected');
    this.#warned = false;
    // Whatever was published while nobody listened is lost: forget everything once.
    this.#emit();
  }

  #ping() {
    const { subscriber } = this.#options;
    if (!this.#subscribed || this.#pinging) return;
    this.#pinging = true;
    subscriber
      .ping()
      .then(() => {
        if (this.#subscribed) this.#provenAt = this.#options.now();
      })
      .catch((err: unknown) => {
        // No answer within the command timeout: the connection is gone, whatever the socket says.
        this.#lost(err);
        if (!this.#closed) subscriber.disconnect(true);
      })
      .finally(() => {
        this.#pinging = false;
      });
  }

  #lost(err?: unknown) {
    if (!this.#subscribed) return;
    this.#subscribed = false;
    if (!this.#closed) this.#warn(err);
  }

  #warn(err: unknown) {
    if (this.#warned) return;
    this.#warned = true;
    this.#options.log.warn(
      { err },
      'cache invalidation listener disconnected: public reads bypass the cache until it is back',
    );
  }

  #emit() {
    for (const listener of this.#listeners) listener();
  }
}
