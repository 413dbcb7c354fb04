import { AddressPagedList } from '#app/components/admin/address-list/address-paged-list';
import {
  activityDateError,
  activityQuery,
  hasActivityFilters,
} from '#app/components/admin/audit/activity-filters';
import { ActivityToolbar } from '#app/components/admin/audit/activity-toolbar';
import { readsHistoryOf, useAuditList } from '#app/components/admin/audit/audit-api';
import { EntryList } from '#app/components/admin/audit/entry-list';
import { useActivityFilters, usePeople } from '#app/components/admin/audit/use-activity';
import { StatusBanner, useStatusMessage } from '#app/components/admin/status-message';
import { useCan } from '#app/components/admin/use-can';
import { useSession } from '#app/lib/session';
import { AUDIT_ENTITIES } from '#common/schemas/audit';

// Who changed what (docs/product.md §26): every change the role may read, newest first — an
// inquiry's from its own history — filtered by person, record type, action and dates, all kept in
// the address; each with its changed fields in words, and Revert on an update the role may change.

export default function AdminActivitySection() {
  const { filters, update } = useActivityFilters();
  const dateError = activityDateError(filters);
  const list = useAuditList(activityQuery(filters), !dateError);
  const { user } = useSession();
  const allowed = useCan();
  const people = usePeople(allowed('users.read'), list.data?.data, filters.userId);
  const entities = AUDIT_ENTITIES.filter((entity) => readsHistoryOf(user?.role, entity));
  const status = useStatusMessage();
  return (
    <>
      <p className="mb-4 max-w-3xl text-sm text-neutral-700">
        Every change to the catalogue, news, settings and the rest is recorded here: who made it, when, and
        what it was before and after.
      </p>
      {/* Kept in sight while the list scrolls: a revert far down the page says its outcome here. */}
      <div className="sticky top-16 z-30">
        <StatusBanner message={status.message} onDismiss={status.clear} />
      </div>
      <ActivityToolbar
        filters={filters}
        update={update}
        people={people}
        entities={entities}
        dateError={dateError}
      />
      <AddressPagedList
        paging={filters}
        update={update}
        query={list}
        dateError={dateError}
        failure="Failed to fetch the activity"
        label="Activity pages"
        empty={
          hasActivityFilters(filters)
            ? 'No changes match these filters.'
            : 'No changes have been recorded yet.'
        }
      >
        {(rows) => (
          <EntryList {...rows} label="Activity" onReverted={(message) => status.show('success', message)} />
        )}
      </AddressPagedList>
    </>
  );
}
