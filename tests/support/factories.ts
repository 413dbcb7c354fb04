import { readCacheOf } from '../../server/caching/registry';
import type { Db } from '../../server/db/client';
import {
  brands,
  categories,
  leads,
  news,
  products,
  type TechGroup,
  users,
  variants,
} from '../../server/db/schema';
import { hashPassword, issueToken, toUser } from '../../server/services/auth';

// Factories with sensible defaults and overrides. They write straight to the
// database, so a test of one endpoint does not depend on another endpoint.
let seq = 0;
const next = () => ++seq;
let cachedHash: string | undefined;
export const DEFAULT_PASSWORD = 'Str0ng-Passw0rd!';

/** Catalogue and news rows appear behind the admin API's back, as from a script: the read cache forgets. */
async function written<T>(db: Db, row: T): Promise<T> {
  await readCacheOf(db)?.invalidate();
  return row;
}

export async function createUser(db: Db, over: Partial<typeof users.$inferInsert> = {}) {
  cachedHash ??= await hashPassword(DEFAULT_PASSWORD);
  const n = next();
  const [row] = await db
    .insert(users)
    .values({
      name: `User ${n}`,
      email: `user${n}@example.test`,
      role: 'user',
      passwordHash: cachedHash,
      ...over,
    })
    .returning();
  const token = await issueToken(db, row.id, 24);
  return { user: toUser(row), token, row };
}

export const createAdmin = (db: Db, over: Partial<typeof users.$inferInsert> = {}) =>
  createUser(db, { role: 'admin', ...over });

export async function createBrand(db: Db, over: Partial<typeof brands.$inferInsert> = {}) {
  const [row] = await db
    .insert(brands)
    .values({ name: `Brand ${next()}`, isActive: true, ...over })
    .returning();
  return written(db, row);
}

export async function createCategory(db: Db, over: Partial<typeof categories.$inferInsert> = {}) {
  const brandId = over.brandId ?? (await createBrand(db)).id;
  const [row] = await db
    .insert(categories)
    .values({ name: `Category ${next()}`, isActive: true, ...over, brandId })
    .returning();
  return written(db, row);
}

export async function createProduct(db: Db, over: Partial<typeof products.$inferInsert> = {}) {
  let { brandId, categoryId } = over;
  if (!categoryId) {
    const category = await createCategory(db, brandId ? { brandId } : {});
    categoryId = category.id;
    brandId = category.brandId;
  }
  const [row] = await db
    .insert(products)
    .values({ name: `Product ${next()}`, ...over, brandId: brandId!, categoryId })
    .returning();
  return written(db, row);
}

/** Spec groups written as { group: { key: value } }, in the order written. */
const techGroups = (groups: Record<string, Record<string, string>>): TechGroup[] =>
  Object.entries(groups).map(([category, specs]) => ({
    category,
    specifications: Object.entries(specs).map(([key, value]) => ({ key, value })),
  }));

export const sampleTechGroups = () =>
  techGroups({
    'Main Dimensions': { Length: '7,200 mm', Width: '2,500 mm' },
    Specifications: { 'Rated Load': '3,000 kg', 'Bucket Capacity': '1.8 m³' },
  });

export async function createVariant(db: Db, over: Partial<typeof variants.$inferInsert> = {}) {
  const productId = over.productId ?? (await createProduct(db)).id;
  const [row] = await db
    .insert(variants)
    .values({ name: `Variant ${next()}`, technicalParameters: sampleTechGroups(), ...over, productId })
    .returning();
  return written(db, row);
}

export async function createNews(db: Db, over: Partial<typeof news.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(news)
    .values({
      title: `Article ${n}`,
      excerpt: `Excerpt of article ${n}, long enough to be shown as it is on the cards.`,
      content: `<p>Content of article ${n}.</p>`,
      author: 'Ironsite Team',
      category: 'Company News',
      ...over,
    })
    .returning();
  return written(db, row);
}

/** A stored lead as the contact endpoints would leave it (kind quote-simple, status new). */
export async function createLead(db: Db, over: Partial<typeof leads.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(leads)
    .values({
      kind: 'quote-simple',
      name: `Visitor ${n}`,
      email: `visitor${n}@example.ph`,
      message: `Message ${n}`,
      payload: {},
      ...over,
    })
    .returning();
  return row;
}
