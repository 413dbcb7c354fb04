import { paths } from '#app/lib/paths';

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
