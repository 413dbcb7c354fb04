import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NewsArticle, NewsCreateInput } from '../../../../common/schemas/news';
import { api } from '../../../lib/api';
import { useAdminMutation } from '../admin-api';

// News reads come from /admin/news (drafts included) in the {success, data: {data, last_page}}
// envelope; writes go to /public/news with the admin token, as the original client (docs/product.md §13) sends them.

export interface NewsPage {
  data: NewsArticle[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export function useNewsList(page: number, search: string) {
  const qs = new URLSearchParams({ page: String(page) });
  if (search) qs.set('search', search);
  return useQuery({
    queryKey: ['admin', 'news', 'list', { page, search }],
    queryFn: async ({ signal }) => (await api<{ data: NewsPage }>(`/admin/news?${qs}`, { signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** The body the original client (docs/product.md §13) sends: the form's fields with the tags as comma-joined text. */
export type NewsPayload = Omit<NewsCreateInput, 'tags'> & { tags: string };

export const toPayload = (values: NewsCreateInput): NewsPayload => ({
  ...values,
  tags: values.tags.join(', '),
});

export function useSaveNews(id: number | null) {
  return useAdminMutation((body: NewsPayload) =>
    id === null
      ? { path: '/public/news', method: 'POST', body }
      : { path: `/public/news/${id}`, method: 'PUT', body },
  );
}

export function useDeleteNews() {
  return useAdminMutation((id: number) => ({ path: `/public/news/${id}`, method: 'DELETE' }));
}
