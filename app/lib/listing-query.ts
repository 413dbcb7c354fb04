import { PRICE_MAX, PRICE_MIN } from '../../common/constants';

// The listing's state lives in the address (/products?brand=…&page=…) so a filtered page can be
// shared, reloaded and server-rendered. This module is the only place that reads or writes it.

export type SortKey = 'name-asc' | 'brand-asc' | 'price-asc' | 'price-desc';

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

export const SORT_OPTIONS: { value: SortKey; label: string; drawerOnly?: boolean }[] = [
  { value: 'name-asc', label: 'Name A-Z' },
  { value: 'brand-asc', label: 'Brand A-Z' },
  { value: 'price-asc', label: 'Price: Low to High', drawerOnly: true },
  { value: 'price-desc', label: 'Price: High to Low', drawerOnly: true },
];

export const EMPTY_QUERY: ListingQuery = { page: 1, minPrice: PRICE_MIN, maxPrice: PRICE_MAX };

const text = (v: string | null) => {
  const t = v?.trim().slice(0, 200);
  return t ? t : undefined;
};

function price(v: string | null, fallback: number): number {
  if (v === null || v.trim() === '') return fallback;
  const n = Number(v);
  return Number.isFinite(n) ? Math.min(Math.max(Math.round(n), PRICE_MIN), PRICE_MAX) : fallback;
}

export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const page = Number(params.get('page'));
  const sortBy = params.get('sort_by');
  const order = params.get('sort_order') === 'desc' ? 'desc' : 'asc';
  const sort = SORT_OPTIONS.find((o) => o.value === `${sortBy}-${order}`)?.value;
  let minPrice = price(params.get('min_price'), PRICE_MIN);
  let maxPrice = price(params.get('max_price'), PRICE_MAX);
  // A reversed range is a typing slip, not an empty result.
  if (minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    brand: text(params.get('brand')),
    category: text(params.get('category')),
    product: text(params.get('product')),
    search: text(params.get('search')),
    page: Number.isInteger(page) && page > 1 && page <= 1_000_000 ? page : 1,
    sort,
    minPrice,
    maxPrice,
  };
}

/** The address of a listing state; defaults are left out so links stay short. */
export function listingHref(q: Partial<ListingQuery>): string {
  const params = new URLSearchParams();
  if (q.brand) params.set('brand', q.brand);
  if (q.category) params.set('category', q.category);
  if (q.product) params.set('product', q.product);
  if (q.search) params.set('search', q.search);
  if (q.sort) {
    const [by, order] = q.sort.split('-');
    params.set('sort_by', by);
    params.set('sort_order', order);
  }
  if (q.minPrice !== undefined && q.minPrice > PRICE_MIN) params.set('min_price', String(q.minPrice));
  if (q.maxPrice !== undefined && q.maxPrice < PRICE_MAX) params.set('max_price', String(q.maxPrice));
  if (q.page && q.page > 1) params.set('page', String(q.page));
  const qs = params.toString();
  return qs ? `/products?${qs}` : '/products';
}

export const hasPriceFilter = (q: ListingQuery) => q.minPrice > PRICE_MIN || q.maxPrice < PRICE_MAX;

export const hasFilters = (q: ListingQuery) =>
  Boolean(q.brand || q.category || q.product || q.search || hasPriceFilter(q));

/** Clear All Filters (docs/product.md §2): brand, category, product, search, price range and page; sort stays. */
export const clearedQuery = (q: ListingQuery): ListingQuery => ({ ...EMPTY_QUERY, sort: q.sort });

export interface CategoryOption {
  name: string;
  brand: string;
}

/**
 * The filter dependencies of docs/product.md §2: a new brand keeps the category only if that brand has it
 * (otherwise category and product reset); a new category resets the product. Any change goes
 * back to page 1.
 */
export function withFilter(
  q: ListingQuery,
  field: 'brand' | 'category' | 'product',
  value: string | undefined,
  categories: CategoryOption[],
): ListingQuery {
  const next: ListingQuery = { ...q, [field]: value || undefined, page: 1 };
  if (field === 'brand' && next.brand && next.category) {
    const brand = next.brand.toLowerCase();
    const category = next.category.toLowerCase();
    const kept = categories.some((c) => c.brand.toLowerCase() === brand && c.name.toLowerCase() === category);
    if (!kept) {
      next.category = undefined;
      next.product = undefined;
    }
  }
  if (field === 'category') next.product = undefined;
  return next;
}

/** Category names offered for a brand (all unique names when no brand is chosen). */
export function categoryNames(categories: CategoryOption[], brand: string | undefined): string[] {
  const b = brand?.toLowerCase();
  const names = categories.filter((c) => !b || c.brand.toLowerCase() === b).map((c) => c.name);
  return [...new Set(names)].sort((x, y) => x.localeCompare(y));
}
