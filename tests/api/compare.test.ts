import { describe, expect, it } from 'vitest';
import { MAX_COMPARED } from '#common/constants';
import { COMPARE_MESSAGES } from '#common/schemas/compare';
import { ERROR_CACHE_CONTROL, SHARED_CACHE_CONTROL } from '../../server/caching/http-cache';
import type { TechGroup } from '../../server/db/schema';
import { indexVariantSpecs } from '../../server/services/parameters/spec-index';
import { call, setupApi } from '../support/api';
import { createBrand, createCategory, createProduct, createVariant } from '../support/factories';

// GET /api/public/compare (docs/product.md §18) over the seed dictionary: two brands publishing
// the same parameters under other names and units, a third machine for ties, a hidden one.
const ctx = setupApi();

type Rows = Record<string, string>;
const groups = (spec: Record<string, Rows>): TechGroup[] =>
  Object.entries(spec).map(([category, rows]) => ({
    category,
    specifications: Object.entries(rows).map(([key, value]) => ({ key, value })),
  }));

async function catalogue() {
  const komatsu = await createBrand(ctx.db, { name: 'Komatsu' });
  const cat = await createBrand(ctx.db, { name: 'Caterpillar' });
  const hiddenBrand = await createBrand(ctx.db, { name: 'Hidden', isActive: false });
  const product = async (brandId: number, name: string) => {
    const category = await createCategory(ctx.db, { name: 'Excavators', brandId });
    return (await createProduct(ctx.db, { brandId, categoryId: category.id, name })).id;
  };
  const variant = async (productId: number, name: string, spec: Record<string, Rows>) => {
    const v = await createVariant(ctx.db, { productId, name, technicalParameters: groups(spec) });
    await indexVariantSpecs(ctx.db, [v.id]);
    return v.id;
  };
  const pc200 = await product(komatsu.id, 'PC200');
  const pc = await variant(pc200, 'PC200-8', {
    Engine: { 'Net Power': '110 kW', 'Engine Model': 'SAA6D107E-1' },
    Operation: { 'Operating Weight': '20,000 kg', 'Max Travel Speed': '5.5 km/h', 'Cycle Time': '18 s' },
    Undercarriage: { 'Track type': 'Steel track' },
    Cab: { 'Noise level': '72 dB(A)' },
  });
  const cat320 = await variant(await product(cat.id, '320'), '320 GC', {
    Engine: { 'Engine Power': '160 hp', 'Engine Model': 'Cat C4.4' },
    Operation: { 'Machine Mass': '20 t', 'Max Speed': '3 mph', 'Cycle Time': '16 s' },
    UNDERCARRIAGE: { 'TRACK-TYPE': 'steel  TRACK' },
  });
  const pc210 = await variant(pc200, 'PC210', {
    Engine: { 'Net Power': '160 hp' },
    Operation: { 'Cycle Time': '16 s' },
  });
  const hidden = await variant(await product(hiddenBrand.id, 'X'), 'X-1', {
    Engine: { 'Net Power': '500 kW' },
  });
  return { pc, cat320, pc210, hidden };
}

interface Row {
  group: string;
  key: string | null;
  name: string;
  unit: string | null;
  values: (string | null)[];
  differs: boolean;
  best: number[] | null;
}

async function compare(query: string) {
  const res = await call(ctx.app, { url: `/api/public/compare?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.success).toBe(true);
  return body.data as { variants: { id: number; name: string }[]; rows: Row[]; dropped: number[] };
}

const byName = (rows: Row[]) => Object.fromEntries(rows.map((r) => [r.name, r]));

describe('GET /api/public/compare', () => {
  it('aligns two brands publishing in different names and units, grouped in order of appearance', async () => {
    const { pc, cat320 } = await catalogue();
    const data = await compare(`ids=${pc},${cat320}`);
    expect(data.variants.map((v) => v.name)).toEqual(['PC200-8', '320 GC']);
    expect(data.dropped).toEqual([]);
    expect(data.rows).toEqual([
      {
        group: 'Engine',
        key: 'rated_power',
        name: 'Rated Power',
        unit: 'kW',
        values: ['110 kW', '119 kW'],
        differs: true,
        best: [1],
      },
      {
        group: 'Engine',
        key: 'engine_type',
        name: 'Engine Type',
        unit: null,
        values: ['SAA6D107E-1', 'Cat C4.4'],
        differs: true,
        best: null,
      },
      {
        group: 'Operation',
        key: 'operating_mass',
        name: 'Operating Mass',
        unit: 'kg',
        values: ['20,000 kg', '20,000 kg'],
        differs: false,
        best: null,
      },
      {
        group: 'Operation',
        key: 'travel_speed',
        name: 'Travel Speed',
        unit: 'km/h',
        values: ['5.5 km/h', '4.8 km/h'],
        differs: true,
        best: [0],
      },
      {
        group: 'Operation',
        key: 'cycle_time',
        name: 'Cycle Time',
        unit: 's',
        values: ['18 s', '16 s'],
        differs: true,
        best: [1],
      },
      {
        group: 'Undercarriage',
        key: null,
        name: 'Track type',
        unit: null,
        values: ['Steel track', 'steel  TRACK'],
        differs: false,
        best: null,
      },
      {
        group: 'Cab',
        key: null,
        name: 'Noise level',
        unit: null,
        values: ['72 dB(A)', null],
        differs: true,
        best: null,
      },
    ]);
  });

  it('sends each variant as the product page reads it', async () => {
    const { pc, cat320 } = await catalogue();
    const data = await compare(`ids=${cat320},${pc}&units=imperial`);
    for (const variant of data.variants) {
      const detail = await call(ctx.app, { url: `/api/public/variants/${variant.id}?units=imperial` });
      expect(variant).toEqual(detail.json().data);
    }
  });

  it('names every tie as best, where higher and where lower is better', async () => {
    const { pc, cat320, pc210 } = await catalogue();
    const rows = byName((await compare(`ids=${pc},${cat320},${pc210}`)).rows);
    expect(rows['Rated Power']).toMatchObject({ values: ['110 kW', '119 kW', '119 kW'], best: [1, 2] });
    expect(rows['Cycle Time']).toMatchObject({ values: ['18 s', '16 s', '16 s'], best: [1, 2] });
    // Present on two machines, equal: nothing to beat, yet the gap differs.
    expect(rows['Operating Mass']).toMatchObject({ values: ['20,000 kg', '20,000 kg', null], differs: true });
    expect(rows['Travel Speed'].best).toEqual([0]);
  });

  it('names no best when only one machine has a number', async () => {
    const { pc, pc210 } = await catalogue();
    const rows = byName((await compare(`ids=${pc210},${pc}`)).rows);
    expect(rows['Travel Speed']).toMatchObject({ values: [null, '5.5 km/h'], differs: true, best: [] });
    expect(rows['Rated Power']).toMatchObject({ best: [0] });
  });

  it('gives values and units in imperial when asked', async () => {
    const { pc, cat320 } = await catalogue();
    const rows = byName((await compare(`ids=${pc},${cat320}&units=imperial`)).rows);
    expect(rows['Operating Mass']).toMatchObject({ unit: 'lb', values: ['44,092 lb', '44,092 lb'] });
    expect(rows['Rated Power']).toMatchObject({ unit: 'hp', values: ['148 hp', '160 hp'], best: [1] });
    expect(rows['Travel Speed']).toMatchObject({ unit: 'mph', values: ['3.4 mph', '3 mph'] });
    expect(rows['Engine Type'].unit).toBeNull();
  });

  it('drops unknown and hidden ids, names them, and shows a repeat once', async () => {
    const { pc, cat320, hidden } = await catalogue();
    const data = await compare(`ids=999999,${cat320},${hidden},${pc},${cat320}`);
    expect(data.variants.map((v) => v.name)).toEqual(['320 GC', 'PC200-8']);
    expect(data.dropped).toEqual([999999, hidden]);
    expect(data.rows.every((r) => r.values.length === 2)).toBe(true);

    const none = await compare(`ids=${hidden}`);
    expect(none).toEqual({ variants: [], rows: [], dropped: [hidden] });
  });

  it('is shared and cached like the other public reads', async () => {
    const { pc, cat320 } = await catalogue();
    const url = `/api/public/compare?ids=${pc},${cat320}`;
    const first = await call(ctx.app, { url });
    expect(first.headers['cache-control']).toBe(SHARED_CACHE_CONTROL);
    const hits = ctx.app.readCache.stats.hits;
    const again = await call(ctx.app, { url: `/api/public/compare?units=metric&ids=${pc},${cat320}` });
    expect(again.body).toBe(first.body);
    expect(ctx.app.readCache.stats.hits).toBe(hits + 1);
  });
});

describe('GET /api/public/compare refuses', () => {
  const refused = async (query: string) => {
    const res = await call(ctx.app, { url: `/api/public/compare${query}` });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.headers['cache-control']).toBe(ERROR_CACHE_CONTROL);
    const body = res.json() as { message: string; errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toHaveLength(1);
    expect(body.message).toBe(Object.values(body.errors)[0][0]);
    return body;
  };
  const idsMessage = async (query: string) => (await refused(query)).errors.ids;

  it(`more than ${MAX_COMPARED} different products, repeats or not`, async () => {
    expect(await idsMessage('?ids=1,2,3,4,5')).toEqual([COMPARE_MESSAGES.tooMany]);
    expect(await idsMessage('?ids=1,2,3,4,1,5')).toEqual([COMPARE_MESSAGES.tooMany]);
    expect(await idsMessage('?ids=1&ids=2&ids=3&ids=4&ids=5')).toEqual([COMPARE_MESSAGES.tooMany]);
    // Four different ones, repeated, are four.
    expect((await compare('ids=1,1,2,2,3,3,4,4')).dropped).toEqual([1, 2, 3, 4]);
  });

  it('a missing or empty list', async () => {
    expect(await idsMessage('')).toEqual([COMPARE_MESSAGES.missing]);
    expect(await idsMessage('?ids=')).toEqual([COMPARE_MESSAGES.missing]);
  });

  it('anything but positive whole numbers separated by commas', async () => {
    const format = [COMPARE_MESSAGES.format];
    for (const ids of [
      'abc',
      '1,,2',
      ',1',
      '1,',
      '1.5',
      '-1',
      '0',
      '012',
      '1e3',
      '1%202',
      '2147483648',
      '99999999999',
    ]) {
      expect(await idsMessage(`?ids=${ids}`), ids).toEqual(format);
    }
    expect(await idsMessage('?ids[a]=1')).toEqual([COMPARE_MESSAGES.missing]);
  });

  it.each(['%3Cscript%3Ealert(1)%3C%2Fscript%3E', '1%0D%0A2', '1%0A', '%0D%0ASet-Cookie:%20a=b'])(
    'markup and line breaks, without echoing them: %s',
    async (ids) => {
      const body = await refused(`?ids=${ids}`);
      expect(body.errors.ids).toEqual([COMPARE_MESSAGES.format]);
      expect(JSON.stringify(body)).not.toMatch(/script|Set-Cookie/);
    },
  );

  it('an absurdly long value', async () => {
    expect(await idsMessage(`?ids=${'1,'.repeat(5000)}1`)).toEqual([COMPARE_MESSAGES.tooLong]);
    expect(await idsMessage(`?ids=${'x'.repeat(10_240)}`)).toEqual([COMPARE_MESSAGES.tooLong]);
  });

  it('units other than metric or imperial', async () => {
    const body = await refused('?ids=1&units=furlongs');
    expect(body.errors).toEqual({ units: [COMPARE_MESSAGES.units] });
    expect((await refused('?ids=1&units=metric&units=imperial')).errors.units).toEqual([
      COMPARE_MESSAGES.units,
    ]);
  });
});
