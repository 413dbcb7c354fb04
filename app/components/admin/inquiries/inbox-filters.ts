import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_PAGE_SIZES, LEAD_KINDS, type LeadKind } from '#common/constants';
import { LEAD_STATUS_FILTERS, type LeadStatusFilter, leadFilterQuery } from '#common/schemas/leads';

// The inbox's filters live in the address
// (?status=&kind=&assignee=&overdue=true&due=today&from=&to=&search=&sort=due_at&page=&per_page=), so
// reload, back and a shared link show the same list. The API takes the same names, so one
// serialisation serves both; a value the address cannot mean is dropped rather than sent.

export interface InboxFilters {
  /** undefined: the inbox (everything but spam), as the API does without a status. */
  status?: LeadStatusFilter;
  kind?: LeadKind;
  /** Whose leads: the signed-in person's, nobody's, or one staff member's (by id); undefined: all. */
  assignee?: AssigneeFilter;
  /** Unanswered open leads past their due time (docs/product.md §24). */
  overdue?: boolean;
  /** Unanswered open leads due by the end of today, business time. */
  due?: 'today';
  /** Business-time dates, yyyy-mm-dd. */
  from?: string;
  to?: string;
  search: string;
  /** The list's order: undefined is newest first; due_at puts the soonest due first. */
  sort?: 'due_at';
  page: number;
  perPage: number;
}

export type AssigneeFilter = 'me' | 'unassigned' | number;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A staff member's id as the API takes it (a positive 32-bit integer). */
const USER_ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

function oneOf<T extends string>(list: readonly T[], value: string | null): T | undefined {
  return list.find((item) => item === value);
}

const date = (value: string | null) => (value && DATE.test(value) ? value : undefined);

function assignee(value: string | null): AssigneeFilter | undefined {
  if (value === 'me' || value === 'unassigned') return value;
  return value && USER_ID.test(value) && Number(value) <= MAX_ID ? Number(value) : undefined;
}

/** The assignee filter as the address and a select write it ('' for all). */
export const assigneeValue = (filter: AssigneeFilter | undefined) =>
  filter === undefined ? '' : String(filter);
/** A select's value back as the filter. */
export const readAssignee = (value: string) => assignee(value);

export function readFilters(params: URLSearchParams): InboxFilters {
  const page = Number(params.get('page'));
  const perPage = Number(params.get('per_page'));
  return {
    status: oneOf(LEAD_STATUS_FILTERS, params.get('status')),
    kind: oneOf(LEAD_KINDS, params.get('kind')),
    assignee: assignee(params.get('assignee')),
    overdue: params.get('overdue') === 'true' || undefined,
    due: params.get('due') === 'today' ? 'today' : undefined,
    from: date(params.get('from')),
    to: date(params.get('to')),
    search: (params.get('search') ?? '').trim(),
    sort: params.get('sort') === 'due_at' ? 'due_at' : undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: (ADMIN_PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : ADMIN_DEFAULT_PAGE_SIZE,
  };
}

/** Address (and API) query of `filters`, leaving out what is the default anyway. */
export function filterQuery(filters: InboxFilters, { paging = true } = {}): string {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(key, String(value));
  };
  set('status', filters.status);
  set('kind', filters.kind);
  set('assignee', filters.assignee);
  if (filters.overdue) set('overdue', 'true');
  set('due', filters.due);
  set('from', filters.from);
  set('to', filters.to);
  set('search', filters.search);
  // The order and the page are the list's; the CSV export takes the filter only.
  if (paging) {
    set('sort', filters.sort);
    if (filters.page > 1) set('page', filters.page);
    if (filters.perPage !== ADMIN_DEFAULT_PAGE_SIZE) set('per_page', filters.perPage);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The API's own complaint about the date range (the end before the start), if any. */
export function dateRangeError(filters: InboxFilters): string | undefined {
  const result = leadFilterQuery.safeParse({ from: filters.from, to: filters.to });
  return result.success ? undefined : result.error.issues[0]?.message;
}

export const hasFilters = (f: InboxFilters) =>
  Boolean(f.status || f.kind || f.assignee !== undefined || f.overdue || f.due || f.from || f.to || f.search);
