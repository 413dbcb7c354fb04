import { asc, count, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type {
  AdminBrand,
  Brand,
  BrandCreateInput,
  BrandUpdateInput,
  PublicBrand,
} from '#common/schemas/brand';
import type { AdminListQuery } from '#common/schemas/pagination';
import type { Db } from '../../db/client';
import { brands } from '../../db/schema';
import { NotFound } from '../../errors';
import { assertFree, guardUnique } from '../guard-unique';
import { listPage } from '../list-page';
import { moveToTrash } from '../trash';
import { assertNoDependants } from './delete-guard';
import { containsAny } from './sql-filters';

type BrandRow = typeof brands.$inferSelect;
const DUPLICATE = { name: ['A brand with this name already exists.'] };

// Written out because drizzle leaves columns unqualified in single-table selects.
const categoriesCount = sql<number>`(select count(*)::int from categories c where c.brand_id = brands.id)`;
const productsCount = sql<number>`(select count(*)::int from products p where p.brand_id = brands.id)`;
const byName = [asc(sql`lower(${brands.name})`), asc(brands.id)];

function toBrand(row: BrandRow): Brand {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    logo: row.logo,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function selectAdminBrands(db: Db, where: SQL | undefined) {
  return db
    .select({ ...getTableColumns(brands), categoriesCount, productsCount })
    .from(brands)
    .where(where)
    .orderBy(...byName)
    .$dynamic();
}

const toAdminBrand = (row: BrandRow & { categoriesCount: number; productsCount: number }): AdminBrand => ({
  ...toBrand(row),
  categories_count: Number(row.categoriesCount),
  products_count: Number(row.productsCount),
});

export async function listBrands(db: Db, query: AdminListQuery) {
  const where = containsAny(query.search, [brands.name, brands.description]);
  const [{ total }] = await db.select({ total: count() }).from(brands).where(where);
  return listPage(selectAdminBrands(db, where), total, query, toAdminBrand);
}

export async function getBrand(db: Db, id: number): Promise<AdminBrand> {
  const [row] = await selectAdminBrands(db, eq(brands.id, id));
  if (!row) throw new NotFound('Brand not found.');
  return toAdminBrand(row);
}

const assertNameFree = (db: Db, name: string, exceptId?: number) =>
  assertFree(db, brands.id, eq(sql`lower(${brands.name})`, name.toLowerCase()), DUPLICATE, exceptId);

export async function createBrand(db: Db, input: BrandCreateInput): Promise<Brand> {
  await assertNameFree(db, input.name);
  const [row] = await guardUnique(
    db
      .insert(brands)
      .values({
        name: input.name,
        description: input.description,
        logo: input.logo,
        isActive: input.is_active,
      })
      .returning(),
    DUPLICATE,
  );
  return toBrand(row);
}

export async function updateBrand(db: Db, id: number, input: BrandUpdateInput): Promise<Brand> {
  await getBrand(db, id);
  if (input.name !== undefined) await assertNameFree(db, input.name, id);
  const [row] = await guardUnique(
    db
      .update(brands)
      .set({
        name: input.name,
        description: input.description,
        logo: input.logo,
        isActive: input.is_active,
        updatedAt: new Date(),
      })
      .where(eq(brands.id, id))
      .returning(),
    DUPLICATE,
  );
  return toBrand(row);
}

export async function deleteBrand(db: Db, id: number): Promise<void> {
  const brand = await getBrand(db, id);
  assertNoDependants('brand', [
    { count: brand.categories_count, one: 'category', many: 'categories' },
    { count: brand.products_count, one: 'product', many: 'products' },
  ]);
  await moveToTrash(db, 'brand', id);
}

/** Active brands for the navigation and footer, one query. */
export async function listPublicBrands(db: Db): Promise<PublicBrand[]> {
  return db
    .select({ id: brands.id, name: brands.name, description: brands.description, logo: brands.logo })
    .from(brands)
    .where(eq(brands.isActive, true))
    .orderBy(...byName);
}
