import { describe, expect, it } from 'vitest';
import { createBrand, createCategory, createProduct } from '../support/factories';
import { setupAdminApi } from './support/admin-api';

// The public spec reads after admin saves (docs/product.md §17): a variant saved through the admin
// API is found by its spec filters at once, and a dictionary edit shows in the next display value
// (the kept dictionary follows the read cache, decision 011).
const { ctx, get, send } = setupAdminApi();

const publicJson = async (url: string) => {
  const res = await ctx.app.inject({ url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('public spec reads after admin saves', () => {
  it('filters, sorts and displays a variant saved with an alias of the seed dictionary', async () => {
    const brand = await createBrand(ctx.db, { name: 'Komatsu' });
    const category = await createCategory(ctx.db, { name: 'Excavators', brandId: brand.id });
    const product = await createProduct(ctx.db, { name: 'PC', brandId: brand.id, categoryId: category.id });
    const save = (name: string, weight: string) =>
      send('POST', '/api/admin/variants', {
        product_id: product.id,
        name,
        technical_parameters: { 'Operating Weight': weight },
        featured_parameters: ['Operating Weight'],
      });
    expect((await save('PC-1000', '21,500 kg')).statusCode).toBe(201);
    expect((await save('PC-200', '7.5 t')).statusCode).toBe(201);

    const found = await publicJson('/api/public/variants?spec.operating_mass=20000..25000');
    expect(found.data.map((v: { name: string }) => v.name)).toEqual(['PC-1000']);
    const sorted = await publicJson('/api/public/variants?sort_by=spec.operating_mass&sort_order=desc');
    expect(sorted.data.map((v: { name: string }) => v.name)).toEqual(['PC-1000', 'PC-200']);
    const imperial = await publicJson('/api/public/variants?units=imperial');
    expect(imperial.data.map((v: { featured_display: object }) => v.featured_display)).toEqual([
      { 'Operating Weight': '16,535 lb' },
      { 'Operating Weight': '47,399 lb' },
    ]);

    // The admin changes the imperial unit to US tons: the next read shows it.
    const list = await get('/api/admin/parameters?search=operating_mass&per_page=100');
    const entry = list.json().data.find((p: { key: string }) => p.key === 'operating_mass');
    const { id, usage: _usage, review: _review, si_unit: _si, ...body } = entry;
    const saved = await send('PUT', `/api/admin/parameters/${id}`, { ...body, imperial_unit: 'ton' });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await publicJson('/api/public/variants?units=imperial&sort_by=spec.operating_mass');
    expect(after.data[0].featured_display).toEqual({ 'Operating Weight': '8 US ton' });
    const facets = await publicJson('/api/public/facets?units=imperial');
    expect(facets.data.parameters.find((p: { key: string }) => p.key === 'operating_mass')).toMatchObject({
      unit: 'ton',
      count: 2,
    });
  });
});
