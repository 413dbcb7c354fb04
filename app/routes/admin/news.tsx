import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { SUCCESS_ALERT_MS } from '../../../common/constants';
import type { NewsArticle } from '../../../common/schemas/news';
import { SectionToolbar } from '../../components/admin/admin-table';
import { useConfirm } from '../../components/admin/confirm-dialog';
import { Pager, SearchField, ShowingText } from '../../components/admin/list-controls';
import { useDeleteNews, useNewsList } from '../../components/admin/news/news-api';
import { NewsEditor } from '../../components/admin/news/news-editor';
import { NewsTable } from '../../components/admin/news/news-table';
import { NewsViewer } from '../../components/admin/news/news-viewer';
import { StatusBanner, useStatusMessage } from '../../components/admin/status-message';
import { useListState } from '../../components/admin/use-list-state';
import { Button } from '../../components/ui/button';

// News Management (docs/product.md §4): search, a page of articles with View/Edit/Delete, and one modal that
// creates, edits or shows an article.

type Modal = { mode: 'create' } | { mode: 'edit' | 'view'; article: NewsArticle };

export default function AdminNewsSection() {
  const list = useListState();
  const news = useNewsList(list.page, list.params.search ?? '');
  const status = useStatusMessage();
  const { confirm, dialog } = useConfirm();
  const [modal, setModal] = useState<Modal | null>(null);
  const remove = useDeleteNews();
  const page = news.data;

  // A delete can empty the last page: step back to the new last one.
  const { setPage } = list;
  useEffect(() => {
    if (page && page.current_page > page.last_page) setPage(page.last_page);
  }, [page, setPage]);

  const onDelete = async (article: NewsArticle) => {
    const ok = await confirm({
      title: 'Are you sure?',
      description: 'This will permanently delete the news article. This action cannot be undone.',
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(article.id);
      status.show('success', 'News article has been deleted.');
    } catch {
      status.show('error', 'Failed to delete news article');
    }
  };

  const create = () => setModal({ mode: 'create' });
  return (
    <section aria-labelledby="news-heading">
      <h2 id="news-heading" className="sr-only">
        News articles
      </h2>
      <SectionToolbar>
        <SearchField label="Search news articles" value={list.search} onChange={list.setSearch} />
        <Button onClick={create} className="shrink-0">
          <Plus aria-hidden className="size-4" />
          Create News Article
        </Button>
      </SectionToolbar>
      <StatusBanner message={status.message} onDismiss={status.clear} />
      <NewsTable
        articles={page?.data ?? []}
        loading={news.isPending}
        failure={news.isError && !page ? 'Failed to load news articles' : null}
        onRetry={() => void news.refetch()}
        onCreate={create}
        onView={(article) => setModal({ mode: 'view', article })}
        onEdit={(article) => setModal({ mode: 'edit', article })}
        onDelete={onDelete}
        deletingId={remove.isPending ? remove.variables : undefined}
      />
      {page && page.total > 0 ? (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <ShowingText shown={page} />
          <Pager page={page.current_page} lastPage={page.last_page} onPage={list.setPage} maxButtons={5} />
        </div>
      ) : null}
      {modal?.mode === 'view' ? (
        <NewsViewer
          article={modal.article}
          onClose={() => setModal(null)}
          onEdit={() => setModal({ mode: 'edit', article: modal.article })}
        />
      ) : modal ? (
        <NewsEditor
          key={modal.mode === 'edit' ? modal.article.id : 'new'}
          article={modal.mode === 'edit' ? modal.article : null}
          onClose={() => setModal(null)}
          onSaved={(message) => {
            setModal(null);
            status.show('success', message, SUCCESS_ALERT_MS);
          }}
        />
      ) : null}
      {dialog}
    </section>
  );
}
