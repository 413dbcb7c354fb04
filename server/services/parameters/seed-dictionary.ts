import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { parameterCreateSchema } from '#common/schemas/parameters';
import { outsideAudit } from '../../db/acting-user';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { parameters } from '../../db/schema';
import seed from '../../db/seed/parameters.json';

// The starting dictionary (docs/product.md §17): the trade's names for every demo category's
// specifications. Loaded once per database; after that the admins own it.

const SEED_LOCK = 7_301_017; // arbitrary advisory-lock key, so two instances starting together seed once

export const SEED_PARAMETERS = z.array(parameterCreateSchema).parse(seed);

/**
 * Loads the seed dictionary into a database whose parameters table was never filled. "Never" is
 * read from the id sequence: it has been used once any entry was inserted, so entries an admin
 * deleted, even all of them, do not come back on the next start.
 */
export async function ensureDictionary(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    await outsideAudit(tx);
    const [seq] = rowsOf<{ used: boolean }>(
      await tx.execute(sql`select is_called as used from parameters_id_seq`),
    );
    if (seq?.used) return false;
    await tx.insert(parameters).values(
      SEED_PARAMETERS.map((p) => ({
        key: p.key,
        name: p.name,
        aliases: p.aliases,
        kind: p.kind,
        metricUnit: p.metric_unit ?? null,
        imperialUnit: p.imperial_unit ?? null,
        decimals: p.decimals,
        better: p.better ?? null,
        categories: p.categories,
        filterable: p.filterable,
        position: p.position,
      })),
    );
    return true;
  });
}
