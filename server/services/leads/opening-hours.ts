import { type BusinessHours, type OpenInterval, WEEKDAY_LABELS, WEEKDAYS } from '#common/schemas/lead-desk';
import type { Db } from '../../db/client';
import { readDeskRow } from './calendar';

// The main office's opening hours as the public site shows them (the Contact page and the footer,
// docs/product.md §2.9, §24): made from the lead desk's business hours, the ones the response clock
// counts, so the site never promises hours the desk does not keep. One source: Settings → Leads.

/** One line of the Contact page's table: a day or a run of days with the same hours. */
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

const dayTime = (intervals: readonly OpenInterval[]) =>
  intervals.length === 0
    ? 'Closed'
    : [...intervals]
        .sort((a, b) => a.open.localeCompare(b.open))
        .map((i) => `${clock(i.open)} – ${clock(i.close)}`)
        .join(', ');

/** Monday to Sunday, days in a row with the same hours on one line: "Monday – Friday: 8:00 AM – 5:00 PM". */
function openingHoursRows(hours: BusinessHours): OpeningHoursRow[] {
  const rows: { first: string; last: string; time: string }[] = [];
  for (const day of WEEKDAYS) {
    const time = dayTime(hours.days[day]);
    const previous = rows.at(-1);
    if (previous?.time === time) previous.last = day;
    else rows.push({ first: day, last: day, time });
  }
  return rows.map(({ first, last, time }) => ({
    days:
      first === last
        ? WEEKDAY_LABELS[first as keyof typeof WEEKDAY_LABELS]
        : `${WEEKDAY_LABELS[first as keyof typeof WEEKDAY_LABELS]} – ${WEEKDAY_LABELS[last as keyof typeof WEEKDAY_LABELS]}`,
    time,
  }));
}

/** The footer's line and the public settings' `business_hours`: the rows, open days only. */
export function openingHoursText(rows: readonly OpeningHoursRow[]): string {
  return rows
    .filter((r) => r.time !== 'Closed')
    .map((r) => `${r.days}: ${r.time}`)
    .join('; ');
}

/** The desk's hours as the public site shows them (a public read: no personal data). */
export async function publicOpeningHours(db: Db): Promise<OpeningHoursRow[]> {
  return openingHoursRows((await readDeskRow(db)).businessHours);
}
