import { Icon } from '#app/components/ui/icon';
import { formatDate } from '#app/lib/format';
import type { NewsSummary } from '#common/schemas/news';

const ITEM = 'meta-item';

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
      <li className={small ? 'meta-author' : ITEM}>
        <Icon name="user" className="h-4 w-4 shrink-0" />
        <span className={small ? 'truncate' : undefined}>{article.author}</span>
      </li>
      <li className={ITEM}>
        <Icon name="calendar-days" className="h-4 w-4 shrink-0" />
        <time dateTime={article.created_at}>{formatDate(article.created_at)}</time>
      </li>
      <li className={ITEM}>
        <Icon name="clock" className="h-4 w-4 shrink-0" />
        {article.read_time}
      </li>
    </ul>
  );
}

/** The category as a small amber label. */
export function CategoryBadge({ category }: { category: string }) {
  return <span className="category-badge">{category}</span>;
}
