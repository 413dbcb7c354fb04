import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { DEFAULT_ORDER, type OrderTerm } from '#common/listing-order';
import { moment, price } from './columns';

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
    // The listing's default order (common/listing-order.ts), direction and nulls spelled out as its
    // ORDER BY spells them. Built afresh for each index: Drizzle's asc()/desc() mark the column
    // itself until an index takes it.
    const keys = { name: t.name, id: t.variantId, price: t.price, createdAt: t.createdAt };
    const column = ({ key, desc, nullsLast }: OrderTerm) => {
      if (key === 'brand') throw new Error('the default order must be over variant_listing columns');
      const ordered = desc ? keys[key].desc() : keys[key].asc();
      return nullsLast ? ordered.nullsLast() : ordered.nullsFirst();
    };
    const defaultOrder = () => {
      const [first, ...rest] = DEFAULT_ORDER.map(column);
      return [first, ...rest] as const;
    };
    return [
      index('variant_listing_product_idx').on(t.productId),
      // Its names are from the time the default was by name; renaming them is a migration for nothing.
      index('variant_listing_name_idx')
        .on(...defaultOrder())
        .where(listed),
      // The navigation's filters: in the default order inside one brand or one category.
      index('variant_listing_brand_name_idx')
        .on(t.brandId, ...defaultOrder())
        .where(listed),
      index('variant_listing_category_name_idx')
        .on(t.categoryId, ...defaultOrder())
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
