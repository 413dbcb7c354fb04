import Holidays from 'date-holidays';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { businessDate } from '#common/business-date';
import { DESK_MESSAGES, type Holiday } from '#common/schemas/lead-desk';
import type { Db } from '../../db/client';
import { holidaySeededYears, holidays } from '../../db/schema';
import { NotFound, ValidationFailed } from '../../errors';

// The days the response clock stops (docs/product.md §24, decision 047). Each year is seeded once
// from date-holidays (PH): its regular holidays (`public`) and special non-working days
// (`optional`), not the observances, which are working days. After that the admins own the list,
// so a seeded day they delete stays deleted and a day they add is never overwritten.

const SEEDED_TYPES = new Set(['public', 'optional']);

const columns = { id: holidays.id, date: holidays.date, name: holidays.name, source: holidays.source };
type Row = { id: number; date: string; name: string; source: string };
const toHoliday = (row: Row): Holiday => ({ ...row, source: row.source as Holiday['source'] });

const manilaYear = (now: Date) => Number(businessDate(now).slice(0, 4));

/** The year's holidays from the library: the date as written (local to PH), its first 10 characters. */
function libraryHolidays(year: number): { date: string; name: string }[] {
  return new Holidays('PH')
    .getHolidays(year)
    .filter((h) => SEEDED_TYPES.has(h.type))
    .map((h) => ({ date: h.date.slice(0, 10), name: h.name }));
}

/**
 * Seeds the Manila year of `now` and the next, each only if never seeded. Run at start and hourly:
 * the year row is claimed and the holidays written in one transaction, so of two instances starting
 * together one seeds and the other, waiting on the year's key, finds it taken and does nothing.
 */
export async function ensureHolidays(db: Db, now = new Date()): Promise<void> {
  const first = manilaYear(now);
  for (const year of [first, first + 1]) {
    await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(holidaySeededYears)
        .values({ year })
        .onConflictDoNothing()
        .returning({ year: holidaySeededYears.year });
      if (claimed.length === 0) return;
      const days = libraryHolidays(year).map((h) => ({ ...h, source: 'seeded' as const }));
      if (days.length > 0)
        await tx.insert(holidays).values(days).onConflictDoNothing({ target: holidays.date });
    });
  }
}

/** One year's holidays (by default the current one in Manila), by date. */
export async function listHolidays(db: Db, year = manilaYear(new Date())): Promise<Holiday[]> {
  const rows = await db
    .select(columns)
    .from(holidays)
    .where(and(gte(holidays.date, `${year}-01-01`), lte(holidays.date, `${year}-12-31`)))
    .orderBy(asc(holidays.date));
  return rows.map(toHoliday);
}

/** A day the admins close; 422 on `date` when that day is a holiday already. */
export async function addHoliday(db: Db, input: { date: string; name: string }): Promise<Holiday> {
  const [row] = await db
    .insert(holidays)
    .values({ date: input.date, name: input.name, source: 'admin' })
    .onConflictDoNothing({ target: holidays.date })
    .returning(columns);
  if (!row) throw new ValidationFailed({ date: [DESK_MESSAGES.holidayTaken] });
  return toHoliday(row);
}

/** Renames a holiday; its date and source stay. */
export async function renameHoliday(db: Db, id: number, name: string): Promise<Holiday> {
  const [row] = await db
    .update(holidays)
    .set({ name, updatedAt: new Date() })
    .where(eq(holidays.id, id))
    .returning(columns);
  if (!row) throw new NotFound(DESK_MESSAGES.holidayNotFound);
  return toHoliday(row);
}

/** Opens the day again. A seeded one stays deleted: its year is never seeded twice. */
export async function deleteHoliday(db: Db, id: number): Promise<void> {
  const gone = await db.delete(holidays).where(eq(holidays.id, id)).returning({ id: holidays.id });
  if (gone.length === 0) throw new NotFound(DESK_MESSAGES.holidayNotFound);
}
