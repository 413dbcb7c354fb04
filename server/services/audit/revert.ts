import { isDeepStrictEqual } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { can, type Role } from '#common/permissions';
import { pgCode } from '#common/pg-errors';
import {
  AUDIT_ENTITY_ACCESS,
  type AuditChanges,
  type AuditEntity,
  type AuditEntry,
  REVERT_MESSAGES,
} from '#common/schemas/audit';
import type { ParameterInput } from '#common/schemas/parameters';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { auditEntries, products, variants } from '../../db/schema';
import { Conflict, HttpError, NotFound } from '../../errors';
import { updateParameter } from '../parameters/dictionary';
import { indexVariantSpecs } from '../parameters/spec-index';
import { roleForbidden, toEntry } from './trail';

// Revert (docs/product.md §26, decision 060): an update's "before" values written back as a new
// change, audited as `revert` by the same triggers, in one transaction that refuses (409) when a
// field changed since. The values go back through the table's row; what a service does beside
// the row on a save (a category's products follow its brand, a variant's specification rows are
// read again, a parameter's stored keys follow it) is done here too, per table.

type Values = Record<string, unknown>;
type Current = Values;

interface Revertable {
  /** Writes `values` (columns → before values) back to the row whose key is `id`. */
  apply?: (tx: Db, id: number, values: Values, current: Current) => Promise<void>;
  /** Done after the row is written (the service's side effects of a save). */
  after?: (tx: Db, id: number, values: Values, current: Current) => Promise<void>;
}

const rereadSpecsOf = async (tx: Db, variantIds: number[]) => {
  if (variantIds.length > 0) await indexVariantSpecs(tx, variantIds);
};
const variantIdsOfProducts = async (tx: Db, where: ReturnType<typeof eq>) =>
  (
    await tx
      .select({ id: variants.id })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(where)
  ).map((v) => v.id);

/** The tables an entry may be reverted on; any other is refused. */
export const REVERTABLE: Record<string, Revertable> = {
  brands: {},
  branches: {},
  news: {},
  settings: {},
  lead_desk: {},
  holidays: {},
  lead_rules: {},
  reply_templates: {},
  categories: {
    async after(tx, id, values) {
      if ('brand_id' in values) {
        await tx
          .update(products)
          .set({ brandId: values.brand_id as number, updatedAt: new Date() })
          .where(eq(products.categoryId, id));
      }
      if ('name' in values)
        await rereadSpecsOf(tx, await variantIdsOfProducts(tx, eq(products.categoryId, id)));
    },
  },
  products: {
    async after(tx, id, values) {
      if ('category_id' in values)
        await rereadSpecsOf(tx, await variantIdsOfProducts(tx, eq(products.id, id)));
    },
  },
  variants: {
    async after(tx, id, values) {
      if ('technical_parameters' in values || 'product_id' in values) await rereadSpecsOf(tx, [id]);
    },
  },
  parameters: {
    // The dictionary's own update: stored keys and every affected specification row follow.
    async apply(tx, id, values, current) {
      const row = { ...current, ...values } as Values;
      const input = Object.fromEntries(
        [
          'key',
          'name',
          'aliases',
          'kind',
          'metric_unit',
          'imperial_unit',
          'decimals',
          'better',
          'categories',
          'filterable',
          'position',
        ].map((k) => [k, row[k]]),
      ) as ParameterInput;
      await updateParameter(tx, id, input);
    },
  },
};

export const quoted = (value: unknown) => (value === undefined ? 'nothing' : JSON.stringify(value));

/** 409 naming each field that changed since, with its value now and the value this entry set. */
function changedSince(changes: AuditChanges, current: Current) {
  const stale = Object.entries(changes).filter(
    ([field, change]) => !isDeepStrictEqual(current[field], change.to),
  );
  if (stale.length === 0) return;
  const errors = Object.fromEntries(
    stale.map(([field, change]) => [
      field,
      [`It is now ${quoted(current[field])}; this change set it to ${quoted(change.to)}.`],
    ]),
  );
  const said = stale
    .map(([field, change]) => `${field} is now ${quoted(current[field])}, not ${quoted(change.to)}`)
    .join('; ');
  throw new HttpError(409, `Changed since this entry: ${said}. Nothing was reverted.`, errors);
}

const ident = (name: string) => sql.identifier(name);

export async function currentRow(
  tx: Db,
  table: string,
  key: string,
  rowKey: Values,
): Promise<Current | undefined> {
  const res = await tx.execute(sql`
    select to_jsonb(t) as row from ${ident(table)} t
    where t.${ident(key)} = (jsonb_populate_record(null::${ident(table)}, ${JSON.stringify(rowKey)}::jsonb)).${ident(key)}
    for update`);
  return rowsOf<{ row: Current }>(res)[0]?.row;
}

export async function writeBack(
  tx: Db,
  table: string,
  key: string,
  rowKey: Values,
  values: Values,
  current: Current,
) {
  const columns = Object.keys(values);
  const sets = columns.map((c) => sql`${ident(c)} = r.${ident(c)}`);
  if ('updated_at' in current) sets.push(sql`updated_at = now()`);
  await tx.execute(sql`
    update ${ident(table)} t set ${sql.join(sets, sql`, `)}
    from jsonb_populate_record(null::${ident(table)}, ${JSON.stringify(values)}::jsonb) r
    where t.${ident(key)} = (jsonb_populate_record(null::${ident(table)}, ${JSON.stringify(rowKey)}::jsonb)).${ident(key)}`);
}

/** Reverts entry `id` as `by`, answering the revert's own entry. */
export async function revertEntry(db: Db, id: number, role: Role): Promise<AuditEntry> {
  try {
    return await db.transaction(async (tx) => {
      const [entry] = await tx.select().from(auditEntries).where(eq(auditEntries.id, id));
      const access = entry && AUDIT_ENTITY_ACCESS[entry.entity as AuditEntity];
      if (!entry || !access || !can(role, access.read)) throw new NotFound('Audit entry not found.');
      if (!access.write || !can(role, access.write)) {
        if (access.write) throw roleForbidden();
        throw new HttpError(422, REVERT_MESSAGES.notRevertable);
      }
      if (entry.action !== 'update' && entry.action !== 'revert')
        throw new HttpError(422, REVERT_MESSAGES.notUpdate);
      const table = REVERTABLE[entry.tableName];
      const fields = Object.keys(entry.changes);
      if (!table || fields.some((f) => f.includes('.')))
        throw new HttpError(422, REVERT_MESSAGES.notRevertable);
      if (fields.some((f) => entry.changes[f].redacted)) throw new HttpError(422, REVERT_MESSAGES.redacted);
      const [key] = Object.keys(entry.rowKey);
      if (!key) throw new HttpError(422, REVERT_MESSAGES.notRevertable);

      const current = await currentRow(tx, entry.tableName, key, entry.rowKey);
      if (!current) throw new Conflict(REVERT_MESSAGES.gone);
      changedSince(entry.changes, current);

      const values = Object.fromEntries(fields.map((f) => [f, entry.changes[f].from ?? null]));
      await tx.execute(
        sql`select set_config('app.audit_action', 'revert', true), set_config('app.revert_of', ${String(id)}, true)`,
      );
      const rowId = Number(entry.rowKey[key]);
      if (table.apply) await table.apply(tx, rowId, values, current);
      else await writeBack(tx, entry.tableName, key, entry.rowKey, values, current);
      await table.after?.(tx, rowId, values, current);

      const [written] = await tx
        .select()
        .from(auditEntries)
        .where(
          sql`${auditEntries.revertOf} = ${id} and ${auditEntries.changeSetId} = current_setting('app.change_set_id')::uuid`,
        )
        .orderBy(auditEntries.id)
        .limit(1);
      if (!written) throw new HttpError(422, REVERT_MESSAGES.notRevertable);
      return toEntry(written);
    });
  } catch (err) {
    const code = pgCode(err);
    if (code === '23505') throw new Conflict(REVERT_MESSAGES.taken);
    if (code === '23503') throw new Conflict(REVERT_MESSAGES.missingReference);
    throw err;
  }
}
