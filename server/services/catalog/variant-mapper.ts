import { eq, type SQL, sql } from 'drizzle-orm';
import type { AdminVariant, Variant } from '#common/schemas/variant';
import { resolveFeaturedParameters } from '#common/variant-fields';
import type { Db } from '../../db/client';
import { brands, categories, products, variantListing, variants } from '../../db/schema';
import { publicationJson } from '../publication';
import { brandAndCategoryOf } from './product-references';
import { adminOnlyFields, fieldColumns, publicFields } from './variant-columns';

// One select for every variant response: the variant with its product, brand and category joined
// in the same query, so a page of variants is one round trip (no N+1). The plain fields of the
// registry (common/variant-registry.ts) are selected and read back under their API names.
export const variantColumns = {
  id: variants.id,
  name: variants.name,
  productId: variants.productId,
  price: variants.price,
  priceUpdatedAt: variants.priceUpdatedAt,
  images: variants.images,
  features: variants.features,
  applications: variants.applications,
  technicalParameters: variants.technicalParameters,
  featuredParameters: variants.featuredParameters,
  ...fieldColumns,
  createdAt: variants.createdAt,
  updatedAt: variants.updatedAt,
  status: variants.status,
  publishAt: variants.publishAt,
  unpublishAt: variants.unpublishAt,
  publishError: variants.publishError,
  productName: products.name,
  productImage: products.image,
  productIntroduction: products.introduction,
  brandId: brands.id,
  brandName: brands.name,
  categoryId: categories.id,
  categoryName: categories.name,
};

/**
 * The one filter of every public read of a variant: visible only when it is published and both its
 * brand and category are active, which variant_listing records for every variant (migrations 0003,
 * 0027; decisions 013, 066).
 */
export const publicVisible: SQL = sql`exists (select 1 from ${variantListing}
  where ${variantListing.variantId} = ${variants.id} and ${variantListing.listed})`;

/** `extra` adds columns computed in the same statement (the listing's total). */
export const selectVariants = <Extra extends Record<string, SQL>>(db: Db, extra?: Extra) =>
  db
    .select({ ...variantColumns, ...(extra as Extra) })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .$dynamic();

export type VariantRow = Awaited<ReturnType<ReturnType<typeof selectVariants>['execute']>>[number];

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/**
 * What the dictionary read from a variant's specification (docs/product.md §17): its parameter key
 * and name and, when it was read as a number, its value in the requested units. Undefined: no match.
 */
export type SpecDisplayLookup = (
  variantId: number,
  group: string,
  name: string,
  value: string,
) => { parameter: string; name: string; display?: string } | undefined;

type Groups = Variant['technical_parameters'];
type Spec = Groups[number]['specifications'][number];

// Runs for every specification of every variant of an uncached page (20 variants × their rows),
// so it builds each object once, field by field, rather than through rest and spread copies, and
// finds the featured rows' display values in one pass. A row keeps only the fields the response
// schema knows (what the serializer would keep anyway).
function withDisplay(row: VariantRow, groups: Groups, lookup: SpecDisplayLookup) {
  // The first row with each (trimmed) key, as the featured parameters read it.
  const firstDisplay = new Map<string, Spec>();
  const technical: Groups = groups.map((g) => ({
    category: g.category,
    // The public reads say which parameter a row matched (`parameter`), not how it was saved.
    specifications: g.specifications.map((s) => {
      const spec: Spec = { key: s.key, value: s.value };
      const found = lookup(row.id, g.category, s.key, s.value);
      if (found) {
        spec.parameter = found.parameter;
        spec.name = found.name;
        if (found.display !== undefined) spec.display = found.display;
      }
      const key = s.key.trim();
      if (!firstDisplay.has(key)) firstDisplay.set(key, spec);
      return spec;
    }),
  }));
  const featured = resolveFeaturedParameters(row.featuredParameters ?? [], groups);
  const featuredDisplay: Record<string, string> = {};
  const featuredNames: Record<string, string> = {};
  for (const key of Object.keys(featured)) {
    const spec = firstDisplay.get(key);
    if (spec?.display) featuredDisplay[key] = spec.display;
    if (spec?.name) featuredNames[key] = spec.name;
  }
  return {
    technical_parameters: technical,
    featured_parameters: featured,
    featured_display: featuredDisplay,
    featured_names: featuredNames,
  };
}

/** `display` adds parameter keys and display values (spec-display.ts); without it, as published. */
export function toVariantJson(row: VariantRow, display?: SpecDisplayLookup): Variant {
  const groups = row.technicalParameters ?? [];
  const specs = display
    ? withDisplay(row, groups, display)
    : {
        technical_parameters: groups,
        featured_parameters: resolveFeaturedParameters(row.featuredParameters ?? [], groups),
      };
  return {
    id: row.id,
    name: row.name,
    product_id: row.productId,
    product: {
      id: row.productId,
      name: row.productName,
      image: row.productImage,
      introduction: row.productIntroduction,
      ...brandAndCategoryOf(row),
    },
    ...publicFields(row),
    price: row.price === null ? null : Number(row.price),
    images: row.images ?? [],
    image: row.images?.[0] ?? row.productImage ?? null,
    features: row.features ?? [],
    applications: row.applications ?? [],
    ...specs,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

/** The back office's read: the variant as published, plus when its price last changed. */
export const toAdminVariantJson = (row: VariantRow): AdminVariant => ({
  ...toVariantJson(row),
  price_updated_at: row.priceUpdatedAt === null ? null : iso(row.priceUpdatedAt),
  ...adminOnlyFields(row),
  ...publicationJson(row),
});
