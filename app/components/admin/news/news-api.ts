import { useAdminMutation } from '#app/components/admin/admin-api';
import type { NewsArticle, NewsCreateInput } from '#common/schemas/news';
import type { Paginated } from '#common/schemas/pagination';

// News reads come from /admin/news (drafts included) in the {success, data: {data, last_page}}
// envelope; writes go to /public/news with the admin token, as the original client (docs/product.md §13) sends them.

/** An article's address for updates and deletes. */
export const newsPath = (id: number) => `/public/news/${id}`;

/** The list's body: the page inside the envelope. */
export const readNewsPage = (body: unknown) => (body as { data: Paginated<NewsArticle> }).data;

/** The body the original client (docs/product.md §13) sends: the form's fields with the tags as comma-joined text. */
export type NewsPayload = Omit<NewsCreateInput, 'tags'> & { tags: string };

export const toPayload = (values: NewsCreateInput): NewsPayload => ({
  ...values,
  // The status says it (docs/product.md §29); the spec's boolean is sent to match.
  published: values.status ? values.status === 'published' : values.published,
  tags: values.tags.join(', '),
});

export function useSaveNews(id: number | null) {
  return useAdminMutation((body: NewsPayload) =>
    id === null
      ? { path: '/public/news', method: 'POST', body }
      : { path: newsPath(id), method: 'PUT', body },
  );
}
