import { Star } from 'lucide-react';
import { PublicationBadge } from '#app/components/admin/publication/publication-badge';
import type { NewsArticle } from '#common/schemas/news';

/** Published, Scheduled or Draft (docs/product.md §29), plus a Featured badge (docs/product.md §4). */
export function NewsStatus({ article }: { article: NewsArticle }) {
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <PublicationBadge record={article} />
      {article.featured ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
          <Star aria-hidden className="size-3" />
          Featured
        </span>
      ) : null}
    </div>
  );
}
