import { describe, expect, it } from 'vitest';
import { heroFeatured } from '../../server/db/schema';
import { setupApi } from '../support/api';
import { createProduct, createVariant } from '../support/factories';
import { variantsAdminApi } from './support/variants-admin';

// Admin variants: updating and deleting.
const ctx = setupApi();
const { send, storedRow } = variantsAdminApi(ctx);

describe('PUT /api/admin/variants/:id', () => {
  it('updates the fields sent and keeps the others', async () => {
    const v = await createVariant(ctx.db, {
      name: 'Old',
      price: 10,
      features: ['A'],
      featuredParameters: ['Length'],
    });
    const other = await createProduct(ctx.db, { name: 'Other product' });
    const res = await send('PUT', `/${v.id}`, { name: 'New', product_id: other.id, price: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Variant updated successfully!',
      data: {
        id: v.id,
        name: 'New',
        product_id: other.id,
        product: { name: 'Other product' },
        price: null,
        features: ['A'],
        featured_parameters: { Length: '7,200 mm' },
      },
    });
    const row = await storedRow(v.id);
    expect(row.searchText).toContain('other product');
    expect(row.updatedAt.getTime()).toBeGreaterThan(v.updatedAt.getTime());
  });

  it('checks featured keys against the stored parameters, and drops stale ones when parameters change', async () => {
    const v = await createVariant(ctx.db, { featuredParameters: ['Length', 'Width'] });
    const bad = await send('PUT', `/${v.id}`, { featured_parameters: ['Colour'] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.featured_parameters).toEqual([
      'The featured parameter "Colour" is not one of the technical parameters.',
    ]);
    const ok = await send('PUT', `/${v.id}`, { featured_parameters: { Width: '2,500 mm' } });
    expect(ok.json().data.featured_parameters).toEqual({ Width: '2,500 mm' });
    const changed = await send('PUT', `/${v.id}`, { technical_parameters: 'Height: 3 m' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.featured_parameters).toEqual({});
    expect((await storedRow(v.id)).featuredParameters).toEqual([]);
  });

  it('validates like create and answers 404 for an unknown id', async () => {
    const v = await createVariant(ctx.db);
    const blank = await send('PUT', `/${v.id}`, { name: '' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ name: ['Variant name is required'] });
    const noProduct = await send('PUT', `/${v.id}`, { product_id: 424242 });
    expect(noProduct.statusCode).toBe(422);
    expect(noProduct.json().errors).toEqual({ product_id: ['The selected product does not exist.'] });
    const images = await send('PUT', `/${v.id}`, { images: ['1', '2', '3', '4', '5'] });
    expect(images.json().errors).toEqual({ images: ['You can upload up to 4 images.'] });
    const missing = await send('PUT', '/999999', { name: 'x' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('DELETE /api/admin/variants/:id', () => {
  it('deletes the variant and removes it from the hero featured list', async () => {
    const keep = await createVariant(ctx.db);
    const gone = await createVariant(ctx.db);
    await ctx.db.insert(heroFeatured).values([
      { position: 1, variantId: gone.id },
      { position: 2, variantId: keep.id },
    ]);
    const res = await send('DELETE', `/${gone.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Variant has been deleted successfully.' });
    expect(await ctx.db.select().from(heroFeatured)).toEqual([{ position: 2, variantId: keep.id }]);
    expect((await send('GET', `/${gone.id}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/${gone.id}`)).statusCode).toBe(404);
  });
});
