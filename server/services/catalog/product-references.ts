import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, categories } from '../../db/schema';
import { type FieldErrors, ValidationFailed } from '../../errors';

/**
 * A product's brand and category must exist and the category must belong to that brand. One
 * statement after the other: `db` may be a transaction, whose one connection takes one at a time
 * (node-postgres deprecates queuing a second, and it ends in pg 9).
 */
export async function assertBrandAndCategory(db: Db, brandId: number, categoryId: number) {
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
  const [category] = await db
    .select({ brandId: categories.brandId })
    .from(categories)
    .where(eq(categories.id, categoryId));
  const errors: FieldErrors = {};
  if (!brand) errors.brand_id = ['The selected brand does not exist.'];
  if (!category) errors.category_id = ['The selected category does not exist.'];
  else if (brand && category.brandId !== brandId) {
    errors.category_id = ['The selected category does not belong to the selected brand.'];
  }
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
}

/** A product's brand and category as the API shows them, from a row with both joined. */
export const brandAndCategoryOf = (row: {
  brandId: number;
  brandName: string;
  categoryId: number;
  categoryName: string;
}) => ({
  brand: { id: row.brandId, name: row.brandName },
  category: { id: row.categoryId, name: row.categoryName },
});
