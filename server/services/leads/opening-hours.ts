import { type OpeningHoursRow, openingHoursRows } from '#common/opening-hours';
import type { Db } from '../../db/client';
import { readDeskRow } from './calendar';

// The main office's opening hours as the public site shows them (the Contact page and the footer,
// docs/product.md §2.9, §24): made from the lead desk's business hours, the ones the response clock
// counts, so the site never promises hours the desk does not keep. One source: Settings → Leads.
// The rows are written by common/opening-hours.ts, which the branches' hours use too.

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
