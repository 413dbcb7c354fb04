import { and, desc, eq, ilike, like, or } from 'drizzle-orm';
import { adminPaths } from '#common/admin-paths';
import { ROLE_LABELS, type Role } from '#common/permissions';
import type { CommandSearchResult } from '#common/schemas/command-search';
import type { Db } from '../../db/client';
import { brands, categories, news, products, users, variants } from '../../db/schema';
import { closestFirst, contains } from './terms';

// Cmd+K's catalogue, news and people (docs/product.md §26): one small query per kind, each an ILIKE
// on the name the list shows (decision 068 on why no further index is needed at 10,000 variants).

type Find = (db: Db, term: string, limit: number) => Promise<CommandSearchResult[]>;

export const findBrands: Find = async (db, term, limit) => {
  const rows = await db
    .select({ id: brands.id, name: brands.name, active: brands.isActive })
    .from(brands)
    .where(ilike(brands.name, contains(term)))
    .orderBy(...closestFirst(brands.name, term), desc(brands.id))
    .limit(limit);
  return rows.map((r) => ({
    type: 'brand',
    id: r.id,
    title: r.name,
    subtitle: r.active ? 'Brand' : 'Brand · inactive',
    url: adminPaths.record('brands', r.id),
  }));
};

export const findCategories: Find = async (db, term, limit) => {
  const rows = await db
    .select({ id: categories.id, name: categories.name, brand: brands.name })
    .from(categories)
    .innerJoin(brands, eq(brands.id, categories.brandId))
    .where(ilike(categories.name, contains(term)))
    .orderBy(...closestFirst(categories.name, term), desc(categories.id))
    .limit(limit);
  return rows.map((r) => ({
    type: 'category',
    id: r.id,
    title: r.name,
    subtitle: r.brand,
    url: adminPaths.record('categories', r.id),
  }));
};

export const findProducts: Find = async (db, term, limit) => {
  const rows = await db
    .select({ id: products.id, name: products.name, brand: brands.name, category: categories.name })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(ilike(products.name, contains(term)))
    .orderBy(...closestFirst(products.name, term), desc(products.id))
    .limit(limit);
  return rows.map((r) => ({
    type: 'product',
    id: r.id,
    title: r.name,
    subtitle: `${r.brand} · ${r.category}`,
    url: adminPaths.record('products', r.id),
  }));
};

/**
 * `search_text` (lower case, unaccented, trigram-indexed) holds the variant's name: for a plain
 * ASCII term of 3 characters or more it narrows the rows through its index before the name is
 * compared.
 */
const indexedTerm = (term: string) => (/^[\x20-\x7e]{3,}$/.test(term) ? term.toLowerCase() : null);

export const findVariants: Find = async (db, term, limit) => {
  const indexed = indexedTerm(term);
  const rows = await db
    .select({ id: variants.id, name: variants.name, product: products.name })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(
      and(
        indexed ? like(variants.searchText, contains(indexed)) : undefined,
        ilike(variants.name, contains(term)),
      ),
    )
    .orderBy(...closestFirst(variants.name, term), desc(variants.id))
    .limit(limit);
  return rows.map((r) => ({
    type: 'variant',
    id: r.id,
    title: r.name,
    subtitle: r.product,
    url: adminPaths.variantEdit(r.id),
  }));
};

export const findNews: Find = async (db, term, limit) => {
  const rows = await db
    .select({ id: news.id, title: news.title, category: news.category, published: news.published })
    .from(news)
    .where(ilike(news.title, contains(term)))
    .orderBy(...closestFirst(news.title, term), desc(news.id))
    .limit(limit);
  return rows.map((r) => ({
    type: 'news',
    id: r.id,
    title: r.title,
    subtitle: r.published ? r.category : `${r.category} · not published`,
    url: adminPaths.record('news', r.id),
  }));
};

/** Accounts by name or address: only for a role with users.read (the caller checks). */
export const findUsers: Find = async (db, term, limit) => {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(or(ilike(users.name, contains(term)), ilike(users.email, contains(term))))
    .orderBy(...closestFirst(users.name, term), desc(users.id))
    .limit(limit);
  return rows.map((r) => ({
    type: 'user',
    id: r.id,
    title: r.name,
    subtitle: `${ROLE_LABELS[r.role as Role]} · ${r.email}`,
    url: adminPaths.users(),
  }));
};
