import { expect } from 'vitest';
import type { Db } from '../../../server/db/client';
import { type ApiContext, call } from '../../support/api';
import { createBrand, createCategory, createProduct, createVariant } from '../../support/factories';

// The catalogue the public variant API tests read, and the listing as they read it.

/**
 * Variants 1–6 are visible; 7 sits in an inactive category, 8 under an inactive brand.
 * Both brands have a category named Excavators (c1 and c3).
 */
export async function seedCatalog(db: Db) {
  const komatsu = await createBrand(db, { name: 'Komatsu' });
  const cat = await createBrand(db, { name: 'Caterpillar' });
  const hidden = await createBrand(db, { name: 'Hidden Brand', isActive: false });
  const c1 = await createCategory(db, { name: 'Excavators', brandId: komatsu.id });
  const c2 = await createCategory(db, { name: 'Loaders', brandId: komatsu.id });
  const c3 = await createCategory(db, { name: 'Excavators', brandId: cat.id });
  const c4 = await createCategory(db, { name: 'Dozers', brandId: cat.id, isActive: false });
  const c5 = await createCategory(db, { name: 'Cranes', brandId: hidden.id });
  const p1 = await createProduct(db, {
    name: 'PC200',
    brandId: komatsu.id,
    categoryId: c1.id,
    image: '/img/pc200.jpg',
    introduction: 'Mid-size excavator',
  });
  const p2 = await createProduct(db, { name: 'WA380', brandId: komatsu.id, categoryId: c2.id });
  const p3 = await createProduct(db, { name: 'CAT 320', brandId: cat.id, categoryId: c3.id });
  const p4 = await createProduct(db, { name: 'D6', brandId: cat.id, categoryId: c4.id });
  const p5 = await createProduct(db, { name: 'Crane X', brandId: hidden.id, categoryId: c5.id });
  const v = async (productId: number, name: string, price: number | null, extra = {}) =>
    createVariant(db, { productId, name, price, ...extra });
  await v(p1.id, 'PC200-8', 120_000, {
    introduction: 'Hydraulic excavator for quarry work',
    featuredParameters: ['Rated Load', 'Length'],
  });
  await v(p1.id, 'PC200-10 Long Reach', 150_000, { images: ['/img/a.jpg', '/img/b.jpg'] });
  await v(p2.id, 'WA380-6', 90_000);
  await v(p2.id, 'WA380', null);
  await v(p3.id, '320 GC', 200_000);
  await v(p3.id, 'Mini 320', 50_000);
  await v(p4.id, 'D6 XE', 300_000);
  await v(p5.id, 'Crane 50T', 10_000);
  return { komatsu, cat, hidden, c1, c2, c3, p1, p2, p3 };
}

/** GET /api/public/variants?{query}: the ids listed, in order, and the whole answer. */
export function publicVariants(ctx: ApiContext) {
  async function list(query: string) {
    const res = await call(ctx.app, { url: `/api/public/variants${query ? `?${query}` : ''}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    return { ids: body.data.map((v: { id: number }) => v.id) as number[], body };
  }
  const ids = async (query: string) => (await list(query)).ids;
  return { list, ids };
}
