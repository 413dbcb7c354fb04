import { sql } from 'drizzle-orm';
import { businessDate } from '#common/business-date';
import { missWords } from '#common/search-words';
import type { Db } from '../../db/client';

// Searches that found nothing, counted per business day (docs/product.md, decision 036): the
// words only (missWords), nothing about who searched. One upsert adds to the day's count; a day
// takes at most MISSES_PER_DAY distinct searches, so a script sending random words cannot grow
// the table without bound (its searches past the cap are dropped, known ones still count).

const MISSES_PER_DAY = 500;
/** The dashboard's window and length (admin dashboard card). */
export const MISSES_DAYS = 30;
const MISSES_TOP = 20;

export async function recordMiss(db: Db, search: string | undefined, now = new Date()): Promise<void> {
  const words = missWords(search);
  if (!words) return;
  const day = businessDate(now);
  await db.execute(sql`
    insert into search_misses_daily (day, words, count)
    select ${day}::date, ${words}, 1
    where exists (select 1 from search_misses_daily where day = ${day}::date and words = ${words})
      or (select count(*) from search_misses_daily where day = ${day}::date) < ${MISSES_PER_DAY}
    on conflict (day, words) do update set count = search_misses_daily.count + 1`);
}

/** The most frequent misses of the last MISSES_DAYS business days, most frequent first. */
export async function topMisses(db: Db, now = new Date()): Promise<{ words: string; count: number }[]> {
  const since = businessDate(new Date(now.getTime() - (MISSES_DAYS - 1) * 86_400_000));
  const res = await db.execute(sql`
    select words, sum(count)::int as count from search_misses_daily
    where day >= ${since}::date
    group by words order by sum(count) desc, words limit ${MISSES_TOP}`);
  return (res as unknown as { rows: { words: string; count: number }[] }).rows.map((r) => ({
    words: r.words,
    count: Number(r.count),
  }));
}
