import { BUSINESS_OFFSET_MS } from '#common/business-date';
import type { BusinessHours, OpenInterval, Weekday } from '#common/schemas/lead-desk';

// Business-minute arithmetic of the response clock (docs/product.md §24, decision 047): time counts
// only inside the opening hours of a working day in Asia/Manila, never on a holiday. Manila keeps
// one offset all year (decision 010), so a day is the UTC day shifted by BUSINESS_OFFSET_MS and no
// time-zone database is needed. Pure functions: the lead's due time, and the response figures'
// minutes, are computed here and stored, so no second implementation exists in SQL.

export interface Calendar {
  hours: BusinessHours;
  /** Closed all day: dates (YYYY-MM-DD) in Manila. */
  holidays: ReadonlySet<string>;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Sunday first, as Date#getUTCDay counts. */
const BY_UTC_DAY: Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
/** How far ahead a due time is looked for: a calendar with (almost) no open hours ends here. */
const MAX_DAYS = 3 * 366;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The open intervals of the Manila day starting at `dayStart` (local midnight, as UTC ms), as ms. */
function openSpans(cal: Calendar, dayStart: number): [number, number][] {
  const date = new Date(dayStart).toISOString().slice(0, 10);
  if (cal.holidays.has(date)) return [];
  const day = BY_UTC_DAY[new Date(dayStart).getUTCDay()];
  return [...cal.hours.days[day]]
    .sort((a: OpenInterval, b: OpenInterval) => a.open.localeCompare(b.open))
    .map((i) => [dayStart + minutesOf(i.open) * MINUTE, dayStart + minutesOf(i.close) * MINUTE]);
}

/** Manila local time as UTC ms, and back. */
const toLocal = (d: Date) => d.getTime() + BUSINESS_OFFSET_MS;
const fromLocal = (ms: number) => new Date(ms - BUSINESS_OFFSET_MS);

/**
 * The moment `minutes` of open time after `start` have passed. A lead arriving outside the hours
 * starts counting at the next opening. Null when the calendar has no open time within three years.
 */
export function addBusinessMinutes(start: Date, minutes: number, cal: Calendar): Date | null {
  const from = toLocal(start);
  let remaining = minutes * MINUTE;
  let dayStart = from - (((from % DAY) + DAY) % DAY);
  for (let n = 0; n < MAX_DAYS; n++, dayStart += DAY) {
    for (const [open, close] of openSpans(cal, dayStart)) {
      const begin = Math.max(open, from);
      if (begin >= close) continue;
      if (remaining <= close - begin) return fromLocal(begin + remaining);
      remaining -= close - begin;
    }
  }
  return null;
}

/** Open time between two moments, in whole minutes (rounded down); 0 when `to` is not after `from`. */
export function businessMinutesBetween(from: Date, to: Date, cal: Calendar): number {
  const a = toLocal(from);
  const b = toLocal(to);
  if (b <= a) return 0;
  let total = 0;
  for (let dayStart = a - (((a % DAY) + DAY) % DAY); dayStart < b; dayStart += DAY) {
    for (const [open, close] of openSpans(cal, dayStart)) {
      const span = Math.min(close, b) - Math.max(open, a);
      if (span > 0) total += span;
    }
  }
  return Math.floor(total / MINUTE);
}
