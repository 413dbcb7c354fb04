import { Download } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { AddressPagedList } from '#app/components/admin/address-list/address-paged-list';
import { errorMessage } from '#app/components/admin/admin-api';
import { dateRangeError, hasFilters } from '#app/components/admin/inquiries/inbox-filters';
import { InboxToolbar } from '#app/components/admin/inquiries/inbox-toolbar';
import {
  downloadLeadsCsv,
  useAssignees,
  useLeadCounts,
  useLeadList,
} from '#app/components/admin/inquiries/inquiries-api';
import { InquiriesTable } from '#app/components/admin/inquiries/inquiries-table';
import { StatusTabs } from '#app/components/admin/inquiries/status-tabs';
import { useInboxFilters } from '#app/components/admin/inquiries/use-inbox-filters';
import { StatusBanner, useStatusMessage } from '#app/components/admin/status-message';
import { useCan } from '#app/components/admin/use-can';
import { Button } from '#app/components/ui/button';

// Inquiries inbox: every stored contact-form submission, newest first or soonest due first,
// filtered by status, kind, assignee, the response clock (overdue, due today; docs/product.md §24),
// received dates and a search, all kept in the address; CSV of the current
// filter for a role that may export. A sales rep's list holds only what the server lets them see.

export default function AdminInquiriesSection() {
  const { pathname, search: addressQuery } = useLocation();
  const { filters, update, search, setSearch } = useInboxFilters();
  const dateError = dateRangeError(filters);
  // A range the API would refuse is not asked for; the field says why instead.
  const list = useLeadList(filters, !dateError);
  const counts = useLeadCounts();
  const status = useStatusMessage();
  const [exporting, setExporting] = useState(false);
  const allowed = useCan();
  const canAssign = allowed('leads.assign');
  const people = useAssignees(canAssign);

  const onExport = async () => {
    setExporting(true);
    try {
      await downloadLeadsCsv(filters);
    } catch (error) {
      status.show('error', errorMessage(error, 'Failed to export inquiries'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <StatusBanner message={status.message} onDismiss={status.clear} />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <StatusTabs filters={filters} counts={counts.data} pathname={pathname} />
        {allowed('leads.export') ? (
          <Button
            variant="dark"
            onClick={onExport}
            disabled={exporting || Boolean(dateError)}
            aria-busy={exporting || undefined}
            className="shrink-0 self-start"
          >
            <Download aria-hidden className="size-4" />
            {exporting ? 'Exporting...' : 'Export CSV'}
          </Button>
        ) : null}
      </div>
      <InboxToolbar
        filters={filters}
        update={update}
        search={search}
        setSearch={setSearch}
        dateError={dateError}
        assignees={{ canAssign, people: people.data?.data ?? [] }}
        onClear={() => {
          setSearch('');
          update({
            status: undefined,
            kind: undefined,
            assignee: undefined,
            overdue: undefined,
            due: undefined,
            from: undefined,
            to: undefined,
            search: '',
          });
        }}
      />
      <AddressPagedList
        paging={filters}
        update={update}
        query={list}
        dateError={dateError}
        failure="Failed to fetch inquiries"
        label="Inquiry pages"
        empty={
          hasFilters(filters)
            ? 'No inquiries match these filters.'
            : 'No inquiries yet. Quote requests and messages from the website appear here.'
        }
      >
        {(table) => <InquiriesTable {...table} backTo={`${pathname}${addressQuery}`} />}
      </AddressPagedList>
    </>
  );
}
