import { eq } from 'drizzle-orm';
import type { Parameter } from '#common/schemas/parameters';
import type { Db } from '../../db/client';
import { parameters } from '../../db/schema';
import { ValidationFailed } from '../../errors';
import { findParameter, getParameter } from './dictionary';
import { affectedRows, rereadRows } from './reread';
import { namesOf, normName } from './spec-index';
import { rekeyStoredRows } from './stored-keys';

const MAX_ALIASES = 30; // as parameterCreateSchema allows, so the merged entry can still be edited

/**
 * Merges one parameter into another (docs/product.md §17): the source's name and aliases become
 * aliases of the target, its rows are read again as the target's, and the source is deleted. Only
 * parameters of the same kind merge: values read as one kind (a mass) would not read as another.
 */
export async function mergeParameter(db: Db, sourceId: number, intoId: number): Promise<Parameter> {
  await db.transaction(async (tx) => {
    const source = await findParameter(tx, sourceId);
    if (intoId === sourceId)
      throw new ValidationFailed({ into: ['A parameter cannot be merged into itself.'] });
    const [target] = await tx.select().from(parameters).where(eq(parameters.id, intoId));
    if (!target) throw new ValidationFailed({ into: ['The parameter to merge into does not exist.'] });
    if (target.kind !== source.kind) {
      throw new ValidationFailed({
        into: [`Only parameters of the same kind can be merged (${source.kind} into ${target.kind}).`],
      });
    }
    const seen = new Set([normName(target.name)]);
    const aliases: string[] = [];
    for (const alias of [...target.aliases, source.name, ...source.aliases]) {
      if (seen.has(normName(alias))) continue;
      seen.add(normName(alias));
      aliases.push(alias);
    }
    if (aliases.length > MAX_ALIASES) {
      throw new ValidationFailed({
        into: [
          `The merged parameter would have ${aliases.length} aliases; at most ${MAX_ALIASES} are allowed.`,
        ],
      });
    }
    // Both scoped: the union; either unscoped: the target's scope stays (its rows match by name anyway).
    const categories =
      target.categories.length > 0 && source.categories.length > 0
        ? [...new Set([...target.categories, ...source.categories])]
        : target.categories;
    // The target's own rows read as before: same kind, and only names are added to it.
    const affected = await affectedRows(tx, [source.id], namesOf(source));
    await tx
      .update(parameters)
      .set({ aliases, categories, updatedAt: new Date() })
      .where(eq(parameters.id, target.id));
    await tx.delete(parameters).where(eq(parameters.id, source.id));
    await rekeyStoredRows(tx, source.key, target.key);
    await rereadRows(tx, affected);
  });
  return getParameter(db, intoId);
}
