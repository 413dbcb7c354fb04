import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

// A record's parts the trail keeps as fields "<part>.<key>" of the record's own entry (migration
// 0024: a child row's value is the row without its keys). A change set's revert puts back only the
// parts named here, each through its own table; any other part refuses the revert as before.
// A variant's stock at a branch (`availability.<branch id>`, §28) is one: an import that changed
// stock can then be undone like every other field (docs/product.md §27.3).

interface ChildPart {
  /** The part now, as the trigger records it (null: no row). Locked until the revert commits. */
  current(tx: Db, parentId: number, key: string): Promise<unknown>;
  /** Writes the part back to `value`; null removes its row. */
  write(tx: Db, parentId: number, key: string, value: unknown): Promise<void>;
}

/** The row without its keys, exactly as ironsite_audit_child_value records it. */
const AVAILABILITY_KEYS = sql`array['id', 'variant_id', 'branch_id', 'created_at', 'updated_at']`;

const availability: ChildPart = {
  async current(tx, variantId, branch) {
    const res = await tx.execute(sql`
      select to_jsonb(a) - ${AVAILABILITY_KEYS}::text[] as value from variant_availability a
      where a.variant_id = ${variantId} and a.branch_id = ${Number(branch)}
      for update`);
    return rowsOf<{ value: unknown }>(res)[0]?.value ?? null;
  },
  // The entry as it was, its confirmation date included: the undo puts back what was known then,
  // not a fresh confirmation (the variant editor's save confirms now; a revert is not a save).
  async write(tx, variantId, branch, value) {
    if (value === null) {
      await tx.execute(
        sql`delete from variant_availability where variant_id = ${variantId} and branch_id = ${Number(branch)}`,
      );
      return;
    }
    await tx.execute(sql`
      insert into variant_availability (variant_id, branch_id, status, quantity, expected_at, confirmed_at)
      select ${variantId}, ${Number(branch)}, r.status, r.quantity, r.expected_at, r.confirmed_at
      from jsonb_populate_record(null::variant_availability, ${JSON.stringify(value)}::jsonb) r
      on conflict (variant_id, branch_id) do update set status = excluded.status,
        quantity = excluded.quantity, expected_at = excluded.expected_at, confirmed_at = excluded.confirmed_at`);
  },
};

/** The parts a revert writes back, by the entry's table and the field's prefix. */
const PARTS: Record<string, Record<string, ChildPart>> = {
  variants: { availability },
};

/** The part a field "<part>.<key>" of an entry on `table` names, when a revert can write it back. */
export function childPart(table: string, field: string): { part: ChildPart; key: string } | null {
  const dot = field.indexOf('.');
  if (dot < 0) return null;
  const part = PARTS[table]?.[field.slice(0, dot)];
  const key = field.slice(dot + 1);
  return part && /^\d{1,9}$/.test(key) ? { part, key } : null;
}
