import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_HERO_PRODUCTS } from '#common/constants';
import { variants } from '../../server/db/schema';
import { setSettingValues } from '../../server/services/settings';
import { call, setupApi } from '../support/api';
import {
  createAdmin,
  createBrand,
  createCategory,
  createProduct,
  createUser,
  createVariant,
} from '../support/factories';

const ctx = setupApi();
const MAX_MESSAGE = 'Maximum Reached: You can select a maximum of 5 featured products.';

async function admin() {
  return (await createAdmin(ctx.db)).token;
}
const save = (token: string, ids: unknown) =>
  call(ctx.app, {
    method: 'PUT',
    url: '/api/admin/hero-settings',
    token,
    payload: { featured_product_ids: ids },
  });

describe('admin hero settings', () => {
  it('starts empty, saves the list in the order given and replaces it on the next save', async () => {
    const token = await admin();
    const [a, b, c] = [await createVariant(ctx.db), await createVariant(ctx.db), await createVariant(ctx.db)];
    const empty = await call(ctx.app, { url: '/api/admin/hero-settings', token });
    expect(empty.json()).toEqual({ success: true, data: { featured_product_ids: [] } });

    const res = await save(token, [c.id, a.id, b.id]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Featured products updated successfully',
      data: { featured_product_ids: [c.id, a.id, b.id] },
    });
    expect((await save(token, [b.id, c.id])).json().data.featured_product_ids).toEqual([b.id, c.id]);
    const read = await call(ctx.app, { url: '/api/admin/hero-settings', token });
    expect(read.json().data.featured_product_ids).toEqual([b.id, c.id]);
    expect((await save(token, [])).json().data.featured_product_ids).toEqual([]);
  });

  it('refuses more than 5, duplicates and unknown variants without changing the list', async () => {
    const token = await admin();
    const made = [];
    for (let i = 0; i <= MAX_HERO_PRODUCTS; i++) made.push(await createVariant(ctx.db));
    const ids = made.map((v) => v.id);
    await save(token, [ids[0]]);

    const six = await save(token, ids);
    expect(six.statusCode).toBe(422);
    expect(six.json()).toEqual({ message: MAX_MESSAGE, errors: { featured_product_ids: [MAX_MESSAGE] } });

    const dup = await save(token, [ids[1], ids[1]]);
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual({ featured_product_ids: ['Each product can be selected only once.'] });

    const unknown = await save(token, [ids[2], 999999]);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      featured_product_ids: ['The selected product 999999 does not exist.'],
    });

    expect((await save(token, 'abc')).statusCode).toBe(422);
    expect((await save(token, [0])).statusCode).toBe(422);
    const read = await call(ctx.app, { url: '/api/admin/hero-settings', token });
    expect(read.json().data.featured_product_ids).toEqual([ids[0]]);
  });

  it('drops a featured variant when the variant is deleted', async () => {
    const token = await admin();
    const [a, b] = [await createVariant(ctx.db), await createVariant(ctx.db)];
    await save(token, [a.id, b.id]);
    await ctx.db.delete(variants).where(eq(variants.id, a.id));
    const read = await call(ctx.app, { url: '/api/admin/hero-settings', token });
    expect(read.json().data.featured_product_ids).toEqual([b.id]);
  });

  it('lists available variants by name with brand, category and image fallbacks, and searches', async () => {
    const token = await admin();
    const brand = await createBrand(ctx.db, { name: 'Komatsu' });
    const category = await createCategory(ctx.db, { name: 'Excavators', brandId: brand.id });
    const product = await createProduct(ctx.db, {
      name: 'PC200',
      brandId: brand.id,
      categoryId: category.id,
      image: '/p.jpg',
    });
    const bare = await createProduct(ctx.db, { name: 'Loader X' });
    const zeta = await createVariant(ctx.db, {
      name: 'Zeta 8',
      productId: product.id,
      images: ['/v1.jpg', '/v2.jpg'],
    });
    const alpha = await createVariant(ctx.db, { name: 'alpha 1', productId: product.id });
    const mid = await createVariant(ctx.db, { name: 'Mid 5', productId: bare.id });

    const res = await call(ctx.app, { url: '/api/admin/hero-settings/available-products', token });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect(res.json().data).toEqual([
      { id: alpha.id, name: 'alpha 1', image: '/p.jpg', brand: 'Komatsu', category: 'Excavators' },
      { id: mid.id, name: 'Mid 5', image: null, brand: expect.any(String), category: expect.any(String) },
      { id: zeta.id, name: 'Zeta 8', image: '/v1.jpg', brand: 'Komatsu', category: 'Excavators' },
    ]);

    const search = await call(ctx.app, {
      url: '/api/admin/hero-settings/available-products?search=KOMATSU',
      token,
    });
    expect(search.json().data.map((v: { id: number }) => v.id)).toEqual([alpha.id, zeta.id]);
  });

  it('needs an admin token', async () => {
    const { token } = await createUser(ctx.db);
    for (const url of ['/api/admin/hero-settings', '/api/admin/hero-settings/available-products']) {
      expect((await call(ctx.app, { url })).statusCode).toBe(401);
      expect((await call(ctx.app, { url, token })).statusCode).toBe(403);
    }
    expect((await save(token, [])).statusCode).toBe(403);
  });
});

describe('GET /public/hero-settings', () => {
  it('answers the hero texts with defaults and the featured slides in order, skipping inactive ones', async () => {
    const token = await admin();
    const brand = await createBrand(ctx.db, { name: 'CAT' });
    const category = await createCategory(ctx.db, { name: 'Dozers', brandId: brand.id });
    const product = await createProduct(ctx.db, {
      brandId: brand.id,
      categoryId: category.id,
      image: '/prod.jpg',
      introduction: 'Product intro',
      features: ['P1', 'P2'],
    });
    const priced = await createVariant(ctx.db, {
      name: 'D6 XE',
      productId: product.id,
      images: ['/d6.jpg'],
      price: 125000.5,
      introduction: 'Electric drive dozer',
      features: ['F1', 'F2', 'F3', 'F4'],
    });
    const unpriced = await createVariant(ctx.db, { name: 'D8', productId: product.id });
    const inactiveBrand = await createBrand(ctx.db, { isActive: false });
    const hiddenByBrand = await createVariant(ctx.db, {
      productId: (await createProduct(ctx.db, { brandId: inactiveBrand.id })).id,
    });
    const inactiveCategory = await createCategory(ctx.db, { isActive: false });
    const hiddenByCategory = await createVariant(ctx.db, {
      productId: (
        await createProduct(ctx.db, { categoryId: inactiveCategory.id, brandId: inactiveCategory.brandId })
      ).id,
    });
    await save(token, [unpriced.id, hiddenByBrand.id, priced.id, hiddenByCategory.id]);

    const res = await call(ctx.app, { url: '/api/public/hero-settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        title: 'Built for the Toughest Jobs',
        subtitle: 'Construction & Mining Equipment',
        description: expect.any(String),
        background_image: null,
        primary_button_text: 'Request Quote',
        primary_button_action: 'quote',
        secondary_button_text: 'Learn More',
        secondary_button_action: 'about',
        show_product_slider: true,
        show_features: true,
        custom_features: [
          'Genuine parts and warranty',
          'Nationwide after-sales service',
          'Flexible financing options',
        ],
        overlay_opacity: 0.6,
        text_alignment: 'left',
        featured_products: [
          {
            id: unpriced.id,
            name: 'D8',
            image: '/prod.jpg',
            background: '/prod.jpg',
            brand: 'CAT',
            category: 'Dozers',
            description: 'Product intro',
            price: 'Contact for Price',
            features: ['P1', 'P2'],
          },
          {
            id: priced.id,
            name: 'D6 XE',
            image: '/d6.jpg',
            background: '/prod.jpg',
            brand: 'CAT',
            category: 'Dozers',
            description: 'Electric drive dozer',
            price: 125000.5,
            features: ['F1', 'F2', 'F3'],
          },
        ],
      },
    });
  });

  it('reflects saved hero settings', async () => {
    await setSettingValues(ctx.db, {
      hero_title: 'Custom',
      hero_custom_features: ' One \n\nTwo\r\n',
      hero_show_features: 'false',
      hero_overlay_opacity: '0.3',
      hero_background_image: '/bg.jpg',
      hero_text_alignment: 'center',
    });
    const { data } = (await call(ctx.app, { url: '/api/public/hero-settings' })).json();
    expect(data).toMatchObject({
      title: 'Custom',
      custom_features: ['One', 'Two'],
      show_features: false,
      overlay_opacity: 0.3,
      background_image: '/bg.jpg',
      text_alignment: 'center',
      featured_products: [],
    });
  });
});
