import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, products, variantListing, variants } from '../../db/schema';
import { readTypedSearch } from '../catalog/search-specs';
import { searchTerms } from '../catalog/variant-listing';
import { publicDictionary } from '../parameters/dictionary-cache';

// What a routing rule can know of a lead's machines (docs/product.md §24): their brands, their
// categories, and their categories' names, which say the kind of machine whatever the brand
// ("Batching Plants" under every brand). A lead names its machines by id (a product page's
// inquiry, a quote list) or only in words (the header's quote modal: "batching plant 60 m3/h");
// words are read as the catalogue search reads them, and a fact counts only where every machine
// they find agrees, so "loader" can route to the loader desk but not to one loader brand's rep.

export interface MachineFacts {
  brands: Set<number>;
  categories: Set<number>;
  /** Lower-cased category names. */
  categoryNames: Set<string>;
}

const none = (): MachineFacts => ({ brands: new Set(), categories: new Set(), categoryNames: new Set() });
/** Machines read from words at most: enough to see whether they agree. */
const WORDS_SAMPLE = 50;

const factsOf = (rows: { brandId: number; categoryId: number; categoryName: string }[]): MachineFacts => ({
  brands: new Set(rows.map((r) => r.brandId)),
  categories: new Set(rows.map((r) => r.categoryId)),
  categoryNames: new Set(rows.map((r) => r.categoryName.trim().toLowerCase())),
});

/** Only the facts all the found machines share: one brand, one category, one kind. */
function agreed(facts: MachineFacts): MachineFacts {
  const one = <T>(set: Set<T>) => (set.size === 1 ? set : new Set<T>());
  return {
    brands: one(facts.brands),
    categories: one(facts.categories),
    categoryNames: one(facts.categoryNames),
  };
}

async function byIds(tx: Db, variantIds: number[]): Promise<MachineFacts> {
  const ids = variantIds.filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
  if (ids.length === 0) return none();
  const rows = await tx
    .select({ brandId: products.brandId, categoryId: products.categoryId, categoryName: categories.name })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(variants.id, ids));
  return factsOf(rows);
}

async function byWords(tx: Db, words: string): Promise<MachineFacts> {
  // A number with a unit says how big, not which kind: the words alone find the machines.
  const typed = readTypedSearch(words, await publicDictionary(tx));
  const match = searchTerms(typed.words, variantListing.searchText);
  if (!match) return none();
  const rows = await tx
    .select({
      brandId: variantListing.brandId,
      categoryId: variantListing.categoryId,
      categoryName: categories.name,
    })
    .from(variantListing)
    .innerJoin(categories, eq(categories.id, variantListing.categoryId))
    .where(and(eq(variantListing.listed, true), match))
    .limit(WORDS_SAMPLE);
  return agreed(factsOf(rows));
}

/** The facts of the machines `variantIds` name, or, when they name none, those `words` name. */
export async function machineFacts(
  tx: Db,
  variantIds: number[],
  words: string | null,
): Promise<MachineFacts> {
  const named = await byIds(tx, variantIds);
  if (named.brands.size > 0 || !words?.trim()) return named;
  return byWords(tx, words);
}

/** Lower-cased, as machineFacts keeps category names. */
export const categoryNameKey = (name: string) => name.trim().toLowerCase();
