import {
  addressQuery,
  type ListFilters,
  rangeError,
  readId,
  readListFilters,
} from '#app/components/admin/address-list/address-filters';
import { LEAD_KINDS, type LeadKind } from '#common/constants';
import { LEAD_STATUS_FILTERS, type LeadStatusFilter, leadFilterQuery } from '#common/schemas/leads';

// The inbox's filters live in the address (address-filters.ts)
// (?status=&kind=&assignee=&overdue=true&due=today&from=&to=&search=&sort=due_at&page=&per_page=).

/** `from`, `to`: business-time dates, when the inquiry was received. */
export interface InboxFilters extends ListFilters {
  /** undefined: the inbox (everything but spam), as the API does without a status. */
  status?: LeadStatusFilter;
  kind?: LeadKind;
  /** Whose leads: the signed-in person's, nobody's, or one staff member's (by id); undefined: all. */
  assignee?: AssigneeFilter;
  /** Unanswered open leads past their due time (docs/product.md §24). */
  overdue?: boolean;
  /** Unanswered open leads due by the end of today, business time. */
  due?: 'today';
  search: string;
  /** The list's order: undefined is newest first; due_at puts the soonest due first. */
  sort?: 'due_at';
}

export type AssigneeFilter = 'me' | 'unassigned' | number;

function oneOf<T extends string>(list: readonly T[], value: string | null): T | undefined {
  return list.find((item) => item === value);
}

function assignee(value: string | null): AssigneeFilter | undefined {
  if (value === 'me' || value === 'unassigned') return value;
  return readId(value);
}

/** The assignee filter as the address and a select write it ('' for all). */
export const assigneeValue = (filter: AssigneeFilter | undefined) =>
  filter === undefined ? '' : String(filter);
/** A select's value back as the filter. */
export const readAssignee = (value: string) => assignee(value);

export const readFilters = (params: URLSearchParams): InboxFilters => ({
  status: oneOf(LEAD_STATUS_FILTERS, params.get('status')),
  kind: oneOf(LEAD_KINDS, params.get('kind')),
  assignee: assignee(params.get('assignee')),
  overdue: params.get('overdue') === 'true' || undefined,
  due: params.get('due') === 'today' ? 'today' : undefined,
  search: (params.get('search') ?? '').trim(),
  sort: params.get('sort') === 'due_at' ? 'due_at' : undefined,
  ...readListFilters(params),
});

/** Address (and API) query of `filters`, leaving out what is the default anyway. */
export const filterQuery = (filters: InboxFilters, { paging = true } = {}): string =>
  addressQuery(
    {
      status: filters.status,
      kind: filters.kind,
      assignee: filters.assignee,
      overdue: filters.overdue ? 'true' : undefined,
      due: filters.due,
      from: filters.from,
      to: filters.to,
      search: filters.search,
      // The order and the page are the list's; the CSV export takes the filter only.
      sort: paging ? filters.sort : undefined,
    },
    paging ? filters : undefined,
  );

/** The API's own complaint about the date range (the end before the start), if any. */
export const dateRangeError = (filters: InboxFilters) => rangeError(leadFilterQuery, filters);

export const hasFilters = (f: InboxFilters) =>
  Boolean(f.status || f.kind || f.assignee !== undefined || f.overdue || f.due || f.from || f.to || f.search);
