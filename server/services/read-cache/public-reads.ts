import type { Db } from '../../db/client';
import { listPublicBrands as brands } from '../catalog/brands';
import { listPublicCategories as categories } from '../catalog/categories';
import { listPublicProducts as products } from '../catalog/products';
import { listPublicVariants as variantPage } from '../catalog/variant-listing';
import { relatedVariants as related, getPublicVariant as variant } from '../catalog/variants';
import { publicHeroSettings as hero } from '../hero';
import {
  getPublished as article,
  featuredArticle as featured,
  latestPublished as latest,
  listPublished as newsPage,
} from '../news';
import { publicSettings as settings } from '../settings';
import { readCacheOf } from './registry';

// The public reads behind the API and the site, with the services' own names and signatures,
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

export const listPublicBrands = cached('brands', brands);
export const listPublicCategories = cached('categories', categories);
export const listPublicProducts = cached('products', products);
export const listPublicVariants = cached('variants', variantPage);
export const getPublicVariant = cached('variant', variant);
export const relatedVariants = cached('related', related);
export const publicHeroSettings = cached('hero', hero);
export const publicSettings = cached('settings', settings);
export const listPublished = cached('news', newsPage);
export const latestPublished = cached('news-latest', latest);
export const featuredArticle = cached('news-featured', featured);
export const getPublished = cached('article', article);
