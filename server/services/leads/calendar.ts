import { eq, gte, sql } from 'drizzle-orm';
import { businessDate } from '#common/business-date';
import { DEFAULT_BUSINESS_HOURS, DEFAULT_RESPONSE_TARGETS } from '#common/schemas/lead-desk';
import type { Db } from '../../db/client';
import { holidays, leadDesk } from '../../db/schema';
import type { Calendar } from './clock';

// The desk's one row and the calendar the response clock counts on (docs/product.md §24).

/**
 * The lead desk's settings: opening hours, targets per kind, the fallback person. Migration 0016
 * inserts the row; without it (a database emptied by hand, the tests' template) the defaults hold,
 * and the first save writes the row (an upsert).
 */
export async function readDeskRow(db: Db): Promise<typeof leadDesk.$inferSelect> {
  const [row] = await db.select().from(leadDesk).where(eq(leadDesk.id, true));
  return (
    row ?? {
      id: true,
      businessHours: DEFAULT_BUSINESS_HOURS,
      responseTargets: DEFAULT_RESPONSE_TARGETS,
      fallbackUserId: null,
      updatedAt: new Date(0),
    }
  );
}

/**
 * The desk's row and the calendar counting from `from`, in one query (a new lead's creation reads
 * both, and each round trip counts there).
 */
export async function readDeskAndCalendar(db: Db, from: Date) {
  const since = businessDate(new Date(from.getTime() - 24 * 3600_000));
  const [row] = await db
    .select({
      desk: leadDesk,
      holidays: sql<
        string[]
      >`coalesce((select array_agg(h.date::text) from holidays h where h.date >= ${since}), '{}')`,
    })
    .from(leadDesk)
    .where(eq(leadDesk.id, true));
  if (!row) {
    const desk = await readDeskRow(db);
    return { desk, calendar: await loadCalendar(db, from, desk) };
  }
  return { desk: row.desk, calendar: { hours: row.desk.businessHours, holidays: new Set(row.holidays) } };
}

/**
 * The opening hours and the holidays from the day before `from` on (Manila dates): what the clock
 * needs to count forward from `from`. The holidays are a few dozen rows a year.
 */
export async function loadCalendar(
  db: Db,
  from: Date,
  desk?: Pick<typeof leadDesk.$inferSelect, 'businessHours'>,
): Promise<Calendar> {
  const hours = (desk ?? (await readDeskRow(db))).businessHours;
  const since = businessDate(new Date(from.getTime() - 24 * 3600_000));
  const rows = await db.select({ date: holidays.date }).from(holidays).where(gte(holidays.date, since));
  return { hours, holidays: new Set(rows.map((r) => r.date)) };
}
