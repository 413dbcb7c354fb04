import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publicVariantQuery } from '../../common/schemas/variant';
import { variants } from '../../server/db/schema';
import { listPublicVariants } from '../../server/services/catalog/variant-listing';
import { publicFacets } from '../../server/services/parameters/facets';
import { indexVariantSpecs } from '../../server/services/parameters/spec-index';
import { specSnapshot, specSnapshotSettled } from '../../server/services/parameters/spec-snapshot';
import { snapshotTuning } from '../../server/services/parameters/spec-snapshot-query';
import { setupApi } from '../support/api';
import { createVariant } from '../support/factories';
import { seedSpecCatalog } from './support/spec-catalog';

// The in-memory columns of decision 031 answer the spec filters and facets exactly as the SQL of
// decision 022 does: for each query, the answer read while no snapshot belongs to the current
// generation (SQL) is compared with the answer once one does. The catalogue of
// support/spec-catalog.ts gains what the SQL's edge cases turn on: a text value in two spellings,
// a parameter given twice, an unreadable value, prices, and a variant whose values are all equal.
const ctx = setupApi();

async function widenCatalog(productIds: { bpg: number; wa: number }) {
  const add = async (productId: number, name: string, specs: [string, string][], price?: number) => {
    const v = await createVariant(ctx.db, {
      productId,
      name,
      price: price ?? null,
      technicalParameters: [
        { category: 'General', specifications: specs.map(([key, value]) => ({ key, value })) },
      ],
    });
    await indexVariantSpecs(ctx.db, [v.id]);
    return v.id;
  };
  await add(
    productIds.bpg,
    'BPG-400',
    [
      ['Operating Mass', '8,000 kg'],
      ['Operating Mass', '9 t'],
      ['Drive', '4wd'],
      ['Bucket Capacity', '0.9 m³'],
    ],
    2_500_000,
  );
  await add(
    productIds.wa,
    'WA-30',
    [
      ['Operating Mass', 'about heavy'],
      ['Drive', 'awd'],
    ],
    900_000,
  );
  await add(productIds.wa, 'WA-40', [
    ['Operating Mass', '12,000 kg'],
    ['Drive', '2WD'],
  ]);
  // Priced for the price filter's edge: unpriced variants leave a narrowed range.
  await ctx.db.update(variants).set({ price: 1_200_000 }).where(eq(variants.name, 'BPG-1000'));
}

const QUERIES = [
  '',
  'brand=Komatsu',
  'category=Excavators',
  'brand=Caterpillar&category=Excavators',
  'brand=KOMATSU&spec.drive=4wd',
  'category=nothing-here&spec.drive=4wd',
  'category=excavators&product=bpg&spec.operating_mass=1..',
  'product=WA',
  'product=no-such-product',
  'min_price=1000000&max_price=3000000',
  'max_price=1000000',
  'spec.operating_mass=10000..25000',
  'spec.operating_mass=..9000',
  'spec.operating_mass=9000..',
  'spec.operating_mass=99000..',
  'spec.drive=4wd',
  'spec.drive=AWD,2wd',
  'spec.drive=4WD&spec.operating_mass=..20000',
  'category=Excavators&spec.bucket_capacity=0.9..1.3&spec.operating_mass=5000..25000',
  'brand=Komatsu&spec.drive=awd',
  // The narrowest two filters choose the variants judged (a text filter of two values among them).
  'category=Excavators&spec.drive=4wd,awd',
  // A category's runs of slots and of each column (three categories named Excavators, one run).
  'category=Excavators&min_price=1000000&spec.operating_mass=1..',
  'category=Loaders&spec.drive=2wd,awd&spec.operating_mass=..99000',
  'spec.drive=4wd,2wd&spec.operating_mass=1..&spec.bucket_capacity=..1.3',
  'brand=Komatsu&category=Loaders&spec.operating_mass=1..',
  'min_price=1&spec.operating_mass=1..',
  'units=imperial&spec.operating_mass=10000..25000',
  'category=Excavators&sort_by=price&sort_order=desc&spec.operating_mass=1..',
  'sort_by=spec.operating_mass&spec.drive=4wd,2wd',
  'per_page=1&page=2&spec.operating_mass=1..',
  // The default order's page chosen in memory (natural names: BPG-250 before BPG-1000).
  'sort_by=name&per_page=2&page=2&spec.operating_mass=1..',
  'sort_by=name&sort_order=desc&spec.operating_mass=1..',
  'page=9&spec.operating_mass=1..',
];

const parse = (query: string) => publicVariantQuery.parse(Object.fromEntries(new URLSearchParams(query)));

/** The answer without a current snapshot, then with one (asserted present). */
async function bothWays<T>(read: () => Promise<T>): Promise<{ fromSql: T; fromMemory: T }> {
  await ctx.app.readCache.invalidate();
  expect(specSnapshot(ctx.db)).toBeUndefined();
  const fromSql = await read();
  await specSnapshotSettled(ctx.db);
  expect(specSnapshot(ctx.db)).toBeDefined();
  const fromMemory = await read();
  return { fromSql, fromMemory };
}

describe.each([
  ['scanning each column', 20],
  ['searching each column for the few counted variants', 0],
])('spec filters and facets from memory (decision 031), %s', (_how, searchRatio) => {
  beforeEach(() => {
    snapshotTuning.searchRatio = searchRatio;
  });
  afterEach(() => {
    snapshotTuning.searchRatio = 20;
  });

  it.each(QUERIES)('give what the SQL gives: %s', async (query) => {
    const { v } = await seedSpecCatalog(ctx.db);
    const products = await ctx.db
      .select({ id: variants.productId, name: variants.name })
      .from(variants)
      .where(sql`${variants.id} in (${v.bpg250}, ${v.wa10})`);
    const productOf = (name: string) => products.find((p) => p.name === name)?.id as number;
    await widenCatalog({ bpg: productOf('BPG-250'), wa: productOf('WA-10') });
    const q = parse(query);

    const facets = await bothWays(() => publicFacets(ctx.db, q));
    expect(facets.fromMemory).toEqual(facets.fromSql);
    const page = await bothWays(() => listPublicVariants(ctx.db, q));
    expect(page.fromMemory).toEqual(page.fromSql);
  });

  it('counts something the memory could get wrong: two spellings, a parameter twice, a filter left out', async () => {
    const { v } = await seedSpecCatalog(ctx.db);
    const [bpg] = await ctx.db
      .select({ id: variants.productId })
      .from(variants)
      .where(eq(variants.id, v.bpg250));
    const [wa] = await ctx.db
      .select({ id: variants.productId })
      .from(variants)
      .where(eq(variants.id, v.wa10));
    await widenCatalog({ bpg: bpg.id, wa: wa.id });
    await specSnapshotSettled(ctx.db);
    const q = parse('spec.drive=4wd&spec.operating_mass=..10000');
    const { fromMemory } = await bothWays(() => publicFacets(ctx.db, q));
    const drive = fromMemory.parameters.find((p) => p.key === 'drive');
    // Under mass ≤ 10 t alone: BPG-250 (4WD) and BPG-400 (4wd) — one value, two variants.
    expect(drive).toMatchObject({ values: [{ value: '4WD', count: 2 }] });
    const mass = fromMemory.parameters.find((p) => p.key === 'operating_mass');
    // Under 4WD alone: BPG-250 (5 t), BPG-400 (8 t and 9 t), BPG-1500 (30 t): three variants.
    expect(mass).toMatchObject({ count: 3, min: 5000, max: 30_000 });
  });

  it('is not used for a search, in a transaction, or once a write moved the generation', async () => {
    await seedSpecCatalog(ctx.db);
    await publicFacets(ctx.db, parse(''));
    await specSnapshotSettled(ctx.db);
    expect(specSnapshot(ctx.db)).toBeDefined();
    await ctx.db.transaction(async (tx) => {
      expect(specSnapshot(tx as never)).toBeUndefined();
    });
    await ctx.app.readCache.invalidate();
    expect(specSnapshot(ctx.db)).toBeUndefined();
  });
});
