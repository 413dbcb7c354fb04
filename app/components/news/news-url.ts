import { paths } from '../../lib/paths';

export interface NewsFilters {
  search?: string;
  category?: string;
  page?: number;
  /** An article open in the reader: its own shareable, indexable address. */
  article?: number;
}

/** /news with the filters in the address (empty ones and page 1 left out), so a view can be shared. */
export function newsUrl({ search, category, page, article }: NewsFilters): string {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (category) params.set('category', category);
  if (page && page > 1) params.set('page', String(page));
  if (article) params.set('article', String(article));
  const qs = params.toString();
  return qs ? `${paths.news()}?${qs}` : paths.news();
}

export type PageItem = number | 'gap-start' | 'gap-end';

/** Spec §9: first, last and current ±1, with a gap marker wherever pages are skipped. */
export function pageItems(current: number, last: number): PageItem[] {
  const pages = [...new Set([1, current - 1, current, current + 1, last])]
    .filter((p) => p >= 1 && p <= last)
    .sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((p, i) => {
    if (i > 0 && p - pages[i - 1] > 1) items.push(i === 1 ? 'gap-start' : 'gap-end');
    items.push(p);
  });
  return items;
}
