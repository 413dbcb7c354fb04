import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { news, products, variants } from '../db/schema';
import { publicVisible } from './catalog/variant-mapper';
import { publicNews } from './news';

// What the sitemap lists (docs/product.md §14): ids and change dates, read in narrow queries; the
// site turns them into addresses and XML (app/lib/seo.server.ts).

export interface Changed {
  id: number;
  lastmod: Date;
}

// A variant's page also shows its product's name, image and introduction, so either changing counts.
const lastChanged = sql<Date>`greatest(${variants.updatedAt}, ${products.updatedAt})`.mapWith(
  (v: string | Date) => new Date(v),
);

/** The highest variant id (public or not): how many files the sitemap index lists. */
export async function maxVariantId(db: Db): Promise<number> {
  const [row] = await db.select({ max: sql<number | null>`max(${variants.id})` }).from(variants);
  return Number(row?.max ?? 0);
}

/**
 * The public variants with ids in (after, upTo]: files split the id range, so a file is one index
 * range scan and the index needs only max(id).
 */
export async function publicVariantChanges(db: Db, after: number, upTo: number): Promise<Changed[]> {
  return db
    .select({ id: variants.id, lastmod: lastChanged })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(gt(variants.id, after), lte(variants.id, upTo), publicVisible))
    .orderBy(asc(variants.id));
}

/** Every published article. */
export async function publishedArticleChanges(db: Db): Promise<Changed[]> {
  const rows = await db
    .select({ id: news.id, lastmod: news.updatedAt })
    .from(news)
    .where(publicNews)
    .orderBy(asc(news.id));
  return rows.map((r) => ({ id: r.id, lastmod: new Date(r.lastmod) }));
}
