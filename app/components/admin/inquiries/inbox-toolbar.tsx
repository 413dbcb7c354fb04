import { AlarmClock, CalendarClock, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  bindFilter,
  ClearFiltersButton,
  DateRangeFields,
  FilterCard,
  FilterSelect,
} from '#app/components/admin/address-list/filter-fields';
import { SearchField } from '#app/components/admin/list-controls';
import { Field, Options, Select } from '#app/components/ui/field';
import { assigneeValue, hasFilters, type InboxFilters, readAssignee } from './inbox-filters';
import type { Assignee } from './inquiries-api';
import { KIND_OPTIONS } from './lead-format';

// Kind, assignee, received-between dates and search over name, email, company, product and
// message: one row when all six fit the card (FilterCard), else search, kind and assignee over the
// dates, else search over kind and assignee over the dates. Above them, the quick filters of a working day (Overdue, Due today, Mine)
// as toggles and the list's order (docs/product.md §24).

/**
 * Who may be picked: a role that assigns leads filters by anyone (`people`: the staff who work
 * leads); a sales rep sees their own leads anyway (and unassigned ones when Settings allow), so
 * only All or Mine.
 */
export interface AssigneeChoice {
  canAssign: boolean;
  people: readonly Assignee[];
}

export function InboxToolbar({
  filters,
  update,
  search,
  setSearch,
  dateError,
  onClear,
  assignees,
}: {
  assignees: AssigneeChoice;
  filters: InboxFilters;
  update: (change: Partial<InboxFilters>) => void;
  search: string;
  setSearch: (text: string) => void;
  dateError: string | undefined;
  onClear: () => void;
}) {
  return (
    <FilterCard>
      <QuickFilters filters={filters} update={update} />
      <div className="grid grid-cols-2 gap-3 @2xl:grid-cols-4 @2xl:items-end @5xl:grid-cols-[minmax(13rem,2fr)_minmax(10rem,1.2fr)_minmax(9rem,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto]">
        <div className="col-span-2 @5xl:col-span-1">
          <span className="mb-1 block text-sm font-medium text-charcoal" aria-hidden>
            Search
          </span>
          <SearchField
            label="Search inquiries"
            placeholder="Name, email, company, product…"
            value={search}
            onChange={setSearch}
          />
        </div>
        <FilterSelect
          label="Kind"
          all="All kinds"
          options={KIND_OPTIONS}
          {...bindFilter(filters, update, 'kind')}
        />
        <AssigneeSelect filters={filters} update={update} choice={assignees} />
        <DateRangeFields
          range={filters}
          update={update}
          error={dateError}
          labels={['Received from', 'Received to']}
        />
        <ClearFiltersButton
          shown={hasFilters(filters)}
          onClear={onClear}
          className="col-span-2 self-end justify-self-start @5xl:col-span-1"
        />
      </div>
    </FilterCard>
  );
}

function QuickFilters({
  filters,
  update,
}: {
  filters: InboxFilters;
  update: (change: Partial<InboxFilters>) => void;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3 border-b border-neutral-200 pb-4">
      <fieldset className="flex flex-wrap gap-1.5">
        <legend className="mb-1 text-sm font-medium text-charcoal">Quick filters</legend>
        <Toggle
          pressed={Boolean(filters.overdue)}
          onClick={() => update({ overdue: filters.overdue ? undefined : true })}
          icon={<AlarmClock aria-hidden className="size-4" />}
        >
          Overdue
        </Toggle>
        <Toggle
          pressed={filters.due === 'today'}
          onClick={() => update({ due: filters.due ? undefined : 'today' })}
          icon={<CalendarClock aria-hidden className="size-4" />}
        >
          Due today
        </Toggle>
        <Toggle
          pressed={filters.assignee === 'me'}
          onClick={() => update({ assignee: filters.assignee === 'me' ? undefined : 'me' })}
          icon={<UserRound aria-hidden className="size-4" />}
        >
          Mine
        </Toggle>
      </fieldset>
      <Field label="Order" className="w-44">
        {(control) => (
          <Select
            {...control}
            value={filters.sort ?? ''}
            onChange={(event) => update({ sort: event.target.value === 'due_at' ? 'due_at' : undefined })}
            className="text-sm"
          >
            <option value="">Newest first</option>
            <option value="due_at">Due first</option>
          </Select>
        )}
      </Field>
    </div>
  );
}

function Toggle({
  pressed,
  onClick,
  icon,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`inline-flex items-center gap-1.5 rounded-md border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${
        pressed
          ? 'border-charcoal bg-charcoal text-white'
          : 'border-neutral-300 bg-white text-charcoal hover:bg-neutral-50'
      }`}
    >
      {icon}
      {children}
    </button>
  );
}

function AssigneeSelect({
  filters,
  update,
  choice,
}: {
  filters: InboxFilters;
  update: (change: Partial<InboxFilters>) => void;
  choice: AssigneeChoice;
}) {
  const picked = filters.assignee;
  // An id from the address that is not among the people (deactivated since) still shows as chosen.
  const unknown =
    typeof picked === 'number' && !choice.people.some((person) => person.id === picked) ? picked : null;
  return (
    <Field label="Assigned to">
      {(control) => (
        <Select
          {...control}
          value={assigneeValue(picked)}
          onChange={(event) => update({ assignee: readAssignee(event.target.value) })}
          className="text-sm"
        >
          <option value="">All</option>
          <option value="me">Mine</option>
          {choice.canAssign || picked === 'unassigned' ? (
            <option value="unassigned">Unassigned</option>
          ) : null}
          {choice.canAssign && (choice.people.length > 0 || unknown) ? (
            <optgroup label="Staff">
              <Options options={choice.people.map((person) => ({ value: person.id, label: person.name }))} />
              {unknown ? <option value={unknown}>Staff member #{unknown}</option> : null}
            </optgroup>
          ) : null}
        </Select>
      )}
    </Field>
  );
}
