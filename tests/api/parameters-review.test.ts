import { describe, expect, it, vi } from 'vitest';
import { createCategory, createProduct } from '../support/factories';
import { setupAdminApi } from './support/admin-api';

// The Review list and the parse preview of the Parameters section (docs/product.md §17).

const { ctx, get, send } = setupAdminApi();

async function variantIn(category: string, name: string, technical_parameters: unknown) {
  const cat = await createCategory(ctx.db, { name: category });
  const product = await createProduct(ctx.db, {
    categoryId: cat.id,
    brandId: cat.brandId,
    name: `${name} range`,
  });
  const res = await send('POST', '/api/admin/variants', {
    product_id: product.id,
    name,
    technical_parameters,
  });
  expect(res.statusCode).toBe(201);
  return { id: res.json().data.id as number, product };
}

describe('GET /api/admin/parameters/review', () => {
  it('lists values waiting for review with their variant, product and parameter', async () => {
    const { id, product } = await variantIn('Wheel Loaders', 'WL 300', {
      'Operating Weight': '5 kW',
      'Rated Power': '90 kW',
      'Rated Load': 'heavy',
    });
    const res = await get('/api/admin/parameters/review');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 2, current_page: 1, last_page: 1 });
    expect(body.data[0]).toEqual({
      variant_id: id,
      variant_name: 'WL 300',
      product_id: product.id,
      product_name: 'WL 300 range',
      position: 0,
      parameter: { id: expect.any(Number), key: 'operating_mass', name: 'Operating Mass', kind: 'mass' },
      group_name: 'Specifications',
      name: 'Operating Weight',
      value: '5 kW',
      status: 'unit_mismatch',
      suggestion: expect.any(String),
    });
    expect(body.data[1]).toMatchObject({
      name: 'Rated Load',
      status: 'unparsed',
      parameter: { key: 'rated_load' },
    });
  });

  it('filters by parameter key and status, and pages', async () => {
    await variantIn('Wheel Loaders', 'WL 1', { 'Operating Weight': '5 kW', 'Rated Load': 'heavy' });
    await variantIn('Excavators', 'EX 1', { 'Operating Weight': 'light' });
    const byKey = (await get('/api/admin/parameters/review?parameter=operating_mass')).json();
    expect(byKey.data.map((r: { value: string }) => r.value)).toEqual(['5 kW', 'light']);
    const byStatus = (await get('/api/admin/parameters/review?status=unparsed')).json();
    expect(byStatus.data.map((r: { value: string }) => r.value)).toEqual(['light', 'heavy']);
    const page = (await get('/api/admin/parameters/review?per_page=1&page=3')).json();
    expect(page).toMatchObject({ total: 3, last_page: 3, data: [{ value: 'heavy' }] });
    expect((await get('/api/admin/parameters/review?parameter=no_such_key')).json().total).toBe(0);
  });

  it('refuses hostile queries with 422', async () => {
    for (const q of [
      'status=number',
      'parameter=Bad%20Key',
      `parameter=${'x'.repeat(80)}`,
      'page=0',
      'per_page=x',
    ]) {
      expect((await get(`/api/admin/parameters/review?${q}`)).statusCode, q).toBe(422);
    }
  });
});

describe('POST /api/admin/parameters/parse', () => {
  it('reads rows as a save would, without storing anything', async () => {
    const res = await send('POST', '/api/admin/parameters/parse', {
      rows: [
        { name: 'Operating Weight', value: '12,000 kg' },
        { name: 'Whatever', value: '3 m' },
        { name: '', parameter_key: 'operating_mass', value: '5 kW' },
        { name: 'Emission Standard', value: 'Tier 3' },
        { name: 'Mixer Capacity', value: '750 kg', category: 'Asphalt Plants' },
        { name: 'Mixer Capacity', value: '500 L', category: 'Concrete Batching Plants' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data;
    expect(res.json().success).toBe(true);
    expect(rows[0]).toEqual({
      parameter: {
        key: 'operating_mass',
        name: 'Operating Mass',
        kind: 'mass',
        metric_unit: 'kg',
        imperial_unit: 'lb',
      },
      status: 'number',
      metric: expect.stringContaining('kg'),
      imperial: expect.stringContaining('lb'),
      suggestion: null,
    });
    expect(rows[1]).toEqual({
      parameter: null,
      status: 'unmatched',
      metric: null,
      imperial: null,
      suggestion: null,
    });
    expect(rows[2]).toMatchObject({ status: 'unit_mismatch', metric: null, suggestion: expect.any(String) });
    expect(rows[3]).toMatchObject({ status: 'text', metric: 'Tier 3', imperial: 'Tier 3' });
    expect(rows[4]).toMatchObject({
      status: 'number',
      parameter: { key: 'asphalt_mixer_capacity', kind: 'mass' },
    });
    expect(rows[5]).toMatchObject({ status: 'number', parameter: { key: 'mixer_capacity', kind: 'volume' } });
  });

  it('leaves the read cache alone, unlike the admin writes', async () => {
    const invalidate = vi.spyOn(ctx.app.readCache, 'invalidate');
    try {
      await send('POST', '/api/admin/parameters/parse', { rows: [{ name: 'Weight', value: '1 t' }] });
      expect(invalidate).not.toHaveBeenCalled();
      await send('POST', '/api/admin/parameters', { key: 'paint', name: 'Paint', kind: 'text' });
      expect(invalidate).toHaveBeenCalled();
    } finally {
      invalidate.mockRestore();
    }
  });

  it('refuses oversized and malformed bodies with 422', async () => {
    const row = { name: 'Weight', value: '1 t' };
    const bad: unknown[] = [
      { rows: Array.from({ length: 501 }, () => row) },
      { rows: [{ name: 'Weight', value: 'x'.repeat(2001) }] },
      { rows: [{ name: 'n'.repeat(201), value: '1' }] },
      { rows: [{ name: 'Weight', value: 12 }] },
      { rows: [{ name: 'Weight', value: '1 t', parameter_key: 'Not A Key' }] },
      { rows: 'Weight: 1 t' },
      {},
    ];
    for (const payload of bad) {
      const res = await send('POST', '/api/admin/parameters/parse', payload as object);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
    }
    const markup = await send('POST', '/api/admin/parameters/parse', {
      rows: [{ name: '<script>alert(1)</script>\r\nWeight', value: '1 t\r\n' }],
    });
    expect(markup.statusCode).toBe(200);
    expect(markup.json().data[0].status).toBe('unmatched');
  });
});
