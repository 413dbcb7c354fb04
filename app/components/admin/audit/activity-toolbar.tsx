import { X } from 'lucide-react';
import {
  bindFilter,
  FilterSelect,
  LogFilters,
  type LogFiltersProps,
} from '#app/components/admin/address-list/filter-fields';
import { optionsOf } from '#app/components/ui/field';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from '#common/audit-labels';
import { AUDIT_ACTIONS, type AuditEntity } from '#common/schemas/audit';
import { ACTIVITY_FILTER_KEYS, type ActivityFilters } from './activity-filters';

// Person, record type, action and the dates, in the filter card the inbox and the access log use;
// one record (a History's link) is said above them with a way to drop it.

const ACTION_OPTIONS = optionsOf(AUDIT_ACTIONS, AUDIT_ACTION_LABELS);

export function ActivityToolbar({
  entities,
  ...props
}: LogFiltersProps<ActivityFilters> & {
  /** The record types the role may read. */
  entities: readonly AuditEntity[];
}) {
  const { filters, update } = props;
  return (
    <LogFilters
      {...props}
      columns="@5xl:grid-cols-[minmax(10rem,1.3fr)_minmax(9rem,1fr)_minmax(8rem,0.9fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
      clear={ACTIVITY_FILTER_KEYS}
      above={
        filters.entity && filters.entityId ? (
          <p className="mb-3 flex flex-wrap items-center gap-2 text-sm text-neutral-800">
            Only {AUDIT_ENTITY_LABELS[filters.entity]} {filters.entityId}
            <button
              type="button"
              onClick={() => update({ entityId: undefined })}
              className="inline-flex items-center gap-1 rounded-md px-2 py-1 font-medium text-charcoal hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand"
            >
              <X aria-hidden className="size-4" />
              Show every record
            </button>
          </p>
        ) : null
      }
    >
      <FilterSelect
        label="Record type"
        all="All records"
        value={filters.entity}
        options={optionsOf(entities, AUDIT_ENTITY_LABELS)}
        onChange={(entity) => update({ entity, entityId: undefined })}
      />
      <FilterSelect
        label="Action"
        all="All actions"
        options={ACTION_OPTIONS}
        {...bindFilter(filters, update, 'action')}
      />
    </LogFilters>
  );
}
