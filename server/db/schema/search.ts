import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { moment } from './columns';

/**
 * The trade's local words for a machine (docs/product.md, decision 036): a search for `term`
 * also finds what `meaning` finds (payloader → wheel loader). Both are stored normalised (lower
 * case, unaccented, single spaces), as the search compares them; staff edit them in the admin.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: serial('id').primaryKey(),
    term: text('term').notNull(),
    meaning: text('meaning').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('search_synonyms_term_meaning_idx').on(t.term, t.meaning),
    check('search_synonyms_differ_check', sql`${t.term} <> ${t.meaning}`),
  ],
);

/**
 * Every word the catalogue's search text holds, kept by a trigger on variant_listing (migration
 * 0014): a misspelt search word is matched against these by edit distance (decision 036). Words
 * are never removed; a stale one only widens a misspelt search to a word that finds nothing.
 */
export const searchLexicon = pgTable('search_lexicon', { word: text('word').primaryKey() }, (t) => [
  index('search_lexicon_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/**
 * Searches that found nothing, counted per business day: the normalised words only, nothing about
 * who searched (docs/product.md). Bumped with an upsert (services/search/misses.ts).
 */
export const searchMissesDaily = pgTable(
  'search_misses_daily',
  {
    day: date('day').notNull(),
    words: text('words').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.words] }),
    check('search_misses_daily_count_check', sql`${t.count} > 0`),
  ],
);
