import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, categories, heroFeatured, news, products, settings, variants } from '../../server/db/schema';
import { seedBulk } from '../../server/db/seed/bulk';
import { isCatalogEmpty, type SeedCounts, seedDemoIfEmpty } from '../../server/db/seed/demo';
import { DEMO_IMAGE_CACHE } from '../../server/lib/paths';
import { SETTING_DEFINITIONS } from '../../server/services/settings-definitions';
import { call, seedForBlock, setupApi } from '../support/api';
import { createBrand } from '../support/factories';

const ctx = setupApi();
let uploadsDir: string;

beforeAll(() => {
  uploadsDir = mkdtempSync(join(tmpdir(), 'ironsite-seed-'));
});
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

const count = async (table: typeof brands | typeof news | typeof variants | typeof products) =>
  (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;

// Pictures another data directory already rendered are copied from the checkout's cache, as a
// server's first start copies them; their rendering is tested in server/db/seed/images.test.ts.
const seedDemo = () => seedDemoIfEmpty(ctx.db, { uploadsDir, imageCache: DEMO_IMAGE_CACHE });

/** The file behind a public /uploads/... URL. */
const fileOf = (url: string) => join(uploadsDir, url.replace(/^\/uploads\//, ''));

describe('demo content', () => {
  let counts: SeedCounts;
  // Seeded once; every test starts from the seeded rows.
  seedForBlock(ctx, async () => {
    expect(await isCatalogEmpty(ctx.db)).toBe(true);
    const result = await seedDemo();
    expect(result.seeded).toBe(true);
    counts = result.counts;
  });

  it('creates the whole catalogue and reports what it created', async () => {
    expect(counts).toMatchObject({
      brands: 7,
      categories: 16,
      products: 30,
      variants: 80,
      news: 15,
      hero: 5,
    });
    expect(await count(brands)).toBe(7);
    expect(await count(products)).toBe(30);
    expect(await count(variants)).toBe(80);
    const inactiveBrands = await ctx.db.select().from(brands).where(eq(brands.isActive, false));
    expect(inactiveBrands.map((b) => b.name)).toEqual(['Duranta Legacy Equipment']);
    const cats = await ctx.db.select().from(categories);
    expect(cats).toHaveLength(16);
    expect(cats.filter((c) => !c.isActive).map((c) => c.name)).toEqual(['Rough Terrain Cranes']);
    // A few category names are shared across brands, as in the real catalogue.
    expect(cats.filter((c) => c.name === 'Wheel Loaders')).toHaveLength(2);
    expect(await isCatalogEmpty(ctx.db)).toBe(false);
  });

  it('gives every variant 3 featured keys from its own technical parameters and 1 to 4 real WebP images', async () => {
    const rows = await ctx.db.select().from(variants);
    const files = new Set<string>();
    for (const v of rows) {
      const keys = v.technicalParameters.flatMap((g) => g.specifications.map((s) => s.key));
      expect(v.technicalParameters.length).toBeGreaterThanOrEqual(3);
      expect(v.featuredParameters).toHaveLength(3);
      for (const k of v.featuredParameters) expect(keys).toContain(k);
      expect(v.images.length).toBeGreaterThanOrEqual(1);
      expect(v.images.length).toBeLessThanOrEqual(4);
      for (const url of v.images) files.add(url);
      expect(v.searchText).toContain(v.name.toLowerCase());
    }
    expect(rows.filter((v) => v.price !== null).length).toBeGreaterThan(40);
    expect(rows.filter((v) => v.price === null).length).toBeGreaterThan(10);
    for (const url of files) {
      expect(url).toMatch(/^\/uploads\/products\/[0-9a-f]{20}-1200x900\.webp$/);
      const meta = await sharp(fileOf(url)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 900]);
    }
  });

  it('gives brands, categories and news their own pictures in the right proportions', async () => {
    const [logo] = await ctx.db.select({ url: brands.logo }).from(brands).limit(1);
    const [cat] = await ctx.db.select({ url: categories.image }).from(categories).limit(1);
    const [article] = await ctx.db.select({ url: news.image }).from(news).limit(1);
    const size = async (url: string | null) => {
      const m = await sharp(fileOf(url!)).metadata();
      return [m.format, m.width, m.height];
    };
    expect(await size(logo.url)).toEqual(['webp', 400, 200]);
    expect(await size(cat.url)).toEqual(['webp', 800, 600]);
    expect(await size(article.url)).toEqual(['webp', 1200, 675]);
  });

  it('writes 15 news articles with drafts, exactly one featured, and spread dates', async () => {
    const rows = await ctx.db.select().from(news).orderBy(asc(news.createdAt));
    expect(rows).toHaveLength(15);
    expect(rows.filter((r) => !r.published)).toHaveLength(3);
    const featured = rows.filter((r) => r.featured);
    expect(featured).toHaveLength(1);
    expect(featured[0].published).toBe(true);
    expect(new Set(rows.map((r) => r.category)).size).toBe(10);
    const spanDays = (rows[14].createdAt.getTime() - rows[0].createdAt.getTime()) / 86_400_000;
    expect(spanDays).toBeGreaterThan(90);
    for (const r of rows) expect(r.content).toMatch(/^<p>.*<h2>.*<ul><li>/s);
  });

  it('features five active variants in the hero, positions 0 to 4', async () => {
    const hero = await ctx.db
      .select({ position: heroFeatured.position, name: variants.name, brandActive: brands.isActive })
      .from(heroFeatured)
      .innerJoin(variants, eq(variants.id, heroFeatured.variantId))
      .innerJoin(products, eq(products.id, variants.productId))
      .innerJoin(brands, eq(brands.id, products.brandId))
      .orderBy(asc(heroFeatured.position));
    expect(hero.map((h) => h.position)).toEqual([0, 1, 2, 3, 4]);
    expect(hero[0].name).toBe('NL-50 Wheel Loader');
    expect(hero.every((h) => h.brandActive)).toBe(true);
  });

  it('fills every settings tab with the demo company', async () => {
    const rows = await ctx.db.select().from(settings);
    const value = new Map(rows.map((r) => [r.key, r.value]));
    for (const d of SETTING_DEFINITIONS) expect(value.has(d.key)).toBe(true);
    expect(value.get('site_name')).toBe('Ironsite Heavy Equipment');
    expect(value.get('company_city')).toBe('Valenzuela City, Metro Manila');
    expect(value.get('primary_color')).toBe('#F2A900');
    expect(value.get('company_phone')!.replace(/\D/g, '')).toHaveLength(11);
    expect(value.get('hero_custom_features')!.split('\n')).toHaveLength(4);
    const background = value.get('hero_background_image')!;
    expect(background).toMatch(/^\/uploads\/hero\/[0-9a-f]{20}-1200x675\.webp$/);
    expect(existsSync(fileOf(background))).toBe(true);
  });

  it('seeds nothing the second time', async () => {
    const again = await seedDemo();
    expect(again.seeded).toBe(false);
    expect(again.counts.variants).toBe(0);
    expect(await count(variants)).toBe(80);
    expect(await count(news)).toBe(15);
  });

  it('lets the public API list the active brands only', async () => {
    const res = await call(ctx.app, { method: 'GET', url: '/api/public/brands' });
    expect(res.statusCode).toBe(200);
    const names = res.json().data.map((b: { name: string }) => b.name);
    expect(names).toHaveLength(6);
    expect(names).not.toContain('Duranta Legacy Equipment');
  });

  it('lets the public listing hide variants of the inactive brand and category', async () => {
    const res = await call(ctx.app, { method: 'GET', url: '/api/public/variants?per_page=1' });
    expect(res.statusCode).toBe(200);
    // 80 variants less 2 of Duranta (inactive brand) and 2 of Rough Terrain Cranes (inactive category).
    expect(res.json().total).toBe(76);
    const found = await call(ctx.app, { method: 'GET', url: '/api/public/variants?search=nl-50' });
    expect(found.json().data.map((v: { name: string }) => v.name)).toEqual(['NL-50 Wheel Loader']);
  });

  it('lets the public news answer with the featured article', async () => {
    const res = await call(ctx.app, { method: 'GET', url: '/api/public/news/featured' });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json())).toContain(
      'Ironsite opens a 4,000 m² parts warehouse in Valenzuela City',
    );
  });
});

describe('seeding a database that already has content', () => {
  it('leaves a catalogue with a single brand alone', async () => {
    await createBrand(ctx.db, { name: 'Existing Brand' });
    const result = await seedDemo();
    expect(result.seeded).toBe(false);
    expect(await count(brands)).toBe(1);
    expect(await count(variants)).toBe(0);
  });
});

describe('bulk catalogue', () => {
  it('adds the requested numbers of rows, twice without name clashes', async () => {
    const opts = { brands: 4, categories: 10, products: 50, variants: 500, batchSize: 120 };
    const first = await seedBulk(ctx.db, opts);
    expect(first).toMatchObject({ brands: 4, categories: 10, products: 50, variants: 500 });
    expect(await count(brands)).toBe(4);
    expect(await count(products)).toBe(50);
    expect(await count(variants)).toBe(500);
    const rows = await ctx.db.select().from(variants);
    expect(rows.filter((v) => v.price !== null)).toHaveLength(250);
    for (const v of rows) {
      const keys = v.technicalParameters.flatMap((g) => g.specifications.map((s) => s.key));
      expect(v.featuredParameters).toHaveLength(3);
      for (const k of v.featuredParameters) expect(keys).toContain(k);
      expect(v.images).toEqual([]);
      expect(v.searchText).not.toBe('');
    }
    // Every product got its share: 500 variants over 50 products.
    const perProduct = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(variants)
      .groupBy(variants.productId);
    expect(perProduct.every((p) => p.n === 10)).toBe(true);

    const second = await seedBulk(ctx.db, opts);
    expect(second.variants).toBe(500);
    expect(await count(brands)).toBe(8);
    expect(await count(variants)).toBe(1000);
  });

  it('adds to the demo catalogue without touching it', async () => {
    await seedDemo();
    await seedBulk(ctx.db, { brands: 2, categories: 4, products: 8, variants: 40 });
    expect(await count(brands)).toBe(9);
    expect(await count(variants)).toBe(120);
    expect(existsSync(join(uploadsDir, 'products'))).toBe(true);
  }, 60_000);
});
