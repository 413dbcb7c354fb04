import { useEffect } from 'react';
import { accessDateError, hasAccessFilters } from '#app/components/admin/access-log/access-log-filters';
import { AccessLogTable } from '#app/components/admin/access-log/access-log-table';
import { AccessLogToolbar } from '#app/components/admin/access-log/access-log-toolbar';
import { useAccessLog, useAccessLogFilters, useStaff } from '#app/components/admin/access-log/use-access-log';
import { failureText } from '#app/components/admin/admin-api';
import { Pager, PageSizeSelect, ShowingText } from '#app/components/admin/list-controls';

// The record of who opened whose personal data (docs/product.md §23), for admins and managers:
// every opening of an inquiry, leads export and privacy search, export or erasure, newest first,
// filtered by person, action, inquiry and dates, all kept in the address.
const PAGER_BUTTONS = 5;

export default function AdminAccessLogSection() {
  const { filters, update } = useAccessLogFilters();
  const dateError = accessDateError(filters);
  const list = useAccessLog(filters, !dateError);
  const staff = useStaff();

  // A page past the end (entries deleted after their retention) shows the page that now is last.
  const lastPage = list.data?.last_page;
  const pastEnd = lastPage !== undefined && filters.page > lastPage && !list.isPlaceholderData;
  useEffect(() => {
    if (pastEnd && lastPage) update({ page: lastPage }, { replace: true });
  }, [pastEnd, lastPage, update]);

  const shown = dateError ? { current_page: 1, per_page: filters.perPage, total: 0 } : list.data;
  return (
    <>
      <p className="mb-4 max-w-3xl text-sm text-neutral-700">
        Every time someone opens an inquiry, exports inquiries or handles a privacy request, it is recorded
        here: who, when and what.
      </p>
      <AccessLogToolbar
        filters={filters}
        update={update}
        people={staff.data?.data ?? []}
        dateError={dateError}
      />
      <div className="mt-4 mb-3 flex flex-wrap items-center justify-between gap-3">
        <PageSizeSelect value={filters.perPage} onChange={(perPage) => update({ perPage })} />
        <ShowingText shown={shown} />
      </div>
      <AccessLogTable
        entries={dateError ? [] : (list.data?.data ?? [])}
        loading={!dateError && list.isPending}
        failure={list.isError ? failureText(list.error, 'Failed to fetch the access log') : null}
        onRetry={() => void list.refetch()}
        emptyText={
          hasAccessFilters(filters) ? 'No entries match these filters.' : 'Nothing has been recorded yet.'
        }
      />
      <div className="mt-4 flex justify-center sm:justify-end">
        <Pager
          page={filters.page}
          lastPage={dateError ? 1 : (lastPage ?? 1)}
          onPage={(page) => update({ page })}
          maxButtons={PAGER_BUTTONS}
          label="Access log pages"
        />
      </div>
    </>
  );
}
