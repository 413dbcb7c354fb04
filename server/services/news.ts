import { and, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import { displayReadTime } from '#common/read-time';
import type { NewsArticle, NewsCreateInput, NewsUpdateInput, PublicNewsQuery } from '#common/schemas/news';
import { pageOf } from '#common/schemas/pagination';
import type { Db } from '../db/client';
import { news } from '../db/schema';
import { tablePage } from '../db/table-page';
import { NotFound, ValidationFailed } from '../errors';
import { sanitizeNewsHtml } from './html-sanitizer';
import { publicationColumns, publicationJson, resolvePublication } from './publication';
import { moveToTrash } from './trash';

type NewsRow = typeof news.$inferSelect;
const NOT_FOUND = 'News article not found';
const newestFirst = [desc(news.createdAt), desc(news.id)];
/** The one filter of every public read of news: published now (docs/product.md §29). */
export const publicNews = eq(news.published, true);

function toArticle(row: NewsRow): NewsArticle {
  const created = row.createdAt.toISOString();
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    image: row.image,
    author: row.author,
    category: row.category,
    tags: row.tags,
    // '' is stored when the admin left it empty: computed on read, so it follows content edits.
    read_time: displayReadTime(row.readTime, row.content),
    read_time_auto: !row.readTime.trim(),
    featured: row.featured,
    published: row.published,
    ...publicationJson(row),
    created_at: created,
    updated_at: row.updatedAt.toISOString(),
    date: created,
  };
}

/** ILIKE pattern matching the term literally (% and _ typed by a visitor are not wildcards). */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchCondition(term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  const pattern = containsPattern(term);
  return or(
    ilike(news.title, pattern),
    ilike(news.excerpt, pattern),
    ilike(sql`${news.tags}::text`, pattern),
  );
}

async function page(db: Db, where: SQL | undefined, q: { page: number; per_page: number }) {
  const { rows, total } = await tablePage(db, news, where, newestFirst, q);
  return pageOf(rows.map(toArticle), total, q.page, q.per_page);
}

/** The article the news page shows in its banner: newest featured published, else newest published. */
async function featuredRow(db: Db): Promise<NewsRow | undefined> {
  const [featured] = await db
    .select()
    .from(news)
    .where(and(publicNews, eq(news.featured, true)))
    .orderBy(...newestFirst)
    .limit(1);
  if (featured) return featured;
  const [newest] = await db
    .select()
    .from(news)
    .where(publicNews)
    .orderBy(...newestFirst)
    .limit(1);
  return newest;
}

export async function featuredArticle(db: Db): Promise<NewsArticle | null> {
  const row = await featuredRow(db);
  return row ? toArticle(row) : null;
}

export async function listPublished(db: Db, q: PublicNewsQuery) {
  const excluded = q.exclude_featured ? await featuredRow(db) : undefined;
  const where = and(
    publicNews,
    searchCondition(q.search),
    q.category ? eq(news.category, q.category) : undefined,
    excluded ? ne(news.id, excluded.id) : undefined,
  );
  return page(db, where, q);
}

export async function latestPublished(db: Db, limit: number) {
  const rows = await db
    .select()
    .from(news)
    .where(publicNews)
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(toArticle);
}

export async function getPublished(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(news)
    .where(and(eq(news.id, id), publicNews));
  if (!row) throw new NotFound(NOT_FOUND);
  return toArticle(row);
}

export function listAll(db: Db, q: { search?: string; page: number; per_page: number }) {
  return page(db, searchCondition(q.search), q);
}

export async function getAny(db: Db, id: number) {
  const [row] = await db.select().from(news).where(eq(news.id, id));
  if (!row) throw new NotFound(NOT_FOUND);
  return toArticle(row);
}

/** Sanitized content; markup that was nothing but disallowed elements counts as missing. */
function cleanContent(html: string): string {
  const clean = sanitizeNewsHtml(html);
  if (!clean) throw new ValidationFailed({ content: ['Content is required'] });
  return clean;
}

export async function createArticle(db: Db, input: NewsCreateInput) {
  const { read_time, content, status, publish_at, unpublish_at, published, ...rest } = input;
  const state = resolvePublication({ status, publish_at, unpublish_at, published }, null)!;
  const [row] = await db
    .insert(news)
    .values({
      ...rest,
      ...publicationColumns('news', state),
      readTime: read_time,
      content: cleanContent(content),
    })
    .returning();
  return toArticle(row);
}

export async function updateArticle(db: Db, id: number, input: NewsUpdateInput) {
  const { read_time, content, status, publish_at, unpublish_at, published, ...rest } = input;
  const changes = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  return db.transaction(async (tx) => {
    const [stored] = await tx.select().from(news).where(eq(news.id, id)).for('update');
    if (!stored) throw new NotFound(NOT_FOUND);
    const state = resolvePublication({ status, publish_at, unpublish_at, published }, stored);
    const [row] = await tx
      .update(news)
      .set({
        ...changes,
        ...(state ? publicationColumns('news', state) : {}),
        ...(read_time !== undefined ? { readTime: read_time } : {}),
        ...(content !== undefined ? { content: cleanContent(content) } : {}),
        updatedAt: new Date(),
      })
      .where(eq(news.id, id))
      .returning();
    return toArticle(row);
  });
}

export async function deleteArticle(db: Db, id: number) {
  if (!(await moveToTrash(db, 'news', id))) throw new NotFound(NOT_FOUND);
}
