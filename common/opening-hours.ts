import { manilaClock, manilaDay } from './date-format';
import type { OpenInterval } from './schemas/lead-desk';
import { WEEKDAY_LABELS, WEEKDAYS, type Weekday } from './weekdays';

// Opening hours as people read them (docs/product.md §2.9, §24, §28): the lead desk's week on the
// Contact page and in the footer, and each branch's on /branches, with whether it is open now. The
// week is in Manila time, a fixed offset (decision 010), so the browser works it out as the server
// would, whatever the visitor's own zone.

/** A week of opening hours: the lead desk's shape (common/schemas/lead-desk.ts), as read back. */
type WeekHours = { days: Readonly<Partial<Record<string, readonly OpenInterval[]>>> };

/** One line of an hours table: a day or a run of days with the same hours. */
export interface OpeningHoursRow {
  days: string;
  time: string;
}

/** "08:00" → "8:00 AM", "12:30" → "12:30 PM", "24:00" → "midnight". */
function clock(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  if (h === 24 || (h === 0 && m === 0)) return 'midnight';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

const sorted = (intervals: readonly OpenInterval[]) =>
  [...intervals].sort((a, b) => (a.open < b.open ? -1 : a.open > b.open ? 1 : 0));

const dayTime = (intervals: readonly OpenInterval[]) =>
  intervals.length === 0
    ? 'Closed'
    : sorted(intervals)
        .map((i) => `${clock(i.open)} – ${clock(i.close)}`)
        .join(', ');

/** Monday to Sunday, days in a row with the same hours on one line: "Monday – Friday: 8:00 AM – 5:00 PM". */
export function openingHoursRows(hours: WeekHours): OpeningHoursRow[] {
  const rows: { first: Weekday; last: Weekday; time: string }[] = [];
  for (const day of WEEKDAYS) {
    const time = dayTime(hours.days[day] ?? []);
    const previous = rows.at(-1);
    if (previous?.time === time) previous.last = day;
    else rows.push({ first: day, last: day, time });
  }
  return rows.map(({ first, last, time }) => ({
    days: first === last ? WEEKDAY_LABELS[first] : `${WEEKDAY_LABELS[first]} – ${WEEKDAY_LABELS[last]}`,
    time,
  }));
}

/** Open now and until when, or closed and when it next opens ("tomorrow", a weekday), in Manila time. */
export type OpenState =
  | { open: true; closes: string }
  | { open: false; opens: { day: 'today' | 'tomorrow' | string; time: string } | null };

// The day and time in Manila by its fixed offset (common/date-format.ts; the browser's own zone
// does not matter); this module stays free of the schemas' code, as /branches loads it on first paint.
const DAY_MS = 86_400_000;

/**
 * Open or closed at `now`, from the week and the days it is closed besides (`closedOn`: the
 * holidays, "YYYY-MM-DD" in Manila); it looks a fortnight ahead, so a run of holidays after a
 * weekend still finds the next opening.
 */
export function openState(hours: WeekHours, now: Date, closedOn: readonly string[] = []): OpenState {
  const manila = manilaClock(now);
  // WEEKDAYS starts on Monday, getUTCDay on Sunday.
  const today = (manila.getUTCDay() + 6) % 7;
  const time = manila.toISOString().slice(11, 16);
  const day = (offset: number) => WEEKDAYS[(today + offset) % 7];
  const closed = new Set(closedOn);
  const intervals = (offset: number) =>
    closed.has(manilaDay(new Date(now.getTime() + offset * DAY_MS)))
      ? []
      : sorted(hours.days[day(offset)] ?? []);
  const current = intervals(0).find((i) => i.open <= time && time < i.close);
  if (current) return { open: true, closes: clock(current.close) };
  for (let offset = 0; offset < 14; offset++) {
    const next = intervals(offset).find((i) => offset > 0 || i.open > time);
    if (next)
      return {
        open: false,
        opens: {
          day:
            offset === 0
              ? 'today'
              : offset === 1
                ? 'tomorrow'
                : offset < 7
                  ? WEEKDAY_LABELS[day(offset)]
                  : `${WEEKDAY_LABELS[day(offset)]}, ${manilaDay(new Date(now.getTime() + offset * DAY_MS))}`,
          time: clock(next.open),
        },
      };
  }
  return { open: false, opens: null };
}
