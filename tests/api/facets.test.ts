import { describe, expect, it } from 'vitest';
import { call, setupApi } from '../support/api';
import { counts, OPERATING_MASS, seedSpecCatalog, specListing, valueCounts } from './support/spec-catalog';

// GET /api/public/facets (docs/product.md §17) over the catalogue of support/spec-catalog.ts:
// listed are BPG-250 (5,000 kg, 0.8–1.0 m³, 4WD), BPG-1000 (20,000 kg, 1.2 m³, AWD), both Komatsu
// Excavators; BPG-1500 (30,000 kg, 1.5 m³, 4WD), Caterpillar Excavators; WA-10 (12,000 kg, 2WD) and
// WA-20 (nothing), Komatsu Loaders. Each filter's counts follow every other filter but not itself.
const ctx = setupApi();
const { get } = specListing(ctx);

type Facet = {
  key: string;
  count?: number;
  min?: number;
  max?: number;
  histogram?: number[];
  unit?: string;
  values?: { value: string; count: number }[];
};
const facets = async (query = '') =>
  (await get(`/api/public/facets?${query}`)).data as {
    brands: { name: string; count: number }[];
    categories: { name: string; count: number }[];
    parameters: Facet[];
  };
const facet = (list: Facet[], key: string) => list.find((f) => f.key === key);

describe('GET /api/public/facets', () => {
  it('counts brands, categories and the most used filterable parameters of listed variants', async () => {
    await seedSpecCatalog(ctx.db);
    const f = await facets();
    // The counts' exact shape, once; below they are compared as one line each (counts()).
    expect(f.brands).toEqual([
      { name: 'Caterpillar', count: 1 },
      { name: 'Komatsu', count: 4 },
    ]);
    expect(counts(f.categories)).toBe('Excavators 3, Loaders 2');
    // engine_power is not filterable; dictionary order.
    expect(f.parameters.map((p) => p.key)).toEqual(['operating_mass', 'bucket_capacity', 'drive']);
    expect(facet(f.parameters, 'operating_mass')).toEqual({
      key: 'operating_mass',
      name: 'Operating Mass',
      unit: 'kg',
      kind: 'mass',
      min: 5000,
      max: 30_000,
      count: 4,
      // steps of 2,500 kg from 5,000: 5,000 | 12,000 | 20,000 | 30,000
      histogram: [1, 0, 1, 0, 0, 0, 1, 0, 0, 1],
    });
    expect(facet(f.parameters, 'bucket_capacity')).toMatchObject({ min: 0.8, max: 1.5, count: 3 });
    expect(facet(f.parameters, 'drive')).toEqual({
      key: 'drive',
      name: 'Drive',
      values: [
        { value: '4WD', count: 2 },
        { value: '2WD', count: 1 },
        { value: 'AWD', count: 1 },
      ],
    });
  });

  it('leaves each filter out of its own counts', async () => {
    await seedSpecCatalog(ctx.db);
    const byBrand = await facets('brand=Komatsu');
    expect(counts(byBrand.brands)).toBe('Caterpillar 1, Komatsu 4');
    expect(counts(byBrand.categories)).toBe('Excavators 2, Loaders 2');
    expect(facet(byBrand.parameters, 'operating_mass')).toMatchObject({ min: 5000, max: 20_000, count: 3 });

    const byMass = await facets('spec.operating_mass=10000..25000');
    expect(facet(byMass.parameters, 'operating_mass')).toMatchObject({ min: 5000, max: 30_000, count: 4 });
    expect(counts(byMass.brands)).toBe('Komatsu 2');
    expect(counts(byMass.categories)).toBe('Excavators 1, Loaders 1');
    expect(valueCounts(facet(byMass.parameters, 'drive')?.values)).toBe('2WD 1, AWD 1');

    const byDrive = await facets('spec.drive=4WD');
    expect(facet(byDrive.parameters, 'drive')?.values).toHaveLength(3);
    expect(facet(byDrive.parameters, 'operating_mass')).toMatchObject({ min: 5000, max: 30_000, count: 2 });
    expect(counts(byDrive.brands)).toBe('Caterpillar 1, Komatsu 1');
  });

  it("offers the chosen category's parameters, its own counts free of the category", async () => {
    await seedSpecCatalog(ctx.db);
    const loaders = await facets('category=Loaders');
    expect(counts(loaders.categories)).toBe('Excavators 3, Loaders 2');
    expect(counts(loaders.brands)).toBe('Komatsu 2');
    // bucket_capacity belongs to Excavators only.
    expect(loaders.parameters.map((p) => p.key)).toEqual(['operating_mass', 'drive']);
    expect(facet(loaders.parameters, 'operating_mass')).toMatchObject({ min: 12_000, max: 12_000, count: 1 });
    expect(facet(loaders.parameters, 'operating_mass')?.histogram).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const excavators = await facets('category=excavators&spec.bucket_capacity=1.1..');
    expect(excavators.parameters.map((p) => p.key)).toEqual(['operating_mass', 'bucket_capacity', 'drive']);
    expect(facet(excavators.parameters, 'bucket_capacity')).toMatchObject({ min: 0.8, max: 1.5, count: 3 });
    expect(facet(excavators.parameters, 'operating_mass')).toMatchObject({ count: 2, min: 20_000 });
  });

  it('combines with search and price filters', async () => {
    await seedSpecCatalog(ctx.db);
    const f = await facets('search=wa');
    expect(counts(f.brands)).toBe('Komatsu 2');
    expect(facet(f.parameters, 'operating_mass')).toMatchObject({ count: 1, min: 12_000 });
    const none = await facets('product=Nothing');
    expect(none).toEqual({ brands: [], categories: [], parameters: [] });
    const unknownBrand = await facets('brand=Nobody');
    expect(unknownBrand.brands).toHaveLength(2);
    expect(counts(unknownBrand.categories)).toBe('');
  });

  it('gives numeric facets in the chosen unit system; unknown units are metric', async () => {
    await seedSpecCatalog(ctx.db);
    const imperial = await facets('units=imperial');
    expect(facet(imperial.parameters, 'operating_mass')).toMatchObject({
      unit: 'lb',
      min: 11_023,
      max: 66_139,
      count: 4,
    });
    expect(facet(imperial.parameters, 'bucket_capacity')).toMatchObject({
      unit: 'yd^3',
      min: 1.04,
      max: 1.97,
    });
    const unknown = await facets('units=parsecs');
    expect(facet(unknown.parameters, 'operating_mass')).toMatchObject({ unit: 'kg', min: 5000 });
  });

  it('answers an empty catalogue and refuses hostile input without a 500', async () => {
    const empty = await facets();
    expect(empty).toEqual({ brands: [], categories: [], parameters: [] });
    for (const q of [
      'brand=%3Cscript%3E',
      `search=${'x'.repeat(300)}`,
      'min_price=-1',
      'min_price=9&max_price=1',
    ]) {
      const res = await call(ctx.app, { url: `/api/public/facets?${q}` });
      expect([200, 422], q).toContain(res.statusCode);
    }
  });
});

describe('GET /api/public/parameters', () => {
  it('lists the dictionary entries listed variants use, in a category by name or id', async () => {
    const { kLo } = await seedSpecCatalog(ctx.db);
    const keys = async (q: string) =>
      ((await get(`/api/public/parameters${q}`)).data as { key: string }[]).map((p) => p.key);
    expect(await keys('')).toEqual(['operating_mass', 'bucket_capacity', 'drive', 'engine_power']);
    expect(await keys('?category=loaders')).toEqual(['operating_mass', 'drive']);
    expect(await keys(`?category=${kLo.id}`)).toEqual(['operating_mass', 'drive']);
    expect(await keys('?category=Cranes')).toEqual([]);
    const [first] = (await get('/api/public/parameters?category=Loaders')).data;
    expect(first).toEqual({
      id: expect.any(Number),
      ...OPERATING_MASS,
      aliases: [],
      categories: [],
      filterable: true,
      position: 1,
    });
    const long = await call(ctx.app, { url: `/api/public/parameters?category=${'x'.repeat(300)}` });
    expect(long.statusCode).toBe(422);
  });
});
