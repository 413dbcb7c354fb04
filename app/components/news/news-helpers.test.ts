import { describe, expect, it } from 'vitest';
import type { NewsArticle } from '#common/schemas/news';
import { displayExcerpt } from './excerpt';
import { newsUrl } from './news-url';
import { pageItems } from './page-items';

const article = (excerpt: string, content: string): NewsArticle => ({
  id: 1,
  title: 't',
  excerpt,
  content,
  image: null,
  author: 'a',
  category: 'Safety',
  tags: [],
  status: 'published',
  publish_at: null,
  unpublish_at: null,
  publish_error: null,
  read_time: '5 min read',
  read_time_auto: false,
  featured: false,
  published: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  date: '2026-01-01T00:00:00.000Z',
});

describe('displayExcerpt (docs/product.md §11)', () => {
  const long = 'x'.repeat(50);
  const body = `<p>${'word '.repeat(60)}</p>`;
  it('keeps an excerpt of 50 characters or more', () => {
    expect(displayExcerpt(article(long, body))).toBe(long);
  });
  it('replaces a short excerpt by the first 150 characters of the content without markup', () => {
    expect(displayExcerpt(article('Short.', body))).toBe(`${'word '.repeat(30).trim()}…`);
  });
  it('uses 200 characters on the featured article', () => {
    expect(displayExcerpt(article('Short.', body), 200)).toBe(`${'word '.repeat(40).trim()}…`);
  });
  it('keeps a short content whole and a short excerpt when there is no content', () => {
    expect(displayExcerpt(article('Short.', '<h2>Brief</h2>'))).toBe('Brief');
    expect(displayExcerpt(article('Short.', ''))).toBe('Short.');
  });
});

describe('pageItems (docs/product.md §11: first, last, current ±1, ellipses)', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
  });
  it('puts gaps around the current page', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 'gap-end', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'gap-start', 4, 5, 6, 'gap-end', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap-start', 9, 10]);
  });
});

describe('newsUrl', () => {
  it('leaves out empty filters and page 1', () => {
    expect(newsUrl({})).toBe('/news');
    expect(newsUrl({ search: 'crane rental', category: 'Success Stories', page: 1 })).toBe(
      '/news?search=crane+rental&category=Success+Stories',
    );
    expect(newsUrl({ page: 3 })).toBe('/news?page=3');
  });
});
