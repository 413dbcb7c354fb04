import { asc, eq, inArray, like, sql } from 'drizzle-orm';
import {
  type AvailableProduct,
  CONTACT_FOR_PRICE,
  type HeroSlide,
  type PublicHeroSettings,
} from '#common/schemas/hero';
import type { Db } from '../db/client';
import { brands, categories, heroFeatured, products, variants } from '../db/schema';
import { ValidationFailed } from '../errors';
import { publicVisible } from './catalog/variant-mapper';
import { containsPattern } from './news';
import { heroSettingValues } from './settings';

// The home carousel shows variants: the public /products/{id} page is a variant page.
const AVAILABLE_LIMIT = 500;
const SLIDE_FEATURES = 3;

export async function featuredIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: heroFeatured.variantId })
    .from(heroFeatured)
    .orderBy(asc(heroFeatured.position));
  return rows.map((r) => r.id);
}

/** Replaces the featured list (order kept) after checking every id is an existing variant. */
export async function saveFeaturedIds(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length > 0) {
    const found = await db.select({ id: variants.id }).from(variants).where(inArray(variants.id, ids));
    const known = new Set(found.map((r) => r.id));
    const missing = ids.filter((id) => !known.has(id));
    if (missing.length > 0) {
      throw new ValidationFailed({
        featured_product_ids: missing.map((id) => `The selected product ${id} does not exist.`),
      });
    }
  }
  await db.transaction(async (tx) => {
    await tx.delete(heroFeatured);
    if (ids.length > 0)
      await tx.insert(heroFeatured).values(ids.map((variantId, i) => ({ position: i + 1, variantId })));
  });
  return featuredIds(db);
}

function catalogue(db: Db) {
  return db
    .select({
      id: variants.id,
      name: variants.name,
      images: variants.images,
      productImage: products.image,
      brand: brands.name,
      category: categories.name,
      introduction: variants.introduction,
      productIntroduction: products.introduction,
      price: variants.price,
      features: variants.features,
      productFeatures: products.features,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId));
}

/** Variants the admin can pick, with brand and category as text; image falls back to the product's. */
export async function availableProducts(db: Db, search?: string): Promise<AvailableProduct[]> {
  const rows = await catalogue(db)
    .where(search ? like(variants.searchText, containsPattern(search.toLowerCase())) : undefined)
    .orderBy(asc(sql`lower(${variants.name})`), asc(variants.id))
    .limit(AVAILABLE_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    image: r.images[0] ?? r.productImage ?? null,
    brand: r.brand,
    category: r.category,
  }));
}

/** Featured variants in order, skipping any the public may not see (a draft, an inactive brand or category). */
async function slides(db: Db): Promise<HeroSlide[]> {
  const rows = await catalogue(db)
    .innerJoin(heroFeatured, eq(heroFeatured.variantId, variants.id))
    .where(publicVisible)
    .orderBy(asc(heroFeatured.position));
  return rows.map((r) => {
    const image = r.images[0] ?? r.productImage ?? null;
    const features = r.features.length > 0 ? r.features : r.productFeatures;
    return {
      id: r.id,
      name: r.name,
      image,
      // The product's own picture behind the slide, the variant's picture in front of it.
      background: r.productImage ?? image,
      brand: r.brand,
      category: r.category,
      description: r.introduction ?? r.productIntroduction ?? '',
      price: r.price ?? CONTACT_FOR_PRICE,
      features: features.slice(0, SLIDE_FEATURES),
    };
  });
}

export async function publicHeroSettings(db: Db): Promise<PublicHeroSettings> {
  const s = await heroSettingValues(db);
  const text = (key: string) => String(s[key] ?? '');
  return {
    title: text('hero_title'),
    subtitle: text('hero_subtitle'),
    description: text('hero_description'),
    background_image: text('hero_background_image') || null,
    primary_button_text: text('hero_primary_button_text'),
    primary_button_action: text('hero_primary_button_action'),
    secondary_button_text: text('hero_secondary_button_text'),
    secondary_button_action: text('hero_secondary_button_action'),
    show_product_slider: s.hero_show_product_slider === true,
    show_features: s.hero_show_features === true,
    custom_features: text('hero_custom_features')
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
    overlay_opacity: Number(s.hero_overlay_opacity),
    text_alignment: text('hero_text_alignment'),
    featured_products: await slides(db),
  };
}
