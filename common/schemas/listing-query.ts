import { PRICE_MAX, PRICE_MIN } from '../constants';
import { DEFAULT_SORT_KEY } from '../listing-order';
import { readSpecFilters, SPEC_PREFIX, type SpecFilter } from '../spec-filters';
import { publicVariantQuery } from './variant';

// The listing page's address (/products?…, docs/product.md §2.4) is the public variants query:
// publicVariantQuery reads both. The API refuses what is wrong with a 422; a visitor's address is
// corrected instead, by the one lenient step below, and never fails the page.

/** The sorts the listing offers, as `sort_by-sort_order`; and by a parameter (docs/product.md §17). */
const LISTING_SORTS = ['name-asc', 'brand-asc', 'price-asc', 'price-desc'] as const;
export type SortKey = (typeof LISTING_SORTS)[number] | `spec.${string}-${'asc' | 'desc'}`;
/** The default order must be one the sort selects offer, or they could not show it as chosen. */
DEFAULT_SORT_KEY satisfies (typeof LISTING_SORTS)[number];
const SPEC_SORT = /^spec\.[a-z][a-z0-9_]{0,62}$/;

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
  /** Spec filters (docs/product.md §17), bounds in the metric display unit; absent when none. */
  spec?: SpecFilter[];
  /** Only machines in stock at a branch, by a fresh entry (docs/product.md §28 "Availability"). */
  inStock?: boolean;
  /** Only machines with a fresh entry at this branch (its id). */
  branch?: number;
}

/** A filter of the address the page could not use, and why: shown as a note, never a failure. */
export interface IgnoredFilter {
  field: string;
  message: string;
}

export interface ListingAddress {
  query: ListingQuery;
  ignored: IgnoredFilter[];
  /**
   * The address came from the filter form itself (before its JavaScript, or without it): range
   * fields `spec.<key>.min`/`.max`, one entry per ticked value. The page answers with a redirect
   * to the address as paths.products writes it, so what is shared and kept is one spelling.
   */
  fromForm: boolean;
}

/** A number typed in the form's fields in the visitor's units, as the address keeps it (metric). */
export type ToMetric = (key: string, value: number) => number;

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
  const by = params.get('sort_by') ?? '';
  const sort: SortKey | undefined =
    LISTING_SORTS.find((s) => s === `${by}-${order}`) ??
    (SPEC_SORT.test(by) ? `${by as `spec.${string}`}-${order}` : undefined);
  let minPrice = price(params.get('min_price'), PRICE_MIN);
  let maxPrice = price(params.get('max_price'), PRICE_MAX);
  if (minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    brand: text(params.get('brand')),
    category: text(params.get('category')),
    product: text(params.get('product')),
    search: text(params.get('search')),
    page: Number.isInteger(page) && page > 1 && page <= 1_000_000 ? page : undefined,
    sort_by: sort?.startsWith(SPEC_PREFIX) ? undefined : sort?.split('-')[0],
    sort_order: sort && order,
    sort,
    min_price: minPrice,
    max_price: maxPrice,
    in_stock: params.get('in_stock') === 'true' ? 'true' : undefined,
    branch: /^[1-9]\d{0,8}$/.test(params.get('branch') ?? '') ? params.get('branch') : undefined,
  };
}

const listingPageQuery = publicVariantQuery.transform(
  (q): Omit<ListingQuery, 'sort'> => ({
    brand: q.brand,
    category: q.category,
    product: q.product,
    search: q.search,
    page: q.page,
    minPrice: q.min_price ?? PRICE_MIN,
    maxPrice: q.max_price ?? PRICE_MAX,
    ...(q.in_stock ? { inStock: true } : {}),
    ...(q.branch ? { branch: q.branch } : {}),
  }),
);

/** The number typed in a form field, in the address's metric unit (text as it is otherwise). */
function metricBound(key: string, typed: string, toMetric?: ToMetric) {
  const t = typed.trim().replaceAll(',', '');
  const n = Number(t);
  return toMetric && t !== '' && Number.isFinite(n) ? String(toMetric(key, n)) : t;
}

/**
 * The `spec.` entries as readSpecFilters reads them: the form's `spec.<key>.min`/`.max` pair
 * becomes `spec.<key>=min..max` (converted to metric by `toMetric` when the visitor typed in
 * imperial units), and the form's ticked values of one name become `spec.<key>=a,b`.
 */
function specEntries(params: URLSearchParams, toMetric?: ToMetric) {
  const entries: Record<string, string> = {};
  const bounds: Record<string, [string, string]> = {};
  let fromForm = false;
  for (const name of new Set(params.keys())) {
    if (!name.startsWith(SPEC_PREFIX)) continue;
    const field = /^(spec\.[^.]+)\.(min|max)$/.exec(name);
    if (field) {
      fromForm = true;
      const [min, max] = bounds[field[1]] ?? ['', ''];
      const typed = params.get(name) ?? '';
      bounds[field[1]] = field[2] === 'min' ? [typed, max] : [min, typed];
      continue;
    }
    const values = params.getAll(name);
    if (values.length > 1) fromForm = true;
    entries[name] = values.join(',');
  }
  for (const [name, [min, max]] of Object.entries(bounds)) {
    const key = name.slice(SPEC_PREFIX.length);
    if (`${min}${max}`.trim() !== '')
      entries[name] = `${metricBound(key, min, toMetric)}..${metricBound(key, max, toMetric)}`;
  }
  return { entries, fromForm };
}

/**
 * The listing page's state from its address: always a state, whatever the address holds. Spec
 * filters that cannot be read (malformed, a reversed range) are left out and named in `ignored`;
 * whether the dictionary knows a key is the services' question (app/lib/catalog.server.ts).
 */
export function readListingAddress(params: URLSearchParams, toMetric?: ToMetric): ListingAddress {
  const { sort, ...fields } = corrected(params);
  const { entries, fromForm } = specEntries(params, toMetric);
  const { filters, errors } = readSpecFilters(entries);
  const ignored = Object.entries(errors).map(([field, [message]]) => ({ field, message }));
  const query: ListingQuery = { ...listingPageQuery.parse(fields), sort };
  if (filters.length > 0) query.spec = filters;
  return { query, ignored, fromForm };
}

export function parseListingQuery(params: URLSearchParams): ListingQuery {
  return readListingAddress(params).query;
}
