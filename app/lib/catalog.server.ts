import { PRODUCTS_PER_PAGE } from '#common/constants';
import type { UnitSystem } from '#common/quantity-kinds';
import type { Facets } from '#common/schemas/parameters';
import type { WebServices } from '../../server/web-services';
import type { IgnoredFilter, ListingQuery } from './listing-query';
import { orEmpty } from './or-empty.server';

// Server-only doorway from the listing's loader to the catalogue (in-process, no HTTP hop), through
// the read cache the public API uses too (decision 011).

const NONE = { total: 0, current_page: 1, last_page: 1, per_page: PRODUCTS_PER_PAGE };
const NO_FACETS: Facets = { brands: [], categories: [], parameters: [] };

/** The fields a service's 422 names (ValidationFailed, server/errors.ts), or null for another error. */
function invalidFields(error: unknown): Record<string, string[]> | null {
  const e = error as { statusCode?: unknown; errors?: unknown } | null;
  return e?.statusCode === 422 && e.errors && typeof e.errors === 'object'
    ? (e.errors as Record<string, string[]>)
    : null;
}

/** Without the spec filters and the sort the services refused, and which they were. */
function withoutRefused(q: ListingQuery, errors: Record<string, string[]>) {
  const ignored: IgnoredFilter[] = [];
  const named = (field: string) => {
    const message = errors[field]?.[0];
    if (message) ignored.push({ field, message });
    return Boolean(message);
  };
  const spec = q.spec?.filter((f) => !named(`spec.${f.key}`));
  const sortRefused = q.sort?.startsWith('spec.') && named('sort_by');
  const next = { ...q, spec: spec?.length ? spec : undefined, sort: sortRefused ? undefined : q.sort };
  return { next, ignored };
}

/**
 * One page of the public listing and the counts beside its filters, for a parsed address, with
 * display values in `units` (docs/product.md §17). A spec filter or sort the services refuse (an
 * unknown key, text given to a number) is dropped and named in `ignored`, and the rest is asked
 * again; any other failure gives the product's empty list.
 */
export async function loadListing(services: WebServices, query: ListingQuery, units: UnitSystem) {
  let q = query;
  const ignored: IgnoredFilter[] = [];
  for (let attempt = 0; ; attempt++) {
    const [by, order] = q.sort ? (q.sort.split('-') as [string, 'asc' | 'desc']) : [];
    const filters = {
      search: q.search,
      brand: q.brand,
      category: q.category,
      product: q.product,
      min_price: q.minPrice,
      max_price: q.maxPrice,
      in_stock: q.inStock,
      branch: q.branch,
      spec: q.spec ?? [],
      units,
    };
    const listing = services.variantPage({
      ...filters,
      page: q.page,
      all: false,
      sort_by: by as Parameters<WebServices['variantPage']>[0]['sort_by'],
      sort_order: order ?? 'asc',
    });
    const facets = services.facets(filters);
    try {
      const [page, counts] = await Promise.all([listing, facets]);
      return { query: q, listing: page, facets: counts, ignored };
    } catch (error) {
      const errors = invalidFields(error);
      const retry = errors && attempt < 3 ? withoutRefused(q, errors) : null;
      if (retry?.ignored.length) {
        q = retry.next;
        ignored.push(...retry.ignored);
        continue;
      }
      return {
        query: q,
        listing: await orEmpty('listing', listing, { data: [], ...NONE, pagination: NONE }),
        facets: await orEmpty('facets', facets, NO_FACETS),
        ignored,
      };
    }
  }
}
