import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { rowsOf } from '../../server/db/rows';
import { call, setupApi } from '../support/api';
import { createAdmin, createBrand, createCategory, createProduct, createVariant } from '../support/factories';

// Decision 013: variants carry `listed`, `brand_id` and `category_id`, and listed_variant_counts
// holds the listing's totals, all kept by triggers. Every catalogue change that can show or hide a
// variant, or move it between brands and categories, must leave the public listing (ids, totals,
// filters, search, detail) exactly as if visibility were computed from the catalogue itself.

const ctx = setupApi();
let token: string;
beforeEach(async () => {
  token = (await createAdmin(ctx.db)).token;
});

const send = async (method: 'PUT' | 'DELETE', url: string, payload?: object) => {
  const res = await call(ctx.app, { method, url, payload, token });
  expect(res.statusCode, res.body).toBe(200);
};

async function list(query = '') {
  const res = await call(ctx.app, { url: `/api/public/variants${query ? `?${query}` : ''}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  const ids = (body.data as { id: number }[]).map((v) => v.id).sort((a, b) => a - b);
  // The total must agree with what is listed (every test catalogue fits on one page).
  expect(body.total, `total of ?${query}`).toBe(ids.length);
  return ids;
}

const detail = async (id: number) => (await call(ctx.app, { url: `/api/public/variants/${id}` })).statusCode;

const rows = async <T>(db: Db, query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));

/** variant_listing and listed_variant_counts equal what the catalogue says, row for row. */
async function expectBookkeepingConsistent() {
  const drift = await rows(
    ctx.db,
    sql`select v.id from variants v join products p on p.id = v.product_id
      join brands b on b.id = p.brand_id join categories c on c.id = p.category_id
      full join variant_listing l on l.variant_id = v.id
      where (l.product_id, l.brand_id, l.category_id, l.listed, l.name, l.price, l.created_at, l.search_text)
        is distinct from (v.product_id, p.brand_id, p.category_id, b.is_active and c.is_active,
          ironsite_natural_key(v.name), v.price, v.created_at, v.search_text)`,
  );
  expect(drift).toEqual([]);
  const wrongCounts = await rows(
    ctx.db,
    sql`select coalesce(t.brand_id, s.brand_id) as brand_id, coalesce(t.category_id, s.category_id) as category_id
      from (select brand_id, category_id, variants from listed_variant_counts where variants <> 0) t
      full join (select brand_id, category_id, count(*)::int as variants from variant_listing where listed
        group by brand_id, category_id) s on s.brand_id = t.brand_id and s.category_id = t.category_id
      where t.variants is distinct from s.variants`,
  );
  expect(wrongCounts).toEqual([]);
}

/** Brand Atlas (categories Loaders, Pumps) and brand Borealis (Loaders); six variants in all. */
async function catalogue() {
  const atlas = await createBrand(ctx.db, { name: 'Atlas' });
  const borealis = await createBrand(ctx.db, { name: 'Borealis' });
  const atlasLoaders = await createCategory(ctx.db, { name: 'Loaders', brandId: atlas.id });
  const atlasPumps = await createCategory(ctx.db, { name: 'Pumps', brandId: atlas.id });
  const borealisLoaders = await createCategory(ctx.db, { name: 'Loaders', brandId: borealis.id });
  const p1 = await createProduct(ctx.db, {
    name: 'AL Series',
    brandId: atlas.id,
    categoryId: atlasLoaders.id,
  });
  const p2 = await createProduct(ctx.db, { name: 'AP Series', brandId: atlas.id, categoryId: atlasPumps.id });
  const p3 = await createProduct(ctx.db, {
    name: 'BL Series',
    brandId: borealis.id,
    categoryId: borealisLoaders.id,
  });
  const v = async (productId: number, name: string) => (await createVariant(ctx.db, { productId, name })).id;
  const ids = {
    al1: await v(p1.id, 'AL 1'),
    al2: await v(p1.id, 'AL 2'),
    al3: await v(p1.id, 'AL 3'),
    ap1: await v(p2.id, 'AP 1'),
    ap2: await v(p2.id, 'AP 2'),
    bl1: await v(p3.id, 'BL 1'),
  };
  return { atlas, borealis, atlasLoaders, atlasPumps, borealisLoaders, p1, p2, p3, ids };
}

describe('public listing: visibility kept with the catalogue', () => {
  it('hides a deactivated brand everywhere and shows it again when reactivated', async () => {
    const { atlas, ids } = await catalogue();
    expect(await list()).toHaveLength(6);
    await send('PUT', `/api/admin/brands/${atlas.id}`, { is_active: false });
    expect(await list()).toEqual([ids.bl1]);
    expect(await list('brand=Atlas')).toEqual([]);
    expect(await list('category=Loaders')).toEqual([ids.bl1]);
    expect(await list('search=series')).toEqual([ids.bl1]);
    expect(await list('search=atlas')).toEqual([]);
    expect(await detail(ids.al1)).toBe(404);
    await expectBookkeepingConsistent();

    await send('PUT', `/api/admin/brands/${atlas.id}`, { is_active: true });
    expect(await list()).toHaveLength(6);
    expect(await list('brand=Atlas')).toEqual([ids.al1, ids.al2, ids.al3, ids.ap1, ids.ap2]);
    expect(await detail(ids.al1)).toBe(200);
    await expectBookkeepingConsistent();
  });

  it('hides a deactivated category only, and shows it again when reactivated', async () => {
    const { atlasLoaders, ids } = await catalogue();
    await send('PUT', `/api/admin/categories/${atlasLoaders.id}`, { is_active: false });
    expect(await list()).toEqual([ids.ap1, ids.ap2, ids.bl1]);
    expect(await list('brand=Atlas')).toEqual([ids.ap1, ids.ap2]);
    expect(await list('brand=Atlas&category=Loaders')).toEqual([]);
    expect(await list('category=Loaders')).toEqual([ids.bl1]);
    expect(await list(`category=${atlasLoaders.id}`)).toEqual([]);
    await expectBookkeepingConsistent();

    await send('PUT', `/api/admin/categories/${atlasLoaders.id}`, { is_active: true });
    expect(await list('brand=Atlas&category=Loaders')).toEqual([ids.al1, ids.al2, ids.al3]);
    expect(await list()).toHaveLength(6);
    await expectBookkeepingConsistent();
  });

  it('follows a product moved to another brand and category, into and out of a hidden one', async () => {
    const { borealis, borealisLoaders, p1, ids } = await catalogue();
    await send('PUT', `/api/admin/products/${p1.id}`, {
      brand_id: borealis.id,
      category_id: borealisLoaders.id,
    });
    expect(await list('brand=Borealis')).toEqual([ids.al1, ids.al2, ids.al3, ids.bl1]);
    expect(await list('brand=Atlas')).toEqual([ids.ap1, ids.ap2]);
    await expectBookkeepingConsistent();

    const hidden = await createCategory(ctx.db, { name: 'Hidden', brandId: borealis.id, isActive: false });
    await send('PUT', `/api/admin/products/${p1.id}`, { category_id: hidden.id });
    expect(await list()).toEqual([ids.ap1, ids.ap2, ids.bl1]);
    expect(await list('brand=Borealis')).toEqual([ids.bl1]);
    await send('PUT', `/api/admin/products/${p1.id}`, { category_id: borealisLoaders.id });
    expect(await list('brand=Borealis')).toEqual([ids.al1, ids.al2, ids.al3, ids.bl1]);
    await expectBookkeepingConsistent();
  });

  it('follows a category moved to another brand (its products move with it), even an inactive one', async () => {
    const { atlasPumps, ids } = await catalogue();
    const dormant = await createBrand(ctx.db, { name: 'Dormant', isActive: false });
    await send('PUT', `/api/admin/categories/${atlasPumps.id}`, { brand_id: dormant.id });
    expect(await list()).toEqual([ids.al1, ids.al2, ids.al3, ids.bl1]);
    await send('PUT', `/api/admin/brands/${dormant.id}`, { is_active: true });
    expect(await list('brand=Dormant')).toEqual([ids.ap1, ids.ap2]);
    expect(await list('brand=Atlas')).toEqual([ids.al1, ids.al2, ids.al3]);
    await expectBookkeepingConsistent();
  });

  it('follows a variant moved to another product, created under a hidden brand, or deleted', async () => {
    const { p3, ids } = await catalogue();
    const hiddenProduct = await createProduct(ctx.db, {
      brandId: (await createBrand(ctx.db, { name: 'Shade', isActive: false })).id,
    });
    await send('PUT', `/api/admin/variants/${ids.al1}`, { product_id: hiddenProduct.id });
    expect(await list('brand=Atlas')).toEqual([ids.al2, ids.al3, ids.ap1, ids.ap2]);
    await send('PUT', `/api/admin/variants/${ids.al2}`, { product_id: p3.id });
    expect(await list('brand=Borealis')).toEqual([ids.al2, ids.bl1]);

    const unseen = await createVariant(ctx.db, { productId: hiddenProduct.id });
    expect(await list()).not.toContain(unseen.id);
    await send('DELETE', `/api/admin/variants/${ids.ap1}`);
    await send('DELETE', `/api/admin/variants/${unseen.id}`);
    expect(await list()).toEqual([ids.al2, ids.al3, ids.ap2, ids.bl1]);
    await expectBookkeepingConsistent();
  });

  it('stays right for writes outside the API (a script, psql)', async () => {
    const { borealis, ids } = await catalogue();
    await ctx.db.execute(sql`update brands set is_active = false where id = ${borealis.id}`);
    await ctx.db.execute(
      sql`insert into variants (product_id, name) select product_id, 'Copy ' || name from variants`,
    );
    await ctx.db.execute(sql`update variants set name = 'Renamed' where id = ${ids.al1}`);
    await ctx.db.execute(sql`delete from variants where id = ${ids.al2}`);
    await ctx.app.readCache.invalidate();
    // Every Atlas variant and its copy is public; nothing of the now inactive Borealis is.
    const atlas = await rows<{ id: number }>(
      ctx.db,
      sql`select id from variants where name not like '%BL %' order by id`,
    );
    expect(atlas).toHaveLength(9);
    expect(await list()).toEqual(atlas.map((r) => r.id));
    expect(await list('search=renamed')).toEqual([ids.al1]);
    expect(await list('brand=Borealis')).toEqual([]);
    await expectBookkeepingConsistent();
  });
});
