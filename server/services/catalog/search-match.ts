import { and, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { searchWords } from './listing-order';

// What a search finds (decision 036), as one condition on a search text: every word of the search
// (its first MAX_SEARCH_TERMS: searchWords) must match there, where a word matches as itself, its
// singular, a synonym staff gave it (search_synonyms), or, when the catalogue holds it nowhere,
// the catalogue's nearest words within two edits. ironsite_search_patterns (migration 0014) turns
// the words into one regular expression each; scalar subqueries make PostgreSQL compute them once
// per statement (InitPlans) rather than once per row.
//
// One condition per pattern lets the trigram index answer each (a regular expression with
// alternatives is one of its operators); `~ all(patterns)` alone cannot use it and read every
// listed row: 30-60 ms against 2 ms for `loader` at 10 000 variants. A synonym's phrase takes
// the place of several words, so there may be fewer patterns than words, never more (one per
// synonym's run of words, one per other word): a missing one repeats the first, and every pattern
// has its condition. (A closing `~ all(patterns)` once held them again: it cost a second reckoning
// of the patterns and a second match of every found row, 2–3 ms of a 10 ms search at 10 000
// variants, 4 Dec 2026.)

/** The search condition on `column` (a lower-cased, unaccented search text), or none without words. */
export function searchMatch(search: string | undefined, column: AnyPgColumn): SQL | undefined {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  return wordsMatch(
    sql`array[${sql.join(
      words.map((w) => sql`${w}`),
      sql`, `,
    )}]::text[]`,
    words.length,
    column,
  );
}

/**
 * The same condition over `count` words given as one text array: `words` is an array expression or
 * a prepared statement's placeholder (listing-search.ts prepares the plain search per word count).
 */
export function wordsMatch(words: SQL, count: number, column: AnyPgColumn): SQL {
  const patterns = sql`ironsite_search_patterns(${words})`;
  const each = Array.from(
    { length: count },
    (_, i) =>
      sql`${column} ~ (select coalesce(p[${sql.raw(String(i + 1))}], p[1]) from (select ${patterns} as p) s)`,
  );
  return and(...each)!;
}
