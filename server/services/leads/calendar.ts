import { eq, gte } from 'drizzle-orm';
import { businessDate } from '#common/business-date';
import type { Db } from '../../db/client';
import { holidays, leadDesk } from '../../db/schema';
import type { Calendar } from './clock';

// The desk's one row and the calendar the response clock counts on (docs/product.md §24).

/** The lead desk's settings: opening hours, targets per kind, the fallback person. */
export async function readDeskRow(db: Db) {
  const [row] = await db.select().from(leadDesk).where(eq(leadDesk.id, true));
  if (!row) throw new Error('lead_desk has no row: migration 0016 inserts it');
  return row;
}

/**
 * The opening hours and the holidays from the day before `from` on (Manila dates): what the clock
 * needs to count forward from `from`. The holidays are a few dozen rows a year.
 */
export async function loadCalendar(db: Db, from: Date): Promise<Calendar> {
  const desk = await readDeskRow(db);
  const since = businessDate(new Date(from.getTime() - 24 * 3600_000));
  const rows = await db.select({ date: holidays.date }).from(holidays).where(gte(holidays.date, since));
  return { hours: desk.businessHours, holidays: new Set(rows.map((r) => r.date)) };
}
