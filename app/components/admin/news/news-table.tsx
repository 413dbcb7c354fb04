import { ExternalLink, Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { cellClass, type HeadCell } from '#app/components/admin/admin-table';
import type { CrudTableProps } from '#app/components/admin/crud-section';
import { openPreview } from '#app/components/admin/publication/preview-button';
import { RecordTable } from '#app/components/admin/record-table';
import { RecordThumb } from '#app/components/admin/record-thumb';
import { useReadOnly } from '#app/components/admin/use-can';
import { Button } from '#app/components/ui/button';
import { formatDate } from '#app/lib/format';
import type { NewsArticle } from '#common/schemas/news';
import { NewsStatus } from './news-status';

// Columns give way as the frame narrows (a container query: the sidebar narrows it too): below
// 64 rem author, category and date move under the title, so the table fits beside the sidebar at
// 1024 px; below 42 rem (a phone) the status joins them, leaving Article and Actions.
const WIDE = 'hidden @5xl:table-cell';
const STATUS = 'hidden @2xl:table-cell';
const HEAD: HeadCell[] = [
  'Article',
  { label: 'Author', className: WIDE },
  { label: 'Category', className: WIDE },
  { label: 'Status', className: STATUS },
  { label: 'Date', className: WIDE },
];
const ACTION =
  'inline-flex items-center gap-1 rounded-md px-2.5 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-50';
const PLAIN = `${ACTION} text-charcoal hover:bg-neutral-100`;

export function NewsTable({ onCreate, onView, ...list }: CrudTableProps<NewsArticle>) {
  // A role that may only read News (docs/product.md §23) views articles; it creates, edits and deletes none.
  const readOnly = useReadOnly();
  return (
    <RecordTable
      caption="News articles"
      head={HEAD}
      loadingText="Loading news articles..."
      emptyText={
        <>
          <p>No news articles found</p>
          {readOnly ? null : (
            <Button className="mt-3" onClick={onCreate}>
              <Plus aria-hidden className="size-4" />
              Create News Article
            </Button>
          )}
        </>
      }
      {...list}
      cells={(article) => (
        <>
          <td className={`${cellClass} max-w-md min-w-52 sm:min-w-72`}>
            <div className="flex items-start gap-3">
              <RecordThumb src={article.image} name={article.title} />
              <div className="min-w-0">
                <p className="line-clamp-2 font-medium text-charcoal">{article.title}</p>
                <p className="mt-0.5 line-clamp-2 text-xs text-neutral-600">{article.excerpt}</p>
                <div className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-neutral-700 @5xl:hidden">
                  <span className="@2xl:hidden">
                    <NewsStatus article={article} />
                  </span>
                  <span>{article.author}</span>
                  <span aria-hidden>·</span>
                  <span>{article.category}</span>
                  <span aria-hidden>·</span>
                  <time dateTime={article.created_at}>{formatDate(article.created_at)}</time>
                </div>
              </div>
            </div>
          </td>
          <td className={`${cellClass} ${WIDE}`}>{article.author}</td>
          <td className={`${cellClass} ${WIDE}`}>{article.category}</td>
          <td className={`${cellClass} ${STATUS}`}>
            <NewsStatus article={article} />
          </td>
          <td className={`${cellClass} ${WIDE} whitespace-nowrap`}>
            <time dateTime={article.created_at}>{formatDate(article.created_at)}</time>
          </td>
        </>
      )}
      // View, Edit and Delete in words on every screen, stacked on a phone.
      actions={(article) => {
        const deleting = list.deletingId === article.id;
        const view = {
          label: 'View',
          Icon: Eye,
          onClick: () => onView(article),
          className: PLAIN,
          busy: false,
        };
        // A draft or scheduled article: its signed preview at its public address (docs/product.md §29).
        const preview =
          article.status === 'published'
            ? []
            : [
                {
                  label: 'Preview',
                  Icon: ExternalLink,
                  onClick: () => void openPreview('news', article.id),
                  className: PLAIN,
                  busy: false,
                },
              ];
        const buttons = readOnly
          ? [view, ...preview]
          : [
              view,
              ...preview,
              {
                label: 'Edit',
                Icon: Pencil,
                onClick: () => list.onEdit(article),
                className: PLAIN,
                busy: false,
              },
              {
                label: 'Delete',
                Icon: Trash2,
                onClick: () => list.onDelete(article),
                className: `${ACTION} text-red-700 hover:bg-red-50`,
                busy: deleting,
              },
            ];
        return (
          <div className="flex flex-col items-stretch gap-1 sm:flex-row sm:items-center sm:justify-end">
            {buttons.map(({ label, Icon, onClick, className, busy }) => (
              <button
                key={label}
                type="button"
                onClick={onClick}
                disabled={busy}
                aria-busy={busy || undefined}
                className={className}
              >
                <Icon aria-hidden className="size-4" />
                {label}
                <span className="sr-only"> {article.title}</span>
              </button>
            ))}
          </div>
        );
      }}
    />
  );
}
