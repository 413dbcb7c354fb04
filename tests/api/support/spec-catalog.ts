import { expect } from 'vitest';
import type { Db } from '../../../server/db/client';
import { parameters, type TechGroup } from '../../../server/db/schema';
import { indexVariantSpecs } from '../../../server/services/parameters/spec-index';
import { type ApiContext, call } from '../../support/api';
import { createBrand, createCategory, createProduct, createVariant } from '../../support/factories';

// A small catalogue with a parameter dictionary and parsed specifications (docs/product.md §17),
// for the spec filter, facet and display tests. The seed dictionary is replaced by a small one so
// every count below is known; the specifications are read by the real indexing (spec-index.ts), as
// a variant save does.

type Spec = { name: string; value: string };

const DICTIONARY = [
  {
    key: 'operating_mass',
    name: 'Operating Mass',
    kind: 'mass',
    metricUnit: 'kg',
    imperialUnit: 'lb',
    decimals: 0,
    filterable: true,
    position: 1,
  },
  {
    key: 'bucket_capacity',
    name: 'Bucket Capacity',
    kind: 'volume',
    metricUnit: 'm^3',
    imperialUnit: 'yd^3',
    decimals: 2,
    filterable: true,
    position: 2,
    categories: ['Excavators'],
  },
  {
    key: 'drive',
    name: 'Drive',
    kind: 'text',
    metricUnit: null,
    imperialUnit: null,
    decimals: 0,
    filterable: true,
    position: 3,
  },
  {
    key: 'engine_power',
    name: 'Engine Power',
    kind: 'power',
    metricUnit: 'kW',
    imperialUnit: 'hp',
    decimals: 0,
    filterable: false,
    position: 4,
  },
] as const;

const mass = (kg: number): Spec => ({ name: 'Operating Mass', value: `${kg.toLocaleString('en-US')} kg` });
const bucket = (lo: number, hi?: number): Spec => ({
  name: 'Bucket Capacity',
  value: hi ? `${lo}–${hi} m³` : `${lo} m³`,
});
const drive = (text: string): Spec => ({ name: 'Drive', value: text });
const power = (kw: number): Spec => ({ name: 'Engine Power', value: `${kw} kW` });

/**
 * Listed: BPG-250, BPG-1000 (Komatsu Excavators), BPG-1500 (Caterpillar Excavators), WA-10 and
 * WA-20 (Komatsu Loaders; WA-20 has no specifications). Hidden X-1 sits under an inactive brand.
 */
export async function seedSpecCatalog(db: Db) {
  const ids = new Map<string, number>();
  await db.delete(parameters);
  for (const p of DICTIONARY) {
    const [row] = await db
      .insert(parameters)
      .values({ ...p, categories: 'categories' in p ? [...p.categories] : [] })
      .returning();
    ids.set(p.key, row.id);
  }
  const komatsu = await createBrand(db, { name: 'Komatsu' });
  const cat = await createBrand(db, { name: 'Caterpillar' });
  const hidden = await createBrand(db, { name: 'Hidden', isActive: false });
  const kEx = await createCategory(db, { name: 'Excavators', brandId: komatsu.id });
  const kLo = await createCategory(db, { name: 'Loaders', brandId: komatsu.id });
  const cEx = await createCategory(db, { name: 'Excavators', brandId: cat.id });
  const hEx = await createCategory(db, { name: 'Excavators', brandId: hidden.id });
  const product = async (brandId: number, categoryId: number, name: string) =>
    (await createProduct(db, { brandId, categoryId, name })).id;
  const pK = await product(komatsu.id, kEx.id, 'BPG');
  const pL = await product(komatsu.id, kLo.id, 'WA');
  const pC = await product(cat.id, cEx.id, 'BPG Cat');
  const pH = await product(hidden.id, hEx.id, 'X');
  const variant = async (productId: number, name: string, specs: Spec[], featured: string[] = []) => {
    const groups: TechGroup[] = specs.length
      ? [{ category: 'General', specifications: specs.map((s) => ({ key: s.name, value: s.value })) }]
      : [];
    const v = await createVariant(db, {
      productId,
      name,
      technicalParameters: groups,
      featuredParameters: featured,
    });
    await indexVariantSpecs(db, [v.id]);
    return v.id;
  };
  const v = {
    bpg250: await variant(
      pK,
      'BPG-250',
      [mass(5000), bucket(0.8, 1.0), drive('4WD'), power(110)],
      ['Operating Mass'],
    ),
    bpg1000: await variant(pK, 'BPG-1000', [mass(20_000), bucket(1.2), drive('AWD'), power(160)]),
    bpg1500: await variant(pC, 'BPG-1500', [mass(30_000), bucket(1.5), drive('4WD')]),
    wa10: await variant(pL, 'WA-10', [mass(12_000), drive('2WD')]),
    wa20: await variant(pL, 'WA-20', []),
    hidden: await variant(pH, 'X-1', [mass(10_000), drive('4WD')]),
  };
  return { v, komatsu, cat, kEx, kLo, cEx, parameterIds: ids };
}

/** GET /api/public/variants?{query}: the names listed, in order. */
export function specListing(ctx: ApiContext) {
  async function get(url: string) {
    const res = await call(ctx.app, { url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  const names = async (query: string) =>
    ((await get(`/api/public/variants?${query}`)).data as { name: string }[]).map((v) => v.name);
  const refused = async (url: string) => {
    const res = await call(ctx.app, { url });
    expect(res.statusCode, res.body).toBe(422);
    return res.json() as { message: string; errors: Record<string, string[]> };
  };
  return { get, names, refused };
}

/** Operating mass as the dictionary defines it: a mass kept in kilograms, shown in kg or lb. */
export const OPERATING_MASS = {
  key: 'operating_mass',
  name: 'Operating Mass',
  kind: 'mass',
  si_unit: 'kg',
  metric_unit: 'kg',
  imperial_unit: 'lb',
  decimals: 0,
  better: null,
};

/** Brand or category counts as one line: "Caterpillar 1, Komatsu 4". */
export const counts = (list: { name: string; count: number }[]) =>
  list.map((x) => `${x.name} ${x.count}`).join(', ');

/** A choice parameter's value counts as one line: "4WD 2, AWD 1". */
export const valueCounts = (list: { value: string; count: number }[] = []) =>
  list.map((x) => `${x.value} ${x.count}`).join(', ');
