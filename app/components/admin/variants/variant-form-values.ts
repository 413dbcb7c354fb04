import { MAX_VARIANT_IMAGES, NEW_VARIANT_GROUPS } from '#common/constants';
import type { PublicationInput } from '#common/schemas/publication';
import type { AdminVariant, VariantFormInput, VariantFormValues } from '#common/schemas/variant';
import {
  EDITOR_VARIANT_FIELDS,
  type EditorVariantField,
  type VariantFieldValue,
} from '#common/variant-registry';
import { publicationValues } from '../publication/publication-fields';

// Between the API's variant and the editor's form shape (common/schemas/variant.ts), and the rules
// of featured parameters (docs/product.md §5): only a specification with a name and a value can be featured,
// and a featured key matches a specification by its trimmed name.

type Spec = { key: string; value: string };
type Group = { category: string; specifications: Spec[] };
type SavedSpec = Spec & { parameter_key?: string };
export type FormSpec = Spec & { saved_parameter?: { key: string; name: string } };

/** The registry's fields the editor shows (common/variant-registry.ts), as it sends them. */
type EditorFields = { [K in EditorVariantField]: VariantFieldValue<K> | null };

/** What the editor sends to POST/PUT /admin/variants (docs/product.md §13). */
export interface VariantPayload extends EditorFields, PublicationInput {
  product_id: number;
  name: string;
  features: string[];
  applications: string[];
  images: string[];
  technical_parameters: { category: string; specifications: SavedSpec[] }[];
  featured_parameters: Record<string, string>;
  /** Whole units of the site's currency; null: "Contact for Price" (docs/product.md §25). */
  price: number | null;
}

/** The editor's registry fields, each valued by `value`. */
const editorFields = <T>(value: (key: EditorVariantField) => T) =>
  Object.fromEntries(EDITOR_VARIANT_FIELDS.map(({ key }) => [key, value(key)])) as Record<
    EditorVariantField,
    T
  >;

const rows = (items: string[]) => (items.length > 0 ? items : ['']).map((value) => ({ value }));

/** docs/product.md §4 defaults: one empty feature and application, four empty image slots, two empty groups. */
export function newVariantForm(productId?: number): VariantFormInput {
  return {
    product_id: productId ?? '',
    name: '',
    ...editorFields(() => ''),
    features: rows([]),
    applications: rows([]),
    images: Array.from({ length: MAX_VARIANT_IMAGES }, () => null),
    technical_parameters: NEW_VARIANT_GROUPS.map((category) => ({ category, specifications: [] })),
    featured: [],
    price: '',
    ...publicationValues(null),
  };
}

export function variantToForm(variant: AdminVariant): VariantFormInput {
  return {
    product_id: variant.product_id,
    name: variant.name,
    ...editorFields((key) => String(variant[key] ?? '')),
    features: rows(variant.features),
    applications: rows(variant.applications),
    images: Array.from({ length: MAX_VARIANT_IMAGES }, (_, i) => variant.images[i] ?? null),
    technical_parameters: variant.technical_parameters.map((group) => ({
      category: group.category,
      specifications: group.specifications.map(specToForm),
    })),
    featured: Object.keys(variant.featured_parameters),
    price: variant.price === null ? '' : String(variant.price),
    ...publicationValues(variant),
  };
}

/** A stored row as the form holds it: the key it was saved with goes aside, with its name then. */
export function specToForm({ key, value, parameter_key }: SavedSpec): FormSpec {
  return parameter_key ? { key, value, saved_parameter: { key: parameter_key, name: key } } : { key, value };
}

/** Names as the server compares them: case and runs of white space aside. */
const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The dictionary key a row is saved with (docs/product.md §17). A loaded row keeps its key while its
 * name stays (a change of case or spacing aside): the key was chosen for what that name measures,
 * possibly against the name's own match (the grid, the API, a merge). A renamed row says something
 * else now, so it goes without a key and the server matches its new name, as for a new row; an old
 * key kept under a new name would file it silently under a parameter it no longer names.
 */
export function keptParameterKey(spec: FormSpec): string | undefined {
  const saved = spec.saved_parameter;
  return saved && sameName(spec.key, saved.name) ? saved.key : undefined;
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
    // The schema has read numbers already; texts are trimmed, and empty ones clear the field.
    ...(editorFields((key) => {
      const value = values[key];
      return typeof value === 'string' ? value.trim() || null : value;
    }) as EditorFields),
    features: texts(values.features),
    applications: texts(values.applications),
    images: values.images.filter((url): url is string => Boolean(url?.trim())),
    technical_parameters: values.technical_parameters.map((group) => ({
      category: group.category.trim(),
      specifications: group.specifications.filter(canFeature).map((spec): SavedSpec => {
        const parameterKey = keptParameterKey(spec);
        const row = { key: spec.key.trim(), value: spec.value.trim() };
        return parameterKey ? { ...row, parameter_key: parameterKey } : row;
      }),
    })),
    featured_parameters: Object.fromEntries(
      activeFeatured(values.featured, values.technical_parameters).map(({ key, value }) => [key, value]),
    ),
    price: values.price,
    status: values.status,
    publish_at: values.publish_at,
    unpublish_at: values.unpublish_at,
  };
}
