import type { ReactNode } from 'react';
import { Pager, PageSizeSelect, ShowingText } from './list-controls';
import type { useListState } from './use-list-state';

// A server-paged table with its page size and "Showing X to Y of N results" above it and the pager
// below; the page, size and search live in `useListState`.
export function PagedList({
  list,
  total,
  lastPage,
  maxButtons,
  label,
  children,
}: {
  list: ReturnType<typeof useListState>;
  total: number;
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
        <ShowingText page={list.page} perPage={list.perPage} total={total} />
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
