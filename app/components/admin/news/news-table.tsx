import { Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import type { NewsArticle } from '../../../../common/schemas/news';
import { formatDate } from '../../../lib/format';
import { Button } from '../../ui/button';
import {
  AdminTable,
  actionsCellClass,
  actionsHead,
  cellClass,
  type HeadCell,
  PlaceholderRow,
} from '../admin-table';
import { ListFailure } from '../list-failure';
import { RecordThumb } from '../record-thumb';
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
  actionsHead,
];
const ACTION =
  'inline-flex items-center gap-1 rounded-md px-2.5 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-50';

export function NewsTable({
  articles,
  loading,
  failure,
  onRetry,
  onCreate,
  onView,
  onEdit,
  onDelete,
  deletingId,
}: {
  articles: NewsArticle[];
  loading: boolean;
  failure: string | null;
  onRetry: () => void;
  onCreate: () => void;
  onView: (article: NewsArticle) => void;
  onEdit: (article: NewsArticle) => void;
  onDelete: (article: NewsArticle) => void;
  deletingId?: number;
}) {
  return (
    <AdminTable caption="News articles" head={HEAD}>
      {failure ? (
        <ListFailure colSpan={HEAD.length} text={failure} onRetry={onRetry} />
      ) : loading ? (
        <PlaceholderRow colSpan={HEAD.length}>Loading news articles...</PlaceholderRow>
      ) : articles.length === 0 ? (
        <PlaceholderRow colSpan={HEAD.length}>
          <p>No news articles found</p>
          <Button className="mt-3" onClick={onCreate}>
            <Plus aria-hidden className="size-4" />
            Create News Article
          </Button>
        </PlaceholderRow>
      ) : (
        articles.map((article) => (
          <tr key={article.id} className="hover:bg-neutral-50">
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
            <td className={actionsCellClass}>
              <div className="flex flex-col items-stretch gap-1 sm:flex-row sm:items-center sm:justify-end">
                <button
                  type="button"
                  onClick={() => onView(article)}
                  className={`${ACTION} text-charcoal hover:bg-neutral-100`}
                >
                  <Eye aria-hidden className="size-4" />
                  View<span className="sr-only"> {article.title}</span>
                </button>
                <button
                  type="button"
                  onClick={() => onEdit(article)}
                  className={`${ACTION} text-charcoal hover:bg-neutral-100`}
                >
                  <Pencil aria-hidden className="size-4" />
                  Edit<span className="sr-only"> {article.title}</span>
                </button>
                <button
                  type="button"
                  onClick={() => onDelete(article)}
                  disabled={deletingId === article.id}
                  aria-busy={deletingId === article.id || undefined}
                  className={`${ACTION} text-red-700 hover:bg-red-50`}
                >
                  <Trash2 aria-hidden className="size-4" />
                  Delete<span className="sr-only"> {article.title}</span>
                </button>
              </div>
            </td>
          </tr>
        ))
      )}
    </AdminTable>
  );
}
