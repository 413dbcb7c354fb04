import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { VariantAvailabilityInput } from '#common/schemas/availability';
import { type Brand, brandCreateSchema, brandUpdateSchema } from '#common/schemas/brand';
import type {
  ImportChange,
  ImportCounts,
  ImportError,
  ImportMapping,
  ImportResult,
} from '#common/schemas/catalog-import';
import { type Category, categoryCreateSchema, categoryUpdateSchema } from '#common/schemas/category';
import { productCreateSchema } from '#common/schemas/product';
import { type VariantUpdateInput, variantCreateSchema, variantUpdateSchema } from '#common/schemas/variant';
import { asDryRun } from '../../db/acting-user';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { branches, brands, categories, products, variants } from '../../db/schema';
import { TRANSACTION_TURN_MS } from '../../db/turns';
import { HttpError } from '../../errors';
import { pausingEvery } from '../../lib/turns';
import { setVariantAvailability } from '../catalog/availability';
import { createBrand, updateBrand } from '../catalog/brands';
import { createCategory, updateCategory } from '../catalog/categories';
import { createProduct } from '../catalog/products';
import { createVariant, updateVariants } from '../catalog/variants';
import { publicDictionary } from '../parameters/dictionary-cache';
import { loadMatcher, type Matcher, normName } from '../parameters/spec-index';
import { CLEAR, itemsOf, sameCell, shownCell, type Wanted, wantedOf } from './cells';
import {
  BRAND_COLUMNS,
  type BrandRecord,
  CATEGORY_COLUMNS,
  type CategoryRecord,
  type Cell,
  cellsOf,
  headerKey,
  SHEET_NAMES,
} from './columns';
import { type MappedColumn, mapColumns, mappableFields, type SpecColumn } from './import-columns';
import { type ImportImageSettings, importImages } from './import-images';
import { applySpecs, type StoredSpecs, sameSpec } from './import-specs';
import { stockEntryOf } from './import-stock';
import type { SheetTable } from './parse-file';
import { catalogueSheet, categoryRecords } from './read';

// The catalogue import (docs/product.md §27, decision 070). A dry run and an apply are one code
// path: every row is written, through the same services the back office's forms use, inside one
// transaction, each row in a savepoint so one refused row does not stop the others from being
// checked. A dry run, or any error, then rolls the whole transaction back: what the report says
// would happen is what an apply does, and an apply with errors writes nothing. A field changes only
// where its cell differs from what the export would write for it today, so a file exported and
// imported untouched changes nothing.

type Entity = 'brand' | 'category' | 'product' | 'variant';
const PLURAL = { brand: 'brands', category: 'categories', product: 'products', variant: 'variants' } as const;
const zero = (): ImportCounts => ({ brands: 0, categories: 0, products: 0, variants: 0 });

class Rollback extends Error {}

/** What one run collects: the report's counts, errors and changes. */
class Run {
  readonly errors: ImportError[] = [];
  readonly changes: ImportChange[] = [];
  readonly summary = { create: zero(), update: zero(), unchanged: zero() };
  checked = 0;
  /**
   * Writes the variant saves waiting for their batch (the Catalogue sheet's), before anything else
   * is written: the saves, the creates and the report's changes stay in the file's order.
   */
  beforeWrite: () => Promise<void> = async () => {};
  /** The loop turns between rows too, not only between statements (server/db/turns.ts). */
  readonly pause = pausingEvery(TRANSACTION_TURN_MS);
  constructor(private readonly onRow?: (checked: number, tx: Db) => Promise<void>) {}
  count(kind: 'create' | 'update' | 'unchanged', entity: Entity) {
    this.summary[kind][PLURAL[entity]] += 1;
  }
  /** Before each row: counts it, and lets the job report progress or stop the run (by throwing). */
  async next(tx: Db) {
    this.checked += 1;
    await this.pause();
    await this.onRow?.(this.checked, tx);
  }
}

/** One data row of a sheet: its spreadsheet row number and its cells by field. */
interface Row {
  sheet: string;
  number: number;
  cells: Map<string, { header: string; cell: Cell; wanted: Wanted }>;
}

/**
 * The sheet's rows by field. A file of thousands of rows and a hundred columns takes a tenth of a
 * second and more: the loop turns between rows as it does between statements (`Run.pause`).
 */
async function rowsOfTable(table: SheetTable, columns: MappedColumn[], run: Run): Promise<Row[]> {
  const rows: Row[] = [];
  for (const [i, cells] of table.rows.entries()) {
    await run.pause();
    const byField = new Map<string, { header: string; cell: Cell; wanted: Wanted }>();
    for (const c of columns) {
      if (c.field === null) continue;
      const cell = cells[c.index] ?? null;
      byField.set(c.field, { header: c.header, cell, wanted: wantedOf(cell) });
    }
    const empty = [...byField.values()].every((v) => v.wanted === undefined);
    if (!empty) rows.push({ sheet: table.name, number: i + 2, cells: byField });
  }
  return rows;
}

const errorAt = (run: Run, row: Row, field: string, message: string) => {
  const at = row.cells.get(field);
  run.errors.push({
    sheet: row.sheet,
    row: row.number,
    column: at?.header ?? '',
    value: at?.cell ?? null,
    message,
  });
};

/** A row's text in `field`, when it has one (not CLEAR, not empty). */
function textIn(row: Row, field: string): string | undefined {
  const wanted = row.cells.get(field)?.wanted;
  return wanted === undefined || wanted === CLEAR ? undefined : String(wanted).trim();
}

/**
 * The fields of `row` that differ from `current` (the export's cells of the record, by field; all
 * empty for a new record), as report changes.
 */
function changedFields(
  row: Row,
  current: Map<string, Cell>,
  skip: Set<string>,
  same: (field: string, current: Cell, wanted: typeof CLEAR | string | number) => boolean = (_, c, w) =>
    sameCell(c, w),
) {
  const changed = new Map<string, typeof CLEAR | string | number>();
  for (const [field, { wanted }] of row.cells) {
    if (skip.has(field) || wanted === undefined) continue;
    if (!same(field, current.get(headerKey(field)) ?? null, wanted)) changed.set(field, wanted);
  }
  return changed;
}

function record(
  run: Run,
  row: Row,
  entity: Entity,
  id: number | undefined,
  fields: Map<string, Wanted>,
  current: Map<string, Cell>,
) {
  for (const [field, wanted] of fields) {
    if (wanted === undefined) continue;
    run.changes.push({
      sheet: row.sheet,
      row: row.number,
      entity,
      id,
      field,
      from: current.get(headerKey(field)) ?? null,
      to: shownCell(wanted),
    });
  }
}

/** A schema's complaints, or a service's 422, as errors on the row's columns. */
function reportInvalid(
  run: Run,
  row: Row,
  errors: Record<string, string[]>,
  columnOf: (key: string) => string,
) {
  for (const [key, messages] of Object.entries(errors)) {
    for (const message of messages) errorAt(run, row, columnOf(key), message);
  }
}

function issuesOf(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

/**
 * Runs `write` in a savepoint; a refusal of the sender's (4xx) becomes errors on the row and
 * undoes what the row wrote, anything else stops the import.
 */
async function attempt<T>(
  tx: Db,
  run: Run,
  row: Row,
  columnOf: (key: string) => string,
  write: (sp: Db) => Promise<T>,
): Promise<T | undefined> {
  await run.beforeWrite();
  try {
    return await tx.transaction((sp) => write(sp as unknown as Db));
  } catch (err) {
    if (!(err instanceof HttpError) || err.statusCode >= 500) throw err;
    reportInvalid(run, row, err.errors ?? { '': [err.message] }, columnOf);
    return undefined;
  }
}

/** `body` as `schema` reads it, its complaints on the row's columns, then written as `attempt` writes. */
async function checkedWrite<Schema extends z.ZodType, T>(
  tx: Db,
  run: Run,
  row: Row,
  columnOf: (key: string) => string,
  schema: Schema,
  body: unknown,
  write: (sp: Db, input: z.output<Schema>) => Promise<T>,
): Promise<T | undefined> {
  const input = schema.safeParse(body);
  if (!input.success) {
    reportInvalid(run, row, issuesOf(input.error), columnOf);
    return undefined;
  }
  return attempt(tx, run, row, columnOf, (sp) => write(sp, input.data));
}

/** Names matched case and spacing aside; a name that differs only so is reported, not merged. */
function nearDuplicate(run: Run, row: Row, field: string, given: string, stored: string, what: string) {
  if (given.trim() === stored) return false;
  errorAt(
    run,
    row,
    field,
    `"${given.trim()}" differs only in case or spacing from the ${what} "${stored}": write it exactly as stored, or give its id.`,
  );
  return true;
}

// ---- The catalogue as the import finds it, kept current as rows create records ----

interface Known {
  brands: Map<string, { id: number; name: string }>;
  brandById: Map<number, BrandRecord>;
  categories: Map<string, { id: number; name: string; brandId: number }>;
  categoryById: Map<number, CategoryRecord & { brandId: number }>;
  products: Map<string, { id: number; name: string; brandId: number; categoryId: number }>;
  variants: Map<string, { id: number; name: string }>;
  /** Each variant's product, by the variant's id. */
  variantProduct: Map<number, number>;
}

const inBrand = (brandId: number, name: string) => `${brandId}\u0000${normName(name)}`;

/** In the import's transaction, so one statement after the other (its one connection). */
async function loadKnown(db: Db): Promise<Known> {
  const b = await db.select().from(brands).orderBy(asc(brands.id));
  const c = await categoryRecords(db);
  const p = await db
    .select({
      id: products.id,
      name: products.name,
      brandId: products.brandId,
      categoryId: products.categoryId,
    })
    .from(products)
    .orderBy(asc(products.id));
  const v = await db
    .select({ id: variants.id, name: variants.name, productId: variants.productId })
    .from(variants)
    .orderBy(asc(variants.id));
  const known: Known = {
    brands: new Map(),
    brandById: new Map(b.map((r) => [r.id, r])),
    categories: new Map(),
    categoryById: new Map(c.map((r) => [r.id, r])),
    products: new Map(),
    variants: new Map(),
    variantProduct: new Map(v.map((r) => [r.id, r.productId])),
  };
  for (const r of b) if (!known.brands.has(normName(r.name))) known.brands.set(normName(r.name), r);
  for (const r of c)
    if (!known.categories.has(inBrand(r.brandId, r.name)))
      known.categories.set(inBrand(r.brandId, r.name), r);
  for (const r of p)
    if (!known.products.has(inBrand(r.brandId, r.name))) known.products.set(inBrand(r.brandId, r.name), r);
  for (const r of v)
    if (!known.variants.has(inBrand(r.productId, r.name)))
      known.variants.set(inBrand(r.productId, r.name), r);
  return known;
}

/** The id in an id column: a positive whole number, or an error on it. */
function idIn(run: Run, row: Row, field: string): number | null | undefined {
  const wanted = row.cells.get(field)?.wanted;
  if (wanted === undefined || wanted === CLEAR) return undefined;
  const id = typeof wanted === 'number' ? wanted : /^\d{1,10}$/.test(wanted) ? Number(wanted) : Number.NaN;
  if (Number.isInteger(id) && id > 0 && id <= 2_147_483_647) return id;
  errorAt(run, row, field, 'Must be the id of a record: a positive whole number, or empty for a new one.');
  return null;
}

/** The record a row's id column names: undefined on a new row, null (with an error on it) when none has that id. */
function recordById<T>(
  run: Run,
  row: Row,
  field: string,
  byId: Map<number, T>,
  what: string,
): T | null | undefined {
  const id = idIn(run, row, field);
  if (id === null || id === undefined) return id;
  const found = byId.get(id);
  if (found) return found;
  errorAt(run, row, field, `There is no ${what} with this id.`);
  return null;
}

/** A brand the run created, found by name and id for the rows after. */
function knowBrand(known: Known, brand: Awaited<ReturnType<typeof createBrand>>) {
  known.brands.set(normName(brand.name), brand);
  known.brandById.set(brand.id, { ...brand, isActive: brand.is_active });
}

/** A category the run created, found by its brand and name, and by id, for the rows after. */
function knowCategory(known: Known, category: Awaited<ReturnType<typeof createCategory>>) {
  known.categories.set(inBrand(category.brand_id, category.name), {
    ...category,
    brandId: category.brand_id,
  });
  known.categoryById.set(category.id, {
    ...category,
    brandId: category.brand_id,
    brandName: category.brand.name,
    isActive: category.is_active,
  });
}

/** The brand a row names by name: found, created (counted), or null with an error on the cell. */
async function brandNamed(tx: Db, run: Run, known: Known, row: Row, field: string): Promise<number | null> {
  const name = textIn(row, field);
  if (!name) {
    errorAt(run, row, field, 'Brand is required');
    return null;
  }
  const found = known.brands.get(normName(name));
  if (found) return nearDuplicate(run, row, field, name, found.name, 'brand') ? null : found.id;
  const brand = await checkedWrite(tx, run, row, () => field, brandCreateSchema, { name }, createBrand);
  if (!brand) return null;
  run.count('create', 'brand');
  record(run, row, 'brand', undefined, new Map([['name', name]]), new Map());
  knowBrand(known, brand);
  return brand.id;
}

async function categoryNamed(
  tx: Db,
  run: Run,
  known: Known,
  row: Row,
  field: string,
  brandId: number,
): Promise<number | null> {
  const name = textIn(row, field);
  if (!name) {
    errorAt(run, row, field, 'Category is required');
    return null;
  }
  const found = known.categories.get(inBrand(brandId, name));
  if (found) return nearDuplicate(run, row, field, name, found.name, 'category') ? null : found.id;
  const category = await checkedWrite(
    tx,
    run,
    row,
    () => field,
    categoryCreateSchema,
    { name, brand_id: brandId },
    createCategory,
  );
  if (!category) return null;
  run.count('create', 'category');
  knowCategory(known, category);
  return category.id;
}

// ---- Brands and Categories sheets ----

/** How a Brands or Categories row is written: its schemas and services, and how a new record becomes known. */
interface RecordWrite<Create extends z.ZodType, Update extends z.ZodType, T> {
  entity: 'brand' | 'category';
  /** The sheet's column of each input field a schema or service may refuse; `name` for the rest. */
  columns: Record<string, string>;
  createSchema: Create;
  create: (sp: Db, input: z.output<Create>) => Promise<T>;
  /** Finds a created record for the rows after. */
  know: (created: T) => void;
  updateSchema: Update;
  update: (sp: Db, id: number, input: z.output<Update>) => Promise<unknown>;
}

/** What a row asks of its record: the one it names (none for a new one), the cells it changes and their body. */
interface RecordChange {
  current: { id: number } | undefined;
  changed: Map<string, typeof CLEAR | string | number>;
  cells: Map<string, Cell>;
  body: unknown;
}

/** A row's create, or its update unless nothing changed: counted, and its changes reported. */
async function writeRecord<Create extends z.ZodType, Update extends z.ZodType, T>(
  tx: Db,
  run: Run,
  row: Row,
  write: RecordWrite<Create, Update, T>,
  { current, changed, cells, body }: RecordChange,
) {
  const columnOf = (key: string) => write.columns[key] ?? 'name';
  if (!current) {
    const created = await checkedWrite(tx, run, row, columnOf, write.createSchema, body, write.create);
    if (!created) return;
    run.count('create', write.entity);
    record(run, row, write.entity, undefined, changed, cells);
    write.know(created);
    return;
  }
  if (changed.size === 0) {
    run.count('unchanged', write.entity);
    return;
  }
  const id = current.id;
  const saved = await checkedWrite(tx, run, row, columnOf, write.updateSchema, body, (sp, input) =>
    write.update(sp, id, input),
  );
  if (!saved) return;
  run.count('update', write.entity);
  record(run, row, write.entity, id, changed, cells);
}

async function importBrands(tx: Db, run: Run, known: Known, rows: Row[]) {
  const write = {
    entity: 'brand',
    columns: { name: 'name', description: 'description', logo: 'logo', is_active: 'active' },
    createSchema: brandCreateSchema,
    create: createBrand,
    know: (brand: Brand) => knowBrand(known, brand),
    updateSchema: brandUpdateSchema,
    update: updateBrand,
  } as const;
  for (const row of rows) {
    await run.next(tx);
    let current = recordById(run, row, 'brand_id', known.brandById, 'brand');
    if (current === null) continue;
    if (current === undefined) {
      const name = textIn(row, 'name');
      const found = name ? known.brands.get(normName(name)) : undefined;
      if (name && found && nearDuplicate(run, row, 'name', name, found.name, 'brand')) continue;
      current = found ? known.brandById.get(found.id) : undefined;
    }
    const cells = current ? cellMap(BRAND_COLUMNS, current) : new Map<string, Cell>();
    const changed = changedFields(row, cells, new Set(['brand_id']));
    const body = {
      name: pick(changed, 'name'),
      description: pick(changed, 'description'),
      logo: pick(changed, 'logo'),
      is_active: pick(changed, 'active'),
    };
    await writeRecord(tx, run, row, write, { current, changed, cells, body });
  }
}

async function importCategories(tx: Db, run: Run, known: Known, rows: Row[]) {
  const write = {
    entity: 'category',
    columns: {
      name: 'name',
      brand_id: 'brand',
      description: 'description',
      image: 'image',
      is_active: 'active',
    },
    createSchema: categoryCreateSchema,
    create: createCategory,
    know: (category: Category) => knowCategory(known, category),
    updateSchema: categoryUpdateSchema,
    update: updateCategory,
  } as const;
  for (const row of rows) {
    await run.next(tx);
    let current = recordById(run, row, 'category_id', known.categoryById, 'category');
    if (current === null) continue;
    const cells = current ? cellMap(CATEGORY_COLUMNS, current) : new Map<string, Cell>();
    const changed = changedFields(row, cells, new Set(['category_id']));
    let brandId = current?.brandId;
    if (!current || changed.has('brand')) {
      const found = await brandNamed(tx, run, known, row, 'brand');
      if (found === null) continue;
      brandId = found;
    }
    if (!current && brandId !== undefined) {
      const name = textIn(row, 'name');
      const found = name ? known.categories.get(inBrand(brandId, name)) : undefined;
      if (name && found && nearDuplicate(run, row, 'name', name, found.name, 'category')) continue;
      current = found ? known.categoryById.get(found.id) : undefined;
      if (current) {
        const again = changedFields(row, cellMap(CATEGORY_COLUMNS, current), new Set(['category_id']));
        changed.clear();
        for (const [k, v] of again) changed.set(k, v);
      }
    }
    const body = {
      name: pick(changed, 'name'),
      brand_id: changed.has('brand') || !current ? brandId : undefined,
      description: pick(changed, 'description'),
      image: pick(changed, 'image'),
      is_active: pick(changed, 'active'),
    };
    await writeRecord(tx, run, row, write, { current, changed, cells, body });
  }
}

/** A record's export cells by header key. */
function cellMap<T>(columns: { header: string }[], record: T): Map<string, Cell> {
  const cells = cellsOf(columns as Parameters<typeof cellsOf<T>>[0], record);
  return new Map(columns.map((c, i) => [headerKey(c.header), cells[i]]));
}

/** A changed field's value as the API takes it: null to clear, text or a number. */
function pick(changed: Map<string, typeof CLEAR | string | number>, field: string) {
  if (!changed.has(field)) return undefined;
  const v = changed.get(field);
  return v === CLEAR ? null : v;
}

// ---- The Catalogue sheet ----

const LIST_FIELDS = new Set(['features', 'applications', 'images', 'featured_parameters']);
const PLACE_FIELDS = new Set(['brand', 'category', 'product']);

async function currentVariantCells(tx: Db, ids: number[], columns: MappedColumn[]) {
  const cells = new Map<number, Map<string, Cell>>();
  if (ids.length === 0) return cells;
  const systems = new Set(columns.flatMap((c) => (c.spec?.kind === 'dictionary' ? [c.spec.units] : [])));
  if (systems.size === 0) systems.add('metric');
  // The ids as one array parameter: a file naming thousands of variants reads only those.
  const where = sql`${variants.id} = any(${`{${ids.join(',')}}`}::int[])`;
  for (const units of systems) {
    // Pages of 50: making a page's cells takes ~0.3 ms a row, and public reads answered from the
    // read copy meanwhile wait for the loop to turn (server/db/read-copy.ts).
    const sheet = await catalogueSheet(tx, where, units, 50);
    const keys = sheet.header.map(headerKey);
    for await (const page of sheet.pages()) {
      for (const r of page) {
        const id = Number(r[0]);
        const own = cells.get(id) ?? new Map<string, Cell>();
        for (const [i, k] of keys.entries()) own.set(k, r[i]);
        cells.set(id, own);
      }
    }
  }
  return cells;
}

/** Variant saves written together: one statement, one re-index and one run of the listing triggers a batch. */
const SAVE_BATCH = 100;

async function importCatalogue(tx: Db, run: Run, known: Known, rows: Row[], columns: MappedColumn[]) {
  const named = rows.flatMap((row) => {
    const wanted = row.cells.get('variant_id')?.wanted;
    const id = typeof wanted === 'number' ? wanted : Number(wanted);
    return Number.isInteger(id) && known.variantProduct.has(id) ? [id] : [];
  });
  const current = await currentVariantCells(tx, [...new Set(named)], columns);
  const specColumns = columns.filter((c) => c.spec);
  const stockColumns = columns.filter((c) => c.stock);
  const createdBy = new Map<number, number>();
  const matcher = await loadMatcher(tx);
  const stored =
    specColumns.length > 0 ? await storedSpecs(tx, [...new Set(named)]) : new Map<number, StoredSpecs>();
  const context: CatalogueContext = {
    tx,
    run,
    known,
    current,
    specColumns,
    stockColumns,
    createdBy,
    matcher,
    stored,
    pending: [],
  };
  run.beforeWrite = () => flushSaves(context);
  try {
    for (const row of rows) {
      await run.next(tx);
      await importVariantRow(context, row);
      if (context.pending.length >= SAVE_BATCH) await flushSaves(context);
    }
    await flushSaves(context);
  } finally {
    run.beforeWrite = async () => {};
  }
}

/** The stored specifications of these variants and their category's name, read once for the file. */
async function storedSpecs(tx: Db, ids: number[]): Promise<Map<number, StoredSpecs>> {
  const out = new Map<number, StoredSpecs>();
  for (let i = 0; i < ids.length; i += 2000) {
    const rows = await tx
      .select({ id: variants.id, groups: variants.technicalParameters, category: categories.name })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(inArray(variants.id, ids.slice(i, i + 2000)));
    for (const r of rows) out.set(r.id, { groups: r.groups, category: r.category });
  }
  return out;
}

interface CatalogueContext {
  tx: Db;
  run: Run;
  known: Known;
  /** The export's cells of the variants the file names, by variant id and header key. */
  current: Map<number, Map<string, Cell>>;
  specColumns: MappedColumn[];
  /** The `stock: <slug>` columns: each branch's entry, saved as the variant editor saves it. */
  stockColumns: MappedColumn[];
  /** The row that created each variant created by this import. */
  createdBy: Map<number, number>;
  matcher: Matcher;
  /** The specifications of the variants the file names as stored (kept current as saves are written). */
  stored: Map<number, StoredSpecs>;
  /** Saves of existing variants waiting for their batch (`flushSaves`). */
  pending: PendingSave[];
}

/** A row's save of an existing variant, waiting for its batch. */
interface PendingSave {
  row: Row;
  variantId: number;
  /** What the variant's PUT would send; null when nothing of the variant's own changes. */
  input: VariantUpdateInput | null;
  changed: Map<string, Wanted>;
  before: Map<string, Cell>;
  columnOf: (key: string) => string;
}

/**
 * Writes the waiting saves in one batch of the editor's save (`updateVariants`): a save it refuses
 * is errors on its row and writes nothing, as a row's savepoint did; the others are counted and
 * reported in the file's order.
 */
async function flushSaves(context: CatalogueContext) {
  const batch = context.pending.splice(0);
  if (batch.length === 0) return;
  const { tx, run, known, stored, matcher } = context;
  const writes = batch.filter((p) => p.input !== null);
  const refusals = await updateVariants(
    tx,
    writes.map((p) => ({ id: p.variantId, input: p.input as VariantUpdateInput })),
    matcher,
  );
  const refused = new Map(writes.map((p, i) => [p, refusals[i]]));
  for (const p of batch) {
    const err = refused.get(p);
    if (err) {
      reportInvalid(run, p.row, err.errors ?? { '': [err.message] }, p.columnOf);
      continue;
    }
    run.count('update', 'variant');
    record(run, p.row, 'variant', p.variantId, p.changed, p.before);
    if (p.input?.product_id !== undefined) {
      known.variantProduct.set(p.variantId, p.input.product_id);
      stored.delete(p.variantId);
    } else if (p.input?.technical_parameters !== undefined) {
      const had = stored.get(p.variantId);
      if (had) stored.set(p.variantId, { ...had, groups: p.input.technical_parameters });
    }
  }
}

async function importVariantRow(context: CatalogueContext, row: Row) {
  const { tx, run, known, current, specColumns, stockColumns, createdBy, matcher, stored } = context;
  const id = idIn(run, row, 'variant_id');
  if (id === null) return;
  // A variant named again: its waiting save is written first, so this row starts from it.
  if (id !== undefined && context.pending.some((p) => p.variantId === id)) await flushSaves(context);
  let variantId = id;
  let cells = id === undefined ? undefined : current.get(id);
  if (id !== undefined && !cells) {
    errorAt(run, row, 'variant_id', 'There is no variant with this id.');
    return;
  }
  const name = textIn(row, 'variant_name');
  if (id === undefined) {
    // Matched by brand + product + variant name, case and spacing aside.
    if (!name) {
      errorAt(run, row, 'variant_name', 'Variant name is required');
      return;
    }
    const brandName = textIn(row, 'brand');
    const productName = textIn(row, 'product');
    const brand = brandName ? known.brands.get(normName(brandName)) : undefined;
    const product = brand && productName ? known.products.get(inBrand(brand.id, productName)) : undefined;
    const found = product ? known.variants.get(inBrand(product.id, name)) : undefined;
    if (found) {
      if (nearDuplicate(run, row, 'variant_name', name, found.name, 'variant')) return;
      const earlier = createdBy.get(found.id);
      if (earlier !== undefined) {
        errorAt(run, row, 'variant_name', `Row ${earlier} already names this variant.`);
        return;
      }
      variantId = found.id;
      if (context.pending.some((p) => p.variantId === found.id)) await flushSaves(context);
      cells = current.get(found.id) ?? (await currentVariantCells(tx, [found.id], specColumns)).get(found.id);
    }
  }
  const before = cells ?? new Map<string, Cell>();
  const specOf = new Map(specColumns.map((c) => [c.field as string, c.spec as SpecColumn]));
  const changed = changedFields(row, before, new Set(['variant_id']), (field, current, wanted) => {
    const spec = specOf.get(field);
    return spec ? sameSpec(current, wanted, spec) : sameCell(current, wanted);
  });
  const columnOf = (key: string) =>
    VARIANT_COLUMN[key] ?? (key === 'technical_parameters' ? firstSpec(changed, specColumns) : key);

  const body: Record<string, unknown> = {};
  if (changed.has('variant_name')) body.name = pick(changed, 'variant_name');
  for (const [field, value] of changed) {
    if (field === 'variant_id' || field === 'variant_name' || PLACE_FIELDS.has(field)) continue;
    if (specColumns.some((c) => c.field === field)) continue;
    if (stockColumns.some((c) => c.field === field)) continue;
    const v = value === CLEAR ? null : value;
    body[field] = LIST_FIELDS.has(field) ? (v === null ? [] : itemsOf(v)) : v;
  }
  if (body.featured_parameters)
    body.featured_parameters = (body.featured_parameters as string[]).map((key) => ({ key }));

  // Where it belongs: the product named by brand (and category, for a new one) and product name.
  if (variantId === undefined || [...PLACE_FIELDS].some((f) => changed.has(f))) {
    const productId = await productOf(tx, run, known, row, before);
    if (productId === null) return;
    if (variantId === undefined || productId !== known.variantProduct.get(variantId))
      body.product_id = productId;
  }

  const specChanges = specColumns.filter((c) => changed.has(c.field as string));
  if (specChanges.length > 0) {
    const spec = await applySpecs(
      tx,
      matcher,
      variantId,
      body.product_id as number | undefined,
      specChanges,
      changed,
      variantId === undefined ? undefined : stored.get(variantId),
    );
    for (const e of spec.errors) errorAt(run, row, e.field, e.message);
    if (spec.errors.length > 0) return;
    body.technical_parameters = spec.groups;
  }

  const stock: VariantAvailabilityInput = [];
  for (const c of stockColumns) {
    const field = c.field as string;
    const wanted = changed.get(field);
    if (wanted === undefined || !c.stock) continue;
    const entry = stockEntryOf(c.stock.branchId, wanted);
    if (typeof entry === 'string') errorAt(run, row, field, entry);
    else stock.push(entry);
  }
  if (stock.length < stockColumns.filter((c) => changed.has(c.field as string)).length) return;
  const withStock = async (sp: Db, id: number) => {
    if (stock.length > 0) await setVariantAvailability(sp, id, stock);
  };

  if (variantId === undefined) {
    const input = variantCreateSchema.safeParse(body);
    if (!input.success) return reportInvalid(run, row, issuesOf(input.error), columnOf);
    const created = await attempt(tx, run, row, columnOf, async (sp) => {
      const variant = await createVariant(sp, input.data);
      await withStock(sp, variant.id);
      return variant;
    });
    if (!created) return;
    run.count('create', 'variant');
    record(run, row, 'variant', undefined, changed, before);
    known.variants.set(inBrand(created.product_id, created.name), created);
    known.variantProduct.set(created.id, created.product_id);
    createdBy.set(created.id, row.number);
    return;
  }
  if (Object.keys(body).length === 0 && changed.size === 0) {
    run.count('unchanged', 'variant');
    return;
  }
  const input = variantUpdateSchema.safeParse(body);
  if (!input.success) return reportInvalid(run, row, issuesOf(input.error), columnOf);
  const targetId = variantId;
  const save = Object.keys(body).length > 0 ? input.data : null;
  if (stock.length === 0) {
    context.pending.push({ row, variantId, input: save, changed, before, columnOf });
    return;
  }
  // A stock change is saved with its row, in the row's savepoint: a refused entry undoes the row.
  const saved = await attempt(tx, run, row, columnOf, async (sp) => {
    // Only stock changed: the variant itself is not saved (nor its updated_at moved).
    if (save) {
      const [refused] = await updateVariants(sp, [{ id: targetId, input: save }], matcher);
      if (refused) throw refused;
    }
    await withStock(sp, targetId);
    return { product_id: save?.product_id ?? known.variantProduct.get(targetId) };
  });
  if (!saved) return;
  run.count('update', 'variant');
  record(run, row, 'variant', variantId, changed, before);
  if (saved.product_id !== undefined) known.variantProduct.set(variantId, saved.product_id);
  if (save?.product_id !== undefined) stored.delete(variantId);
  else if (save?.technical_parameters !== undefined) {
    const had = stored.get(variantId);
    if (had) stored.set(variantId, { ...had, groups: save.technical_parameters });
  }
}

/** The API field a Catalogue column writes, for a refusal's messages: field → column. */
const VARIANT_COLUMN: Record<string, string> = {
  name: 'variant_name',
  product_id: 'product',
  '': 'variant_name',
};

const firstSpec = (changed: Map<string, unknown>, specColumns: MappedColumn[]) =>
  specColumns.find((c) => changed.has(c.field as string))?.field ?? 'variant_name';

/**
 * The product a row places its variant in: its brand and product by name (found or created, a new
 * product in the row's category), the cells left empty taken from where the variant is now.
 */
async function productOf(
  tx: Db,
  run: Run,
  known: Known,
  row: Row,
  before: Map<string, Cell>,
): Promise<number | null> {
  const fallback = (field: string) => {
    const had = before.get(field);
    if (row.cells.get(field)?.wanted === undefined && had !== null && had !== undefined) {
      row.cells.set(field, { header: row.cells.get(field)?.header ?? field, cell: had, wanted: String(had) });
    }
  };
  for (const f of PLACE_FIELDS) fallback(f);
  const brandId = await brandNamed(tx, run, known, row, 'brand');
  if (brandId === null) return null;
  const productName = textIn(row, 'product');
  if (!productName) {
    errorAt(run, row, 'product', 'Product is required');
    return null;
  }
  const found = known.products.get(inBrand(brandId, productName));
  if (found) {
    if (nearDuplicate(run, row, 'product', productName, found.name, 'product')) return null;
    const categoryName = textIn(row, 'category');
    const category = known.categoryById.get(found.categoryId);
    if (categoryName && category && normName(categoryName) !== normName(category.name)) {
      errorAt(
        run,
        row,
        'category',
        `"${found.name}" is in the category "${category.name}": move the product in the back office.`,
      );
      return null;
    }
    return found.id;
  }
  const categoryId = await categoryNamed(tx, run, known, row, 'category', brandId);
  if (categoryId === null) return null;
  const product = await checkedWrite(
    tx,
    run,
    row,
    () => 'product',
    productCreateSchema,
    { brand_id: brandId, category_id: categoryId, name: productName },
    createProduct,
  );
  if (!product) return null;
  run.count('create', 'product');
  known.products.set(inBrand(brandId, product.name), {
    id: product.id,
    name: product.name,
    brandId,
    categoryId,
  });
  return product.id;
}

// ---- The run ----

export interface ImportOptions {
  dryRun: boolean;
  mapping?: ImportMapping;
  /**
   * Called before each row with the rows checked so far and the run's transaction; throwing stops
   * the run and keeps nothing.
   */
  onRow?: (checked: number, tx: Db) => Promise<void>;
  /**
   * Called in the apply's transaction just before it commits (with the report and the change set),
   * so the job's own row says `done` in the same commit; throwing rolls the apply back.
   */
  beforeCommit?: (tx: Db, result: ImportResult, changeSetId: string | null) => Promise<void>;
  /** How the `images` column's other addresses are fetched and stored (import-images.ts). */
  images: ImportImageSettings;
}

export interface ImportOutcome {
  status: 'done' | 'failed';
  /** The audit trail's change set of an applied import (null for a dry run or a failed apply). */
  changeSetId: string | null;
  result: ImportResult;
}

/** Rows of `tables` the import checks (each sheet's rows below its header). */
export const rowsIn = (tables: SheetTable[]) => tables.reduce((n, t) => n + t.rows.length, 0);

/**
 * Checks every row of `tables` and, unless it is a dry run or any row has an error, keeps what it
 * wrote: all of it in one transaction, or none of it.
 */
export async function runImport(
  db: Db,
  tables: SheetTable[],
  options: ImportOptions,
): Promise<ImportOutcome> {
  const run = new Run(options.onRow);
  const dictionary = (await publicDictionary(db)).entries;
  const stockAt = await db.select({ id: branches.id, slug: branches.slug }).from(branches);
  const mapped = tables.map((table) => ({
    table,
    columns: mapColumns(table, dictionary, options.mapping, run.errors, stockAt),
  }));
  const fields = mapped.map(({ table }) => ({
    sheet: table.name,
    fields: mappableFields(table.name, dictionary, stockAt),
  }));
  // Before the transaction: images from other servers are checked or fetched and stored first.
  await importImages(db, mapped, {
    settings: options.images,
    store: !options.dryRun && run.errors.length === 0,
    errors: run.errors,
    check: async () => options.onRow?.(0, db),
  });
  const resultOf = (): ImportResult => ({
    summary: { ...run.summary, errors: run.errors.length },
    fields,
    columns: mapped.flatMap(({ table, columns }) =>
      columns.map((c) => ({ sheet: table.name, header: c.header, field: c.field })),
    ),
    errors: run.errors.sort((a, b) => sheetOrder(a.sheet) - sheetOrder(b.sheet) || a.row - b.row),
    changes: run.changes,
  });
  let changeSetId: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      // A dry run keeps nothing, so its writes make no audit entries and keep no derived data to
      // roll back (over a third of its time, docs/performance.md). The apply's entries are its
      // change set.
      if (options.dryRun) await asDryRun(t);
      const known = await loadKnown(t);
      const sheet = (name: string) => mapped.find((m) => m.table.name === name);
      const brandsSheet = sheet(SHEET_NAMES.brands);
      if (brandsSheet)
        await importBrands(t, run, known, await rowsOfTable(brandsSheet.table, brandsSheet.columns, run));
      const categoriesSheet = sheet(SHEET_NAMES.categories);
      if (categoriesSheet)
        await importCategories(
          t,
          run,
          known,
          await rowsOfTable(categoriesSheet.table, categoriesSheet.columns, run),
        );
      const catalogue = sheet(SHEET_NAMES.catalogue);
      if (catalogue)
        await importCatalogue(
          t,
          run,
          known,
          await rowsOfTable(catalogue.table, catalogue.columns, run),
          catalogue.columns,
        );
      if (options.dryRun || run.errors.length > 0) throw new Rollback();
      // Only an import that wrote something has a change set (the triggers start one).
      const [set] = rowsOf<{ id: string | null }>(
        await t.execute(sql`select nullif(current_setting('app.change_set_id', true), '') as id`),
      );
      changeSetId = set?.id ?? null;
      await options.beforeCommit?.(t, resultOf(), changeSetId);
    });
  } catch (err) {
    if (!(err instanceof Rollback)) throw err;
  }
  return {
    status: !options.dryRun && run.errors.length > 0 ? 'failed' : 'done',
    changeSetId,
    result: resultOf(),
  };
}

const sheetOrder = (sheet: string) =>
  [SHEET_NAMES.brands, SHEET_NAMES.categories, SHEET_NAMES.catalogue].indexOf(sheet as never);
