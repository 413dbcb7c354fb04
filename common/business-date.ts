import { BUSINESS_UTC_OFFSET } from './schemas/leads';

// The company works in one time zone without daylight saving (the Philippines, Asia/Manila), so a
// fixed offset is exact and needs no time-zone database, in the browser or on the server (decision
// 010). The quote list's "needed by" date is checked against today here, on both sides.

const [, sign, hh, mm] = /^([+-])(\d\d):(\d\d)$/.exec(BUSINESS_UTC_OFFSET) ?? ['', '+', '00', '00'];
export const BUSINESS_OFFSET_MS = (sign === '-' ? -1 : 1) * (Number(hh) * 60 + Number(mm)) * 60_000;

/** "2025-01-31 14:03:09" in business time. */
export const businessTime = (d: Date) =>
  new Date(d.getTime() + BUSINESS_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** "2025-01-31": the date in business time at the moment `d`. */
export const businessDate = (d: Date) => businessTime(d).slice(0, 10);

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Days since 1970-01-01 of a "YYYY-MM-DD" date; NaN when it is not one. Dates are compared as these
 * numbers, never as text: a date past year 9999 ("+010000-01-30" from toISOString, "10000-01-30"
 * from PostgreSQL) sorts before "2026-…" as text.
 */
export function dayNumber(day: string): number {
  const m = /^(\d{4,6})-(\d\d)-(\d\d)$/.exec(day);
  if (!m) return Number.NaN;
  const at = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0–99 as 1900–1999.
  at.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return at.getTime() / DAY_MS;
}

/** "YYYY-MM-DD" `days` after `day` (before it when negative). */
export const addDays = (day: string, days: number) =>
  new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);
