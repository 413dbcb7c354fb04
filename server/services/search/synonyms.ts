import { and, asc, count, eq } from 'drizzle-orm';
import { SYNONYMS_LIMIT, type Synonym, type SynonymInput } from '#common/schemas/search-synonyms';
import type { Db } from '../../db/client';
import { searchSynonyms } from '../../db/schema';
import { NotFound, ValidationFailed } from '../../errors';
import { assertFree, guardUnique } from '../guard-unique';

// The search's synonym list (decision 036). The search reads the table itself in its one
// statement (ironsite_search_patterns), so a save needs no cache here: the admin scope's write
// hook empties the read cache, and the next search sees the list as saved.

const DUPLICATE = { meaning: ['This word already has this meaning.'] };

const toSynonym = (row: typeof searchSynonyms.$inferSelect): Synonym => ({
  id: row.id,
  term: row.term,
  meaning: row.meaning,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export async function listSynonyms(db: Db): Promise<Synonym[]> {
  const rows = await db
    .select()
    .from(searchSynonyms)
    .orderBy(asc(searchSynonyms.term), asc(searchSynonyms.meaning));
  return rows.map(toSynonym);
}

const assertPairFree = (db: Db, input: SynonymInput, exceptId?: number) =>
  assertFree(
    db,
    searchSynonyms.id,
    and(eq(searchSynonyms.term, input.term), eq(searchSynonyms.meaning, input.meaning)),
    DUPLICATE,
    exceptId,
  );

export async function createSynonym(db: Db, input: SynonymInput): Promise<Synonym> {
  await assertPairFree(db, input);
  const [{ n }] = await db.select({ n: count() }).from(searchSynonyms);
  if (n >= SYNONYMS_LIMIT)
    throw new ValidationFailed({ term: [`The list holds at most ${SYNONYMS_LIMIT} synonyms.`] });
  const [row] = await guardUnique(db.insert(searchSynonyms).values(input).returning(), DUPLICATE);
  return toSynonym(row);
}

export async function updateSynonym(db: Db, id: number, input: SynonymInput): Promise<Synonym> {
  await assertPairFree(db, input, id);
  const [row] = await guardUnique(
    db
      .update(searchSynonyms)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(searchSynonyms.id, id))
      .returning(),
    DUPLICATE,
  );
  if (!row) throw new NotFound('Synonym not found.');
  return toSynonym(row);
}

export async function deleteSynonym(db: Db, id: number): Promise<void> {
  const gone = await db
    .delete(searchSynonyms)
    .where(eq(searchSynonyms.id, id))
    .returning({ id: searchSynonyms.id });
  if (gone.length === 0) throw new NotFound('Synonym not found.');
}
