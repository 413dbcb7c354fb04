import { byName } from '#app/lib/by-name';
import type { IgnoredFilter, ListingQuery, SortKey } from '#common/schemas/listing-query';
import { PRICE_MAX, PRICE_MIN } from '#common/site-constants';
import { isNumericFacet, type SpecFacet } from './spec-view';

// The listing's state lives in the address (/products?brand=…&page=…) so a filtered page can be
// shared, reloaded and server-rendered. It is read by parseListingQuery, next to the API's schema
// (common/schemas/listing-query.ts), and written by paths.products (paths.ts); this module holds
// what the listing's controls do with it.
export type { IgnoredFilter, ListingQuery, SortKey };

export const SORT_OPTIONS: { value: SortKey; label: string; drawerOnly?: boolean }[] = [
  { value: 'name-asc', label: 'Name A-Z' },
  { value: 'brand-asc', label: 'Brand A-Z' },
  { value: 'price-asc', label: 'Price: Low to High', drawerOnly: true },
  { value: 'price-desc', label: 'Price: High to Low', drawerOnly: true },
];

/** The listing's sorts and, after them, by each numeric parameter on offer (docs/product.md §17). */
export function sortOptions(facets: SpecFacet[]): typeof SORT_OPTIONS {
  return [
    ...SORT_OPTIONS,
    ...facets.filter(isNumericFacet).flatMap((f) => [
      { value: `spec.${f.key}-asc` as const, label: `${f.name}: Low to High` },
      { value: `spec.${f.key}-desc` as const, label: `${f.name}: High to Low` },
    ]),
  ];
}

const EMPTY_QUERY: ListingQuery = { page: 1, minPrice: PRICE_MIN, maxPrice: PRICE_MAX };

export const hasPriceFilter = (q: ListingQuery) => q.minPrice > PRICE_MIN || q.maxPrice < PRICE_MAX;

export const hasFilters = (q: ListingQuery) =>
  Boolean(
    q.brand ||
      q.category ||
      q.product ||
      q.search ||
      hasPriceFilter(q) ||
      q.spec?.length ||
      q.inStock ||
      q.branch,
  );

/**
 * Clear All Filters (docs/product.md §2, §17): brand, category, product, search, price range, spec
 * filters and page; sort stays.
 */
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
  // Another category offers other parameters (docs/product.md §17): their filters and sort go.
  if (next.category !== q.category) {
    next.spec = undefined;
    if (next.sort?.startsWith('spec.')) next.sort = undefined;
  }
  return next;
}

/** Category names offered for a brand (all unique names when no brand is chosen). */
export function categoryNames(categories: CategoryOption[], brand: string | undefined): string[] {
  const b = brand?.toLowerCase();
  const names = categories.filter((c) => !b || c.brand.toLowerCase() === b).map((c) => c.name);
  return [...new Set(names)].sort(byName);
}
