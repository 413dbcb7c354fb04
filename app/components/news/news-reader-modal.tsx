import { lazyPanel } from '#app/lib/lazy-panel';
import type { NewsArticle, NewsSummary } from '#common/schemas/news';

// The reader's code (Radix Dialog with it) is fetched when an article is first opened, so it stays
// out of the first load of the home, news and about pages.
const reader = lazyPanel(() => import('./news-reader-dialog'));

/**
 * The news reader; `article` null means closed, so callers keep one piece of state. An article
 * open on arrival (/news?article=ID) renders it on the server as before.
 */
export function NewsReaderModal({
  article,
  onClose,
}: {
  article: NewsSummary | NewsArticle | null;
  onClose: () => void;
}) {
  return <reader.Panel opened={article !== null} article={article} onClose={onClose} />;
}
