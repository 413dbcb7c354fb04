import type { CrudEditorProps } from '#app/components/admin/crud-section';
import type { NewsArticle } from '#common/schemas/news';
import { NewsEditor } from './news-editor';
import { NewsViewer } from './news-viewer';

/** The news section's one modal (docs/product.md §4): it creates, edits or shows an article. */
export function NewsModal({ target, record, onClose, onSaved, onEdit }: CrudEditorProps<NewsArticle>) {
  if (target.mode === 'view') return <NewsViewer article={target.record} onClose={onClose} onEdit={onEdit} />;
  return <NewsEditor article={record} onClose={onClose} onSaved={onSaved} />;
}
