import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_PAGE_SIZES } from '#common/constants';
import { ACCESS_ACTIONS, type AccessAction, accessLogQuery } from '#common/schemas/access-log';

// The access log's filters live in the address (?user_id=&lead_id=&action=&from=&to=&page=&per_page=),
// as the inbox's do, so reload, back and a link from an inquiry ("Open in the access log") show the
// same list. The API takes the same names; a value the address cannot mean is dropped.

export interface AccessLogFilters {
  userId?: number;
  leadId?: number;
  action?: AccessAction;
  /** Business dates, yyyy-mm-dd, inclusive. */
  from?: string;
  to?: string;
  page: number;
  perPage: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

/** A positive 32-bit id, as typed or in the address; undefined for anything else. */
export const readId = (value: string | null | undefined) => {
  const text = value?.trim();
  return text && ID.test(text) && Number(text) <= MAX_ID ? Number(text) : undefined;
};

const date = (value: string | null) => (value && DATE.test(value) ? value : undefined);

export function readAccessFilters(params: URLSearchParams): AccessLogFilters {
  const page = Number(params.get('page'));
  const perPage = Number(params.get('per_page'));
  return {
    userId: readId(params.get('user_id')),
    leadId: readId(params.get('lead_id')),
    action: ACCESS_ACTIONS.find((a) => a === params.get('action')),
    from: date(params.get('from')),
    to: date(params.get('to')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: (ADMIN_PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : ADMIN_DEFAULT_PAGE_SIZE,
  };
}

/** Address (and API) query of `filters`, leaving out what is the default anyway. */
export function accessFilterQuery(filters: AccessLogFilters): string {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(key, String(value));
  };
  set('user_id', filters.userId);
  set('lead_id', filters.leadId);
  set('action', filters.action);
  set('from', filters.from);
  set('to', filters.to);
  if (filters.page > 1) set('page', filters.page);
  if (filters.perPage !== ADMIN_DEFAULT_PAGE_SIZE) set('per_page', filters.perPage);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The API's own complaint about the date range (the end before the start), if any. */
export function accessDateError(filters: AccessLogFilters): string | undefined {
  const result = accessLogQuery.safeParse({ from: filters.from, to: filters.to });
  return result.success ? undefined : result.error.issues[0]?.message;
}

export const hasAccessFilters = (f: AccessLogFilters) =>
  Boolean(f.userId || f.leadId || f.action || f.from || f.to);
