import { and, asc, desc, eq, getTableColumns, inArray, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import { RELATED_PRODUCTS } from '#common/constants';
import type { UnitSystem } from '#common/quantity-kinds';
import { type AdminListQuery, paginate } from '#common/schemas/pagination';
import type { AdminVariant, Variant, VariantCreateInput, VariantUpdateInput } from '#common/schemas/variant';
import {
  type FeaturedEntry,
  featuredParameterErrors,
  resolveFeaturedParameters,
  type TechGroup,
} from '#common/variant-fields';
import type { Db } from '../../db/client';
import { categories, products, variants } from '../../db/schema';
import { HttpError, NotFound, ValidationFailed } from '../../errors';
import { specDisplayFor } from '../parameters/spec-display';
import {
  indexVariantSpecs,
  type Matcher,
  nameParameterKeys,
  parameterNames,
  resolveParameterKeys,
} from '../parameters/spec-index';
import { resolvePublication } from '../publication';
import { moveToTrash } from '../trash';
import { withAvailability } from './availability';
import { fieldValues } from './variant-columns';
import { searchTerms } from './variant-listing';
import {
  publicVisible,
  selectVariants,
  toAdminVariantJson,
  toVariantJson,
  type VariantRow,
} from './variant-mapper';

const VARIANT_NOT_FOUND = 'Variant not found.';
const PUBLIC_NOT_FOUND = 'The requested product could not be found.';

/**
 * Which variants the back office's list shows: its search and, for the catalogue export, a brand
 * and a category by id (docs/product.md §4, §27). Conditions on variants' own columns only, so the
 * count and a keyset walk read it as the page does.
 */
export interface AdminVariantFilter {
  search?: string;
  brand?: number;
  category?: number;
}

const ofProducts = (column: typeof products.brandId, id: number) =>
  sql`${variants.productId} in (select ${products.id} from ${products} where ${column} = ${id})`;

export const adminVariantWhere = (f: AdminVariantFilter): SQL | undefined =>
  and(
    searchTerms(f.search),
    f.brand === undefined ? undefined : ofProducts(products.brandId, f.brand),
    f.category === undefined ? undefined : ofProducts(products.categoryId, f.category),
  );

export async function listAdminVariants(db: Db, q: AdminListQuery) {
  const where = adminVariantWhere(q);
  const rows = await selectVariants(db)
    .where(where)
    .orderBy(desc(variants.createdAt), desc(variants.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(variants).where(where);
  return paginate(
    rows.map((row) => toAdminVariantJson(row)),
    Number(total),
    q.page,
    q.per_page,
  );
}

export async function getVariant(db: Db, id: number): Promise<AdminVariant> {
  const [row] = await selectVariants(db).where(eq(variants.id, id));
  if (!row) throw new NotFound(VARIANT_NOT_FOUND);
  return toAdminVariantJson(row);
}

/**
 * With display values in the requested unit system (docs/product.md §17). `preview`: a signed
 * preview link's read (docs/product.md §29), which shows a draft too.
 */
export async function getPublicVariant(
  db: Db,
  id: number,
  units: UnitSystem = 'metric',
  { preview = false } = {},
): Promise<Variant> {
  const [row] = await selectVariants(db).where(and(eq(variants.id, id), preview ? undefined : publicVisible));
  if (!row) throw new NotFound(PUBLIC_NOT_FOUND);
  const [variant] = await withAvailability(db, [toVariantJson(row, await specDisplayFor(db, [row], units))]);
  return variant;
}

const PRODUCT_MISSING = 'The selected product does not exist.';

async function assertProduct(db: Db, productId: number) {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!row) throw new ValidationFailed({ product_id: [PRODUCT_MISSING] });
}

/** Featured keys sent without parameters, checked against the stored ones (the schema checks the rest). */
function featuredKeysForStored(entries: FeaturedEntry[], stored: TechGroup[]): string[] {
  const errors = featuredParameterErrors(entries, stored);
  if (errors.length > 0) throw new ValidationFailed({ featured_parameters: errors });
  return entries.map((e) => e.key);
}

export async function createVariant(db: Db, input: VariantCreateInput): Promise<AdminVariant> {
  // The variant and its parsed specifications are written together (docs/product.md §17).
  const id = await db.transaction(async (tx) => {
    await assertProduct(tx, input.product_id);
    const groups = await resolveParameterKeys(tx, input.technical_parameters ?? []);
    const featured = (input.featured_parameters ?? []).map((e) => e.key);
    const [row] = await tx
      .insert(variants)
      .values({
        productId: input.product_id,
        name: input.name,
        ...fieldValues(input, null),
        price: input.price ?? null,
        images: input.images ?? [],
        features: input.features ?? [],
        applications: input.applications ?? [],
        technicalParameters: groups,
        featuredParameters: featured,
        ...resolvePublication(input, null),
      })
      .returning({ id: variants.id });
    await indexVariantSpecs(tx, [row.id]);
    return row.id;
  });
  return getVariant(db, id);
}

export async function updateVariant(db: Db, id: number, input: VariantUpdateInput): Promise<AdminVariant> {
  const [refused] = await updateVariants(db, [{ id, input }]);
  if (refused) throw refused;
  return getVariant(db, id);
}

/** One variant's save, as the editor's PUT sends it. */
export interface VariantSave {
  id: number;
  input: VariantUpdateInput;
}

/**
 * Saves variants as the editor saves one (docs/product.md §7), many at once for the catalogue
 * import's rows (§27): one read of the stored rows, each save checked against its own in the
 * editor's order of checks (a refused save is its error, at its place in the answer, and writes
 * nothing), then one statement writes all the others and one pass re-indexes the specifications of
 * those whose specifications or product were sent. Row by row the triggers see what a save each
 * would make them see: the audit trail gets the same entries (decision 060), while the listing's
 * statement triggers and the spec summary's recount run once for the batch instead of once a save.
 * Each id at most once.
 */
export async function updateVariants(
  db: Db,
  saves: VariantSave[],
  matcher?: Matcher,
): Promise<(HttpError | undefined)[]> {
  if (saves.length === 0) return [];
  return db.transaction(async (tx) => {
    const ids = saves.map((s) => s.id);
    const stored = new Map(
      (
        await tx
          .select()
          .from(variants)
          .where(inArray(variants.id, ids))
          .orderBy(asc(variants.id))
          .for('update')
      ).map((r) => [r.id, r]),
    );
    const productIds = [...new Set(saves.flatMap((s) => s.input.product_id ?? []))];
    const productsFound = new Set(
      productIds.length === 0
        ? []
        : (await tx.select({ id: products.id }).from(products).where(inArray(products.id, productIds))).map(
            (p) => p.id,
          ),
    );
    const names = await parameterNames(
      tx,
      saves.flatMap((s) => (s.input.technical_parameters ? [s.input.technical_parameters] : [])),
    );
    const now = new Date();
    const written: { id: number; values: VariantValues }[] = [];
    const refusals = saves.map(({ id, input }) => {
      try {
        written.push({ id, values: savedValues(stored.get(id), input, productsFound, names, now) });
        return undefined;
      } catch (err) {
        if (err instanceof HttpError) return err;
        throw err;
      }
    });
    if (written.length === 0) return refusals;
    const rows = written.map(({ id, values }) => ({ id, ...columnValues(values) }));
    const set = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((c) => c !== 'id');
    const list = sql.join(
      set.map((c) => sql.identifier(c)),
      sql`, `,
    );
    const picked = sql.join(
      set.map((c) => sql`r.${sql.identifier(c)}`),
      sql`, `,
    );
    // Each row's sent columns over its stored ones (jsonb_populate_record with the row as base).
    await tx.execute(sql`update ${variants} as v set (${list}) = (select ${picked} from jsonb_populate_record(v, x.e) as r)
      from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) as x(e)
      where v.id = (x.e ->> 'id')::int`);
    // A new product may mean a new category, which can change how names match. The specifications
    // just written are handed over rather than read back (a batch's JSON is large).
    const reindex = written.filter((w) => 'technicalParameters' in w.values || 'productId' in w.values);
    await indexVariantSpecs(
      tx,
      reindex.map((w) => w.id),
      matcher,
      new Map(
        reindex.flatMap((w) => (w.values.technicalParameters ? [[w.id, w.values.technicalParameters]] : [])),
      ),
    );
    return refusals;
  });
}

type VariantValues = Partial<typeof variants.$inferInsert>;

/** What one save writes over its stored row, or the error the editor's save answers. */
function savedValues(
  current: typeof variants.$inferSelect | undefined,
  input: VariantUpdateInput,
  productsFound: Set<number>,
  names: Map<string, string>,
  now: Date,
): VariantValues {
  if (!current) throw new NotFound(VARIANT_NOT_FOUND);
  const publication = resolvePublication(input, current, now);
  if (input.product_id !== undefined && !productsFound.has(input.product_id))
    throw new ValidationFailed({ product_id: [PRODUCT_MISSING] });
  const groups =
    input.technical_parameters === undefined
      ? current.technicalParameters
      : nameParameterKeys(input.technical_parameters, names);
  // Keys sent are checked; stored keys whose parameter was just removed are dropped quietly.
  let featured: string[];
  if (input.featured_parameters === undefined) {
    featured = Object.keys(resolveFeaturedParameters(current.featuredParameters, groups));
  } else if (input.technical_parameters === undefined) {
    featured = featuredKeysForStored(input.featured_parameters, groups);
  } else featured = input.featured_parameters.map((e) => e.key);
  const values: VariantValues = {
    productId: input.product_id,
    name: input.name,
    ...fieldValues(input, undefined),
    price: input.price,
    images: input.images,
    features: input.features,
    applications: input.applications,
    featuredParameters: featured,
    ...publication,
    updatedAt: now,
  };
  // Only what changes is written (as Drizzle leaves out what is undefined); the specifications
  // when sent, or when a removed parameter's featured key went.
  if (input.technical_parameters !== undefined) values.technicalParameters = groups;
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as VariantValues;
}

const variantTable = getTableColumns(variants);

/** Values by property as the database's columns take them in JSON: by column name, dates as ISO text. */
function columnValues(values: VariantValues): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([key, v]) => [
      variantTable[key as keyof typeof variantTable].name,
      v instanceof Date ? v.toISOString() : v,
    ]),
  );
}

export async function deleteVariant(db: Db, id: number): Promise<void> {
  // To the trash, with its specifications and images (its row); its hero place goes (ON DELETE
  // CASCADE) and is not given back by a restore.
  if (!(await moveToTrash(db, 'variant', id))) throw new NotFound(VARIANT_NOT_FOUND);
}

/**
 * Up to 3 related variants (docs/product.md §11): same category first, then categories with the same name
 * (another brand's "Excavators"), then any other; only publicly visible ones, never the variant
 * itself. Each tier is its own small indexed query instead of one sort over the whole table.
 */
export async function relatedVariants(db: Db, id: number, units: UnitSystem = 'metric'): Promise<Variant[]> {
  const variant = await getPublicVariant(db, id, units);
  const category = variant.product.category;
  const tiers: SQL[] = [
    eq(categories.id, category.id),
    and(ne(categories.id, category.id), sql`lower(${categories.name}) = ${category.name.toLowerCase()}`)!,
    sql`true`,
  ];
  const picked: VariantRow[] = [];
  for (const tier of tiers) {
    if (picked.length >= RELATED_PRODUCTS) break;
    const seen = [id, ...picked.map((v) => v.id)];
    const rows = await selectVariants(db)
      .where(and(publicVisible, tier, notInArray(variants.id, seen)))
      .orderBy(variants.id)
      .limit(RELATED_PRODUCTS - picked.length);
    picked.push(...rows);
  }
  const display = await specDisplayFor(db, picked, units);
  return picked.map((row) => toVariantJson(row, display));
}
