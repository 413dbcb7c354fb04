import { Star } from 'lucide-react';
import { StatusBadge } from '#app/components/admin/admin-table';
import type { NewsArticle } from '#common/schemas/news';

/** Published or Draft, plus a Featured badge (docs/product.md §4). */
export function NewsStatus({ article }: { article: NewsArticle }) {
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <StatusBadge active={article.published} on="Published" off="Draft" />
      {article.featured ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
          <Star aria-hidden className="size-3" />
          Featured
        </span>
      ) : null}
    </div>
  );
}
