import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { searchWords } from './listing-order';

// What a search finds (decision 036), as one condition on a search text: every word of the search
// (its first MAX_SEARCH_TERMS: searchWords) must match there, where a word matches as itself, its
// singular, a synonym staff gave it (search_synonyms), or, when the catalogue holds it nowhere,
// the catalogue's nearest words within two edits. ironsite_search_patterns (migration 0013) turns
// the words into one regular expression each; the scalar subquery makes PostgreSQL compute them
// once per statement (an InitPlan) rather than once per row.

/** The search condition on `column` (a lower-cased, unaccented search text), or none without words. */
export function searchMatch(search: string | undefined, column: AnyPgColumn): SQL | undefined {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  const list = sql.join(
    words.map((w) => sql`${w}`),
    sql`, `,
  );
  return sql`${column} ~ all((select ironsite_search_patterns(array[${list}]::text[]))::text[])`;
}
