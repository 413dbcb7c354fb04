import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Facets } from '../../common/schemas/parameters';
import { publicVariantQuery } from '../../common/schemas/variant';
import { brands, variants } from '../../server/db/schema';
import { listPublicVariants } from '../../server/services/catalog/variant-listing';
import { publicFacets } from '../../server/services/parameters/facets';
import { indexVariantSpecs } from '../../server/services/parameters/spec-index';
import { seedForBlock, setupApi } from '../support/api';
import { createVariant } from '../support/factories';
import { counts, seedSpecCatalog, valueCounts } from './support/spec-catalog';

// Spec filters, facets, sorts and the default order as the one engine answers them (the SQL of
// decisions 022 and 035), on each database the suite runs on. The catalogue of
// support/spec-catalog.ts gains what the SQL's edge cases turn on: a text value in two spellings,
// a parameter given twice, an unreadable value, prices, and a variant whose values are all equal.
// Every answer below was the same from the SQL and from the in-memory columns decision 035 removed.
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

/** The mass facet of every machine: a filter on the mass itself leaves its own facet whole. */
const EVERY_MASS = 'operating_mass 6 5000..30000 kg [1,2,2,0,0,0,1,0,0,1]';
/** The page, counts and facets without a filter. */
const UNFILTERED: [string, string, string, string[]] = [
  '8: BPG-250, BPG-400, BPG-1000, BPG-1500, WA-10, WA-20, WA-30, WA-40',
  'Caterpillar 1, Komatsu 7',
  'Excavators 4, Loaders 4',
  [EVERY_MASS, 'bucket_capacity 4 0.8..1.5 m^3 [1,1,0,0,0,1,0,0,0,1]', 'drive: 4WD 3, 2WD 2, AWD 2'],
];
/** The counts and facets of every machine with a mass (`spec.operating_mass=1..`), whatever the page. */
const WITH_MASS: [string, string, string[]] = [
  'Caterpillar 1, Komatsu 5',
  'Excavators 4, Loaders 2',
  [EVERY_MASS, 'bucket_capacity 4 0.8..1.5 m^3 [1,1,0,0,0,1,0,0,0,1]', 'drive: 4WD 3, 2WD 2, AWD 1'],
];
/** The facets beside the four excavators' page. */
const ALL_EXCAVATORS = [
  'operating_mass 4 5000..30000 kg [1,2,0,0,0,0,1,0,0,1]',
  'bucket_capacity 4 0.8..1.5 m^3 [1,1,0,0,0,1,0,0,0,1]',
  'drive: 4WD 3, AWD 1',
];
/** The facets beside BPG-250, BPG-400 and BPG-1000. */
const KOMATSU_EXCAVATORS = [
  'operating_mass 3 5000..20000 kg [1,0,2,0,0,0,0,0,0,1]',
  'bucket_capacity 3 0.8..1.2 m^3 [1,0,1,0,0,0,0,0,0,1]',
  'drive: 4WD 2, AWD 1',
];
/** The facets beside the two priced excavators, BPG-400 and BPG-1000. */
const PRICED_EXCAVATORS = [
  'operating_mass 2 8000..20000 kg [2,0,0,0,0,0,0,0,0,1]',
  'bucket_capacity 2 0.9..1.2 m^3 [1,0,0,0,0,0,0,0,0,1]',
  'drive: 4wd 1, AWD 1',
];
/**
 * Query; the page ("total: names in order"); the brand and the category counts ("name count");
 * each parameter's facet: "key variants min..max unit [histogram]" or "key: value count, …".
 */
const ANSWERS: [string, string, string, string, string[]][] = [
  ['', ...UNFILTERED],
  [
    'brand=Komatsu',
    '7: BPG-250, BPG-400, BPG-1000, WA-10, WA-20, WA-30, WA-40',
    'Caterpillar 1, Komatsu 7',
    'Excavators 3, Loaders 4',
    [
      'operating_mass 5 5000..20000 kg [1,0,2,0,2,0,0,0,0,1]',
      'bucket_capacity 3 0.8..1.2 m^3 [1,0,1,0,0,0,0,0,0,1]',
      'drive: 2WD 2, 4WD 2, AWD 2',
    ],
  ],
  [
    'category=Excavators',
    '4: BPG-250, BPG-400, BPG-1000, BPG-1500',
    'Caterpillar 1, Komatsu 3',
    'Excavators 4, Loaders 4',
    ALL_EXCAVATORS,
  ],
  [
    'brand=Caterpillar&category=Excavators',
    '1: BPG-1500',
    'Caterpillar 1, Komatsu 3',
    'Excavators 1',
    [
      'operating_mass 1 30000..30000 kg [1,0,0,0,0,0,0,0,0,0]',
      'bucket_capacity 1 1.5..1.5 m^3 [1,0,0,0,0,0,0,0,0,0]',
      'drive: 4WD 1',
    ],
  ],
  [
    'brand=KOMATSU&spec.drive=4wd',
    '2: BPG-250, BPG-400',
    'Caterpillar 1, Komatsu 2',
    'Excavators 2',
    [
      'operating_mass 2 5000..9000 kg [1,0,0,0,0,0,0,1,0,1]',
      'bucket_capacity 2 0.8..1 m^3 [1,0,0,0,0,1,0,0,0,0]',
      'drive: 2WD 2, 4WD 2, AWD 2',
    ],
  ],
  ['category=nothing-here&spec.drive=4wd', '0: ', '', 'Excavators 3', ['drive: ']],
  [
    'category=excavators&product=bpg&spec.operating_mass=1..',
    '3: BPG-250, BPG-400, BPG-1000',
    'Komatsu 3',
    'Excavators 3',
    KOMATSU_EXCAVATORS,
  ],
  [
    'product=WA',
    '4: WA-10, WA-20, WA-30, WA-40',
    'Komatsu 4',
    'Loaders 4',
    ['operating_mass 2 12000..12000 kg [2,0,0,0,0,0,0,0,0,0]', 'drive: 2WD 2, awd 1'],
  ],
  ['product=no-such-product', '0: ', '', '', []],
  [
    'min_price=1000000&max_price=3000000',
    '2: BPG-400, BPG-1000',
    'Komatsu 2',
    'Excavators 2',
    PRICED_EXCAVATORS,
  ],
  // A cap above every price: the page and the facets as unfiltered.
  ['max_price=1000000', ...UNFILTERED],
  [
    'spec.operating_mass=10000..25000',
    '3: BPG-1000, WA-10, WA-40',
    'Komatsu 3',
    'Excavators 1, Loaders 2',
    [EVERY_MASS, 'bucket_capacity 1 1.2..1.2 m^3 [1,0,0,0,0,0,0,0,0,0]', 'drive: 2WD 2, AWD 1'],
  ],
  [
    'spec.operating_mass=..9000',
    '2: BPG-250, BPG-400',
    'Komatsu 2',
    'Excavators 2',
    [EVERY_MASS, 'bucket_capacity 2 0.8..1 m^3 [1,0,0,0,0,1,0,0,0,0]', 'drive: 4WD 2'],
  ],
  [
    'spec.operating_mass=9000..',
    '5: BPG-400, BPG-1000, BPG-1500, WA-10, WA-40',
    'Caterpillar 1, Komatsu 4',
    'Excavators 3, Loaders 2',
    [EVERY_MASS, 'bucket_capacity 3 0.9..1.5 m^3 [1,0,0,0,1,0,0,0,0,1]', 'drive: 2WD 2, 4WD 2, AWD 1'],
  ],
  ['spec.operating_mass=99000..', '0: ', '', '', [EVERY_MASS]],
  [
    'spec.drive=4wd',
    '3: BPG-250, BPG-400, BPG-1500',
    'Caterpillar 1, Komatsu 2',
    'Excavators 3',
    [
      'operating_mass 3 5000..30000 kg [1,2,0,0,0,0,0,0,0,1]',
      'bucket_capacity 3 0.8..1.5 m^3 [1,1,0,0,0,0,0,0,0,1]',
      'drive: 4WD 3, 2WD 2, AWD 2',
    ],
  ],
  [
    'spec.drive=AWD,2wd',
    '4: BPG-1000, WA-10, WA-30, WA-40',
    'Komatsu 4',
    'Excavators 1, Loaders 3',
    [
      'operating_mass 3 12000..20000 kg [2,0,0,0,0,0,0,0,0,1]',
      'bucket_capacity 1 1.2..1.2 m^3 [1,0,0,0,0,0,0,0,0,0]',
      'drive: 4WD 3, 2WD 2, AWD 2',
    ],
  ],
  [
    'spec.drive=4WD&spec.operating_mass=..20000',
    '2: BPG-250, BPG-400',
    'Komatsu 2',
    'Excavators 2',
    [
      'operating_mass 3 5000..30000 kg [1,2,0,0,0,0,0,0,0,1]',
      'bucket_capacity 2 0.8..1 m^3 [1,0,0,0,0,1,0,0,0,0]',
      'drive: 2WD 2, 4WD 2, AWD 1',
    ],
  ],
  [
    'category=Excavators&spec.bucket_capacity=0.9..1.3&spec.operating_mass=5000..25000',
    '3: BPG-250, BPG-400, BPG-1000',
    'Komatsu 3',
    'Excavators 3',
    KOMATSU_EXCAVATORS,
  ],
  [
    'brand=Komatsu&spec.drive=awd',
    '2: BPG-1000, WA-30',
    'Komatsu 2',
    'Excavators 1, Loaders 1',
    [
      'operating_mass 1 20000..20000 kg [1,0,0,0,0,0,0,0,0,0]',
      'bucket_capacity 1 1.2..1.2 m^3 [1,0,0,0,0,0,0,0,0,0]',
      'drive: 2WD 2, 4WD 2, AWD 2',
    ],
  ],
  [
    'category=Excavators&spec.drive=4wd,awd',
    '4: BPG-250, BPG-400, BPG-1000, BPG-1500',
    'Caterpillar 1, Komatsu 3',
    'Excavators 4, Loaders 1',
    ALL_EXCAVATORS,
  ],
  [
    'category=Excavators&min_price=1000000&spec.operating_mass=1..',
    '2: BPG-400, BPG-1000',
    'Komatsu 2',
    'Excavators 2',
    PRICED_EXCAVATORS,
  ],
  [
    'category=Loaders&spec.drive=2wd,awd&spec.operating_mass=..99000',
    '2: WA-10, WA-40',
    'Komatsu 2',
    'Excavators 1, Loaders 2',
    ['operating_mass 2 12000..12000 kg [2,0,0,0,0,0,0,0,0,0]', 'drive: 2WD 2'],
  ],
  [
    'spec.drive=4wd,2wd&spec.operating_mass=1..&spec.bucket_capacity=..1.3',
    '2: BPG-250, BPG-400',
    'Komatsu 2',
    'Excavators 2',
    [
      'operating_mass 2 5000..9000 kg [1,0,0,0,0,0,0,1,0,1]',
      'bucket_capacity 3 0.8..1.5 m^3 [1,1,0,0,0,0,0,0,0,1]',
      'drive: 4WD 2, AWD 1',
    ],
  ],
  [
    'brand=Komatsu&category=Loaders&spec.operating_mass=1..',
    '2: WA-10, WA-40',
    'Komatsu 2',
    'Excavators 3, Loaders 2',
    ['operating_mass 2 12000..12000 kg [2,0,0,0,0,0,0,0,0,0]', 'drive: 2WD 2'],
  ],
  [
    'min_price=1&spec.operating_mass=1..',
    '2: BPG-400, BPG-1000',
    'Komatsu 2',
    'Excavators 2',
    PRICED_EXCAVATORS,
  ],
  [
    'units=imperial&spec.operating_mass=10000..25000',
    '3: BPG-1000, WA-10, WA-40',
    'Komatsu 3',
    'Excavators 1, Loaders 2',
    [
      'operating_mass 6 11023..66139 lb [1,2,2,0,0,0,1,0,0,1]',
      'bucket_capacity 1 1.56..1.57 yd^3 [1,0,0,0,0,0,0,0,0,0]',
      'drive: 2WD 2, AWD 1',
    ],
  ],
  [
    'category=Excavators&sort_by=price&sort_order=desc&spec.operating_mass=1..',
    '4: BPG-400, BPG-1000, BPG-250, BPG-1500',
    'Caterpillar 1, Komatsu 3',
    'Excavators 4, Loaders 2',
    ALL_EXCAVATORS,
  ],
  [
    'sort_by=spec.operating_mass&spec.drive=4wd,2wd',
    '5: BPG-250, BPG-400, WA-10, WA-40, BPG-1500',
    'Caterpillar 1, Komatsu 4',
    'Excavators 3, Loaders 2',
    [
      'operating_mass 5 5000..30000 kg [1,2,2,0,0,0,0,0,0,1]',
      'bucket_capacity 3 0.8..1.5 m^3 [1,1,0,0,0,0,0,0,0,1]',
      'drive: 4WD 3, 2WD 2, AWD 2',
    ],
  ],
  ['per_page=1&page=2&spec.operating_mass=1..', '6: BPG-400', ...WITH_MASS],
  ['sort_by=name&per_page=2&page=2&spec.operating_mass=1..', '6: BPG-1000, BPG-1500', ...WITH_MASS],
  [
    'sort_by=name&sort_order=desc&spec.operating_mass=1..',
    '6: WA-40, WA-10, BPG-1500, BPG-1000, BPG-400, BPG-250',
    ...WITH_MASS,
  ],
  ['page=9&spec.operating_mass=1..', '6: ', ...WITH_MASS],
];

const parse = (query: string) => publicVariantQuery.parse(Object.fromEntries(new URLSearchParams(query)));

const parameterLines = (facets: Facets) =>
  facets.parameters.map((p) =>
    'values' in p
      ? `${p.key}: ${valueCounts(p.values)}`
      : `${p.key} ${p.count} ${p.min}..${p.max} ${p.unit} [${p.histogram.join(',')}]`,
  );

async function seedWideCatalog() {
  const { v } = await seedSpecCatalog(ctx.db);
  const products = await ctx.db
    .select({ id: variants.productId, name: variants.name })
    .from(variants)
    .where(sql`${variants.id} in (${v.bpg250}, ${v.wa10})`);
  const productOf = (name: string) => products.find((p) => p.name === name)?.id as number;
  await widenCatalog({ bpg: productOf('BPG-250'), wa: productOf('WA-10') });
}

describe('spec filters, facets and sorts (one engine, in SQL)', () => {
  seedForBlock(ctx, seedWideCatalog);

  it.each(ANSWERS)('answer %s', async (query, page, brands, categories, parameters) => {
    const q = parse(query);
    const facets = await publicFacets(ctx.db, q);
    expect({
      brands: counts(facets.brands),
      categories: counts(facets.categories),
      parameters: parameterLines(facets),
    }).toEqual({ brands, categories, parameters });
    const listed = await listPublicVariants(ctx.db, q);
    expect(`${listed.total}: ${listed.data.map((r) => r.name).join(', ')}`).toBe(page);
  });

  it('shows a spec-filtered page in the units asked for', async () => {
    const listed = await listPublicVariants(ctx.db, parse('units=imperial&spec.operating_mass=10000..25000'));
    const masses = listed.data.map((r) => [
      r.name,
      r.technical_parameters[0].specifications.find((s) => s.parameter === 'operating_mass')?.display,
    ]);
    expect(masses).toEqual([
      ['BPG-1000', '44,092 lb'],
      ['WA-10', '26,455 lb'],
      ['WA-40', '26,455 lb'],
    ]);
  });

  it('counts what is easy to get wrong: two spellings, a parameter twice, a filter left out', async () => {
    const facets = await publicFacets(ctx.db, parse('spec.drive=4wd&spec.operating_mass=..10000'));
    const drive = facets.parameters.find((p) => p.key === 'drive');
    // Under mass ≤ 10 t alone: BPG-250 (4WD) and BPG-400 (4wd) — one value, two variants.
    expect(drive).toMatchObject({ values: [{ value: '4WD', count: 2 }] });
    const mass = facets.parameters.find((p) => p.key === 'operating_mass');
    // Under 4WD alone: BPG-250 (5 t), BPG-400 (8 t and 9 t), BPG-1500 (30 t): three variants.
    expect(mass).toMatchObject({ count: 3, min: 5000, max: 30_000 });
  });

  // The facets without a spec, price, product or search filter are summed from
  // listed_spec_summary, which the triggers of migration 0013 keep after every write.
  it('follows writes in the facets without filters: a value edited, a variant deleted, a brand hidden', async () => {
    const facetsOf = async (query: string) => parameterLines(await publicFacets(ctx.db, parse(query)));
    const [wa40] = await ctx.db.select({ id: variants.id }).from(variants).where(eq(variants.name, 'WA-40'));
    await ctx.db
      .update(variants)
      .set({
        technicalParameters: [
          {
            category: 'General',
            specifications: [
              { key: 'Operating Mass', value: '40,000 kg' },
              { key: 'Drive', value: '2WD' },
            ],
          },
        ],
      })
      .where(eq(variants.id, wa40.id));
    await indexVariantSpecs(ctx.db, [wa40.id]);
    expect((await facetsOf('')).find((l) => l.startsWith('operating_mass'))).toBe(
      'operating_mass 6 5000..40000 kg [2,1,1,0,1,0,0,1,0,1]',
    );
    await ctx.db.delete(variants).where(eq(variants.id, wa40.id));
    expect(await facetsOf('brand=Komatsu')).toEqual([
      'operating_mass 4 5000..20000 kg [1,0,2,0,1,0,0,0,0,1]',
      'bucket_capacity 3 0.8..1.2 m^3 [1,0,1,0,0,0,0,0,0,1]',
      'drive: 4WD 2, AWD 2, 2WD 1',
    ]);
    await ctx.db.update(brands).set({ isActive: false }).where(eq(brands.name, 'Komatsu'));
    expect(await facetsOf('')).toEqual([
      'operating_mass 1 30000..30000 kg [1,0,0,0,0,0,0,0,0,0]',
      'bucket_capacity 1 1.5..1.5 m^3 [1,0,0,0,0,0,0,0,0,0]',
      'drive: 4WD 1',
    ]);
  });
});
