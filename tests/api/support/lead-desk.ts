import { DEFAULT_BUSINESS_HOURS, DEFAULT_RESPONSE_TARGETS } from '#common/schemas/lead-desk';
import type { Db } from '../../../server/db/client';
import { leadDesk } from '../../../server/db/schema';
import { createCategory, createProduct, createVariant } from '../../support/factories';

/** The lead desk's fallback person (docs/product.md §24), the desk's other settings at their defaults. */
export const setFallback = (db: Db, userId: number | null) =>
  db
    .insert(leadDesk)
    .values({
      id: true,
      businessHours: DEFAULT_BUSINESS_HOURS,
      responseTargets: DEFAULT_RESPONSE_TARGETS,
      fallbackUserId: userId,
    })
    .onConflictDoUpdate({ target: leadDesk.id, set: { fallbackUserId: userId } });

/** A machine of brand `brandId` in its own category named `category` (names repeat across brands). */
export async function machineOf(db: Db, brandId: number, category: string, name: string) {
  const { id: categoryId } = await createCategory(db, { name: category, brandId });
  const product = await createProduct(db, { name: `${name} series`, brandId, categoryId });
  return createVariant(db, { name, productId: product.id });
}
