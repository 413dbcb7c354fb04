import { Link } from 'react-router';
import { Icon } from '#app/components/ui/icon';
import { type NewsFilters, newsUrl } from './news-url';
import { pageItems } from './page-items';

const ITEM =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-md border px-3 text-sm font-semibold tabular-nums';
const IDLE = `${ITEM} border-neutral-300 bg-white text-charcoal hover:bg-neutral-100`;
const OFF = `${ITEM} border-neutral-200 bg-neutral-100 text-neutral-500`;

/**
 * Previous, numbered pages (first, last, current ±1, ellipses) and Next, all plain links. On phones
 * the numbers give way to "Page 3 of 12", so the pager stays one row.
 */
export function NewsPagination({
  current,
  last,
  filters,
}: {
  current: number;
  last: number;
  filters: Omit<NewsFilters, 'page'>;
}) {
  if (last <= 1) return null;
  const to = (page: number) => newsUrl({ ...filters, page });
  return (
    <nav
      aria-label="News pages"
      className="mt-12 flex items-center justify-between gap-2 sm:flex-wrap sm:justify-center"
    >
      {current > 1 ? (
        <Link to={to(current - 1)} className={IDLE} rel="prev">
          <Icon name="chevron-left" className="h-4 w-4" /> Previous
        </Link>
      ) : (
        <span className={OFF} aria-disabled="true">
          <Icon name="chevron-left" className="h-4 w-4" /> Previous
        </span>
      )}
      <p className="text-sm font-semibold text-neutral-700 tabular-nums sm:hidden">
        Page {current} of {last}
      </p>
      <div className="hidden flex-wrap items-center justify-center gap-2 sm:flex">
        {pageItems(current, last).map((item) =>
          typeof item === 'number' ? (
            <Link
              key={item}
              to={to(item)}
              aria-label={`Page ${item}`}
              aria-current={item === current ? 'page' : undefined}
              className={item === current ? `${ITEM} border-charcoal bg-charcoal text-white` : IDLE}
            >
              {item}
            </Link>
          ) : (
            <span key={item} className="px-1 text-neutral-500" aria-hidden="true">
              …
            </span>
          ),
        )}
      </div>
      {current < last ? (
        <Link to={to(current + 1)} className={IDLE} rel="next">
          Next <Icon name="chevron-right" className="h-4 w-4" />
        </Link>
      ) : (
        <span className={OFF} aria-disabled="true">
          Next <Icon name="chevron-right" className="h-4 w-4" />
        </span>
      )}
    </nav>
  );
}
