import { tmpdir } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asDryRun } from '../../server/db/acting-user';
import type { Db } from '../../server/db/client';
import { rowsOf } from '../../server/db/rows';
import { variants } from '../../server/db/schema';
import { runImport } from '../../server/services/catalog-sheet/import';
import { readSpreadsheet } from '../../server/services/catalog-sheet/parse-file';
import { localDiskStore } from '../../server/services/media/storage';
import { setupApi } from '../support/api';
import { seedSpecCatalog } from './support/spec-catalog';

// An import's dry run is rolled back, so its transaction keeps no derived data current (migration
// 0034, docs/product.md §27.2): the variants' search text, the listing and its counts, the
// specification rows' copy of the listing and the listed specification summary stay as they were.
// The same writes in any other transaction keep every one of them current.
const ctx = setupApi();

class Rollback extends Error {}

const rows = async (db: Db, query: ReturnType<typeof sql>) => rowsOf<unknown>(await db.execute(query));

const derived = async (db: Db) => ({
  searchText: await rows(db, sql`select id, search_text from variants order by id`),
  listing: await rows(db, sql`select * from variant_listing order by variant_id`),
  counts: await rows(db, sql`select * from listed_variant_counts where variants <> 0 order by 1, 2`),
  specCopies: await rows(
    db,
    sql`select variant_id, parameter_id, listed, brand_id, category_id from variant_specs order by 1, 2`,
  ),
  summary: await rows(db, sql`select * from listed_spec_summary order by 1, 2, 3, 4, 5, 7`),
});

/** A variant renamed, repriced and moved; a product renamed; a brand hidden; a figure changed. */
async function catalogueWrites() {
  const { v, cat } = await seedSpecCatalog(ctx.db);
  const productOf = async (id: number) =>
    (await ctx.db.select({ p: variants.productId }).from(variants).where(eq(variants.id, id)))[0].p;
  const renamedProduct = await productOf(v.bpg1000);
  const otherProduct = await productOf(v.bpg1500);
  return async (tx: Db) => {
    await tx.execute(
      sql`update variants set name = 'BPG-250 Plus', price = 4200000, introduction = 'Sealed cab'
        where id = ${v.bpg250}`,
    );
    await tx.execute(sql`update variants set product_id = ${otherProduct} where id = ${v.wa10}`);
    await tx.execute(sql`update products set name = 'BPG Range' where id = ${renamedProduct}`);
    await tx.execute(sql`update brands set is_active = false where id = ${cat.id}`);
    await tx.execute(
      sql`update variant_specs set si_min = si_min * 2, si_max = si_max * 2 where variant_id = ${v.bpg1000}`,
    );
  };
}

describe("a dry run's transaction", () => {
  it('writes what it is asked to but keeps no derived data current', async () => {
    const writes = await catalogueWrites();
    const before = await derived(ctx.db);
    const run = ctx.db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      await asDryRun(t);
      await writes(t);
      expect(await rows(t, sql`select 1 from variants where name = 'BPG-250 Plus'`)).toHaveLength(1);
      expect(await derived(t)).toEqual(before);
      throw new Rollback();
    });
    await expect(run).rejects.toBeInstanceOf(Rollback);
    expect(await derived(ctx.db)).toEqual(before);
  });

  it('is the only one: the same writes in another transaction keep all of it current', async () => {
    const writes = await catalogueWrites();
    const before = await derived(ctx.db);
    await ctx.db.transaction(async (tx) => writes(tx as unknown as Db));
    const after = await derived(ctx.db);
    for (const part of Object.keys(before) as (keyof typeof before)[])
      expect(after[part], part).not.toEqual(before[part]);
  });

  it("is what an import's dry run checks in, and not what its apply writes in", async () => {
    const { v } = await seedSpecCatalog(ctx.db);
    const file = Buffer.from(`variant_id,price\n${v.bpg250},4100000\n`);
    const tables = await readSpreadsheet(file);
    // The file names no image: nothing is stored.
    const images = { store: localDiskStore(tmpdir()), allowPrivateHosts: false, timeoutMs: 1000 };
    const settings: string[] = [];
    for (const dryRun of [true, false]) {
      const { result } = await runImport(ctx.db, tables, {
        dryRun,
        images,
        onRow: async (_, tx) => {
          const [row] = rowsOf<{ on: string }>(
            await tx.execute(sql`select coalesce(current_setting('app.dry_run', true), '') as on`),
          );
          settings.push(row.on);
        },
      });
      expect(result.summary.update.variants).toBe(1);
    }
    expect(settings).toEqual(['on', '']);
  });

  it('reports what the apply then does: renames, prices, figures, a product moved, new records', async () => {
    const { v } = await seedSpecCatalog(ctx.db);
    const file = Buffer.from(
      [
        'variant_id,variant_name,product,brand,category,price,introduction,spec: Operating Mass [kg]',
        `${v.bpg250},BPG-250 Plus,,,,4100000,Sealed cab,5200`,
        `${v.wa10},,BPG,Komatsu,Excavators,,,`,
        ',NX-5,NX Series,Norvane,Graders,2500000,A new grader,14000',
      ].join('\n'),
    );
    const tables = await readSpreadsheet(file);
    const images = { store: localDiskStore(tmpdir()), allowPrivateHosts: false, timeoutMs: 1000 };
    const report = async (dryRun: boolean) => {
      const { result } = await runImport(ctx.db, tables, { dryRun, images });
      // Ids of records the run creates differ between a run rolled back and one kept.
      const changes = result.changes.map(({ id, ...change }) => change);
      return { summary: result.summary, errors: result.errors, changes };
    };
    const checked = await report(true);
    expect(checked.errors).toEqual([]);
    expect(checked.summary.create).toMatchObject({ brands: 1, categories: 1, products: 1, variants: 1 });
    expect(checked.summary.update.variants).toBe(2);
    expect(await report(false)).toEqual(checked);
  });
});
