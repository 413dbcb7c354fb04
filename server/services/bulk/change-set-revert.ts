import { isDeepStrictEqual } from 'node:util';
import { and, desc, eq, sql } from 'drizzle-orm';
import { can, type Role } from '#common/permissions';
import { pgCode } from '#common/pg-errors';
import { AUDIT_ENTITY_ACCESS, type AuditEntity, REVERT_MESSAGES } from '#common/schemas/audit';
import { BULK_MESSAGES } from '#common/schemas/bulk';
import { TRASH_ENTITIES, type TrashEntity } from '#common/schemas/trash';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { auditEntries, trashItems } from '../../db/schema';
import { Conflict, HttpError, NotFound } from '../../errors';
import { currentRow, quoted, REVERTABLE, writeBack } from '../audit/revert';
import { childPart } from '../audit/revert-children';
import { roleForbidden } from '../audit/trail';
import { moveToTrash, restoreInTransaction } from '../trash';

// A change set's revert (docs/product.md §26, "Bulk actions and undo", decision 067): every entry of one transaction (a
// bulk action, or any save) undone in one transaction, itself one new change set. Updates get
// their before values back, as a single revert does, and are refused together (409, both values
// of every field changed since, nothing reverted); deleted records come back from the trash.
// A record's part kept as a field "<part>.<key>" (a variant's stock at a branch) goes back through
// its own table when revert-children.ts knows it; any other part refuses the set.

type Entry = typeof auditEntries.$inferSelect;
type Values = Record<string, unknown>;

const isUpdate = (e: Entry) => e.action === 'update' || e.action === 'revert' || e.action === 'bulk';
const trashable = (entity: string): entity is TrashEntity =>
  (TRASH_ENTITIES as readonly string[]).includes(entity);

/** The entry's checks of a single revert: who may, and whether this kind of change goes back. */
function assertRevertable(entry: Entry, role: Role, creates: boolean) {
  const access = AUDIT_ENTITY_ACCESS[entry.entity as AuditEntity];
  if (!access || !can(role, access.read)) throw new NotFound(BULK_MESSAGES.emptySet);
  if (!access.write) throw new HttpError(422, BULK_MESSAGES.notRevertable);
  if (!can(role, access.write)) throw roleForbidden();
  if (entry.action === 'delete' && trashable(entry.entity)) return;
  if (creates && entry.action === 'create' && trashable(entry.entity)) return;
  if (!isUpdate(entry) || !REVERTABLE[entry.tableName]) throw new HttpError(422, BULK_MESSAGES.notRevertable);
  const fields = Object.keys(entry.changes);
  const unknownPart = (f: string) => f.includes('.') && !childPart(entry.tableName, f);
  if (fields.some((f) => unknownPart(f) || entry.changes[f].redacted) || !Object.keys(entry.rowKey)[0])
    throw new HttpError(422, BULK_MESSAGES.notRevertable);
}

/** The trash item a delete of this change set put there (its delete and its entry share one moment). */
async function trashItemOf(tx: Db, entry: Entry): Promise<number> {
  const [item] = await tx
    .select({ id: trashItems.id })
    .from(trashItems)
    .where(
      and(
        eq(trashItems.entity, entry.entity),
        eq(trashItems.entityId, Number(entry.entityId)),
        sql`${trashItems.deletedAt} = (select at from audit_entries where id = ${entry.id})`,
      ),
    )
    .limit(1);
  if (!item) throw new Conflict(`${REVERT_MESSAGES.gone} Nothing was reverted.`);
  return item.id;
}

export interface RevertOptions {
  /**
   * Records the set created go back to the trash (an import's undo, decision 072), refused when
   * they changed since or other records now hang under them. Off, a create refuses the set.
   */
  creates?: boolean;
  /** Runs in the revert's transaction once it is written, with its change set (the import's mark). */
  within?: (tx: Db, changeSetId: string) => Promise<void>;
}

/** A later entry of the record than the set's own, outside the set: it changed since. */
async function changedAfter(tx: Db, entry: Entry) {
  const [later] = await tx
    .select({ id: auditEntries.id })
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.entity, entry.entity),
        eq(auditEntries.entityId, entry.entityId),
        sql`${auditEntries.id} > ${entry.id}`,
        sql`${auditEntries.changeSetId} <> ${entry.changeSetId}`,
      ),
    )
    .limit(1);
  return Boolean(later);
}

/** A record the set created goes to the trash; 409 when records added since hang under it. */
async function trashCreated(tx: Db, entry: Entry) {
  try {
    await tx.transaction((sp) =>
      moveToTrash(sp as unknown as Db, entry.entity as TrashEntity, Number(entry.entityId)),
    );
  } catch (err) {
    if (pgCode(err) !== '23503') throw err;
    throw new Conflict(
      `The ${entry.entity} ${entry.entityId} this change set created now has records added since under it. Nothing was reverted.`,
    );
  }
}

/** Reverts change set `id` as `role`: its new change set's id and how many records it changed back. */
export async function revertChangeSet(
  db: Db,
  id: string,
  role: Role,
  options: RevertOptions = {},
): Promise<{ change_set_id: string; count: number; changed: number }> {
  const creates = options.creates === true;
  const isCreate = (e: Entry) => creates && e.action === 'create';
  try {
    return await db.transaction(async (tx) => {
      const entries = await tx
        .select()
        .from(auditEntries)
        .where(eq(auditEntries.changeSetId, id))
        .orderBy(desc(auditEntries.id));
      if (entries.length === 0) throw new NotFound(BULK_MESSAGES.emptySet);
      for (const entry of entries) assertRevertable(entry, role, creates);

      // Every field changed since, of every record, is said at once; nothing is written then.
      const currents = new Map<number, Values>();
      const stale: Record<string, string[]> = {};
      for (const entry of entries.filter(isCreate)) {
        if (await changedAfter(tx, entry))
          stale[`${entry.entity} ${entry.entityId}`] = [
            'It was created by this change set and has been changed since.',
          ];
      }
      for (const entry of entries.filter((e) => isUpdate(e) || isCreate(e))) {
        const [key] = Object.keys(entry.rowKey);
        const current = await currentRow(tx, entry.tableName, key, entry.rowKey);
        if (!current) throw new Conflict(`${REVERT_MESSAGES.gone} Nothing was reverted.`);
        currents.set(entry.id, current);
        for (const [field, change] of Object.entries(entry.changes)) {
          const child = childPart(entry.tableName, field);
          const now = child
            ? await child.part.current(tx, Number(entry.rowKey[key]), child.key)
            : current[field];
          if (isDeepStrictEqual(now, change.to)) continue;
          stale[`${entry.entity} ${entry.entityId}: ${field}`] = [
            `It is now ${quoted(now)}; this change set it to ${quoted(change.to)}.`,
          ];
        }
      }
      if (Object.keys(stale).length > 0) {
        const said = Object.entries(stale)
          .slice(0, 5)
          .map(([where, [text]]) => `${where}. ${text}`)
          .join(' ');
        throw new HttpError(409, `Changed since this change set: ${said} Nothing was reverted.`, stale);
      }

      const [{ cs }] = rowsOf<{ cs: string }>(
        await tx.execute(sql`select set_config('app.change_set_id', gen_random_uuid()::text, true) as cs`),
      );
      // Newest first: a record changed twice in the set ends as it was before the first change.
      for (const entry of entries) {
        if (entry.action === 'delete') {
          await restoreInTransaction(tx, await trashItemOf(tx, entry));
          continue;
        }
        if (isCreate(entry)) {
          await trashCreated(tx, entry);
          continue;
        }
        const [key] = Object.keys(entry.rowKey);
        const back = Object.entries(entry.changes).map(([f, c]) => [f, c.from ?? null] as const);
        const values = Object.fromEntries(back.filter(([f]) => !childPart(entry.tableName, f)));
        const current = currents.get(entry.id)!;
        await tx.execute(
          sql`select set_config('app.audit_action', 'revert', true), set_config('app.revert_of', ${String(entry.id)}, true)`,
        );
        const table = REVERTABLE[entry.tableName];
        const rowId = Number(entry.rowKey[key]);
        // Only parts changed (an import that set stock alone): the record's own row is not written.
        if (Object.keys(values).length > 0) {
          if (table.apply) await table.apply(tx, rowId, values, current);
          else await writeBack(tx, entry.tableName, key, entry.rowKey, values, current);
          await table.after?.(tx, rowId, values, current);
        }
        // The trigger records a part's write as the record's `update`, merged into the revert's
        // own entry of the record when its row was written too.
        for (const [field, value] of back) {
          const child = childPart(entry.tableName, field);
          if (child) await child.part.write(tx, rowId, child.key, value);
        }
      }
      await options.within?.(tx, cs);
      return { change_set_id: cs, count: entries.length, changed: entries.length };
    });
  } catch (err) {
    const code = pgCode(err);
    if (code === '23505') throw new Conflict(REVERT_MESSAGES.taken);
    if (code === '23503') throw new Conflict(REVERT_MESSAGES.missingReference);
    throw err;
  }
}
