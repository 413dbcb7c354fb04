import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { pgCode } from '#common/pg-errors';
import { paginate } from '#common/schemas/pagination';
import {
  TRASH_MESSAGES,
  TRASH_NOUNS,
  type TrashEntity,
  type TrashItem,
  type TrashQuery,
} from '#common/schemas/trash';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { trashItems } from '../db/schema';
import { tablePage } from '../db/table-page';
import { Conflict, NotFound } from '../errors';
import { indexVariantSpecs } from './parameters/spec-index';

// The trash (docs/product.md §26, decision 061). A delete moves the record's row here in the same
// statement and the record is gone: every public page, list and search treats it so without a
// filter to remember. A restore writes the row back with its id (so its public address), audited
// as `restore`; TRASH_DAYS after the delete the trash job removes it for good.

const DAY_MS = 86_400_000;

interface Kind {
  table: string;
  nameColumn: string;
  /** The records it hangs under (decision 002: they cannot be deleted before it). */
  parents: { column: string; entity: TrashEntity; table: string }[];
}

const KINDS: Record<TrashEntity, Kind> = {
  brand: { table: 'brands', nameColumn: 'name', parents: [] },
  category: {
    table: 'categories',
    nameColumn: 'name',
    parents: [{ column: 'brand_id', entity: 'brand', table: 'brands' }],
  },
  product: {
    table: 'products',
    nameColumn: 'name',
    parents: [
      { column: 'brand_id', entity: 'brand', table: 'brands' },
      { column: 'category_id', entity: 'category', table: 'categories' },
    ],
  },
  variant: {
    table: 'variants',
    nameColumn: 'name',
    parents: [{ column: 'product_id', entity: 'product', table: 'products' }],
  },
  news: { table: 'news', nameColumn: 'title', parents: [] },
};

const ident = (name: string) => sql.identifier(name);

/**
 * Deletes record `id` into the trash, in one statement (so in one transaction with its audit
 * entry); false when there was no such record. The caller has checked what blocks a delete.
 */
export async function moveToTrash(db: Db, entity: TrashEntity, id: number): Promise<boolean> {
  return (await moveManyToTrash(db, entity, [id])) > 0;
}

/**
 * What a variant takes with it besides its own row (its specifications and images are columns of
 * it): its availability at each branch (docs/product.md §28), whose rows its delete cascades away.
 * Kept under this key of the trashed row, which no column of `variants` has; read in the delete's
 * own statement, which still sees the rows the cascade removes.
 */
const AVAILABILITY_KEY = 'trashed_availability';
const belongings = (entity: TrashEntity) =>
  entity === 'variant'
    ? sql`jsonb_build_object(${AVAILABILITY_KEY}::text, (select coalesce(jsonb_agg(to_jsonb(a) - 'variant_id'), '[]'::jsonb)
        from variant_availability a where a.variant_id = t.id))`
    : sql`'{}'::jsonb`;

/** Deletes records `ids` into the trash in one statement (a bulk delete, decision 067); how many were. */
export async function moveManyToTrash(db: Db, entity: TrashEntity, ids: number[]): Promise<number> {
  const { table, nameColumn } = KINDS[entity];
  const res = await db.execute(sql`
    with gone as (delete from ${ident(table)} t where t.id = any(${`{${ids.join(',')}}`}::int[])
      returning t.id, to_jsonb(t) || ${belongings(entity)} as row)
    insert into trash_items (entity, entity_id, name, row, deleted_by, deleted_by_name)
    select ${entity}, id, coalesce(row ->> ${nameColumn}, ''), row,
      nullif(current_setting('app.user_id', true), '')::integer,
      nullif(current_setting('app.user_name', true), '')
    from gone
    returning id`);
  return rowsOf(res).length;
}

type Row = typeof trashItems.$inferSelect;

const toItem = (r: Row, days: number): TrashItem => ({
  id: r.id,
  entity: r.entity as TrashEntity,
  entity_id: r.entityId,
  name: r.name,
  deleted_at: r.deletedAt.toISOString(),
  deleted_by: r.deletedBy === null ? null : { id: r.deletedBy, name: r.deletedByName ?? '' },
  purge_at: new Date(r.deletedAt.getTime() + days * DAY_MS).toISOString(),
});

/** The trash, most recently deleted first. */
export async function listTrash(db: Db, q: TrashQuery, days: number) {
  const where = q.entity ? eq(trashItems.entity, q.entity) : undefined;
  const { rows, total } = await tablePage(
    db,
    trashItems,
    where,
    [desc(trashItems.deletedAt), desc(trashItems.id)],
    q,
  );
  return paginate(
    rows.map((r) => toItem(r, days)),
    total,
    q.page,
    q.per_page,
  );
}

/** 409 when a record it hangs under is gone: in the trash (restore it first) or for good. */
async function assertParentsExist(tx: Db, kind: Kind, row: Record<string, unknown>) {
  for (const parent of kind.parents) {
    const parentId = Number(row[parent.column]);
    const found = rowsOf(
      await tx.execute(sql`select 1 from ${ident(parent.table)} where id = ${parentId} for share`),
    );
    if (found.length > 0) continue;
    const [trashed] = await tx
      .select({ name: trashItems.name })
      .from(trashItems)
      .where(and(eq(trashItems.entity, parent.entity), eq(trashItems.entityId, parentId)))
      .limit(1);
    const noun = TRASH_NOUNS[parent.entity];
    throw new Conflict(
      trashed ? TRASH_MESSAGES.parentInTrash(noun, trashed.name) : TRASH_MESSAGES.parentGone(noun),
    );
  }
}

/** Writes item `id`'s record back with its own id, as a `restore` in the audit trail. */
export async function restoreFromTrash(db: Db, id: number): Promise<{ entity: TrashEntity; id: number }> {
  try {
    return await db.transaction((tx) => restoreInTransaction(tx, id));
  } catch (err) {
    if (pgCode(err) === '23505') {
      const [item] = await db
        .select({ entity: trashItems.entity })
        .from(trashItems)
        .where(eq(trashItems.id, id));
      throw new Conflict(TRASH_MESSAGES.taken(TRASH_NOUNS[(item?.entity ?? 'brand') as TrashEntity]));
    }
    throw err;
  }
}

/**
 * The restore itself, inside the caller's transaction (a change set's revert restores a bulk
 * delete's records with it, decision 067); it leaves app.audit_action at `restore`.
 */
export async function restoreInTransaction(tx: Db, id: number): Promise<{ entity: TrashEntity; id: number }> {
  const [item] = await tx.select().from(trashItems).where(eq(trashItems.id, id)).for('update');
  if (!item) throw new NotFound(TRASH_MESSAGES.notFound);
  const entity = item.entity as TrashEntity;
  const kind = KINDS[entity];
  await assertParentsExist(tx, kind, item.row);
  await tx.execute(sql`select set_config('app.audit_action', 'restore', true)`);
  // The row as it was, id included: its public address comes back with it.
  await tx.execute(sql`
    insert into ${ident(kind.table)}
    select * from jsonb_populate_record(null::${ident(kind.table)}, ${JSON.stringify(item.row)}::jsonb)`);
  await tx.delete(trashItems).where(eq(trashItems.id, id));
  if (entity === 'variant') {
    await indexVariantSpecs(tx, [item.entityId]);
    // Its availability as it was, at the branches that still exist (confirmed when it was).
    await tx.execute(sql`
      insert into variant_availability (variant_id, branch_id, status, quantity, expected_at, confirmed_at)
      select ${item.entityId}, a.branch_id, a.status, a.quantity, a.expected_at, a.confirmed_at
      from jsonb_populate_recordset(null::variant_availability,
        ${JSON.stringify(item.row[AVAILABILITY_KEY] ?? [])}::jsonb) a
      where exists (select 1 from branches b where b.id = a.branch_id)`);
  }
  return { entity, id: item.entityId };
}

/** Removes item `id` for good now; false when it is not in the trash. */
export async function purgeTrashItem(db: Db, id: number): Promise<boolean> {
  const gone = await db.delete(trashItems).where(eq(trashItems.id, id)).returning({ id: trashItems.id });
  return gone.length > 0;
}

/** The trash job: removes what was deleted more than `days` days ago. */
export async function purgeExpiredTrash(db: Db, days: number, now = new Date()): Promise<number> {
  const gone = await db
    .delete(trashItems)
    .where(lt(trashItems.deletedAt, new Date(now.getTime() - days * DAY_MS)))
    .returning({ id: trashItems.id });
  return gone.length;
}
