import { X } from 'lucide-react';
import {
  ClearFiltersButton,
  DateRangeFields,
  FilterCard,
  PersonField,
  type PersonOption,
} from '#app/components/admin/address-list/filter-fields';
import { Field, Options, Select } from '#app/components/ui/field';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from '#common/audit-labels';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditEntity } from '#common/schemas/audit';
import { type ActivityFilters, hasActivityFilters } from './activity-filters';

// Person, record type, action and the dates, in the filter card the inbox and the access log use;
// one record (a History's link) is said above them with a way to drop it.

const ACTION_OPTIONS = AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_LABELS[value] }));

export function ActivityToolbar({
  filters,
  update,
  people,
  entities,
  dateError,
}: {
  filters: ActivityFilters;
  update: (change: Partial<ActivityFilters>) => void;
  /** Whom the Person filter offers (the chosen one included). */
  people: readonly PersonOption[];
  /** The record types the role may read. */
  entities: readonly AuditEntity[];
  dateError: string | undefined;
}) {
  return (
    <FilterCard>
      {filters.entity && filters.entityId ? (
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
      ) : null}
      <div className="grid grid-cols-2 gap-3 @2xl:grid-cols-3 @2xl:items-start @5xl:grid-cols-[minmax(10rem,1.3fr)_minmax(9rem,1fr)_minmax(8rem,0.9fr)_minmax(0,1fr)_minmax(0,1fr)_auto]">
        <PersonField
          people={people}
          value={filters.userId}
          onChange={(userId) => update({ userId })}
          className="col-span-2 @2xl:col-span-1"
        />
        <Field label="Record type">
          {(control) => (
            <Select
              {...control}
              value={filters.entity ?? ''}
              onChange={(event) =>
                update({ entity: AUDIT_ENTITIES.find((e) => e === event.target.value), entityId: undefined })
              }
              className="text-sm"
            >
              <option value="">All records</option>
              <Options options={entities.map((value) => ({ value, label: AUDIT_ENTITY_LABELS[value] }))} />
            </Select>
          )}
        </Field>
        <Field label="Action">
          {(control) => (
            <Select
              {...control}
              value={filters.action ?? ''}
              onChange={(event) => update({ action: AUDIT_ACTIONS.find((a) => a === event.target.value) })}
              className="text-sm"
            >
              <option value="">All actions</option>
              <Options options={ACTION_OPTIONS} />
            </Select>
          )}
        </Field>
        <DateRangeFields range={filters} update={update} error={dateError} />
        <ClearFiltersButton
          shown={hasActivityFilters(filters)}
          onClear={() =>
            update({
              userId: undefined,
              entity: undefined,
              entityId: undefined,
              action: undefined,
              from: undefined,
              to: undefined,
            })
          }
          className="mt-6 self-start justify-self-start"
        />
      </div>
    </FilterCard>
  );
}
