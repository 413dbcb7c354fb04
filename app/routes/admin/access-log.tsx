import { accessDateError, hasAccessFilters } from '#app/components/admin/access-log/access-log-filters';
import { AccessLogTable } from '#app/components/admin/access-log/access-log-table';
import { AccessLogToolbar } from '#app/components/admin/access-log/access-log-toolbar';
import { useAccessLog, useAccessLogFilters, useStaff } from '#app/components/admin/access-log/use-access-log';
import { AddressPagedList } from '#app/components/admin/address-list/address-paged-list';

// The record of who opened whose personal data (docs/product.md §23), for admins and managers:
// every opening of an inquiry, leads export and privacy search, export or erasure, newest first,
// filtered by person, action, inquiry and dates, all kept in the address.

export default function AdminAccessLogSection() {
  const { filters, update } = useAccessLogFilters();
  const dateError = accessDateError(filters);
  const list = useAccessLog(filters, !dateError);
  const staff = useStaff();
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
      <AddressPagedList
        paging={filters}
        update={update}
        query={list}
        dateError={dateError}
        failure="Failed to fetch the access log"
        label="Access log pages"
        empty={
          hasAccessFilters(filters) ? 'No entries match these filters.' : 'Nothing has been recorded yet.'
        }
      >
        {(table) => <AccessLogTable {...table} />}
      </AddressPagedList>
    </>
  );
}
