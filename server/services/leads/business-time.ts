import { and, gte, lt } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { BUSINESS_UTC_OFFSET } from '#common/schemas/leads';

// Business time (a fixed offset, decision 010) is computed in common/, where the browser's forms
// use it too; the inbox's date filters are server-side only.
export { businessDate, businessTime } from '#common/business-date';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Start of a filter's range: a bare date is that day's midnight in business time. */
const rangeStart = (value: string) =>
  value.length === 10 ? new Date(`${value}T00:00:00${BUSINESS_UTC_OFFSET}`) : new Date(value);

/** Exclusive end of a filter's range: a bare date includes the whole of that day. */
export const rangeEnd = (value: string) =>
  value.length === 10
    ? new Date(new Date(`${value}T00:00:00${BUSINESS_UTC_OFFSET}`).getTime() + DAY_MS)
    : new Date(new Date(value).getTime() + 1);

/**
 * The dated lists' filter (the inbox, the audit trail, a lead's events, the access log): `at` from
 * the start of `from` to the end of `to`, each optional, dates in business time.
 */
export const withinDates = (at: AnyPgColumn, range: { from?: string; to?: string }) =>
  and(
    range.from ? gte(at, rangeStart(range.from)) : undefined,
    range.to ? lt(at, rangeEnd(range.to)) : undefined,
  );
