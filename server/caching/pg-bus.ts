import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { announce, type BusLog, type InvalidationBus } from './invalidation-bus';

// Invalidations between instances on one PostgreSQL (decision 011): a write sends
// NOTIFY ironsite_cache '<origin>' through the pool; every instance LISTENs on a connection of its
// own and forgets its cache on any message that is not its own.
//
// A LISTEN connection can die silently (a network partition sends no error), and messages sent
// while nobody listens are lost. So the bus only claims to be live while a heartbeat on the same
// connection has answered within the lease: notifications are delivered on that connection before
// the answer to a later query, so an answered heartbeat proves nothing sent before it is missing.
// Outside the lease the cache steps aside, which bounds staleness by the lease (one second).

export const CACHE_CHANNEL = 'ironsite_cache';

export interface PgBusOptions {
  /** A new connection outside the pool, used only to LISTEN. */
  connect: () => pg.Client;
  /** Runs pg_notify through the pool. */
  notify: (channel: string, payload: string) => Promise<void>;
  log: BusLog;
  heartbeatMs?: number;
  leaseMs?: number;
  maxBackoffMs?: number;
  now?: () => number;
}

const PG_BUS_DEFAULTS = { heartbeatMs: 250, leaseMs: 1_000, maxBackoffMs: 5_000 } as const;
const FIRST_BACKOFF_MS = 100;

export class PgInvalidationBus implements InvalidationBus {
  /** Names this instance in its own notifications, which it then ignores. */
  readonly origin = randomUUID();
  readonly #options: Required<PgBusOptions>;
  readonly #listeners: (() => void)[] = [];
  /** The connection being opened or in use; events from any other are stale. */
  #current: pg.Client | null = null;
  #listening = false;
  #provenAt = Number.NEGATIVE_INFINITY;
  #pinging = false;
  #failures = 0;
  #closed = false;
  #heartbeat?: NodeJS.Timeout;
  #retry?: NodeJS.Timeout;

  constructor(options: PgBusOptions) {
    this.#options = { ...PG_BUS_DEFAULTS, now: () => performance.now(), ...options };
  }

  /** Opens the LISTEN connection (a failure is logged and retried, never thrown). */
  async start(): Promise<void> {
    this.#heartbeat = setInterval(() => this.#ping(), this.#options.heartbeatMs);
    this.#heartbeat.unref();
    await this.#connect();
  }

  live(): boolean {
    return this.#listening && this.#options.now() - this.#provenAt <= this.#options.leaseMs;
  }

  publish(): Promise<void> {
    return announce(() => this.#options.notify(CACHE_CHANNEL, this.origin), this.#options.log);
  }

  onInvalidate(listener: () => void): void {
    this.#listeners.push(listener);
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#heartbeat);
    clearTimeout(this.#retry);
    const client = this.#current;
    this.#current = null;
    this.#listening = false;
    // A connection to a vanished server may never confirm the goodbye: shutdown must not wait on it.
    if (client) await Promise.race([client.end().catch(() => {}), sleep(1_000, undefined, { ref: false })]);
  }

  async #connect(): Promise<void> {
    if (this.#closed) return;
    const client = this.#options.connect();
    this.#current = client;
    client.on('notification', (message) => {
      if (message.channel === CACHE_CHANNEL && message.payload !== this.origin) this.#emit();
    });
    client.on('error', (err) => this.#lost(client, err));
    client.on('end', () => this.#lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CACHE_CHANNEL}`);
    } catch (err) {
      this.#lost(client, err);
      return;
    }
    if (client !== this.#current) return; // closed or lost meanwhile
    this.#listening = true;
    this.#provenAt = this.#options.now();
    if (this.#failures > 0) this.#options.log.info({}, 'cache invalidation listener reconnected');
    this.#failures = 0;
    // Whatever was sent while nobody listened is lost: forget everything once.
    this.#emit();
  }

  #ping() {
    const client = this.#current;
    if (!client || !this.#listening || this.#pinging) return;
    this.#pinging = true;
    client
      .query('select 1')
      .then(() => {
        if (client === this.#current) this.#provenAt = this.#options.now();
      })
      .catch((err: unknown) => this.#lost(client, err))
      .finally(() => {
        this.#pinging = false;
      });
  }

  #lost(client: pg.Client, err?: unknown) {
    if (client !== this.#current) return;
    this.#current = null;
    this.#listening = false;
    client.end().catch(() => {});
    if (this.#closed) return;
    if (this.#failures === 0) {
      this.#options.log.warn(
        { err },
        'cache invalidation listener disconnected: public reads bypass the cache until it is back',
      );
    }
    const delay = Math.min(FIRST_BACKOFF_MS * 2 ** this.#failures, this.#options.maxBackoffMs);
    this.#failures++;
    this.#retry = setTimeout(() => void this.#connect(), delay);
    this.#retry.unref();
  }

  #emit() {
    for (const listener of this.#listeners) listener();
  }
}
