import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '#app/components/ui/icon';
import type { ListingQuery } from '#app/lib/listing-query';
import { pageWindow } from '#app/lib/page-window';
import { paths } from '#app/lib/paths';
import { PUBLIC_PAGER_BUTTONS } from '#common/site-constants';

// One class of app/app.css (decision 065): seven to nine of them a page. What is added beside it
// (colours, figures) sets nothing it sets.
const ITEM = 'pager-item';

/**
 * Previous, at most 7 numbered pages, Next — plain links, so paging works without JavaScript. On
 * phones the numbers give way to "Page 3 of 12", so the pager stays one row.
 */
export function Pagination({ query, lastPage }: { query: ListingQuery; lastPage: number }) {
  if (lastPage <= 1) return null;
  const page = Math.min(query.page, lastPage);
  const edge = (target: number, content: ReactNode, enabled: boolean) =>
    enabled ? (
      <Link
        to={paths.products({ ...query, page: target })}
        className={`${ITEM} border-neutral-300 bg-white hover:border-charcoal`}
      >
        {content}
      </Link>
    ) : (
      <span aria-disabled="true" className={`${ITEM} border-neutral-200 bg-neutral-100 text-neutral-500`}>
        {content}
      </span>
    );
  return (
    <nav
      aria-label="Pagination"
      className="mt-10 flex items-center justify-between gap-2 sm:flex-wrap sm:justify-center"
    >
      {edge(
        page - 1,
        <>
          <Icon name="chevron-left" className="size-4" />
          Previous
        </>,
        page > 1,
      )}
      <p className="text-sm font-medium text-neutral-700 tabular-nums sm:hidden">
        Page {page} of {lastPage}
      </p>
      <ul className="hidden flex-wrap justify-center gap-2 sm:flex">
        {pageWindow(page, lastPage, PUBLIC_PAGER_BUTTONS).map((n) => (
          <li key={n}>
            <Link
              to={paths.products({ ...query, page: n })}
              aria-label={`Page ${n}`}
              aria-current={n === page ? 'page' : undefined}
              className={`${ITEM} tabular-nums ${
                n === page
                  ? 'border-charcoal bg-charcoal text-white'
                  : 'border-neutral-300 bg-white hover:border-charcoal'
              }`}
            >
              {n}
            </Link>
          </li>
        ))}
      </ul>
      {edge(
        page + 1,
        <>
          Next
          <Icon name="chevron-right" className="size-4" />
        </>,
        page < lastPage,
      )}
    </nav>
  );
}
