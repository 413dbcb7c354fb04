import type { ReactNode } from 'react';
import { Pager, PageSizeSelect, ShowingText, type ShownPage } from './list-controls';
import type { useListState } from './use-list-state';

// A server-paged table with its page size and "Showing X to Y of N results" above it and the pager
// below; the page, size and search live in `useListState`.
export function PagedList({
  list,
  shown,
  lastPage,
  maxButtons,
  label,
  children,
}: {
  list: ReturnType<typeof useListState>;
  /** The page on screen (the last answer), which the Showing text describes. */
  shown: ShownPage | undefined;
  lastPage: number;
  maxButtons: number;
  /** Names the pager for screen readers, e.g. "Brands pages". */
  label: string;
  children: ReactNode;
}) {
  return (
    <>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <PageSizeSelect value={list.perPage} onChange={list.setPerPage} />
        <ShowingText shown={shown} />
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
