import { asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  categories,
  parameters,
  products,
  type TechGroup,
  type variantSpecs,
  variants,
} from '../../db/schema';
import { ValidationFailed } from '../../errors';
import { type DictEntry as CachedEntry, dictionaryColumns } from './dictionary-cache';
import { readSpecValue } from './parse-value';

// The parsed copy of each variant's specifications (docs/product.md §17, decision 020): every row of
// technical_parameters is matched to a dictionary entry and its value stored in SI units in
// variant_specs, which the spec filters, facets and sorts read.

/** What matching a name and reading a value need of a dictionary entry. */
export type DictEntry = Pick<
  CachedEntry,
  | 'id'
  | 'key'
  | 'name'
  | 'aliases'
  | 'kind'
  | 'metricUnit'
  | 'imperialUnit'
  | 'decimals'
  | 'categories'
  | 'position'
>;

/** Names compare without regard to case or runs of white space. */
export const normName = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/** The same normalisation in SQL, for finding rows by name. */
export const normNameSql = (column: unknown) =>
  sql`lower(regexp_replace(btrim(${column}), '\\s+', ' ', 'g'))`;

export const namesOf = (p: { key: string; name: string; aliases: string[] }) => [
  ...new Set([p.key, p.name, ...p.aliases].map(normName)),
];

/**
 * Which entry a row belongs to. Category scoping decides between entries that share a name (an
 * asphalt plant's "Mixer Capacity" is a mass, a batching plant's a volume): an entry scoped to the
 * variant's category wins, then an unscoped one, then any. A name only one entry has always matches
 * it, so a machine in a new category is still indexed; scoping otherwise only limits the filters.
 */
export class Matcher {
  private readonly byKey = new Map<string, DictEntry>();
  private readonly byName = new Map<string, DictEntry[]>();

  constructor(entries: DictEntry[]) {
    for (const e of [...entries].sort((a, b) => a.position - b.position || a.id - b.id)) {
      this.byKey.set(e.key, e);
      for (const name of namesOf(e)) this.byName.set(name, [...(this.byName.get(name) ?? []), e]);
    }
  }

  entryByKey(key: string) {
    return this.byKey.get(key);
  }

  match(name: string, parameterKey: string | undefined, category: string | null): DictEntry | undefined {
    const byKey = parameterKey ? this.byKey.get(parameterKey) : undefined;
    if (byKey) return byKey;
    const candidates = this.byName.get(normName(name));
    if (!candidates) return undefined;
    const cat = category ? normName(category) : null;
    return (
      candidates.find((e) => cat !== null && e.categories.some((c) => normName(c) === cat)) ??
      candidates.find((e) => e.categories.length === 0) ??
      candidates[0]
    );
  }
}

export async function loadMatcher(db: Db): Promise<Matcher> {
  return new Matcher(await db.select(dictionaryColumns).from(parameters));
}

type SpecRow = typeof variantSpecs.$inferInsert;

/** One row's reading: what variant_specs stores beside the published name and value. */
export function readRow(entry: DictEntry | undefined, value: string) {
  if (!entry) return { parameterId: null, status: 'unmatched' as const };
  const reading = readSpecValue(value, entry.kind, { metricUnit: entry.metricUnit });
  const base = { parameterId: entry.id, status: reading.status };
  if (reading.status === 'number') return { ...base, siMin: reading.siMin, siMax: reading.siMax };
  if (reading.status === 'text') return { ...base, textValue: reading.textValue };
  return { ...base, suggestion: reading.suggestion ?? null };
}

/**
 * A reading's columns as the JSON record the bulk statements of variant_specs read (this file's
 * insert, reread.ts's update): absent readings are nulls.
 */
export const readingColumns = (r: {
  parameterId?: number | null;
  status: string;
  siMin?: number | null;
  siMax?: number | null;
  textValue?: string | null;
  suggestion?: string | null;
}) => ({
  parameter_id: r.parameterId ?? null,
  status: r.status,
  si_min: r.siMin ?? null,
  si_max: r.siMax ?? null,
  text_value: r.textValue ?? null,
  suggestion: r.suggestion ?? null,
});

/** The variant_specs rows of one variant's published groups. */
function specRows(variantId: number, groups: TechGroup[], category: string | null, matcher: Matcher) {
  const rows: SpecRow[] = [];
  for (const group of groups) {
    for (const spec of group.specifications) {
      const entry = matcher.match(spec.key, spec.parameter_key, category);
      rows.push({
        variantId,
        position: rows.length,
        groupName: group.category,
        name: spec.key,
        value: spec.value,
        ...readRow(entry, spec.value),
      });
    }
  }
  return rows;
}

const CHUNK = 20_000;

/** The JSON records' columns, as the bulk statements of variant_specs read them. */
const RECORD = sql`x(variant_id int, position int, parameter_id int, group_name text, name text, value text,
  status text, si_min float8, si_max float8, text_value text, suggestion text)`;

const jsonOf = (rows: SpecRow[]) =>
  JSON.stringify(
    rows.map((r) => ({
      variant_id: r.variantId,
      position: r.position,
      group_name: r.groupName,
      name: r.name,
      value: r.value,
      ...readingColumns(r),
    })),
  );

/**
 * Makes the variants' rows `rows`, touching only those that differ: a row already stored as wanted
 * stays, so the triggers (the listed summary's recount, decision 035) count again only the
 * parameters whose rows changed, not every parameter of every variant saved. One statement a chunk:
 * a row that differs is updated in place (ON CONFLICT), a new one inserted and the positions past a
 * variant's last row deleted, so the recount runs once for what changed rather than after a delete
 * and again after each insert. Rows as one JSON parameter: far quicker than a statement with 11 bind
 * parameters a row. A variant's rows are never split between chunks (the delete counts them).
 */
async function replaceSpecRows(db: Db, variantIds: number[], rows: SpecRow[]) {
  const byVariant = new Map<number, SpecRow[]>(variantIds.map((id) => [id, []]));
  for (const r of rows) byVariant.get(r.variantId)?.push(r);
  let ids: number[] = [];
  let chunk: SpecRow[] = [];
  for (const [id, own] of byVariant) {
    ids.push(id);
    chunk.push(...own);
    if (chunk.length < CHUNK) continue;
    await writeSpecRows(db, ids, chunk);
    ids = [];
    chunk = [];
  }
  if (ids.length > 0) await writeSpecRows(db, ids, chunk);
}

/** `rows`: every row of the variants `ids`, positions 0… in order (`specRows`). */
async function writeSpecRows(db: Db, ids: number[], rows: SpecRow[]) {
  await db.execute(sql`with wanted as materialized (select * from jsonb_to_recordset(${jsonOf(rows)}::jsonb) as ${RECORD}),
    gone as (
      delete from variant_specs s
      using unnest(${`{${ids.join(',')}}`}::int[]) as u(id)
        left join (select variant_id, count(*) as n from wanted group by variant_id) w on w.variant_id = u.id
      where s.variant_id = u.id and s.position >= coalesce(w.n, 0))
    insert into variant_specs (variant_id, position, parameter_id, group_name, name, value, status, si_min,
        si_max, text_value, suggestion)
      select x.variant_id, x.position, x.parameter_id, x.group_name, x.name, x.value, x.status, x.si_min,
          x.si_max, x.text_value, x.suggestion
        from wanted x
        where not exists (select 1 from variant_specs s where s.variant_id = x.variant_id and s.position = x.position
          and (x.parameter_id, x.group_name, x.name, x.value, x.status, x.si_min, x.si_max, x.text_value, x.suggestion)
            is not distinct from (s.parameter_id, s.group_name, s.name, s.value, s.status, s.si_min, s.si_max,
              s.text_value, s.suggestion))
    on conflict (variant_id, position) do update set parameter_id = excluded.parameter_id,
      group_name = excluded.group_name, name = excluded.name, value = excluded.value, status = excluded.status,
      si_min = excluded.si_min, si_max = excluded.si_max, text_value = excluded.text_value,
      suggestion = excluded.suggestion`);
}

/**
 * Replaces the variant_specs rows of these variants from their technical_parameters. Pass a
 * transaction to make it part of the variant's save; the matcher may be shared by a batch run.
 * `written`: the specifications a save has just written, by variant, which are then not read back.
 */
export async function indexVariantSpecs(
  db: Db,
  variantIds: number[],
  matcher?: Matcher,
  written?: Map<number, TechGroup[]>,
): Promise<void> {
  if (variantIds.length === 0) return;
  const dict = matcher ?? (await loadMatcher(db));
  const given = `{${[...(written?.keys() ?? [])].join(',')}}`;
  const groups = written?.size
    ? sql<TechGroup[] | null>`case when ${variants.id} = any(${given}::int[]) then null
        else ${variants.technicalParameters} end`
    : variants.technicalParameters;
  const found = await db
    .select({ id: variants.id, groups, category: categories.name })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(variants.id, variantIds))
    // One writer of a variant's rows at a time: a save and a backfill batch never insert the same rows.
    .for('update', { of: variants });
  const rows = found.flatMap((v) => specRows(v.id, written?.get(v.id) ?? v.groups ?? [], v.category, dict));
  await replaceSpecRows(db, variantIds, rows);
}

const BATCH = 500;

/** Indexes the given variants (or every variant) in batches, each batch in its own transaction. */
async function indexInBatches(db: Db, ids: number[]) {
  const matcher = await loadMatcher(db);
  for (let i = 0; i < ids.length; i += BATCH) {
    const batch = ids.slice(i, i + BATCH);
    await db.transaction((tx) => indexVariantSpecs(tx, batch, matcher));
  }
}

/** Every variant, in batches of 500 read by id (keyset), so memory stays flat on a large catalogue. */
export async function reindexAllSpecs(db: Db): Promise<number> {
  const matcher = await loadMatcher(db);
  let last = 0;
  let total = 0;
  for (;;) {
    const batch = await db
      .select({ id: variants.id })
      .from(variants)
      .where(gt(variants.id, last))
      .orderBy(asc(variants.id))
      .limit(BATCH);
    if (batch.length === 0) return total;
    const ids = batch.map((b) => b.id);
    await db.transaction((tx) => indexVariantSpecs(tx, ids, matcher));
    last = ids[ids.length - 1];
    total += ids.length;
  }
}

/**
 * Start-up backfill: variants with specifications but no variant_specs rows (saved before the
 * dictionary existed, or written behind the API's back) are indexed. Cheap when there are none.
 */
export async function backfillSpecs(db: Db): Promise<number> {
  const res = await db.execute(sql`select v.id from variants v
    where v.technical_parameters @? '$[*].specifications[*]'
      and not exists (select 1 from variant_specs s where s.variant_id = v.id)
    order by v.id`);
  const ids = rowsOf<{ id: number }>(res).map((r) => Number(r.id));
  await indexInBatches(db, ids);
  return ids.length;
}

/**
 * Rows sent with a parameter key: the key must be in the dictionary, and a row sent without a
 * name takes the dictionary's name (docs/product.md §17). Unknown keys are the field's 422.
 */
export async function resolveParameterKeys(db: Db, groups: TechGroup[]): Promise<TechGroup[]> {
  return nameParameterKeys(groups, await parameterNames(db, [groups]));
}

/** The dictionary's name of each parameter key these sets of groups send (one statement for all). */
export async function parameterNames(db: Db, sets: TechGroup[][]): Promise<Map<string, string>> {
  const keys = [
    ...new Set(
      sets.flatMap((groups) => groups.flatMap((g) => g.specifications.flatMap((s) => s.parameter_key ?? []))),
    ),
  ];
  if (keys.length === 0) return new Map();
  const known = await db
    .select({ key: parameters.key, name: parameters.name })
    .from(parameters)
    .where(inArray(parameters.key, keys));
  return new Map(known.map((k) => [k.key, k.name]));
}

/** resolveParameterKeys with the names already read (`parameterNames`). */
export function nameParameterKeys(groups: TechGroup[], names: Map<string, string>): TechGroup[] {
  const keys = [...new Set(groups.flatMap((g) => g.specifications.flatMap((s) => s.parameter_key ?? [])))];
  if (keys.length === 0) return groups;
  const unknown = keys.filter((k) => !names.has(k));
  if (unknown.length > 0) {
    throw new ValidationFailed({
      technical_parameters: unknown.map((k) => `"${k}" is not a parameter of the dictionary.`),
    });
  }
  return groups.map((g) => ({
    ...g,
    specifications: g.specifications.map((s) =>
      s.parameter_key && !s.key ? { ...s, key: names.get(s.parameter_key)! } : s,
    ),
  }));
}
