import type { Db } from '../db/client';
import { listPublicBrands as brands } from '../services/catalog/brands';
import { listPublicCategories as categories } from '../services/catalog/categories';
import { compareVariants as comparison } from '../services/catalog/compare';
import { listPublicProducts as products } from '../services/catalog/products';
import { listPublicVariants as variantPage } from '../services/catalog/variant-listing';
import { relatedVariants as related, getPublicVariant as variant } from '../services/catalog/variants';
import { publicHeroSettings as hero } from '../services/hero';
import {
  getPublished as article,
  featuredArticle as featured,
  latestPublished as latest,
  listPublished as newsPage,
} from '../services/news';
import { publicFacets as facets } from '../services/parameters/facets';
import { listPublicParameters as parameters } from '../services/parameters/public-parameters';
import { recordMiss } from '../services/search/misses';
import { publicSettings as settings } from '../services/settings';
import { readCacheOf } from './registry';

// The public reads behind the API and the site, with the services' signatures and a `cached…` name
// (so a cached read is never mistaken for the service it wraps),
// each served through the read cache of the database handle it is given. The public API handlers
// and the loaders' doorways (app/lib/*.server.ts) import these, so both share one key space.

/** Arguments as a key: object keys sorted, undefined left out, so equal queries meet. */
export function cacheKey(name: string, args: unknown[]): string {
  return `${name}:${JSON.stringify(args, (_key, value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  )}`;
}

function cached<A extends unknown[], T>(name: string, read: (db: Db, ...args: A) => Promise<T>) {
  return (db: Db, ...args: A): Promise<T> => {
    const cache = readCacheOf(db);
    return cache ? cache.wrap(cacheKey(name, args), () => read(db, ...args)) : read(db, ...args);
  };
}

export const cachedBrands = cached('brands', brands);
export const cachedCategories = cached('categories', categories);
export const cachedProducts = cached('products', products);
const readVariantPage = cached('variants', variantPage);

/**
 * A listing page; a search that found nothing, with no other filter to blame, is counted for the
 * staff (services/search/misses.ts). Counted here, after the read cache, so the same miss by
 * another buyer counts again even when its answer was kept: what staff want is how often buyers
 * look for a machine, not how often the database was asked. The API does not keep such answers
 * whole (api/variants-public.ts), so each request comes here.
 */
export async function cachedVariantPage(db: Db, query: Parameters<typeof variantPage>[1]) {
  const page = await readVariantPage(db, query);
  if (page.total === 0 && query.search && !narrowed(query)) await recordMiss(db, query.search);
  return page;
}

const narrowed = (q: Parameters<typeof variantPage>[1]) =>
  q.brand !== undefined ||
  q.category !== undefined ||
  q.product !== undefined ||
  q.min_price !== undefined ||
  q.max_price !== undefined ||
  (q.spec !== undefined && Object.keys(q.spec).length > 0);
export const cachedVariant = cached('variant', variant);
export const cachedRelatedVariants = cached('related', related);
export const cachedComparison = cached('compare', comparison);
export const cachedFacets = cached('facets', facets);
export const cachedParameters = cached('parameters', parameters);
export const cachedHeroSettings = cached('hero', hero);
export const cachedPublicSettings = cached('settings', settings);
export const cachedNewsPage = cached('news', newsPage);
export const cachedLatestNews = cached('news-latest', latest);
export const cachedFeaturedArticle = cached('news-featured', featured);
export const cachedArticle = cached('article', article);
