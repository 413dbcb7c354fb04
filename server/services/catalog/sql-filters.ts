import { eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Case-insensitive "contains" over any of the columns; LIKE wildcards in the term match literally. */
export function containsAny(term: string | undefined, columns: AnyPgColumn[]): SQL | undefined {
  if (!term) return undefined;
  const pattern = `%${term.replace(/[\\%_]/g, '\\$&')}%`;
  return or(...columns.map((c) => ilike(c, pattern)));
}

/** The navigation sends a brand or category as an id or as a name; match either. */
export function idOrName(idColumn: AnyPgColumn, nameColumn: AnyPgColumn, value: string): SQL {
  const byName = eq(sql`lower(${nameColumn})`, value.toLowerCase());
  const id = /^\d{1,10}$/.test(value) ? Number(value) : 0;
  return id > 0 && id <= 2_147_483_647 ? or(eq(idColumn, id), byName)! : byName;
}
