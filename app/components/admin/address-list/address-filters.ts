import type { z } from 'zod';
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_PAGE_SIZES } from '#common/constants';

// What the lists whose filters live in the address share (the inbox, the access log): reload, back
// and a shared link show the same list, and the API takes the same names, so one query serves both.
// A value the address cannot mean is dropped rather than sent.

/** Business dates, yyyy-mm-dd, inclusive. */
export interface DateRange {
  from?: string;
  to?: string;
}

export interface Paging {
  page: number;
  perPage: number;
}

/** What every such list filters by: a date range, and its page. */
export interface ListFilters extends DateRange, Paging {}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

/** A positive 32-bit id (a person, an inquiry) as the API takes it; undefined for anything else. */
export const readId = (value: string | null | undefined) =>
  value && ID.test(value) && Number(value) <= MAX_ID ? Number(value) : undefined;

const readDate = (value: string | null) => (value && DATE.test(value) ? value : undefined);

/** The date range (from=&to=) and the page (page=&per_page=) of the address. */
export function readListFilters(params: URLSearchParams): ListFilters {
  const page = Number(params.get('page'));
  const perPage = Number(params.get('per_page'));
  return {
    from: readDate(params.get('from')),
    to: readDate(params.get('to')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: (ADMIN_PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : ADMIN_DEFAULT_PAGE_SIZE,
  };
}

/**
 * `?…` of these values in this order, then of `paging` where given (the page and its size), leaving
 * out what is unset, empty or the default; '' when nothing is left.
 */
export function addressQuery(values: Record<string, string | number | undefined>, paging?: Paging): string {
  const params = new URLSearchParams();
  const all: Record<string, string | number | undefined> = {
    ...values,
    page: paging && paging.page > 1 ? paging.page : undefined,
    per_page: paging && paging.perPage !== ADMIN_DEFAULT_PAGE_SIZE ? paging.perPage : undefined,
  };
  for (const [key, value] of Object.entries(all))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The API's own complaint about the date range (the end before the start), in its words, if any. */
export function rangeError(query: z.ZodType, { from, to }: DateRange): string | undefined {
  const result = query.safeParse({ from, to });
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** The change Clear filters makes: every one of `keys` unset. */
export const cleared = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, undefined])) as Partial<Record<K, undefined>>;
