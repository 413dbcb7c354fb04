import { CrudSection } from '#app/components/admin/crud-section';
import { newsPath, readNewsPage } from '#app/components/admin/news/news-api';
import { NewsModal } from '#app/components/admin/news/news-modal';
import { NewsTable } from '#app/components/admin/news/news-table';
import { SUCCESS_ALERT_MS } from '#common/constants';
import type { NewsArticle } from '#common/schemas/news';
import { trashConfirmation } from '#common/schemas/trash';

// News Management (docs/product.md §4): search, a page of articles with View/Edit/Delete, and one modal that
// creates, edits or shows an article. Articles are written through /public/news (news-api.ts).
export default function AdminNewsSection() {
  return (
    <CrudSection<NewsArticle>
      bulk="news"
      resource="news"
      readList={readNewsPage}
      readRecord={(body) => (body as { data: NewsArticle }).data}
      deletePath={newsPath}
      texts={{
        search: 'Search news articles',
        add: 'Create News Article',
        pager: 'Pagination',
        confirmTitle: () => 'Are you sure?',
        confirmDelete: trashConfirmation('news article'),
        deleted: 'News article has been deleted.',
        deleteFailed: 'Failed to delete news article',
        fetchFailed: 'Failed to load news articles',
      }}
      pageSizes="none"
      pagerButtons={5}
      alertMs={{ saved: SUCCESS_ALERT_MS }}
      withReason={false}
      table={NewsTable}
      editor={NewsModal}
    />
  );
}
