import { stripHtml } from '#app/lib/format';
import type { NewsArticle } from '#common/schemas/news';
import { EXCERPT_FALLBACK_LENGTH, EXCERPT_MIN_LENGTH } from '#common/site-constants';

/**
 * docs/product.md §11: an excerpt shorter than 50 characters is replaced by the start of the content without
 * its markup (150 characters, 200 on the featured article).
 */
export function displayExcerpt(article: NewsArticle, length = EXCERPT_FALLBACK_LENGTH): string {
  const excerpt = article.excerpt.trim();
  if (excerpt.length >= EXCERPT_MIN_LENGTH) return excerpt;
  const text = stripHtml(article.content);
  if (!text) return excerpt;
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}
