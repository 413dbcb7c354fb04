import { and, asc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { UnitSystem } from '#common/quantity-kinds';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  branches,
  brands,
  categories,
  products,
  variantAvailability,
  variantSpecs,
  variants,
} from '../../db/schema';
import { variantColumns } from '../catalog/variant-mapper';
import { type DictEntry, displayUnit, publicDictionary } from '../parameters/dictionary-cache';
import { displayFigure } from '../parameters/parse-value';
import { type SpecDisplayRow, specRowsOf } from '../parameters/spec-display';
import { normName, normNameSql } from '../parameters/spec-index';
import {
  BRAND_COLUMNS,
  CATALOGUE_COLUMNS,
  CATEGORY_COLUMNS,
  type Cell,
  cellsOf,
  dictionarySpecHeader,
  otherSpecHeader,
  specCell,
  stockCell,
  stockHeader,
  toCell,
} from './columns';

// The catalogue as the sheets' rows (docs/product.md §27, decision 062): the variants the filter
// keeps, read by id in pages of PAGE (keyset, so each page costs the same and memory stays flat
// however large the catalogue), each page's specifications in one more statement.

const PAGE = 500;

/** The Catalogue sheet's specification columns, decided before its first row. */
interface SpecColumns {
  dictionary: DictEntry[];
  /** Each parameter's column, by its id. */
  place: Map<number, number>;
  /** Specifications outside the dictionary, by their normalised "group / name". */
  others: Map<string, number>;
  headers: string[];
}

const otherKey = (group: string, name: string) => `${normName(group)}\u0000${normName(name)}`;

/**
 * The columns of the specifications the dictionary does not take for these variants: rows matched
 * to no parameter, and a variant's second and later rows of one parameter. Distinct by normalised
 * group and name, in alphabetical order; one statement over variant_specs.
 */
async function otherSpecs(db: Db, where: SQL | undefined): Promise<{ group: string; name: string }[]> {
  const chosen = db.select({ id: variants.id }).from(variants).where(where);
  const rows = await db.execute(sql`
    select distinct on (${normNameSql(sql`group_name`)}, ${normNameSql(sql`name`)}) btrim(group_name) as group_name, btrim(name) as name
    from (
      select group_name, name, parameter_id,
        row_number() over (partition by variant_id, parameter_id order by position) as nth
      from ${variantSpecs}
      where ${variantSpecs.variantId} in (${chosen})
    ) s
    where parameter_id is null or nth > 1
    order by ${normNameSql(sql`group_name`)}, ${normNameSql(sql`name`)}, btrim(group_name), btrim(name)`);
  return rowsOf<{ group_name: string; name: string }>(rows).map((r) => ({
    group: r.group_name,
    name: r.name,
  }));
}

async function specColumns(db: Db, where: SQL | undefined, units: UnitSystem): Promise<SpecColumns> {
  const dictionary = (await publicDictionary(db)).entries;
  const others = await otherSpecs(db, where);
  return {
    dictionary,
    place: new Map(dictionary.map((p, i) => [p.id, i])),
    others: new Map(others.map((o, i) => [otherKey(o.group, o.name), dictionary.length + i])),
    headers: [
      ...dictionary.map((p) => dictionarySpecHeader(p.name, displayUnit(p, units))),
      ...others.map((o) => otherSpecHeader(o.group, o.name)),
    ],
  };
}

/** One variant's specification cells, in the order of `columns.headers`. */
function specCells(specs: SpecDisplayRow[], columns: SpecColumns, units: UnitSystem): Cell[] {
  const cells: Cell[] = new Array(columns.headers.length).fill(null);
  const filled = new Set<number>();
  for (const s of specs) {
    const at = s.parameterId === null ? undefined : columns.place.get(s.parameterId);
    if (at !== undefined && !filled.has(at)) {
      filled.add(at);
      const p = columns.dictionary[at];
      const figure = s.siMin === null ? undefined : displayFigure(s.siMin, s.siMax ?? s.siMin, p, units);
      cells[at] = specCell(figure, displayUnit(p, units), s.value);
      continue;
    }
    const other = columns.others.get(otherKey(s.groupName, s.name));
    if (other === undefined) continue; // written after the columns were chosen
    const text = toCell(s.value.trim());
    // The same group and name twice in one variant: both values, one per line.
    cells[other] = cells[other] === null ? text : `${cells[other]}\n${s.value.trim()}`;
  }
  return cells;
}

/**
 * What a row needs of a variant: the variant reads' own columns (variant-mapper.ts) but for the
 * published specifications (read from variant_specs instead), dates and the product's own fields.
 */
const {
  technicalParameters: _t,
  priceUpdatedAt: _p,
  createdAt: _c,
  updatedAt: _u,
  productImage: _i,
  productIntroduction: _n,
  ...sheetColumns
} = variantColumns;

/**
 * The Catalogue sheet: its header, then its rows `pageSize` at a time (an import reads smaller
 * pages: each page's cells are made in one go, and the loop turns only between them).
 */
export async function catalogueSheet(db: Db, where: SQL | undefined, units: UnitSystem, pageSize = PAGE) {
  const columns = await specColumns(db, where, units);
  const stockAt = await db
    .select({ id: branches.id, slug: branches.slug })
    .from(branches)
    .orderBy(asc(branches.slug));
  const header = [
    ...CATALOGUE_COLUMNS.map((c) => c.header),
    ...stockAt.map((b) => stockHeader(b.slug)),
    ...columns.headers,
  ];
  async function* pages(): AsyncGenerator<Cell[][]> {
    let last = 0;
    for (;;) {
      const rows = await db
        .select(sheetColumns)
        .from(variants)
        .innerJoin(products, eq(products.id, variants.productId))
        .innerJoin(brands, eq(brands.id, products.brandId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(and(where, gt(variants.id, last)))
        .orderBy(asc(variants.id))
        .limit(pageSize);
      if (rows.length === 0) return;
      const ids = rows.map((r) => r.id);
      const specs = await specRowsOf(db, ids, 'all');
      const stock = new Map<string, Parameters<typeof stockCell>[0]>();
      if (stockAt.length > 0)
        for (const a of await db
          .select()
          .from(variantAvailability)
          .where(inArray(variantAvailability.variantId, ids)))
          stock.set(`${a.variantId}:${a.branchId}`, a);
      const byVariant = new Map<number, SpecDisplayRow[]>();
      for (const s of specs) {
        const own = byVariant.get(s.variantId);
        if (own) own.push(s);
        else byVariant.set(s.variantId, [s]);
      }
      yield rows.map((r) => [
        ...cellsOf(CATALOGUE_COLUMNS, {
          ...r,
          price: r.price === null ? null : Number(r.price),
        }),
        ...stockAt.map((b) => stockCell(stock.get(`${r.id}:${b.id}`))),
        ...specCells(byVariant.get(r.id) ?? [], columns, units),
      ]);
      if (rows.length < pageSize) return;
      last = ids[ids.length - 1];
    }
  }
  return { header, pages };
}

/** The brands and categories the export covers: those of its brand and category filters, else all. */
export interface SheetScope {
  brand?: number;
  category?: number;
}

export async function brandsSheet(db: Db, scope: SheetScope) {
  let brandId = scope.brand;
  if (brandId === undefined && scope.category !== undefined) {
    const [c] = await db
      .select({ brandId: categories.brandId })
      .from(categories)
      .where(eq(categories.id, scope.category));
    brandId = c?.brandId;
  }
  const rows = await db
    .select()
    .from(brands)
    .where(brandId === undefined ? undefined : eq(brands.id, brandId))
    .orderBy(asc(brands.id));
  return { header: BRAND_COLUMNS.map((c) => c.header), rows: rows.map((r) => cellsOf(BRAND_COLUMNS, r)) };
}

/**
 * Categories as the Categories sheet reads them, their brand by name, by id: what the export writes
 * and what an import compares its rows with.
 */
export const categoryRecords = (db: Db, where?: SQL) =>
  db
    .select({
      id: categories.id,
      name: categories.name,
      brandId: categories.brandId,
      brandName: brands.name,
      description: categories.description,
      image: categories.image,
      isActive: categories.isActive,
    })
    .from(categories)
    .innerJoin(brands, eq(brands.id, categories.brandId))
    .where(where)
    .orderBy(asc(categories.id));

export async function categoriesSheet(db: Db, scope: SheetScope) {
  const rows = await categoryRecords(
    db,
    and(
      scope.brand === undefined ? undefined : eq(categories.brandId, scope.brand),
      scope.category === undefined ? undefined : eq(categories.id, scope.category),
    ),
  );
  return {
    header: CATEGORY_COLUMNS.map((c) => c.header),
    rows: rows.map((r) => cellsOf(CATEGORY_COLUMNS, r)),
  };
}
