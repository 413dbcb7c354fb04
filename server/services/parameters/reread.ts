import { inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { variantSpecs } from '../../db/schema';
import { loadMatcher, normNameSql, readingColumns, readRow } from './spec-index';

// A dictionary edit re-reads only the variant_specs rows it can change (docs/product.md §17): rows
// matched to the entries edited, and rows published under one of their names. Rows are updated in
// place, so an edit of a parameter used by tens of thousands of variants stays a few statements.

export interface RowRef {
  v: number;
  p: number;
}

const CHUNK = 5000;

/** The rows an edit of these entries (ids) or of these names (normalised) can move. */
export async function affectedRows(db: Db, ids: number[], names: string[]): Promise<RowRef[]> {
  const conditions = [
    ids.length > 0 ? inArray(variantSpecs.parameterId, ids) : undefined,
    names.length > 0 ? inArray(normNameSql(variantSpecs.name), names) : undefined,
  ].filter(Boolean) as SQL[];
  if (conditions.length === 0) return [];
  const rows = await db
    .select({ v: variantSpecs.variantId, p: variantSpecs.position })
    .from(variantSpecs)
    .where(or(...conditions));
  return rows;
}

interface Stored {
  variant_id: number;
  position: number;
  name: string;
  value: string;
  category: string | null;
  parameter_key: string | null;
}

/** Reads the rows again against the dictionary as it is now, and updates them where they are. */
export async function rereadRows(db: Db, refs: RowRef[]): Promise<void> {
  if (refs.length === 0) return;
  const matcher = await loadMatcher(db);
  for (let i = 0; i < refs.length; i += CHUNK) {
    const chunk = JSON.stringify(refs.slice(i, i + CHUNK));
    // The key a row was saved with lives in technical_parameters, at the row's place in publish order.
    const stored = rowsOf<Stored>(
      await db.execute(sql`select s.variant_id, s.position, s.name, s.value, c.name as category,
          case when v.technical_parameters @? '$[*].specifications[*].parameter_key' then (
            select t.spec->>'parameter_key'
            from jsonb_array_elements(v.technical_parameters) with ordinality g(grp, gi)
              cross join lateral jsonb_array_elements(g.grp->'specifications') with ordinality t(spec, si)
            order by g.gi, t.si offset s.position limit 1) end as parameter_key
        from jsonb_to_recordset(${chunk}::jsonb) as r(v int, p int)
          join variant_specs s on s.variant_id = r.v and s.position = r.p
          join variants v on v.id = s.variant_id
          join products pr on pr.id = v.product_id
          join categories c on c.id = pr.category_id`),
    );
    const updates = stored.map((row) => ({
      variant_id: Number(row.variant_id),
      position: Number(row.position),
      ...readingColumns(
        readRow(matcher.match(row.name, row.parameter_key ?? undefined, row.category), row.value),
      ),
    }));
    if (updates.length === 0) continue;
    await db.execute(sql`update variant_specs s set parameter_id = x.parameter_id, status = x.status,
        si_min = x.si_min, si_max = x.si_max, text_value = x.text_value, suggestion = x.suggestion
      from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as x(variant_id int, position int,
        parameter_id int, status text, si_min float8, si_max float8, text_value text, suggestion text)
      where s.variant_id = x.variant_id and s.position = x.position`);
  }
}
