import { eq, inArray, sql } from 'drizzle-orm';
import type { AdminVariant } from '#common/schemas/variant';
import type { Db } from '../../db/client';
import { variants } from '../../db/schema';
import { NotFound } from '../../errors';
import { indexVariantSpecs } from '../parameters/spec-index';
import { getVariant } from './variants';

// Clone variant (docs/product.md §17): a copy of every field an admin edits, under the name
// "<name> (copy)", or "(copy 2)", "(copy 3)"… when that name is taken (case does not matter).

const MAX_NAME = 255;
const BATCH = 20;

/** The n-th candidate name, the original shortened so the suffix always fits. */
function copyName(name: string, n: number): string {
  const suffix = n === 1 ? ' (copy)' : ` (copy ${n})`;
  return `${name.slice(0, MAX_NAME - suffix.length).trimEnd()}${suffix}`;
}

async function freeCopyName(db: Db, name: string): Promise<string> {
  for (let first = 1; ; first += BATCH) {
    const candidates = Array.from({ length: BATCH }, (_, i) => copyName(name, first + i));
    const taken = await db
      .select({ name: sql<string>`lower(${variants.name})` })
      .from(variants)
      .where(
        inArray(
          sql`lower(${variants.name})`,
          candidates.map((c) => c.toLowerCase()),
        ),
      );
    const used = new Set(taken.map((row) => row.name));
    const free = candidates.find((c) => !used.has(c.toLowerCase()));
    if (free) return free;
  }
}

export async function cloneVariant(db: Db, id: number): Promise<AdminVariant> {
  const copyId = await db.transaction(async (tx) => {
    const [source] = await tx.select().from(variants).where(eq(variants.id, id));
    if (!source) throw new NotFound('Variant not found.');
    // Every column but its own id, name and times, so a new column is copied without a line here.
    const { id: _id, createdAt: _created, updatedAt: _updated, ...copy } = source;
    const [row] = await tx
      .insert(variants)
      .values({ ...copy, name: await freeCopyName(tx, source.name) })
      .returning({ id: variants.id });
    await indexVariantSpecs(tx, [row.id]);
    return row.id;
  });
  return getVariant(db, copyId);
}
