import { and, asc, count, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { ADMIN_DEFAULT_PAGE_SIZE } from '#common/constants';
import { paginate } from '#common/schemas/pagination';
import type {
  AdminProductListQuery,
  Product,
  ProductCreateInput,
  ProductDetail,
  ProductUpdateInput,
  PublicProduct,
} from '#common/schemas/product';
import type { Db } from '../../db/client';
import { brands, categories, products, variants } from '../../db/schema';
import { NotFound } from '../../errors';
import { listPage } from '../list-page';
import { indexVariantSpecs } from '../parameters/spec-index';
import { moveToTrash } from '../trash';
import { assertNoDependants } from './delete-guard';
import { assertBrandAndCategory, brandAndCategoryOf } from './product-references';
import { containsAny, idOrName } from './sql-filters';

type ProductRow = typeof products.$inferSelect & {
  brandName: string;
  categoryName: string;
  variantsCount: number;
};

const variantsCount = sql<number>`(select count(*)::int from variants v where v.product_id = products.id)`;
const byName = [asc(sql`lower(${products.name})`), asc(products.id)];

function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    image: row.image,
    introduction: row.introduction,
    brand_id: row.brandId,
    category_id: row.categoryId,
    ...brandAndCategoryOf(row),
    features: row.features,
    applications: row.applications,
    images: row.images,
    variants_count: Number(row.variantsCount),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Products with brand and category names and variant counts, in one query. */
function selectProducts(db: Db, where: SQL | undefined) {
  return db
    .select({
      ...getTableColumns(products),
      brandName: brands.name,
      categoryName: categories.name,
      variantsCount,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(...byName)
    .$dynamic();
}

/** Paged like the other admin lists; `all=true` without per_page gives the whole list (simple editor). */
export async function listProducts(db: Db, query: AdminProductListQuery) {
  const where = containsAny(query.search, [products.name, brands.name, categories.name]);
  const [{ total }] = await db
    .select({ total: count() })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where);
  if (query.all && query.per_page === undefined) {
    const rows = await selectProducts(db, where);
    return paginate(rows.map(toProduct), total, 1, Math.max(1, total));
  }
  const page = { page: query.page, per_page: query.per_page ?? ADMIN_DEFAULT_PAGE_SIZE };
  return listPage(selectProducts(db, where), total, page, toProduct);
}

async function findProduct(db: Db, id: number): Promise<Product> {
  const [row] = await selectProducts(db, eq(products.id, id));
  if (!row) throw new NotFound('Product not found.');
  return toProduct(row);
}

export async function getProduct(db: Db, id: number): Promise<ProductDetail> {
  const product = await findProduct(db, id);
  const productVariants = await db
    .select({ id: variants.id, name: variants.name })
    .from(variants)
    .where(eq(variants.productId, id))
    .orderBy(asc(sql`lower(${variants.name})`), asc(variants.id));
  return { ...product, variants: productVariants };
}

/** The body as columns (the other fields share their column's name); on update, absent ones keep their value. */
function columnsOf(input: ProductCreateInput): typeof products.$inferInsert;
function columnsOf(input: ProductUpdateInput): Partial<typeof products.$inferInsert>;
function columnsOf({
  brand_id,
  category_id,
  ...sameName
}: ProductUpdateInput): Partial<typeof products.$inferInsert> {
  return { ...sameName, brandId: brand_id, categoryId: category_id };
}

export async function createProduct(db: Db, input: ProductCreateInput): Promise<Product> {
  await assertBrandAndCategory(db, input.brand_id, input.category_id);
  const [row] = await db.insert(products).values(columnsOf(input)).returning({ id: products.id });
  return findProduct(db, row.id);
}

export async function updateProduct(db: Db, id: number, input: ProductUpdateInput): Promise<Product> {
  await db.transaction(async (tx) => {
    const current = await findProduct(tx, id);
    const brandId = input.brand_id ?? current.brand_id;
    const categoryId = input.category_id ?? current.category_id;
    const moved = brandId !== current.brand_id || categoryId !== current.category_id;
    if (input.brand_id !== undefined || input.category_id !== undefined) {
      await assertBrandAndCategory(tx, brandId, categoryId);
    }
    await tx
      .update(products)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(eq(products.id, id));
    // Parameters may be scoped to categories, so the variants' rows can match other entries in the
    // new one (docs/product.md §17): they are read again with the product, as a variant save does.
    if (moved) await indexVariantSpecs(tx, await variantIdsOf(tx, id));
  });
  return findProduct(db, id);
}

async function variantIdsOf(db: Db, productId: number): Promise<number[]> {
  const rows = await db.select({ id: variants.id }).from(variants).where(eq(variants.productId, productId));
  return rows.map((r) => r.id);
}

export async function deleteProduct(db: Db, id: number): Promise<void> {
  const product = await findProduct(db, id);
  assertNoDependants(
    'product',
    [{ count: product.variants_count, one: 'variant', many: 'variants' }],
    'Delete',
  );
  await moveToTrash(db, 'product', id);
}

/** Products whose brand and category are active, optionally filtered by brand/category id or name. */
export async function listPublicProducts(
  db: Db,
  filters: { brand?: string; category?: string },
): Promise<PublicProduct[]> {
  const rows = await selectProducts(
    db,
    and(
      eq(brands.isActive, true),
      eq(categories.isActive, true),
      filters.brand ? idOrName(brands.id, brands.name, filters.brand) : undefined,
      filters.category ? idOrName(categories.id, categories.name, filters.category) : undefined,
    ),
  );
  return rows.map((row) => {
    const {
      features: _f,
      applications: _a,
      images: _i,
      created_at: _c,
      updated_at: _u,
      ...card
    } = toProduct(row);
    return card;
  });
}
