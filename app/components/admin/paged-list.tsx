import type { ReactNode } from 'react';
import { MAX_ALL_PER_PAGE } from '#common/constants';
import { Pager, PageSizeSelect, ShowingText, type ShownPage } from './list-controls';
import type { ListState } from './use-list-state';

/** The page sizes a list offers: the usual ones, those and "All", or none (the server's size). */
export type PageSizes = 'choice' | 'with-all' | 'none';

// A server-paged table with its page size and "Showing X to Y of N results" above it and the pager
// below; the page, size and search live in `useListState`.
export function PagedList({
  list,
  shown,
  lastPage,
  maxButtons,
  label,
  sizes = 'choice',
  note,
  children,
}: {
  list: ListState;
  /** The page on screen (the last answer), which the Showing text describes. */
  shown: ShownPage | undefined;
  lastPage: number;
  maxButtons: number;
  /** Names the pager for screen readers, e.g. "Brands pages". */
  label: string;
  sizes?: PageSizes;
  /** Said beside the Showing text, which it qualifies (the applied search filter). */
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        {sizes === 'none' ? null : (
          <PageSizeSelect
            value={list.perPage}
            onChange={list.setPerPage}
            allowAll={sizes === 'with-all'}
            allValue={MAX_ALL_PER_PAGE}
          />
        )}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {note}
          <ShowingText shown={shown} />
        </div>
      </div>
      {children}
      <div className="mt-4 flex justify-center sm:justify-end">
        <Pager
          page={list.page}
          lastPage={lastPage}
          onPage={list.setPage}
          maxButtons={maxButtons}
          label={label}
        />
      </div>
    </>
  );
}
