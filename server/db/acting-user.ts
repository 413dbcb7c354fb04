import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from './client';

// Who acts, for the audit trail's triggers (migration 0024, decision 060). A signed-in request
// that writes runs inside `runAs` (plugins/acting-user.ts); every statement it sends that may
// write then runs in a transaction whose settings app.user_id and app.user_name name the person.
// It is set here, at the database client, once: no service passes the user on or can forget to,
// and a single statement outside a transaction becomes a transaction of its own (as atomic as before).

export interface Actor {
  id: number;
  name: string;
}

const storage = new AsyncLocalStorage<Actor>();

/** Runs `fn` with `actor` as the acting person of every write it makes. */
export const runAs = <T>(actor: Actor, fn: () => T): T => storage.run(actor, fn);

/** The acting person of the current request, if it writes. */
const actingUser = (): Actor | null => storage.getStore() ?? null;

const SET_ACTOR = "select set_config('app.user_id', $1, true), set_config('app.user_name', $2, true)";
const params = (actor: Actor) => [String(actor.id), actor.name];

// Reads never fire a trigger: they go as they are, without a transaction's two extra statements.
const MAY_WRITE = /^\s*(insert|update|delete|with|merge|call)\b/i;
const textOf = (query: unknown): string =>
  typeof query === 'string' ? query : String((query as { text?: unknown } | null)?.text ?? '');

/**
 * Inside a transaction: what it writes is the software's own content (the demo, bulk test data,
 * the parameter dictionary), nobody's change, and the audit triggers leave it out.
 */
export const outsideAudit = (tx: Db) => tx.execute(sql`select set_config('app.audit', 'off', true)`);

/**
 * Inside a transaction that is always rolled back (an import's dry run): its writes make no audit
 * entries and keep no derived data current (search text, listing, specification summary; migration
 * 0034), which the rollback would drop. Those triggers refuse nothing, so the same writes are
 * accepted or refused as with them.
 */
export const asDryRun = (tx: Db) =>
  tx.execute(sql`select set_config('app.audit', 'off', true), set_config('app.dry_run', 'on', true)`);

/** Every transaction of `db` starts by naming the acting person, when there is one. */
export function namingActorInTransactions(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = ((fn, config) =>
    transaction(async (tx) => {
      const actor = actingUser();
      if (actor) {
        await tx.execute(
          sql`select set_config('app.user_id', ${String(actor.id)}, true), set_config('app.user_name', ${actor.name}, true)`,
        );
      }
      return fn(tx);
    }, config)) as Db['transaction'];
  return db;
}

/** The embedded client: a write outside a transaction runs in one that names the actor. */
export function namingActorInPglite(client: PGlite): PGlite {
  const query = client.query.bind(client);
  // PGlite runs one transaction at a time: a statement sent outside it (this one) waits for the
  // open one to end, as a transaction of its own does, so it always names its own actor.
  client.query = ((text: string, values?: unknown[], options?: unknown) => {
    const actor = actingUser();
    if (!actor || !MAY_WRITE.test(text)) return query(text, values, options as never);
    return client.transaction(async (tx: Transaction) => {
      await tx.query(SET_ACTOR, params(actor));
      return tx.query(text, values, options as never);
    });
  }) as PGlite['query'];
  return client;
}

/** The PostgreSQL pool: a write outside a transaction runs in one that names the actor. */
export function namingActorInPool(pool: pg.Pool): pg.Pool {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  pool.query = (async (...args: unknown[]) => {
    const actor = actingUser();
    // Callback-style calls (none of ours) go as they are.
    if (!actor || typeof args.at(-1) === 'function' || !MAY_WRITE.test(textOf(args[0]))) {
      return query(...args);
    }
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(SET_ACTOR, params(actor));
      const result = await client.query(args[0] as string, args[1] as unknown[]);
      await client.query('commit');
      return result;
    } catch (err) {
      await client.query('rollback').catch(() => {});
      throw err;
    } finally {
      client.release();
    }
  }) as pg.Pool['query'];
  return pool;
}
