import { eq } from 'drizzle-orm';
import { IMAGE_URL_MESSAGE, isImageUrl } from '../../../common/schemas/fields';
import { MAX_LIST_ITEMS, MAX_PRODUCT_IMAGES } from '../../../common/schemas/product';
import { plainText } from '../../../common/schemas/shared';
import { FieldShapeError, toTextList } from '../../../common/variant-fields';
import type { Db } from '../../db/client';
import { brands, categories } from '../../db/schema';
import { type FieldErrors, ValidationFailed } from '../../errors';

const MAX_ITEM_LENGTH = 2000;

/** A product's brand and category must exist and the category must belong to that brand. */
export async function assertBrandAndCategory(db: Db, brandId: number, categoryId: number) {
  const [[brand], [category]] = await Promise.all([
    db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId)),
    db.select({ brandId: categories.brandId }).from(categories).where(eq(categories.id, categoryId)),
  ]);
  const errors: FieldErrors = {};
  if (!brand) errors.brand_id = ['The selected brand does not exist.'];
  if (!category) errors.category_id = ['The selected category does not exist.'];
  else if (brand && category.brandId !== brandId) {
    errors.category_id = ['The selected category does not belong to the selected brand.'];
  }
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
}

type ListInput = { features?: unknown; applications?: unknown; images?: unknown };
type Lists = { features?: string[]; applications?: string[]; images?: string[] };

/** Normalises the list fields that were sent (absent ones stay absent) and checks their limits. */
export function normaliseLists(input: ListInput): Lists {
  const lists: Lists = {};
  const errors: FieldErrors = {};
  for (const field of ['features', 'applications', 'images'] as const) {
    if (input[field] === undefined) continue;
    let items: string[];
    try {
      items = toTextList(input[field]);
      // Features and applications are plain text; image addresses are checked as addresses below.
      if (field !== 'images') items = items.map((item) => plainText(item)).filter(Boolean);
    } catch (err) {
      if (!(err instanceof FieldShapeError)) throw err;
      errors[field] = [err.message];
      continue;
    }
    lists[field] = items;
    const max = field === 'images' ? MAX_PRODUCT_IMAGES : MAX_LIST_ITEMS;
    if (items.length > max) errors[field] = [`No more than ${max} ${field} are allowed.`];
    else if (items.some((s) => s.length > MAX_ITEM_LENGTH)) {
      errors[field] = [`Each of the ${field} may be at most ${MAX_ITEM_LENGTH} characters.`];
    } else if (field === 'images' && !items.every(isImageUrl)) errors[field] = [IMAGE_URL_MESSAGE];
  }
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  return lists;
}
