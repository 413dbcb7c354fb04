import { lazy, Suspense, useState } from 'react';
import type { NewsArticle } from '../../../common/schemas/news';

// The reader's code (Radix Dialog with it) is fetched when an article is first opened, so it stays
// out of the first load of the home, news and about pages.
const NewsReaderDialog = lazy(() => import('./news-reader-dialog'));

/**
 * The news reader; `article` null means closed, so callers keep one piece of state. An article
 * open on arrival (/news?article=ID) renders it on the server as before.
 */
export function NewsReaderModal({ article, onClose }: { article: NewsArticle | null; onClose: () => void }) {
  // Mounted once opened, so closing can animate and give focus back to the opener.
  const [mounted, setMounted] = useState(article !== null);
  if (article !== null && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <NewsReaderDialog article={article} onClose={onClose} />
    </Suspense>
  );
}
