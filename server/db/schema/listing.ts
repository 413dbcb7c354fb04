import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { moment, price } from './columns';

/**
 * The public listing's default order (docs/product.md §17), its one definition: ascending by these
 * keys — the natural name (ironsite_natural_key, which the triggers store in `name`), then the id.
 * listing-order.ts sorts by them, and the partial indexes below are built on them, alone or
 * after one brand or one category, so a first page is an ordered index walk.
 */
export const DEFAULT_ORDER = ['name', 'id'] as const;

/**
 * The public listing's narrow copy of every variant (decision 013), kept by the triggers of
 * migration 0003 whatever the writer: the product's brand and category, whether both are active
 * (`listed`: the public sees nothing else), and the keys the listing filters, sorts and searches by. Its rows are ~150 bytes against ~1.3 kB in variants, so
 * a search reads a tenth of the pages, and a page is a walk of one of the partial indexes.
 */
export const variantListing = pgTable(
  'variant_listing',
  {
    variantId: integer('variant_id').primaryKey(),
    productId: integer('product_id').notNull(),
    brandId: integer('brand_id').notNull(),
    categoryId: integer('category_id').notNull(),
    listed: boolean('listed').notNull(),
    /** lower(variants.name) */
    name: text('name').notNull(),
    price: price(),
    createdAt: moment('created_at').notNull(),
    /** variants.search_text */
    searchText: text('search_text').notNull(),
  },
  (t) => {
    const listed = sql`${t.listed}`;
    const keys = { name: t.name, id: t.variantId };
    const [first, ...rest] = DEFAULT_ORDER.map((key) => keys[key]);
    return [
      index('variant_listing_product_idx').on(t.productId),
      index('variant_listing_name_idx')
        .on(first, ...rest)
        .where(listed),
      // The navigation's filters: in the default order inside one brand or one category.
      index('variant_listing_brand_name_idx')
        .on(t.brandId, first, ...rest)
        .where(listed),
      index('variant_listing_category_name_idx')
        .on(t.categoryId, first, ...rest)
        .where(listed),
      // Price sorts put unpriced variants last both ways, which one index cannot give in both
      // directions; these also count a price range.
      index('variant_listing_price_idx').on(t.price.asc().nullsLast()).where(listed),
      index('variant_listing_price_desc_idx').on(t.price.desc().nullsLast()).where(listed),
      index('variant_listing_created_idx').on(t.createdAt, t.variantId).where(listed),
      index('variant_listing_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`).where(listed),
    ];
  },
);

/**
 * Listed variants per brand and category, kept by statement triggers on variant_listing (0003): the
 * listing's total without a search, price range or product filter is a sum over these few rows
 * instead of a count over the catalogue. Rows are never deleted; a zero row is harmless.
 */
export const listedVariantCounts = pgTable(
  'listed_variant_counts',
  {
    brandId: integer('brand_id').notNull(),
    categoryId: integer('category_id').notNull(),
    variants: integer('variants').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.categoryId] })],
);
