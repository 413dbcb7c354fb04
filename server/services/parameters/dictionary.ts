import { asc, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { KIND_UNITS } from '#common/quantity-kinds';
import { paginate } from '#common/schemas/pagination';
import type { Parameter, ParameterInput, ParameterListQuery } from '#common/schemas/parameters';
import type { Db } from '../../db/client';
import { parameters, variantSpecs } from '../../db/schema';
import { NotFound, ValidationFailed } from '../../errors';
import { containsAny } from '../catalog/sql-filters';
import { guardUnique } from '../guard-unique';
import { affectedRows, rereadRows } from './reread';
import { namesOf, normName } from './spec-index';
import { rekeyStoredRows } from './stored-keys';

// The parameter dictionary's admin side (docs/product.md §17): list, get, create, update, delete.
// Every change re-reads the specifications it can affect, in the same transaction.

export type ParameterRow = typeof parameters.$inferSelect;
const PARAMETER_NOT_FOUND = 'Parameter not found.';
const DUPLICATE = { key: ['A parameter with this key already exists.'] };
const REVIEW_SQL = sql`status in ('unparsed', 'unit_mismatch')`;

function toParameter(row: ParameterRow, counts?: { usage: number; review: number }): Parameter {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    aliases: row.aliases,
    kind: row.kind,
    si_unit: KIND_UNITS[row.kind].si,
    metric_unit: row.metricUnit,
    imperial_unit: row.imperialUnit,
    decimals: row.decimals,
    better: row.better,
    categories: row.categories,
    filterable: row.filterable,
    position: row.position,
    ...(counts && { usage: counts.usage, review: counts.review }),
  };
}

/** Variants using each parameter, and rows of each waiting in the review list. */
async function countsOf(db: Db, ids: number[]) {
  const counts = new Map<number, { usage: number; review: number }>();
  if (ids.length === 0) return counts;
  const rows = await db
    .select({
      id: variantSpecs.parameterId,
      usage: sql<number>`count(distinct ${variantSpecs.variantId})::int`,
      review: sql<number>`(count(*) filter (where ${REVIEW_SQL}))::int`,
    })
    .from(variantSpecs)
    .where(inArray(variantSpecs.parameterId, ids))
    .groupBy(variantSpecs.parameterId);
  for (const r of rows) counts.set(Number(r.id), { usage: Number(r.usage), review: Number(r.review) });
  return counts;
}

const withCounts = async (db: Db, rows: ParameterRow[]) => {
  const counts = await countsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toParameter(r, counts.get(r.id) ?? { usage: 0, review: 0 }));
};

/** Search matches the key, the name or an alias; all=true answers every entry on one page. */
export async function listParameters(db: Db, q: ParameterListQuery) {
  const where = q.search
    ? or(containsAny(q.search, [parameters.key, parameters.name]), aliasContains(q.search))
    : undefined;
  const [{ total }] = await db.select({ total: count() }).from(parameters).where(where);
  const perPage = q.all ? Math.max(1, total) : q.per_page;
  const page = q.all ? 1 : q.page;
  const rows = await db
    .select()
    .from(parameters)
    .where(where)
    .orderBy(asc(parameters.position), asc(parameters.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return paginate(await withCounts(db, rows), total, page, perPage);
}

function aliasContains(term: string): SQL {
  const pattern = `%${term.replace(/[\\%_]/g, '\\$&')}%`;
  return sql`exists (select 1 from jsonb_array_elements_text(${parameters.aliases}) a where a ilike ${pattern})`;
}

export async function findParameter(db: Db, id: number): Promise<ParameterRow> {
  const [row] = await db.select().from(parameters).where(eq(parameters.id, id));
  if (!row) throw new NotFound(PARAMETER_NOT_FOUND);
  return row;
}

export async function getParameter(db: Db, id: number): Promise<Parameter> {
  const [row] = await withCounts(db, [await findParameter(db, id)]);
  return row;
}

const scopesOverlap = (a: string[], b: string[]) =>
  a.length === 0 || b.length === 0 || a.some((x) => b.some((y) => normName(x) === normName(y)));

/**
 * A name or alias another entry already answers to, in an overlapping category scope, would make
 * matching ambiguous; in disjoint scopes it is how one name means two things (docs/product.md §17).
 */
async function assertNamesFree(db: Db, input: ParameterInput, exceptId?: number) {
  const others = (await db.select().from(parameters)).filter((p) => p.id !== exceptId);
  if (others.some((p) => p.key === input.key)) throw new ValidationFailed(DUPLICATE);
  const errors: Record<string, string[]> = {};
  const mine = namesOf({ key: input.key, name: input.name, aliases: [] });
  for (const other of others) {
    if (!scopesOverlap(input.categories, other.categories)) continue;
    const theirs = new Set(namesOf(other));
    for (const [field, names] of [
      ['name', mine],
      ['aliases', input.aliases.map(normName)],
    ] as const) {
      const clash = names.find((n) => theirs.has(n));
      if (clash && !errors[field]) {
        errors[field] = [`"${clash}" is already a name of the parameter "${other.name}" (${other.key}).`];
      }
    }
  }
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
}

/** Display units default to the kind's first ones (common/quantity-kinds.ts). */
const columnsOf = (input: ParameterInput) => ({
  key: input.key,
  name: input.name,
  aliases: input.aliases,
  kind: input.kind,
  metricUnit: input.metric_unit ?? KIND_UNITS[input.kind].metric[0] ?? null,
  imperialUnit: input.imperial_unit ?? KIND_UNITS[input.kind].imperial[0] ?? null,
  decimals: input.decimals,
  better: input.better ?? null,
  categories: input.categories,
  filterable: input.filterable,
  position: input.position,
});

export async function createParameter(db: Db, input: ParameterInput): Promise<Parameter> {
  const row = await db.transaction(async (tx) => {
    await assertNamesFree(tx, input);
    const [created] = await guardUnique(
      tx.insert(parameters).values(columnsOf(input)).returning(),
      DUPLICATE,
    );
    await rereadRows(tx, await affectedRows(tx, [], namesOf(created)));
    return created;
  });
  return getParameter(db, row.id);
}

/** Whether the entry's own rows may read differently: kind, default unit or category scope changed. */
const readsChange = (current: ParameterRow, input: ParameterInput) =>
  current.kind !== input.kind ||
  current.metricUnit !== columnsOf(input).metricUnit ||
  JSON.stringify(current.categories) !== JSON.stringify(input.categories);

/** Names it gained or lost: rows published under them may move to or from it. */
function changedNames(current: ParameterRow, input: ParameterInput) {
  const before = new Set(namesOf(current));
  const after = new Set(namesOf(input));
  return [...before, ...after].filter((n) => !before.has(n) || !after.has(n));
}

export async function updateParameter(db: Db, id: number, input: ParameterInput): Promise<Parameter> {
  await db.transaction(async (tx) => {
    const current = await findParameter(tx, id);
    await assertNamesFree(tx, input, id);
    const affected = await affectedRows(
      tx,
      readsChange(current, input) ? [id] : [],
      changedNames(current, input),
    );
    await guardUnique(
      tx
        .update(parameters)
        .set({ ...columnsOf(input), updatedAt: new Date() })
        .where(eq(parameters.id, id)),
      DUPLICATE,
    );
    await rekeyStoredRows(tx, current.key, input.key);
    await rereadRows(tx, affected);
  });
  return getParameter(db, id);
}

/** Its rows are read again: matched to another entry by name, or left unmatched. */
export async function deleteParameter(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findParameter(tx, id);
    const affected = await affectedRows(tx, [id], namesOf(current));
    await tx.delete(parameters).where(eq(parameters.id, id));
    await rekeyStoredRows(tx, current.key, null);
    await rereadRows(tx, affected);
  });
}
