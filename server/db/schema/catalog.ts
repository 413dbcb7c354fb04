import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { moment, parentId, price, publication, serialId, stringList, timestamps } from './columns';

// The catalogue: brands, categories, products and their variants.

export type TechGroup = {
  category: string;
  /** parameter_key: the dictionary entry the row was saved with (docs/product.md §17). */
  specifications: { key: string; value: string; parameter_key?: string }[];
};

export const brands = pgTable(
  'brands',
  {
    id: serialId(),
    name: text('name').notNull(),
    description: text('description'),
    logo: text('logo'),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('brands_name_lower_unique').on(sql`lower(${t.name})`),
    index('brands_active_idx').on(t.isActive),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: serialId(),
    name: text('name').notNull(),
    brandId: parentId('brand_id', () => brands.id, 'restrict'),
    description: text('description'),
    image: text('image'),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('categories_brand_name_unique').on(t.brandId, sql`lower(${t.name})`),
    index('categories_brand_idx').on(t.brandId),
    index('categories_name_lower_idx').on(sql`lower(${t.name})`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: serialId(),
    name: text('name').notNull(),
    brandId: parentId('brand_id', () => brands.id, 'restrict'),
    categoryId: parentId('category_id', () => categories.id, 'restrict'),
    introduction: text('introduction'),
    image: text('image'),
    features: stringList('features'),
    applications: stringList('applications'),
    images: stringList('images'),
    ...timestamps,
  },
  (t) => [
    index('products_brand_idx').on(t.brandId),
    index('products_category_idx').on(t.categoryId),
    index('products_name_lower_idx').on(sql`lower(${t.name})`),
  ],
);

export const variants = pgTable(
  'variants',
  {
    id: serialId(),
    productId: parentId('product_id', () => products.id, 'restrict'),
    name: text('name').notNull(),
    introduction: text('introduction'),
    description: text('description'),
    price: price(),
    /** When the price last changed (set by trigger, migration 0017), shown in the editor. */
    priceUpdatedAt: moment('price_updated_at'),
    images: stringList('images'),
    features: stringList('features'),
    applications: stringList('applications'),
    technicalParameters: jsonb('technical_parameters').$type<TechGroup[]>().notNull().default([]),
    featuredParameters: stringList('featured_parameters'),
    bucketCapacity: text('bucket_capacity'),
    ratedLoad: text('rated_load'),
    // Maintained by trigger (see migrations): names of the variant, product, brand and category.
    searchText: text('search_text').notNull().default(''),
    ...publication,
    ...timestamps,
  },
  (t) => [
    index('variants_product_idx').on(t.productId),
    // The scheduler's due records (docs/product.md §29): only the few waiting for a time are indexed.
    index('variants_publish_due_idx')
      .on(t.publishAt)
      .where(sql`${t.status} = 'scheduled' and ${t.publishError} is null`),
    index('variants_unpublish_due_idx')
      .on(t.unpublishAt)
      .where(sql`${t.status} = 'published' and ${t.unpublishAt} is not null and ${t.publishError} is null`),
    check('variants_status_check', sql`${t.status} in ('draft', 'scheduled', 'published')`),
    index('variants_name_lower_idx').on(sql`lower(${t.name})`),
    index('variants_price_idx').on(t.price),
    index('variants_created_idx').on(t.createdAt),
    index('variants_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('variants_images_max', sql`jsonb_array_length(${t.images}) <= 4`),
    check('variants_featured_max', sql`jsonb_array_length(${t.featuredParameters}) <= 3`),
    check('variants_price_nonneg', sql`${t.price} is null or ${t.price} >= 0`),
  ],
);
