import { stripHtml } from '#app/lib/format';
import type { NewsArticle, NewsSummary } from '#common/schemas/news';
import {
  EXCERPT_FALLBACK_LENGTH,
  EXCERPT_MIN_LENGTH,
  FEATURED_EXCERPT_FALLBACK_LENGTH,
} from '#common/site-constants';

/**
 * docs/product.md §11: an excerpt shorter than 50 characters is replaced by the start of the content without
 * its markup (150 characters, 200 on the featured article). A summary carries that start as `lead`.
 */
export function displayExcerpt(article: NewsSummary | NewsArticle, length = EXCERPT_FALLBACK_LENGTH): string {
  const excerpt = article.excerpt.trim();
  if (excerpt.length >= EXCERPT_MIN_LENGTH) return excerpt;
  const text = 'content' in article ? stripHtml(article.content) : (article.lead ?? '');
  if (!text) return excerpt;
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}

/** An article without its body, for a card or the banner; the reader fetches the body when opened. */
export function newsSummary(article: NewsArticle): NewsSummary {
  const { id, title, excerpt, image, author, category, tags, read_time, created_at } = article;
  const summary: NewsSummary = { id, title, excerpt, image, author, category, tags, read_time, created_at };
  if (excerpt.trim().length < EXCERPT_MIN_LENGTH) {
    // One character over the longest fallback, so the excerpt still ends in "…" where it is cut.
    summary.lead = stripHtml(article.content).slice(0, FEATURED_EXCERPT_FALLBACK_LENGTH + 1);
  }
  return summary;
}
