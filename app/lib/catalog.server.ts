// Server-only doorway from route loaders to the catalogue services (in-process, no HTTP hop),
// through the read cache the public API uses too (decision 011).
import type { Db } from '../../server/db/client';
import { NotFound } from '../../server/errors';
import {
  cachedBrands,
  cachedCategories,
  cachedProducts,
  cachedRelatedVariants,
  cachedVariant,
  cachedVariantPage,
} from '../../server/services/read-cache/public-reads';
import type { ListingQuery } from './listing-query';
import { orEmpty } from './or-empty.server';

export {
  cachedBrands,
  cachedCategories,
  cachedProducts,
  cachedRelatedVariants,
  cachedVariant,
  cachedVariantPage,
};

/** One page of the public listing for a parsed address; a failure gives the product's empty list. */
export async function loadListing(db: Db, q: ListingQuery) {
  const [by, order] = q.sort ? (q.sort.split('-') as ['name' | 'brand' | 'price', 'asc' | 'desc']) : [];
  const listing = cachedVariantPage(db, {
    page: q.page,
    all: false,
    search: q.search,
    brand: q.brand,
    category: q.category,
    product: q.product,
    sort_by: by,
    sort_order: order ?? 'asc',
    min_price: q.minPrice,
    max_price: q.maxPrice,
  });
  const none = { total: 0, current_page: 1, last_page: 1, per_page: 12 };
  return orEmpty('listing', listing, { data: [], ...none, pagination: none });
}

/** The variant and its related variants, or null when it is unknown or hidden from the public. */
export async function loadProductPage(db: Db, id: number) {
  try {
    const [variant, related] = await Promise.all([cachedVariant(db, id), cachedRelatedVariants(db, id)]);
    return { variant, related };
  } catch (err) {
    if (err instanceof NotFound) return null;
    throw err;
  }
}
