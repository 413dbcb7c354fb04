import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { failureText } from '#app/components/admin/admin-api';
import { Pager, PageSizeSelect, ShowingText } from '#app/components/admin/list-controls';
import type { Paginated } from '#common/schemas/pagination';
import type { Paging } from './address-filters';

// The page of a list whose filters live in the address (the inbox, the access log): the page size
// and "Showing X to Y of N results" above the table, the pager below, and the page kept in range.

const PAGER_BUTTONS = 5;

/** What a list's table is given to draw: its rows, or that they are loading or failed. */
export interface ListRows<T> {
  rows: T[];
  loading: boolean;
  failure: string | null;
  onRetry: () => void;
  /** Said when there are no rows: that none match the filters, or that there are none at all. */
  emptyText: string;
}

export function AddressPagedList<T>({
  paging,
  update,
  query,
  dateError,
  failure,
  label,
  empty,
  children,
}: {
  paging: Paging;
  update: (change: Partial<Paging>, options?: { replace?: boolean }) => void;
  query: UseQueryResult<Paginated<T>>;
  /** The API's complaint about the range (ending before it starts): not asked for, so no rows. */
  dateError: string | undefined;
  /** Said when the list cannot be fetched, before the server's reason. */
  failure: string;
  /** Names the pager for screen readers, e.g. "Inquiry pages". */
  label: string;
  /** The table's `emptyText`. */
  empty: string;
  children: (table: ListRows<T>) => ReactNode;
}) {
  const refused = Boolean(dateError);
  // A page past the end (its last rows gone meanwhile) shows the page that now is last.
  const lastPage = query.data?.last_page;
  const pastEnd = lastPage !== undefined && paging.page > lastPage && !query.isPlaceholderData;
  useEffect(() => {
    if (pastEnd && lastPage) update({ page: lastPage }, { replace: true });
  }, [pastEnd, lastPage, update]);

  // A refused range shows no rows, so the Showing text says none.
  const shown = refused ? { current_page: 1, per_page: paging.perPage, total: 0 } : query.data;
  return (
    <>
      <div className="mt-4 mb-3 flex flex-wrap items-center justify-between gap-3">
        <PageSizeSelect value={paging.perPage} onChange={(perPage) => update({ perPage })} />
        <ShowingText shown={shown} />
      </div>
      {children({
        rows: refused ? [] : (query.data?.data ?? []),
        loading: !refused && query.isPending,
        failure: query.isError ? failureText(query.error, failure) : null,
        onRetry: () => void query.refetch(),
        emptyText: empty,
      })}
      <div className="mt-4 flex justify-center sm:justify-end">
        <Pager
          page={paging.page}
          lastPage={refused ? 1 : (lastPage ?? 1)}
          onPage={(page) => update({ page })}
          maxButtons={PAGER_BUTTONS}
          label={label}
        />
      </div>
    </>
  );
}
