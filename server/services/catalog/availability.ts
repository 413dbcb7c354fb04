import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  type AdminVariantAvailability,
  AVAILABILITY_MESSAGES,
  type BranchStockInput,
  type BranchStockRow,
  type VariantAvailabilityInput,
} from '#common/schemas/availability';
import type { PublicAvailability } from '#common/schemas/availability-public';
import type { AdminListQuery } from '#common/schemas/pagination';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { branches, products, settings, variantAvailability, variants } from '../../db/schema';
import { NotFound, ValidationFailed } from '../../errors';
import { listPage } from '../list-page';
import { searchMatch } from './search-match';

// Availability per variant and branch (docs/product.md §28 "Availability", decision 069). Every
// write sets confirmed_at to now; an entry is fresh while confirmed_at plus the Settings limit
// (availability_fresh_days) lies further ahead than KEPT_HORIZON, the longest any copy of a public
// answer lives (read cache 60 s, kept response 60 s, a CDN's 30 s plus 30 s stale): so no kept
// page or answer ever shows an expired claim as fresh, and the product page recomputes `fresh`
// from `fresh_until` in the browser. Audited by the trigger of migration 0027 (hand part).

const FRESH_DAYS_SETTING = 'availability_fresh_days';
const DEFAULT_FRESH_DAYS = 30;
const KEPT_HORIZON = sql`interval '5 minutes'`;
/** Rows per insert statement: 5 parameters each, far under PostgreSQL's 65,535. */
const CHUNK = 2_000;

/** The freshness limit in days, read inside the statement that needs it (no round trip). */
const freshDays = sql`coalesce((select case when ${settings.value} ~ '^[0-9]{1,4}$' then ${settings.value}::int end
  from ${settings} where ${settings.key} = ${FRESH_DAYS_SETTING}), ${DEFAULT_FRESH_DAYS})`;
const freshUntil = (confirmed: AnyPgColumn | SQL) => sql`(${confirmed} + ${freshDays} * interval '1 day')`;
/** True while the entry stays fresh for longer than any kept copy of an answer lives. */
const freshEntry = (confirmed: AnyPgColumn | SQL = variantAvailability.confirmedAt) =>
  sql`${freshUntil(confirmed)} > now() + ${KEPT_HORIZON}`;

/**
 * The listing's availability filter (one condition of its SQL filter engine, variant-listing.ts):
 * `in_stock` keeps variants with a fresh in-stock entry, `branch` those with a fresh entry at that
 * branch (in stock there too when both are given).
 */
export function availabilityFilter(
  q: { in_stock?: boolean; branch?: number },
  variantId: AnyPgColumn,
): SQL[] {
  if (!q.in_stock && q.branch === undefined) return [];
  const a = variantAvailability;
  return [
    sql`exists (select 1 from ${a} where ${a.variantId} = ${variantId} and ${and(
      q.in_stock ? eq(a.status, 'in_stock') : undefined,
      q.branch === undefined ? undefined : eq(a.branchId, q.branch),
      freshEntry(),
    )})`,
  ];
}

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

interface EntryRow {
  variant_id: number;
  branch_id: number;
  branch_name: string;
  status: 'in_stock' | 'on_order';
  quantity: number | null;
  expected_at: string | null;
  confirmed_at: Date | string;
  fresh_until: Date | string;
  fresh: boolean;
}

/** The public entries of these variants, by branch name; one statement for a whole page. */
async function publicAvailabilityOf(db: Db, ids: number[]): Promise<Map<number, PublicAvailability[]>> {
  const out = new Map<number, PublicAvailability[]>();
  if (ids.length === 0) return out;
  const a = variantAvailability;
  const res = await db.execute(sql`select ${a.variantId} as variant_id, ${a.branchId} as branch_id,
      ${branches.name} as branch_name, ${a.status} as status, ${a.quantity} as quantity,
      ${a.expectedAt}::text as expected_at, ${a.confirmedAt} as confirmed_at,
      ${freshUntil(a.confirmedAt)} as fresh_until, ${freshEntry()} as fresh
    from ${a} join ${branches} on ${branches.id} = ${a.branchId}
    where ${inArray(a.variantId, ids)}
    order by lower(${branches.name}), ${branches.id}`);
  for (const r of rowsOf<EntryRow>(res)) {
    const entry: PublicAvailability = {
      branch: { id: r.branch_id, name: r.branch_name },
      status: r.status,
      quantity: r.quantity,
      expected_at: r.expected_at,
      confirmed_at: iso(r.confirmed_at),
      fresh: r.fresh === true || String(r.fresh) === 't',
      fresh_until: iso(r.fresh_until),
    };
    const list = out.get(r.variant_id) ?? [];
    list.push(entry);
    out.set(r.variant_id, list);
  }
  return out;
}

/** Variants with their `availability` (an empty list: not stocked anywhere). */
export async function withAvailability<T extends { id: number }>(
  db: Db,
  rows: T[],
): Promise<(T & { availability: PublicAvailability[] })[]> {
  const byVariant = await publicAvailabilityOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, availability: byVariant.get(r.id) ?? [] }));
}

async function assertVariant(db: Db, id: number) {
  const [row] = await db.select({ id: variants.id }).from(variants).where(eq(variants.id, id));
  if (!row) throw new NotFound(AVAILABILITY_MESSAGES.variant);
}

async function assertBranch(db: Db, id: number) {
  const [row] = await db.select({ id: branches.id }).from(branches).where(eq(branches.id, id));
  if (!row) throw new NotFound(AVAILABILITY_MESSAGES.branch);
}

type Entry = { variantId: number; branchId: number } & Pick<
  VariantAvailabilityInput[number],
  'status' | 'quantity' | 'expected_at'
>;

/** 422 naming each row whose id does not exist (`3.variant_id`), before anything is written. */
async function assertIds(db: Db, entries: Entry[], field: 'branch_id' | 'variant_id') {
  if (entries.length === 0) return;
  const table = field === 'branch_id' ? branches : variants;
  const ids = entries.map((e) => (field === 'branch_id' ? e.branchId : e.variantId));
  const found = new Set(
    (await db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((r) => r.id),
  );
  const errors: Record<string, string[]> = {};
  ids.forEach((id, i) => {
    if (!found.has(id))
      errors[`${i}.${field}`] = [AVAILABILITY_MESSAGES[field === 'branch_id' ? 'branch' : 'variant']];
  });
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
}

/**
 * Writes the entries in one transaction once the ids of their other side (`checked`: the branches
 * of a variant's entries, the variants of a branch's) exist: `none` deletes, the rest upsert with
 * confirmed_at now.
 */
async function writeEntries(db: Db, entries: Entry[], checked: 'branch_id' | 'variant_id') {
  await assertIds(db, entries, checked);
  const kept = entries.filter((e) => e.status !== 'none');
  const gone = entries.filter((e) => e.status === 'none');
  const a = variantAvailability;
  await db.transaction(async (tx) => {
    for (let i = 0; i < gone.length; i += CHUNK) {
      const pairs = gone.slice(i, i + CHUNK).map((e) => sql`(${e.variantId}::int, ${e.branchId}::int)`);
      await tx.delete(a).where(sql`(${a.variantId}, ${a.branchId}) in (${sql.join(pairs, sql`, `)})`);
    }
    for (let i = 0; i < kept.length; i += CHUNK) {
      await tx
        .insert(a)
        .values(
          kept.slice(i, i + CHUNK).map((e) => ({
            variantId: e.variantId,
            branchId: e.branchId,
            status: e.status as 'in_stock' | 'on_order',
            quantity: e.status === 'in_stock' ? (e.quantity ?? null) : null,
            expectedAt: e.status === 'on_order' ? (e.expected_at ?? null) : null,
            confirmedAt: sql`now()`,
          })),
        )
        .onConflictDoUpdate({
          target: [a.variantId, a.branchId],
          set: {
            status: sql`excluded.status`,
            quantity: sql`excluded.quantity`,
            expectedAt: sql`excluded.expected_at`,
            confirmedAt: sql`excluded.confirmed_at`,
          },
        });
    }
  });
}

/** A variant's entries for its editor: every branch, `none` where it has no entry. */
export async function getVariantAvailability(db: Db, variantId: number): Promise<AdminVariantAvailability[]> {
  await assertVariant(db, variantId);
  const a = variantAvailability;
  const res =
    await db.execute(sql`select ${branches.id} as id, ${branches.name} as name, ${branches.slug} as slug,
      ${a.status} as status, ${a.quantity} as quantity, ${a.expectedAt}::text as expected_at,
      ${a.confirmedAt} as confirmed_at, ${freshEntry()} as fresh
    from ${branches} left join ${a} on ${a.branchId} = ${branches.id} and ${a.variantId} = ${variantId}
    order by lower(${branches.name}), ${branches.id}`);
  return rowsOf<{
    id: number;
    name: string;
    slug: string;
    status: 'in_stock' | 'on_order' | null;
    quantity: number | null;
    expected_at: string | null;
    confirmed_at: Date | string | null;
    fresh: boolean | string | null;
  }>(res).map((r) => ({
    branch: { id: r.id, name: r.name, slug: r.slug },
    status: r.status ?? 'none',
    quantity: r.quantity,
    expected_at: r.expected_at,
    confirmed_at: r.confirmed_at === null ? null : iso(r.confirmed_at),
    fresh: r.fresh === true || r.fresh === 't',
  }));
}

export async function setVariantAvailability(db: Db, variantId: number, input: VariantAvailabilityInput) {
  await assertVariant(db, variantId);
  await writeEntries(
    db,
    input.map((e) => ({ ...e, variantId, branchId: e.branch_id })),
    'branch_id',
  );
  return getVariantAvailability(db, variantId);
}

export async function setBranchStock(db: Db, branchId: number, input: BranchStockInput) {
  await assertBranch(db, branchId);
  await writeEntries(
    db,
    input.map((e) => ({ ...e, branchId, variantId: e.variant_id })),
    'variant_id',
  );
  return { updated: input.length };
}

/** A page of the catalogue's variants with their entry at this branch (`none` without one). */
export async function branchStock(db: Db, branchId: number, query: AdminListQuery) {
  await assertBranch(db, branchId);
  const a = variantAvailability;
  const where = searchMatch(query.search, variants.searchText);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(variants).where(where);
  const rows = db
    .select({
      id: variants.id,
      name: variants.name,
      product: products.name,
      status: a.status,
      quantity: a.quantity,
      expectedAt: a.expectedAt,
      confirmedAt: a.confirmedAt,
      fresh: sql<boolean>`${freshEntry()}`,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .leftJoin(a, and(eq(a.variantId, variants.id), eq(a.branchId, branchId)))
    .where(where)
    .orderBy(asc(sql`lower(${variants.name})`), asc(variants.id))
    .$dynamic();
  return listPage(
    rows,
    Number(total),
    query,
    (r): BranchStockRow => ({
      variant: { id: r.id, name: r.name, product: r.product },
      status: r.status ?? 'none',
      quantity: r.quantity,
      expected_at: r.expectedAt,
      confirmed_at: r.confirmedAt ? iso(r.confirmedAt) : null,
      fresh: r.status !== null && (r.fresh === true || String(r.fresh) === 't'),
    }),
  );
}

/** How many entries a branch has: its delete is refused while it has any (decision 002). */
export async function entriesAtBranch(db: Db, branchId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(variantAvailability)
    .where(eq(variantAvailability.branchId, branchId));
  return Number(n);
}
