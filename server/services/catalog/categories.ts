import { and, asc, count, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type {
  AdminCategory,
  Category,
  CategoryCreateInput,
  CategoryUpdateInput,
  PublicCategory,
} from '#common/schemas/category';
import type { AdminListQuery } from '#common/schemas/pagination';
import type { Db } from '../../db/client';
import { brands, categories, products, variants } from '../../db/schema';
import { NotFound, ValidationFailed } from '../../errors';
import { assertFree, guardUnique } from '../guard-unique';
import { listPage } from '../list-page';
import { indexVariantSpecs, normName } from '../parameters/spec-index';
import { moveToTrash } from '../trash';
import { assertNoDependants } from './delete-guard';
import { containsAny, idOrName } from './sql-filters';

type CategoryRow = typeof categories.$inferSelect & { brandName: string };
const DUPLICATE = { name: ['A category with this name already exists for this brand.'] };
const UNKNOWN_BRAND = { brand_id: ['The selected brand does not exist.'] };

const productsCount = sql<number>`(select count(*)::int from products p where p.category_id = categories.id)`;
const byName = [asc(sql`lower(${categories.name})`), asc(sql`lower(${brands.name})`), asc(categories.id)];

function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
    brand_id: row.brandId,
    brand: { id: row.brandId, name: row.brandName },
    description: row.description,
    image: row.image,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function selectAdminCategories(db: Db, where: SQL | undefined) {
  return db
    .select({ ...getTableColumns(categories), brandName: brands.name, productsCount })
    .from(categories)
    .innerJoin(brands, eq(brands.id, categories.brandId))
    .where(where)
    .orderBy(...byName)
    .$dynamic();
}

const toAdminCategory = (row: CategoryRow & { productsCount: number }): AdminCategory => ({
  ...toCategory(row),
  products_count: Number(row.productsCount),
});

export async function listCategories(db: Db, query: AdminListQuery) {
  const where = containsAny(query.search, [categories.name, categories.description, brands.name]);
  const [{ total }] = await db
    .select({ total: count() })
    .from(categories)
    .innerJoin(brands, eq(brands.id, categories.brandId))
    .where(where);
  return listPage(selectAdminCategories(db, where), total, query, toAdminCategory);
}

export async function getCategory(db: Db, id: number): Promise<AdminCategory> {
  const [row] = await selectAdminCategories(db, eq(categories.id, id));
  if (!row) throw new NotFound('Category not found.');
  return toAdminCategory(row);
}

async function assertBrandExists(db: Db, brandId: number) {
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
  if (!brand) throw new ValidationFailed(UNKNOWN_BRAND);
}

const assertNameFree = (db: Db, name: string, brandId: number, exceptId?: number) =>
  assertFree(
    db,
    categories.id,
    and(eq(categories.brandId, brandId), eq(sql`lower(${categories.name})`, name.toLowerCase())),
    DUPLICATE,
    exceptId,
  );

const withoutCount = ({ products_count: _, ...category }: AdminCategory): Category => category;

export async function createCategory(db: Db, input: CategoryCreateInput): Promise<Category> {
  await assertBrandExists(db, input.brand_id);
  await assertNameFree(db, input.name, input.brand_id);
  const [row] = await guardUnique(
    db
      .insert(categories)
      .values({
        name: input.name,
        brandId: input.brand_id,
        description: input.description,
        image: input.image,
        isActive: input.is_active,
      })
      .returning({ id: categories.id }),
    DUPLICATE,
  );
  return withoutCount(await getCategory(db, row.id));
}

/**
 * Moving a category to another brand moves its products with it, so a product's brand always
 * matches its category's brand.
 */
export async function updateCategory(db: Db, id: number, input: CategoryUpdateInput): Promise<Category> {
  const current = await getCategory(db, id);
  const brandId = input.brand_id ?? current.brand_id;
  if (input.brand_id !== undefined) await assertBrandExists(db, input.brand_id);
  if (input.name !== undefined || brandId !== current.brand_id) {
    await assertNameFree(db, input.name ?? current.name, brandId, id);
  }
  await guardUnique(
    db.transaction(async (tx) => {
      await tx
        .update(categories)
        .set({
          name: input.name,
          brandId: input.brand_id,
          description: input.description,
          image: input.image,
          isActive: input.is_active,
          updatedAt: new Date(),
        })
        .where(eq(categories.id, id));
      if (brandId !== current.brand_id) {
        await tx.update(products).set({ brandId, updatedAt: new Date() }).where(eq(products.categoryId, id));
      }
      // Parameters are scoped to categories by name (docs/product.md §17): under its new name the
      // category's machines may match other entries, so their rows are read again with the rename.
      if (input.name !== undefined && normName(input.name) !== normName(current.name)) {
        await indexVariantSpecs(tx, await variantIdsIn(tx, id));
      }
    }),
    DUPLICATE,
  );
  return withoutCount(await getCategory(db, id));
}

async function variantIdsIn(db: Db, categoryId: number): Promise<number[]> {
  const rows = await db
    .select({ id: variants.id })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(products.categoryId, categoryId));
  return rows.map((r) => r.id);
}

export async function deleteCategory(db: Db, id: number): Promise<void> {
  const category = await getCategory(db, id);
  assertNoDependants('category', [{ count: category.products_count, one: 'product', many: 'products' }]);
  await moveToTrash(db, 'category', id);
}

/** Active categories of active brands, optionally of one brand (id or name); one query. */
export async function listPublicCategories(db: Db, brand?: string): Promise<PublicCategory[]> {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      description: categories.description,
      image: categories.image,
      brandId: categories.brandId,
      brandName: brands.name,
    })
    .from(categories)
    .innerJoin(brands, eq(brands.id, categories.brandId))
    .where(
      and(
        eq(categories.isActive, true),
        eq(brands.isActive, true),
        brand ? idOrName(brands.id, brands.name, brand) : undefined,
      ),
    )
    .orderBy(...byName);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    image: r.image,
    brand_id: r.brandId,
    brand: { id: r.brandId, name: r.brandName },
  }));
}
