import { type SQL, sql } from 'drizzle-orm';
import {
  BULK_MAX,
  BULK_MESSAGES,
  type BulkAction,
  type BulkInput,
  type BulkResource,
} from '#common/schemas/bulk';
import { TRASH_NOUNS, type TrashEntity } from '#common/schemas/trash';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { HttpError, ValidationFailed } from '../../errors';
import { listBrands } from '../catalog/brands';
import { listCategories } from '../catalog/categories';
import { assertNoDependants } from '../catalog/delete-guard';
import { listProducts } from '../catalog/products';
import { listAdminVariants } from '../catalog/variants';
import { listAll as listNews } from '../news';
import { indexVariantSpecs } from '../parameters/spec-index';
import { type PublishedEntity, publish, unpublish } from '../publication';
import { moveManyToTrash } from '../trash';

// Bulk actions (docs/product.md §26, "Bulk actions and undo", decision 067). One request is one transaction, and so one
// change set of the audit trail (the triggers give all its entries one change_set_id; updates are
// recorded as `bulk`). Each row's rules are checked as if it were edited alone; one refused row
// refuses the whole request, naming every refused row, and nothing is written.

const ident = (name: string) => sql.identifier(name);
const idArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

interface Row {
  id: number;
  name: string;
}

interface Act {
  /** The rows this action refuses, each with the reason it would be refused alone. */
  refuse?: (tx: Db, rows: Row[]) => Promise<Map<number, string>>;
  apply: (tx: Db, ids: number[], input: BulkInput) => Promise<void>;
}

interface Kind {
  entity: TrashEntity;
  table: string;
  nameColumn: string;
  /** Every record the list's search matches: the list's own query, so "all N matching" is what it shows. */
  matching: (db: Db, search: string) => Promise<{ ids: number[]; total: number }>;
  actions: Partial<Record<BulkAction, Act>>;
}

const setFlag = (table: string, column: string, value: boolean): Act => ({
  apply: async (tx, ids) => {
    await tx.execute(sql`
      update ${ident(table)} set ${ident(column)} = ${value}, updated_at = now()
      where id = any(${idArray(ids)}) and ${ident(column)} <> ${value}`);
  },
});

/** Activate and deactivate: the table's is_active set on or off. */
const activeFlag = (table: string): Record<'activate' | 'deactivate', Act> => ({
  activate: setFlag(table, 'is_active', true),
  deactivate: setFlag(table, 'is_active', false),
});

/** Published now, or back to a draft (docs/product.md §29): the scheduler's own functions. */
const publication = (entity: PublishedEntity): Record<'publish' | 'unpublish', Act> => ({
  publish: {
    apply: async (tx, ids) => {
      await publish(tx, entity, ids);
    },
  },
  unpublish: {
    apply: async (tx, ids) => {
      await unpublish(tx, entity, ids);
    },
  },
});

/** The ids a statement answers with (`returning id`, `select id`). */
const idsFrom = async (tx: Db, query: SQL) =>
  rowsOf<{ id: number }>(await tx.execute(query)).map((r) => Number(r.id));

/**
 * Where a move goes: its row, which `query` locks for share so it cannot be deleted before the
 * move commits; `refused` (422) when there is none.
 */
async function moveTarget<T>(tx: Db, query: SQL, refused: Record<string, string[]>): Promise<T> {
  const [target] = rowsOf<T>(await tx.execute(query));
  if (!target) throw new ValidationFailed(refused);
  return target;
}

interface Blocker {
  table: string;
  column: string;
  one: string;
  many: string;
}

/** The delete of a single record, for many: decision 002's refusals per row, then the trash. */
function toTrash(entity: TrashEntity, blockers: Blocker[] = [], advice?: string): Act {
  return {
    refuse: async (tx, rows) => {
      const refused = new Map<number, string>();
      if (blockers.length === 0) return refused;
      const counts = await Promise.all(
        blockers.map(async (b) => {
          const res = await tx.execute(sql`
            select ${ident(b.column)} as id, count(*)::int as n from ${ident(b.table)}
            where ${ident(b.column)} = any(${idArray(rows.map((r) => r.id))}) group by 1`);
          return new Map(rowsOf<{ id: number; n: number }>(res).map((r) => [Number(r.id), Number(r.n)]));
        }),
      );
      for (const row of rows) {
        try {
          assertNoDependants(
            TRASH_NOUNS[entity],
            blockers.map((b, i) => ({ count: counts[i].get(row.id) ?? 0, one: b.one, many: b.many })),
            advice,
          );
        } catch (err) {
          refused.set(row.id, (err as Error).message);
        }
      }
      return refused;
    },
    apply: async (tx, ids) => {
      await moveManyToTrash(tx, entity, ids);
    },
  };
}

type ListQuery = { page: number; per_page: number; search: string };
type ListPage = { data: { id: number }[]; total: number };

/** A kind's `matching` through its list: one page of every match, one past BULK_MAX to tell "too many". */
const matchingIn =
  (list: (db: Db, query: ListQuery) => Promise<ListPage>): Kind['matching'] =>
  async (db, search) => {
    const page = await list(db, { page: 1, per_page: BULK_MAX + 1, search });
    return { ids: page.data.map((r) => r.id), total: page.total };
  };

const KINDS: Record<BulkResource, Kind> = {
  brands: {
    entity: 'brand',
    table: 'brands',
    nameColumn: 'name',
    matching: matchingIn(listBrands),
    actions: {
      ...activeFlag('brands'),
      delete: toTrash('brand', [
        { table: 'categories', column: 'brand_id', one: 'category', many: 'categories' },
        { table: 'products', column: 'brand_id', one: 'product', many: 'products' },
      ]),
    },
  },
  categories: {
    entity: 'category',
    table: 'categories',
    nameColumn: 'name',
    matching: matchingIn(listCategories),
    actions: {
      ...activeFlag('categories'),
      delete: toTrash('category', [
        { table: 'products', column: 'category_id', one: 'product', many: 'products' },
      ]),
    },
  },
  products: {
    entity: 'product',
    table: 'products',
    nameColumn: 'name',
    matching: matchingIn(listProducts),
    actions: {
      // As the product form saves a move: the category, and the brand it belongs to (§4).
      move: {
        apply: async (tx, ids, input) => {
          const categoryId = input.category_id!;
          const { brand_id: brandId } = await moveTarget<{ brand_id: number }>(
            tx,
            sql`select brand_id from categories where id = ${categoryId} for share`,
            { category_id: ['The selected category does not exist.'] },
          );
          const moved = await idsFrom(
            tx,
            sql`
              update products set category_id = ${categoryId}, brand_id = ${brandId}, updated_at = now()
              where id = any(${idArray(ids)}) and (category_id <> ${categoryId} or brand_id <> ${brandId})
              returning id`,
          );
          // Parameters may be scoped to categories: the moved products' variants are read again (§17).
          if (moved.length > 0) {
            const variantIds = await idsFrom(
              tx,
              sql`select id from variants where product_id = any(${idArray(moved)})`,
            );
            if (variantIds.length > 0) await indexVariantSpecs(tx, variantIds);
          }
        },
      },
      delete: toTrash(
        'product',
        [{ table: 'variants', column: 'product_id', one: 'variant', many: 'variants' }],
        'Delete',
      ),
    },
  },
  variants: {
    entity: 'variant',
    table: 'variants',
    nameColumn: 'name',
    matching: matchingIn(listAdminVariants),
    actions: {
      move: {
        apply: async (tx, ids, input) => {
          const productId = input.product_id!;
          await moveTarget(tx, sql`select 1 from products where id = ${productId} for share`, {
            product_id: ['The selected product does not exist.'],
          });
          const moved = await idsFrom(
            tx,
            sql`
              update variants set product_id = ${productId}, updated_at = now()
              where id = any(${idArray(ids)}) and product_id <> ${productId} returning id`,
          );
          if (moved.length > 0) await indexVariantSpecs(tx, moved);
        },
      },
      ...publication('variant'),
      delete: toTrash('variant'),
    },
  },
  news: {
    entity: 'news',
    table: 'news',
    nameColumn: 'title',
    matching: matchingIn(listNews),
    actions: {
      ...publication('news'),
      delete: toTrash('news'),
    },
  },
};

/** How many refused rows the 409 names one by one; the message counts them all. */
const NAMED_REFUSALS = 100;

/** The ids a request acts on: those sent, or every match of its search (at most BULK_MAX). */
async function targetIds(db: Db, kind: Kind, input: BulkInput): Promise<number[]> {
  if (input.search === undefined) return [...new Set(input.ids)];
  const { ids, total } = await kind.matching(db, input.search);
  if (total > BULK_MAX) throw new ValidationFailed({ search: [BULK_MESSAGES.tooManyMatching(total)] });
  if (ids.length === 0) throw new ValidationFailed({ search: [BULK_MESSAGES.none] });
  return ids;
}

/** Runs `input.action` on the records of `resource`, as one change set; its id and how many records. */
export async function runBulk(
  db: Db,
  resource: BulkResource,
  input: BulkInput,
): Promise<{ change_set_id: string; count: number; changed: number }> {
  const kind = KINDS[resource];
  const act = kind.actions[input.action];
  if (!act) throw new ValidationFailed({ action: [`Use one of: ${Object.keys(kind.actions).join(', ')}.`] });
  const ids = await targetIds(db, kind, input);
  return db.transaction(async (tx) => {
    // Named before the first write, so the answer names the change set even when no row changed.
    const [{ cs }] = rowsOf<{ cs: string }>(
      await tx.execute(sql`
        select set_config('app.audit_action', 'bulk', true),
          set_config('app.change_set_id', gen_random_uuid()::text, true) as cs`),
    );
    const rows = rowsOf<Row>(
      await tx.execute(sql`
        select id, ${ident(kind.nameColumn)} as name from ${ident(kind.table)}
        where id = any(${idArray(ids)}) order by id for update`),
    ).map((r) => ({ id: Number(r.id), name: String(r.name) }));
    if (rows.length < ids.length) {
      const found = new Set(rows.map((r) => r.id));
      const unknown = ids.filter((id) => !found.has(id)).sort((a, b) => a - b);
      throw new HttpError(
        404,
        BULK_MESSAGES.unknown(TRASH_NOUNS[kind.entity], unknown.slice(0, NAMED_REFUSALS)),
        {
          ids: unknown.slice(0, NAMED_REFUSALS).map(String),
        },
      );
    }
    const refused = (await act.refuse?.(tx, rows)) ?? new Map<number, string>();
    if (refused.size > 0) {
      const named = rows.filter((r) => refused.has(r.id)).slice(0, NAMED_REFUSALS);
      throw new HttpError(
        409,
        BULK_MESSAGES.refused(refused.size),
        Object.fromEntries(named.map((r) => [`ids.${r.id}`, [`${r.name}: ${refused.get(r.id)}`]])),
      );
    }
    await act.apply(tx, ids, input);
    const [{ n }] = rowsOf<{ n: number }>(
      await tx.execute(sql`select count(*)::int as n from audit_entries where change_set_id = ${cs}::uuid`),
    );
    return { change_set_id: cs, count: ids.length, changed: Number(n) };
  });
}
