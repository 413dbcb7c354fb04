import { sql } from 'drizzle-orm';
import { businessDate } from '#common/business-date';
import { ensureDictionary } from '../../services/parameters/seed-dictionary';
import { indexVariantSpecs } from '../../services/parameters/spec-index';
import { ensureSettings, setSettingValues } from '../../services/settings';
import { outsideAudit } from '../acting-user';
import type { Db } from '../client';
import { rowsOf } from '../rows';
import {
  branches,
  brands,
  categories,
  heroFeatured,
  news,
  products,
  variantAvailability,
  variants,
} from '../schema';
import { DEMO_AVAILABILITY, DEMO_BRANCHES } from './demo-branches';
import { DEMO_BRANDS, DEMO_CATEGORIES, DEMO_HERO_VARIANTS, DEMO_PRODUCTS } from './demo-catalog';
import { DEMO_SETTINGS } from './demo-company';
import { DEMO_COPY } from './demo-copy';
import { type DemoImages, renderDemoImages } from './demo-images';
import { articleHtml, DEMO_NEWS } from './demo-news';
import { planVariants } from './demo-plan';

// Demo content for the first start of an empty database. Pictures are rendered first (files on
// disk are harmless if the insert fails); every row is then written in one transaction.

export interface SeedCounts {
  brands: number;
  categories: number;
  products: number;
  variants: number;
  news: number;
  hero: number;
  settings: number;
  images: number;
}

interface SeedOptions {
  uploadsDir: string;
  /** Where rendered demo pictures are kept for the next data directory (DEMO_IMAGE_CACHE). */
  imageCache?: string;
  log?: (message: string) => void;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Any constant: serialises two servers seeding the same PostgreSQL database at once.
const SEED_LOCK = 74_211_093;

const NOTHING: SeedCounts = {
  brands: 0,
  categories: 0,
  products: 0,
  variants: 0,
  news: 0,
  hero: 0,
  settings: 0,
  images: 0,
};

/** True when there is no brand, category, product, variant or news article (users and settings may exist). */
export async function isCatalogEmpty(db: Db): Promise<boolean> {
  const res = await db.execute(sql`select
    exists(select 1 from brands) or exists(select 1 from categories) or exists(select 1 from products)
    or exists(select 1 from variants) or exists(select 1 from news) as has_content`);
  return rowsOf(res)[0]?.has_content === false;
}

async function insertAll(tx: Db, img: DemoImages, now: number): Promise<Omit<SeedCounts, 'images'>> {
  const brandRows = await tx
    .insert(brands)
    .values(DEMO_BRANDS.map((b, i) => ({ ...b, logo: img.brandLogos[i] })))
    .returning({ id: brands.id, name: brands.name });
  const brandId = new Map(brandRows.map((b) => [b.name, b.id]));

  const catRows = await tx
    .insert(categories)
    .values(
      DEMO_CATEGORIES.map((c, i) => ({
        name: c.name,
        brandId: brandId.get(c.brand)!,
        description: c.description,
        image: img.categoryImages[i],
        isActive: c.isActive,
      })),
    )
    .returning({ id: categories.id, name: categories.name, brandId: categories.brandId });
  const catId = new Map(catRows.map((c) => [`${c.brandId}/${c.name}`, c.id]));

  const productRows = await tx
    .insert(products)
    .values(
      DEMO_PRODUCTS.map((p, i) => {
        const bId = brandId.get(p.brand)!;
        return {
          name: p.name,
          brandId: bId,
          categoryId: catId.get(`${bId}/${p.category}`)!,
          introduction: p.introduction,
          image: img.productImages[i][0],
          images: img.productImages[i],
          features: DEMO_COPY[p.spec].features,
          applications: DEMO_COPY[p.spec].applications,
        };
      }),
    )
    .returning({ id: products.id, name: products.name });
  const productId = new Map(productRows.map((p) => [p.name, p.id]));

  let index = 0;
  const variantValues = DEMO_PRODUCTS.flatMap((p, i) => {
    const planned = planVariants(p, img.productImages[i], index);
    index += planned.length;
    return planned.map((v) => ({
      productId: productId.get(p.name)!,
      name: v.name,
      introduction: v.introduction,
      description: v.description,
      price: v.price,
      images: v.images,
      features: v.features,
      applications: v.applications,
      technicalParameters: v.sheet.groups,
      featuredParameters: [...v.sheet.featured],
      ratedLoad: v.sheet.ratedLoad ?? null,
      bucketCapacity: v.sheet.bucketCapacity ?? null,
    }));
  });
  // Creation times one hour apart, oldest first, so "newest" sorting has no ties.
  const variantRows = await tx
    .insert(variants)
    .values(
      variantValues.map((v, i) => ({ ...v, createdAt: new Date(now - (variantValues.length - i) * HOUR) })),
    )
    .returning({ id: variants.id, name: variants.name });
  const variantId = new Map(variantRows.map((v) => [v.name, v.id]));
  // The dictionary and the parsed specifications, so the demo's filters work at once (docs/product.md §17).
  await ensureDictionary(tx);
  await indexVariantSpecs(
    tx,
    variantRows.map((v) => v.id),
  );

  await tx.insert(news).values(
    DEMO_NEWS.map((a, i) => {
      const at = new Date(now - a.daysAgo * DAY);
      return {
        title: a.title,
        excerpt: a.excerpt,
        content: articleHtml(a),
        image: img.newsImages[i],
        author: a.author,
        category: a.category,
        tags: a.tags,
        readTime: '', // computed from the content on read (decision 016)
        featured: a.featured === true,
        published: a.draft !== true,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );

  await tx.insert(heroFeatured).values(
    DEMO_HERO_VARIANTS.map((name, position) => {
      const id = variantId.get(name);
      if (id === undefined) throw new Error(`Demo hero variant not found: ${name}`);
      return { position, variantId: id };
    }),
  );

  const branchRows = await tx
    .insert(branches)
    .values(DEMO_BRANCHES)
    .returning({ id: branches.id, slug: branches.slug });
  const branchId = new Map(branchRows.map((b) => [b.slug, b.id]));
  await tx.insert(variantAvailability).values(
    DEMO_AVAILABILITY.map((a) => {
      const vid = variantId.get(a.variant);
      const bid = branchId.get(a.branch);
      if (vid === undefined || bid === undefined)
        throw new Error(`Demo availability: ${a.variant} at ${a.branch}`);
      return {
        variantId: vid,
        branchId: bid,
        status: a.status,
        quantity: a.quantity ?? null,
        expectedAt:
          a.expectedInDays === undefined ? null : businessDate(new Date(now + a.expectedInDays * DAY)),
        confirmedAt: new Date(now - a.confirmedDaysAgo * DAY),
      };
    }),
  );

  await ensureSettings(tx);
  await setSettingValues(tx, { ...DEMO_SETTINGS, hero_background_image: img.heroBackground });

  return {
    brands: brandRows.length,
    categories: catRows.length,
    products: productRows.length,
    variants: variantRows.length,
    news: DEMO_NEWS.length,
    hero: DEMO_HERO_VARIANTS.length,
    settings: Object.keys(DEMO_SETTINGS).length + 1,
  };
}

/** Loads the demo catalogue, news, hero and settings when the catalogue is empty; otherwise does nothing. */
export async function seedDemoIfEmpty(
  db: Db,
  { uploadsDir, imageCache, log = () => {} }: SeedOptions,
): Promise<{ seeded: boolean; counts: SeedCounts }> {
  if (!(await isCatalogEmpty(db))) return { seeded: false, counts: NOTHING };
  const started = Date.now();
  const images = await renderDemoImages(uploadsDir, imageCache);
  log(`Demo images ready (${images.count}) in ${Date.now() - started} ms`);
  const counts = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    await outsideAudit(tx);
    // Checked again under the lock: another process may have seeded while the images rendered.
    if (!(await isCatalogEmpty(tx))) return null;
    return insertAll(tx, images, Date.now());
  });
  if (!counts) return { seeded: false, counts: NOTHING };
  log(`Demo content loaded in ${Date.now() - started} ms`);
  return { seeded: true, counts: { ...counts, images: images.count } };
}
