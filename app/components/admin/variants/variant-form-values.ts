import { MAX_VARIANT_IMAGES, NEW_VARIANT_GROUPS } from '#common/constants';
import type { Variant, VariantFormInput, VariantFormValues } from '#common/schemas/variant';

// Between the API's variant and the editor's form shape (common/schemas/variant.ts), and the rules
// of featured parameters (docs/product.md §5): only a specification with a name and a value can be featured,
// and a featured key matches a specification by its trimmed name.

type Spec = { key: string; value: string };
type Group = { category: string; specifications: Spec[] };

/** What the editor sends to POST/PUT /admin/variants (docs/product.md §13). */
export interface VariantPayload {
  product_id: number;
  name: string;
  introduction: string | null;
  features: string[];
  applications: string[];
  images: string[];
  technical_parameters: Group[];
  featured_parameters: Record<string, string>;
}

const rows = (items: string[]) => (items.length > 0 ? items : ['']).map((value) => ({ value }));

/** docs/product.md §4 defaults: one empty feature and application, four empty image slots, two empty groups. */
export function newVariantForm(productId?: number): VariantFormInput {
  return {
    product_id: productId ?? '',
    name: '',
    introduction: '',
    features: rows([]),
    applications: rows([]),
    images: Array.from({ length: MAX_VARIANT_IMAGES }, () => null),
    technical_parameters: NEW_VARIANT_GROUPS.map((category) => ({ category, specifications: [] })),
    featured: [],
  };
}

export function variantToForm(variant: Variant): VariantFormInput {
  return {
    product_id: variant.product_id,
    name: variant.name,
    introduction: variant.introduction ?? '',
    features: rows(variant.features),
    applications: rows(variant.applications),
    images: Array.from({ length: MAX_VARIANT_IMAGES }, (_, i) => variant.images[i] ?? null),
    technical_parameters: variant.technical_parameters.map((group) => ({
      category: group.category,
      specifications: group.specifications.map((spec) => ({ ...spec })),
    })),
    featured: Object.keys(variant.featured_parameters),
  };
}

export const canFeature = (spec: Spec) => spec.key.trim() !== '' && spec.value.trim() !== '';

/** The value of the first complete specification named `key` (trimmed), if any. */
function featuredValue(groups: Group[], key: string): string | undefined {
  for (const group of groups)
    for (const spec of group.specifications)
      if (canFeature(spec) && spec.key.trim() === key) return spec.value.trim();
  return undefined;
}

/**
 * The chosen keys that still name a complete specification, in the order chosen. A key whose
 * specification was renamed or emptied drops out, so it neither counts towards 3 nor is sent.
 */
export function activeFeatured(featured: string[], groups: Group[]): { key: string; value: string }[] {
  const out: { key: string; value: string }[] = [];
  for (const raw of featured) {
    const key = raw.trim();
    const value = featuredValue(groups, key);
    if (value !== undefined && !out.some((entry) => entry.key === key)) out.push({ key, value });
  }
  return out;
}

const texts = (list: { value: string }[]) => list.map((row) => row.value.trim()).filter(Boolean);

/** The POST/PUT body (docs/product.md §5): empty strings dropped, featured_parameters as key → value. */
export function formToPayload(values: VariantFormValues): VariantPayload {
  return {
    product_id: values.product_id,
    name: values.name,
    introduction: values.introduction.trim() || null,
    features: texts(values.features),
    applications: texts(values.applications),
    images: values.images.filter((url): url is string => Boolean(url?.trim())),
    technical_parameters: values.technical_parameters.map((group) => ({
      category: group.category.trim(),
      specifications: group.specifications
        .filter(canFeature)
        .map((spec) => ({ key: spec.key.trim(), value: spec.value.trim() })),
    })),
    featured_parameters: Object.fromEntries(
      activeFeatured(values.featured, values.technical_parameters).map(({ key, value }) => [key, value]),
    ),
  };
}
