import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { PRICE_MAX } from '#common/constants';
import { announceWrite } from '../../caching/open-read-cache';
import { ensureDictionary } from '../../services/parameters/seed-dictionary';
import { backfillSpecs } from '../../services/parameters/spec-index';
import { outsideAudit } from '../acting-user';
import type { Db } from '../client';
import { rowsOf } from '../rows';
import { brands, categories, products } from '../schema';
import { SPECS, type SpecKind } from './demo-catalog';
import { listPrice } from './demo-plan';
import { openConfiguredDatabase } from './open-configured';
import { createRng } from './prng';

// `npm run seed:bulk -- --variants 100000`: a large synthetic catalogue for benchmarks. Rows go in
// 1,000 at a time, ten inserts per transaction; no images (the site shows its placeholder).

interface BulkOptions {
  brands?: number;
  categories?: number;
  products?: number;
  variants?: number;
  batchSize?: number;
  log?: (message: string) => void;
}

interface BulkCounts {
  brands: number;
  categories: number;
  products: number;
  variants: number;
  ms: number;
}

// Category name, technical sheet, unit noun, size range (and step) of the models.
const KINDS: [string, SpecKind, string, number, number, number][] = [
  ['Wheel Loaders', 'loader', 'Wheel Loader', 1, 9, 0.5],
  ['Excavators', 'excavator', 'Excavator', 12, 40, 1],
  ['Mobile Cranes', 'truck-crane', 'Truck Crane', 25, 150, 5],
  ['Crawler Cranes', 'crawler-crane', 'Crawler Crane', 35, 150, 5],
  ['Batching Plants', 'batching-plant', 'Batching Plant', 25, 180, 5],
  ['Asphalt Plants', 'asphalt-plant', 'Asphalt Plant', 40, 160, 10],
  ['Concrete Pumps', 'boom-pump', 'Boom Pump', 37, 62, 1],
  ['Trailer Pumps', 'trailer-pump', 'Trailer Pump', 40, 90, 5],
  ['Transit Mixers', 'mixer-truck', 'Transit Mixer', 6, 12, 1],
  ['Road Rollers', 'roller', 'Road Roller', 3, 20, 1],
  ['Forklifts', 'forklift', 'Forklift', 1500, 5000, 500],
  ['Electric Forklifts', 'e-forklift', 'Electric Forklift', 1500, 3000, 500],
  ['Diesel Generators', 'generator', 'Generator', 20, 1000, 10],
  ['Mini Excavators', 'excavator', 'Mini Excavator', 1.5, 8, 0.5],
  ['Compact Loaders', 'loader', 'Compact Loader', 0.6, 2, 0.2],
];
const PREFIXES = ['Kor', 'Val', 'Stra', 'Bex', 'Mar', 'Tor', 'Lum', 'Zen', 'Dar', 'Qua'];
const SUFFIXES = ['dex', 'tron', 'vik', 'mar', 'sen', 'rix'];
const TRADES = ['Machinery', 'Heavy Industries', 'Equipment', 'Systems'];

interface VariantRow {
  product_id: number;
  name: string;
  introduction: string;
  price: number | null;
  features: string[];
  technical_parameters: unknown;
  featured_parameters: readonly string[];
  rated_load: string | null;
  bucket_capacity: string | null;
  created_at: string;
}

// One JSON parameter per 1,000 rows: about twice as fast on PGlite as 10,000 bound parameters.
// The search_text trigger still fills that column, as for every other writer.
const insertVariants = (tx: Db, rows: VariantRow[]) =>
  tx.execute(sql`insert into variants (product_id, name, introduction, price, features, technical_parameters,
      featured_parameters, rated_load, bucket_capacity, created_at)
    select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(product_id int, name text,
      introduction text, price numeric, features jsonb, technical_parameters jsonb, featured_parameters jsonb,
      rated_load text, bucket_capacity text, created_at timestamptz)`);

/** The share of `total` that item `i` of `parts` gets, spreading the remainder over the first ones. */
const share = (total: number, parts: number, i: number) =>
  Math.floor(total / parts) + (i < total % parts ? 1 : 0);

async function brandSuffix(db: Db, names: string[]): Promise<string> {
  const res = await db.execute(sql`select lower(name) as name from brands`);
  const taken = new Set(rowsOf<{ name: string }>(res).map((r) => r.name));
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : ` ${n}`;
    if (names.every((name) => !taken.has(`${name}${suffix}`.toLowerCase()))) return suffix;
  }
}

async function insertBatched<T>(
  db: Db,
  rows: () => Generator<T[]>,
  write: (tx: Db, batch: T[]) => Promise<number>,
  progress: (done: number) => void,
) {
  let done = 0;
  let pending: T[][] = [];
  const flush = async () => {
    const batches = pending;
    pending = [];
    await db.transaction(async (tx) => {
      await outsideAudit(tx);
      for (const b of batches) done += await write(tx, b);
    });
    progress(done);
  };
  for (const batch of rows()) {
    pending.push(batch);
    if (pending.length === 10) await flush();
  }
  if (pending.length) await flush();
  return done;
}

export async function seedBulk(db: Db, opts: BulkOptions = {}): Promise<BulkCounts> {
  const started = Date.now();
  const log = opts.log ?? (() => {});
  const nBrands = opts.brands ?? 20;
  const nCategories = Math.max(opts.categories ?? 200, nBrands);
  const nProducts = Math.max(opts.products ?? 2000, nCategories);
  const nVariants = opts.variants ?? 100_000;
  const batchSize = opts.batchSize ?? 1000;
  const rng = createRng(20_240_601);
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

  const baseNames = Array.from(
    { length: nBrands },
    (_, i) =>
      `${PREFIXES[i % 10]}${SUFFIXES[Math.floor(i / 10) % 6]} ${TRADES[i % 4]}${i >= 60 ? ` ${i}` : ''}`,
  );
  const suffix = await brandSuffix(db, baseNames);
  const brandRows = await db
    .insert(brands)
    .values(
      baseNames.map((name) => ({
        name: `${name}${suffix}`,
        description: `${name} (synthetic benchmark brand)`,
      })),
    )
    .returning({ id: brands.id });

  // Categories per brand from distinct kinds, so names repeat across brands but never within one.
  const catPlan = Array.from({ length: nCategories }, (_, i) => {
    const b = i % nBrands;
    const kind = KINDS[(b + Math.floor(i / nBrands)) % KINDS.length];
    const round = Math.floor(i / (nBrands * KINDS.length));
    return { b, kind, name: round ? `${kind[0]} ${round + 1}` : kind[0] };
  });
  const catRows: { id: number }[] = [];
  for (let i = 0; i < catPlan.length; i += batchSize) {
    const slice = catPlan.slice(i, i + batchSize);
    catRows.push(
      ...(await db
        .insert(categories)
        .values(
          slice.map((c) => ({ name: c.name, brandId: brandRows[c.b].id, description: `${c.kind[0]} line` })),
        )
        .returning({ id: categories.id })),
    );
  }
  log(`brands ${nBrands}, categories ${nCategories} (${elapsed()})`);

  const prodPlan = Array.from({ length: nProducts }, (_, i) => {
    const c = i % nCategories;
    const code = `${PREFIXES[catPlan[c].b % 10].toUpperCase()}${catPlan[c].b}`;
    return { c, code: `${code}-${i + 1}`, kind: catPlan[c].kind };
  });
  const productIds: number[] = [];
  for (let i = 0; i < prodPlan.length; i += batchSize) {
    const slice = prodPlan.slice(i, i + batchSize);
    const rows = await db
      .insert(products)
      .values(
        slice.map((p) => ({
          name: `${p.code} ${p.kind[2]} Series`,
          brandId: brandRows[catPlan[p.c].b].id,
          categoryId: catRows[p.c].id,
          introduction: `Synthetic ${p.kind[2].toLowerCase()} range for load testing.`,
          features: ['Synthetic benchmark product'],
          applications: ['Benchmarks'],
        })),
      )
      .returning({ id: products.id });
    productIds.push(...rows.map((r) => r.id));
  }
  log(`products ${nProducts} (${elapsed()})`);

  const now = Date.now();
  function* variantBatches() {
    let batch: VariantRow[] = [];
    let n = 0;
    for (let p = 0; p < nProducts; p++) {
      const [, spec, noun, min, max, step] = prodPlan[p].kind;
      for (let k = 0; k < share(nVariants, nProducts, p); k++, n++) {
        const size = min + step * rng.int(0, Math.round((max - min) / step));
        const sheet = SPECS[spec](Number(size.toFixed(2)));
        batch.push({
          product_id: productIds[p],
          name: `${prodPlan[p].code}-${k + 1} ${noun}`,
          introduction: `Synthetic ${noun.toLowerCase()} model ${k + 1} of ${prodPlan[p].code}.`,
          price: n % 2 === 0 ? Math.min(listPrice(spec, size), PRICE_MAX - 500) : null,
          features: ['Synthetic benchmark variant'],
          technical_parameters: sheet.groups,
          featured_parameters: sheet.featured,
          rated_load: sheet.ratedLoad ?? null,
          bucket_capacity: sheet.bucketCapacity ?? null,
          created_at: new Date(now - (nVariants - n) * 1000).toISOString(),
        });
        if (batch.length === batchSize) {
          yield batch;
          batch = [];
        }
      }
    }
    if (batch.length) yield batch;
  }
  const inserted = await insertBatched(
    db,
    variantBatches,
    async (tx, batch) => {
      await insertVariants(tx, batch);
      return batch.length;
    },
    (done) => log(`variants ${done}/${nVariants} (${elapsed()})`),
  );
  // Parsed specifications of the new variants (docs/product.md §17): those without variant_specs rows.
  await ensureDictionary(db);
  const indexed = await backfillSpecs(db);
  log(`specifications of ${indexed} variants indexed (${elapsed()})`);
  return {
    brands: nBrands,
    categories: nCategories,
    products: nProducts,
    variants: inserted,
    ms: Date.now() - started,
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      variants: { type: 'string', default: '100000' },
      products: { type: 'string', default: '2000' },
      categories: { type: 'string', default: '200' },
      brands: { type: 'string', default: '20' },
    },
  });
  const num = (name: keyof typeof values) => {
    const n = Number(values[name]);
    if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive whole number`);
    return n;
  };
  const { database } = await openConfiguredDatabase();
  try {
    const counts = await seedBulk(database.db, {
      variants: num('variants'),
      products: num('products'),
      categories: num('categories'),
      brands: num('brands'),
      log: (m) => console.log(m),
    });
    console.log(`done: ${JSON.stringify(counts)}`);
    await announceWrite(database);
  } finally {
    await database.close();
  }
}

// Run only as a script (tsx server/db/seed/bulk.ts), never when a test imports seedBulk.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
