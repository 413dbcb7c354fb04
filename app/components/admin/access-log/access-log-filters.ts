import type { ListFilters } from '#app/components/admin/address-list/address-filters';
import {
  addressQuery,
  rangeError,
  readId,
  readListFilters,
} from '#app/components/admin/address-list/address-filters';
import { ACCESS_ACTIONS, type AccessAction, accessLogQuery } from '#common/schemas/access-log';

// The access log's filters live in the address (?user_id=&lead_id=&action=&from=&to=&page=&per_page=),
// as the inbox's do (address-filters.ts), so a link from an inquiry ("Open in the access log") shows
// the same list.

export interface AccessLogFilters extends ListFilters {
  userId?: number;
  leadId?: number;
  action?: AccessAction;
}

/** A positive 32-bit id, as typed or in the address; undefined for anything else. */
export const readTypedId = (value: string | null | undefined) => readId(value?.trim());

export const readAccessFilters = (params: URLSearchParams): AccessLogFilters => ({
  userId: readTypedId(params.get('user_id')),
  leadId: readTypedId(params.get('lead_id')),
  action: ACCESS_ACTIONS.find((a) => a === params.get('action')),
  ...readListFilters(params),
});

/** Address (and API) query of `filters`, leaving out what is the default anyway. */
export const accessFilterQuery = (filters: AccessLogFilters): string =>
  addressQuery(
    {
      user_id: filters.userId,
      lead_id: filters.leadId,
      action: filters.action,
      from: filters.from,
      to: filters.to,
    },
    filters,
  );

/** The API's own complaint about the date range (the end before the start), if any. */
export const accessDateError = (filters: AccessLogFilters) => rangeError(accessLogQuery, filters);

/** What Clear filters empties; any of them set is a filtered list. */
export const ACCESS_FILTER_KEYS = ['userId', 'leadId', 'action', 'from', 'to'] as const;

export const hasAccessFilters = (f: AccessLogFilters) => ACCESS_FILTER_KEYS.some((key) => Boolean(f[key]));
