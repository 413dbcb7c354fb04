import { CalendarDays, Clock, User } from 'lucide-react';
import { formatDate } from '#app/lib/format';
import type { NewsSummary } from '#common/schemas/news';

const ITEM = 'inline-flex items-center gap-1.5 whitespace-nowrap';

/**
 * Author, date and read time in one muted block (cards, banner and reader). On cards (`small`)
 * the author has a line of its own, cut short if need be, and date and read time share the next,
 * so every card's meta takes the same two lines whatever the name or the card's width.
 */
export function ArticleMeta({
  article,
  small = false,
  onDark = false,
  className = '',
}: {
  article: NewsSummary;
  small?: boolean;
  onDark?: boolean;
  className?: string;
}) {
  const tone = onDark ? 'text-neutral-300' : 'text-neutral-600';
  return (
    <ul
      className={`flex flex-wrap items-center gap-x-4 gap-y-1 ${small ? 'text-xs' : 'text-sm'} ${tone} ${className}`}
    >
      <li className={small ? 'flex min-w-0 basis-full items-center gap-1.5' : ITEM}>
        <User className="h-4 w-4 shrink-0" aria-hidden="true" />
        <span className={small ? 'truncate' : undefined}>{article.author}</span>
      </li>
      <li className={ITEM}>
        <CalendarDays className="h-4 w-4 shrink-0" aria-hidden="true" />
        <time dateTime={article.created_at}>{formatDate(article.created_at)}</time>
      </li>
      <li className={ITEM}>
        <Clock className="h-4 w-4 shrink-0" aria-hidden="true" />
        {article.read_time}
      </li>
    </ul>
  );
}

/** The category as a small amber label. */
export function CategoryBadge({ category }: { category: string }) {
  return (
    <span className="inline-block rounded bg-brand px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-brand-ink">
      {category}
    </span>
  );
}
