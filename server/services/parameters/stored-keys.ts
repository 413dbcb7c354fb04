import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

// Specification rows saved with a parameter key keep it in variants.technical_parameters
// (docs/product.md §17). When a key is renamed, merged away or deleted, those rows follow, so a
// variant sent back as it was read never names a key the dictionary no longer has.

/** Rewrites parameter_key `from` to `to` (null: drops it) in every variant; returns their ids. */
export async function rekeyStoredRows(db: Db, from: string, to: string | null): Promise<number[]> {
  if (from === to) return [];
  const replacement =
    to === null ? sql`s - 'parameter_key'` : sql`jsonb_set(s, '{parameter_key}', to_jsonb(${to}::text))`;
  const res = await db.execute(sql`update variants v set technical_parameters = (
      select coalesce(jsonb_agg(
        jsonb_set(g, '{specifications}', (
          select coalesce(jsonb_agg(case when s->>'parameter_key' = ${from} then ${replacement} else s end
            order by si), '[]'::jsonb)
          from jsonb_array_elements(g->'specifications') with ordinality as t(s, si)))
        order by gi), '[]'::jsonb)
      from jsonb_array_elements(v.technical_parameters) with ordinality as u(g, gi))
    where jsonb_path_exists(v.technical_parameters, '$[*].specifications[*] ? (@.parameter_key == $k)',
      jsonb_build_object('k', ${from}::text))
    returning v.id`);
  return rowsOf<{ id: number }>(res).map((r) => Number(r.id));
}
