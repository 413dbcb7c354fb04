import type { Db } from '../db/client';
import { readingFrom } from '../db/read-copy';
import { listPublicBranches } from '../services/branches/branches';
import { listPublicBrands } from '../services/catalog/brands';
import { listPublicCategories } from '../services/catalog/categories';
import { compareVariants } from '../services/catalog/compare';
import { listPublicProducts } from '../services/catalog/products';
import { listPublicVariants, narrowing } from '../services/catalog/variant-listing';
import { getPublicVariant, relatedVariants } from '../services/catalog/variants';
import { publicHeroSettings } from '../services/hero';
import { publicOpeningHours } from '../services/leads/opening-hours';
import { featuredArticle, getPublished, latestPublished, listPublished } from '../services/news';
import { type FacetQuery, facetQueryOf, publicFacets } from '../services/parameters/facets';
import { listPublicParameters } from '../services/parameters/public-parameters';
import { recordMiss } from '../services/search/misses';
import { publicSettings } from '../services/settings';
import { readCacheOf } from './registry';

// The public reads behind the API and the site, registered here once: each is served through the
// read cache of the database handle it is given (decision 011). The public API's handlers call
// `publicReads.x(db, …)`; the site's loaders get the same reads bound to the server's handle
// (server/web-services.ts, `bindPublicReads`), so both share one key space. A new public read is a
// line below, and the site has it too.

/** Arguments as a key: object keys sorted, undefined left out, so equal queries meet. */
function cacheKey(name: string, args: unknown[]): string {
  return `${name}:${JSON.stringify(args, (_key, value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  )}`;
}

/** `read` through the cache under `name`; `keyArgs` narrows the arguments to what the read uses,
 * so queries that differ only in what it ignores share one answer. */
function cached<A extends unknown[], T>(
  name: string,
  read: (db: Db, ...args: A) => Promise<T>,
  keyArgs: (...args: A) => A = (...args) => args,
) {
  return (db: Db, ...args: A): Promise<T> => {
    const cache = readCacheOf(db);
    const used = keyArgs(...args);
    // From the database's read copy while one stands (a catalogue import on PGlite; read-copy.ts).
    const answer = () => readingFrom(db, (from) => read(from, ...used));
    return cache ? cache.wrap(cacheKey(name, used), answer) : answer();
  };
}

const readVariantPage = cached('variants', listPublicVariants);
type ListingQuery = Parameters<typeof listPublicVariants>[1];

/**
 * A listing page; a search that found nothing, with no other filter to blame, is counted for the
 * staff (services/search/misses.ts). Counted here, after the read cache, so the same miss by
 * another buyer counts again even when its answer was kept: what staff want is how often buyers
 * look for a machine, not how often the database was asked. The API does not keep such answers
 * whole (api/variants-public.ts), so each request comes here.
 */
async function variantPage(db: Db, query: ListingQuery) {
  const page = await readVariantPage(db, query);
  if (countsAsMiss(query, page)) await recordMiss(db, query.search);
  return page;
}

/**
 * Whether this answer is a search counted for the staff: the API then neither keeps it whole nor
 * lets caches share it, so every repeat reaches the count. A search narrowed by a filter that
 * found nothing is not counted, so its answer is kept like any other.
 */
export const countsAsMiss = (query: ListingQuery, page: { total: number }) =>
  page.total === 0 && Boolean(query.search) && !narrowed(query);

// The site always sends its price slider's range; the full range (0 to 1,000,000) is no filter, so
// the site's searches that found nothing are counted as the API's are.
const narrowed = (q: ListingQuery) =>
  q.brand !== undefined ||
  q.category !== undefined ||
  q.product !== undefined ||
  narrowing(q).length > 0 ||
  (q.spec !== undefined && Object.keys(q.spec).length > 0);

export const publicReads = {
  brands: cached('brands', listPublicBrands),
  categories: cached('categories', listPublicCategories),
  products: cached('products', listPublicProducts),
  /** A listing page; `spec` filters (docs/product.md §17) and `units` are optional (none, metric).
   * An unknown or unfitting spec filter throws ValidationFailed (422). */
  variantPage,
  variant: cached('variant', getPublicVariant),
  relatedVariants: cached('related', relatedVariants),
  /** Machines side by side (docs/product.md §18): distinct ids, at most MAX_COMPARED; unknown
   * and hidden ones come back in `dropped`. */
  comparison: cached('compare', compareVariants),
  /** The counts beside the listing's filters; only what they read makes the key, so the pages
   * and sorts of one listing share an answer. */
  facets: cached('facets', publicFacets, (q: FacetQuery): [FacetQuery] => [facetQueryOf(q)]),
  /** The dictionary entries listed variants use, in a category (by id or name) or anywhere. */
  parameters: cached('parameters', listPublicParameters),
  heroSettings: cached('hero', publicHeroSettings),
  publicSettings: cached('settings', publicSettings),
  openingHours: cached('opening-hours', publicOpeningHours),
  /** Every branch, by region (docs/product.md §28). */
  branches: cached('branches', listPublicBranches),
  newsPage: cached('news', listPublished),
  latestNews: cached('news-latest', latestPublished),
  featuredArticle: cached('news-featured', featuredArticle),
  article: cached('article', getPublished),
};

type PublicReads = typeof publicReads;
type Bound<R> = R extends (db: Db, ...args: infer A) => infer T ? (...args: A) => T : never;

/** Every public read with the database handle given, for the site's loaders. */
export function bindPublicReads(db: Db): { [K in keyof PublicReads]: Bound<PublicReads[K]> } {
  return Object.fromEntries(
    Object.entries(publicReads).map(([name, read]) => [
      name,
      (...args: unknown[]) => (read as (db: Db, ...rest: unknown[]) => unknown)(db, ...args),
    ]),
  ) as { [K in keyof PublicReads]: Bound<PublicReads[K]> };
}
