import { PRODUCTS_PER_PAGE } from '#common/constants';
import type { WebServices } from '../../server/web-services';
import type { ListingQuery } from './listing-query';
import { orEmpty } from './or-empty.server';

// Server-only doorway from the listing's loader to the catalogue (in-process, no HTTP hop), through
// the read cache the public API uses too (decision 011).

/** One page of the public listing for a parsed address; a failure gives the product's empty list. */
export async function loadListing(services: WebServices, q: ListingQuery) {
  const [by, order] = q.sort ? (q.sort.split('-') as ['name' | 'brand' | 'price', 'asc' | 'desc']) : [];
  const listing = services.variantPage({
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
  const none = { total: 0, current_page: 1, last_page: 1, per_page: PRODUCTS_PER_PAGE };
  return orEmpty('listing', listing, { data: [], ...none, pagination: none });
}
