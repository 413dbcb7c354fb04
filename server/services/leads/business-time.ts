import { BUSINESS_UTC_OFFSET } from '#common/schemas/leads';

// The company works in one time zone without daylight saving (the Philippines), so a fixed
// offset is exact and needs no time-zone database (PGlite ships none we can rely on).
const [, sign, hh, mm] = /^([+-])(\d\d):(\d\d)$/.exec(BUSINESS_UTC_OFFSET) ?? ['', '+', '00', '00'];
const OFFSET_MS = (sign === '-' ? -1 : 1) * (Number(hh) * 60 + Number(mm)) * 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** "2025-01-31 14:03:09" in business time. */
export const businessTime = (d: Date) =>
  new Date(d.getTime() + OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** "2025-01-31": today's date in business time. */
export const businessDate = (d: Date) => businessTime(d).slice(0, 10);

/** Start of a filter's range: a bare date is that day's midnight in business time. */
export const rangeStart = (value: string) =>
  value.length === 10 ? new Date(`${value}T00:00:00${BUSINESS_UTC_OFFSET}`) : new Date(value);

/** Exclusive end of a filter's range: a bare date includes the whole of that day. */
export const rangeEnd = (value: string) =>
  value.length === 10
    ? new Date(new Date(`${value}T00:00:00${BUSINESS_UTC_OFFSET}`).getTime() + DAY_MS)
    : new Date(new Date(value).getTime() + 1);
