import { PRICE_MAX, PRICE_MIN } from '../constants';
import { publicVariantQuery } from './variant';

// The listing page's address (/products?…, docs/product.md §2.4) is the public variants query:
// publicVariantQuery reads both. The API refuses what is wrong with a 422; a visitor's address is
// corrected instead, by the one lenient step below, and never fails the page.

/** The sorts the listing offers, as `sort_by-sort_order`. */
export const LISTING_SORTS = ['name-asc', 'brand-asc', 'price-asc', 'price-desc'] as const;
export type SortKey = (typeof LISTING_SORTS)[number];

/** The listing's state, as its components and links see it. */
export interface ListingQuery {
  brand?: string;
  category?: string;
  product?: string;
  search?: string;
  page: number;
  sort?: SortKey;
  minPrice: number;
  maxPrice: number;
}

const text = (v: string | null) => v?.trim().slice(0, 200) || undefined;

function price(v: string | null, fallback: number): number {
  if (v === null || v.trim() === '') return fallback;
  const n = Number(v);
  return Number.isFinite(n) ? Math.min(Math.max(Math.round(n), PRICE_MIN), PRICE_MAX) : fallback;
}

/**
 * What the API would refuse, corrected: a page number out of range is page 1, a sort the listing
 * does not offer is the default order, prices are held between PRICE_MIN and PRICE_MAX, and a
 * reversed range is swapped (a typing slip, not an empty result). The first value of a repeated
 * name counts; the API's other names (per_page, all, price_min, price_max) are not the page's.
 */
function corrected(params: URLSearchParams) {
  const page = Number(params.get('page'));
  const order = params.get('sort_order') === 'desc' ? 'desc' : 'asc';
  const sort = LISTING_SORTS.find((s) => s === `${params.get('sort_by')}-${order}`);
  let minPrice = price(params.get('min_price'), PRICE_MIN);
  let maxPrice = price(params.get('max_price'), PRICE_MAX);
  if (minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    brand: text(params.get('brand')),
    category: text(params.get('category')),
    product: text(params.get('product')),
    search: text(params.get('search')),
    page: Number.isInteger(page) && page > 1 && page <= 1_000_000 ? page : undefined,
    sort_by: sort?.split('-')[0],
    sort_order: sort && order,
    min_price: minPrice,
    max_price: maxPrice,
  };
}

const listingPageQuery = publicVariantQuery.transform(
  (q): ListingQuery => ({
    brand: q.brand,
    category: q.category,
    product: q.product,
    search: q.search,
    page: q.page,
    sort: LISTING_SORTS.find((s) => s === `${q.sort_by}-${q.sort_order}`),
    minPrice: q.min_price ?? PRICE_MIN,
    maxPrice: q.max_price ?? PRICE_MAX,
  }),
);

/** The listing page's state from its address: always a state, whatever the address holds. */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  return listingPageQuery.parse(corrected(params));
}
