import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parameters, variantSpecs, variants } from '../../server/db/schema';
import { backfillSpecs, reindexAllSpecs } from '../../server/services/parameters/spec-index';
import { createCategory, createProduct, createVariant } from '../support/factories';
import { setupAdminApi } from './support/admin-api';

// Variant saves write their parsed specifications in the same transaction, and dictionary edits
// re-read the rows they can change (docs/product.md §17).

const { ctx, get, send } = setupAdminApi();

async function loaderProduct() {
  const category = await createCategory(ctx.db, { name: 'Wheel Loaders' });
  return createProduct(ctx.db, { categoryId: category.id, brandId: category.brandId });
}

async function specsOf(variantId: number) {
  return ctx.db
    .select({
      name: variantSpecs.name,
      value: variantSpecs.value,
      status: variantSpecs.status,
      key: parameters.key,
      siMin: variantSpecs.siMin,
      siMax: variantSpecs.siMax,
      textValue: variantSpecs.textValue,
      suggestion: variantSpecs.suggestion,
    })
    .from(variantSpecs)
    .leftJoin(parameters, eq(parameters.id, variantSpecs.parameterId))
    .where(eq(variantSpecs.variantId, variantId))
    .orderBy(asc(variantSpecs.position));
}

const save = async (technical_parameters: unknown, productId?: number) => {
  const product_id = productId ?? (await loaderProduct()).id;
  return send('POST', '/api/admin/variants', { product_id, name: 'WL 500', technical_parameters });
};

describe('variant saves', () => {
  it('store each specification in SI units beside the published text', async () => {
    const res = await save({
      Engine: { 'Rated Power': '92 kW', 'Emission Standard': 'Tier 3' },
      Specifications: { 'operating  WEIGHT': '12 t', 'Bucket Capacity': '1.2 m³', Colour: 'Yellow' },
    });
    expect(res.statusCode).toBe(201);
    const rows = await specsOf(res.json().data.id);
    expect(rows).toEqual([
      expect.objectContaining({ name: 'Rated Power', key: 'rated_power', status: 'number', siMin: 92_000 }),
      expect.objectContaining({ key: 'emission_standard', status: 'text', textValue: 'Tier 3' }),
      expect.objectContaining({ value: '12 t', key: 'operating_mass', status: 'number', siMin: 12_000 }),
      expect.objectContaining({ key: 'bucket_capacity', status: 'number' }),
      expect.objectContaining({ name: 'Colour', key: null, status: 'unmatched' }),
    ]);
    expect(rows[3].siMin).toBeCloseTo(1.2);
  });

  it('never refuse a value they cannot read: it waits for review with a suggestion', async () => {
    const res = await save({ 'Operating Weight': '5 kW', 'Rated Load': 'about three tonnes' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.technical_parameters[0].specifications).toEqual([
      { key: 'Operating Weight', value: '5 kW' },
      { key: 'Rated Load', value: 'about three tonnes' },
    ]);
    const rows = await specsOf(res.json().data.id);
    expect(rows[0]).toMatchObject({ key: 'operating_mass', status: 'unit_mismatch', siMin: null });
    expect(rows[0].suggestion).toEqual(expect.any(String));
    expect(rows[1]).toMatchObject({ key: 'rated_load', status: 'unparsed', value: 'about three tonnes' });
    const review = (await get('/api/admin/parameters/review')).json();
    expect(review.total).toBe(2);
  });

  it('rewrite the rows on update, and keep them when the parameters are not sent', async () => {
    const id = (await save({ 'Operating Weight': '5,000 kg', Colour: 'Red' })).json().data.id;
    const put = await send('PUT', `/api/admin/variants/${id}`, {
      technical_parameters: { 'Rated Power': '50 kW' },
    });
    expect(put.statusCode).toBe(200);
    expect(await specsOf(id)).toEqual([expect.objectContaining({ key: 'rated_power', siMin: 50_000 })]);
    await send('PUT', `/api/admin/variants/${id}`, { name: 'Renamed' });
    expect(await specsOf(id)).toHaveLength(1);
  });

  it('take a row named by its parameter key, with the dictionary name', async () => {
    const res = await save([
      { parameter_key: 'operating_mass', value: '12 t' },
      { category: 'Engine', key: 'Motor', parameter_key: 'rated_power', value: '100 kW' },
    ]);
    expect(res.statusCode).toBe(201);
    const specs = res
      .json()
      .data.technical_parameters.flatMap((g: { specifications: unknown[] }) => g.specifications);
    expect(specs.map((s: { key: string }) => s.key)).toEqual(['Operating Mass', 'Motor']);
    const rows = await specsOf(res.json().data.id);
    expect(rows.map((r) => [r.name, r.key, r.siMin])).toEqual([
      ['Operating Mass', 'operating_mass', 12_000],
      ['Motor', 'rated_power', 100_000],
    ]);
  });

  it('give the admin reads the key a row was saved with; the public read says what it matched', async () => {
    const res = await save([
      { key: 'Operating Weight', parameter_key: 'rated_load', value: '3,000 kg' },
      { key: 'Rated Power', value: '90 kW' },
    ]);
    const id = res.json().data.id;
    const saved = [
      { key: 'Operating Weight', value: '3,000 kg', parameter_key: 'rated_load' },
      { key: 'Rated Power', value: '90 kW' },
    ];
    expect(res.json().data.technical_parameters[0].specifications).toEqual(saved);
    expect(
      (await get(`/api/admin/variants/${id}`)).json().data.technical_parameters[0].specifications,
    ).toEqual(saved);
    const listed = (await get('/api/admin/variants')).json().data[0];
    expect(listed.technical_parameters[0].specifications).toEqual(saved);
    const shown = (await get(`/api/public/variants/${id}`)).json().data.technical_parameters[0];
    expect(shown.specifications).toEqual([
      expect.objectContaining({ key: 'Operating Weight', parameter: 'rated_load' }),
      expect.objectContaining({ key: 'Rated Power', parameter: 'rated_power' }),
    ]);
    expect(shown.specifications[0]).not.toHaveProperty('parameter_key');
  });

  it('answer 422 on technical_parameters for an unknown or malformed parameter key', async () => {
    for (const parameter_key of ['no_such_parameter', 'Bad Key', 42, '<b>x</b>']) {
      const res = await save([{ parameter_key, value: '12 t' }]);
      expect(res.statusCode, String(parameter_key)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['technical_parameters']);
    }
    expect(await ctx.db.select().from(variants)).toEqual([]);
  });
});

describe('dictionary edits', () => {
  it('re-read matching rows when an entry gains an alias, and leave them unmatched when it goes', async () => {
    const id = (await save({ Colour: 'Yellow' })).json().data.id;
    const created = await send('POST', '/api/admin/parameters', {
      key: 'paint',
      name: 'Paint',
      aliases: ['colour'],
      kind: 'text',
    });
    expect(created.statusCode).toBe(201);
    expect(await specsOf(id)).toEqual([
      expect.objectContaining({ key: 'paint', status: 'text', textValue: 'Yellow' }),
    ]);
    expect((await get(`/api/admin/parameters/${created.json().data.id}`)).json()).toMatchObject({ usage: 1 });

    await send('DELETE', `/api/admin/parameters/${created.json().data.id}`);
    expect(await specsOf(id)).toEqual([expect.objectContaining({ key: null, status: 'unmatched' })]);
  });

  it('re-read values when the kind changes, and move stored keys with a renamed key', async () => {
    const res = await save([{ parameter_key: 'governor', value: '1,500 kg' }]);
    const id = res.json().data.id;
    const gov = (await get('/api/admin/parameters?search=governor')).json().data[0];
    const put = await send('PUT', `/api/admin/parameters/${gov.id}`, {
      ...gov,
      key: 'governor_mass',
      kind: 'mass',
      metric_unit: 'kg',
      imperial_unit: 'lb',
    });
    expect(put.statusCode).toBe(200);
    expect(await specsOf(id)).toEqual([expect.objectContaining({ key: 'governor_mass', siMin: 1500 })]);
    const stored = (await get(`/api/admin/variants/${id}`)).json().data.technical_parameters[0]
      .specifications[0];
    expect(stored.key).toBe('Governor');
    const [row] = await ctx.db.select().from(variants).where(eq(variants.id, id));
    expect(row.technicalParameters[0].specifications[0].parameter_key).toBe('governor_mass');
  });

  it('keep rows saved with a key on their entry when its rows are read again', async () => {
    const id = (
      await save([
        { category: 'Engine', key: 'Motor', parameter_key: 'rated_power', value: '100 kW' },
        { category: 'Engine', key: 'Net Power', value: '90 kW' },
      ])
    ).json().data.id;
    const power = (await get('/api/admin/parameters?search=rated_power')).json().data[0];
    const put = await send('PUT', `/api/admin/parameters/${power.id}`, {
      ...power,
      metric_unit: 'W',
      aliases: power.aliases.filter((a: string) => a !== 'Net Power'),
    });
    expect(put.statusCode).toBe(200);
    expect((await specsOf(id)).map((r) => [r.name, r.key, r.status])).toEqual([
      ['Motor', 'rated_power', 'number'],
      ['Net Power', null, 'unmatched'],
    ]);
  });

  it('move the rows of a merged parameter to the target', async () => {
    const blade = (
      await send('POST', '/api/admin/parameters', { key: 'blade_width', name: 'Blade Width', kind: 'length' })
    ).json().data;
    const cut = (
      await send('POST', '/api/admin/parameters', { key: 'cut_width', name: 'Cut Width', kind: 'length' })
    ).json().data;
    const id = (await save({ 'Blade Width': '3,000 mm' })).json().data.id;
    expect(await specsOf(id)).toEqual([expect.objectContaining({ key: 'blade_width', siMin: 3 })]);
    expect((await send('POST', `/api/admin/parameters/${blade.id}/merge`, { into: cut.id })).statusCode).toBe(
      200,
    );
    expect(await specsOf(id)).toEqual([
      expect.objectContaining({ name: 'Blade Width', key: 'cut_width', siMin: 3 }),
    ]);
    expect((await get(`/api/admin/parameters/${cut.id}`)).json()).toMatchObject({ usage: 1, review: 0 });
  });
});

describe('indexing in bulk', () => {
  it('backfills variants saved without variant_specs rows, and only those', async () => {
    const product = await loaderProduct();
    const a = await createVariant(ctx.db, { productId: product.id });
    const b = await createVariant(ctx.db, { productId: product.id, technicalParameters: [] });
    expect(await specsOf(a.id)).toEqual([]);
    expect(await backfillSpecs(ctx.db)).toBe(1);
    const rows = await specsOf(a.id);
    expect(rows.map((r) => r.key)).toEqual([
      'overall_length',
      'overall_width',
      'rated_load',
      'bucket_capacity',
    ]);
    expect(await specsOf(b.id)).toEqual([]);
    expect(await backfillSpecs(ctx.db)).toBe(0);
  });

  it('re-indexes every variant in batches', async () => {
    const product = await loaderProduct();
    for (let i = 0; i < 3; i++) await createVariant(ctx.db, { productId: product.id });
    expect(await reindexAllSpecs(ctx.db)).toBe(3);
    const all = await ctx.db.select().from(variantSpecs);
    expect(all).toHaveLength(12);
  });
});
