// The variant's plain fields (docs/product.md §7), each declared once. From a line here follow: the
// API's input, public and back-office read schemas (common/schemas/variant.ts), the column the
// server selects, inserts and updates (server/services/catalog/variant-columns.ts: the column is
// the key's camelCase property of `variants`), the editor's default value, its input and what it
// sends (app/components/admin/variants/). Lists, images, specifications and the price have shapes
// and editors of their own and are declared where they are read.
//
// Dependency-free: the browser's editor and the server read the same table.

/** Text, plain on the way in (markup removed); `multiline` keeps its line breaks. Column: `text`. */
type TextField = { kind: 'text'; max: number; multiline?: boolean };
/** A whole number from `min` to `max`, also accepted as digits in text. Column: `integer`. */
type WholeField = { kind: 'whole'; min: number; max: number };

/**
 * `label`: the back-office editor shows the field under this label (without one, the field is
 * written only through the API). `adminOnly`: left out of the public reads (the public product
 * page, the listing, comparisons); the back office's reads carry it.
 */
export type VariantFieldSpec = (TextField | WholeField) & { label?: string; adminOnly?: true };

export const VARIANT_FIELDS = {
  introduction: { kind: 'text', max: 5000, multiline: true, label: 'Introduction' },
  description: { kind: 'text', max: 20_000, multiline: true },
  bucket_capacity: { kind: 'text', max: 255 },
  rated_load: { kind: 'text', max: 255 },
} as const satisfies Record<string, VariantFieldSpec>;

type Fields = typeof VARIANT_FIELDS;
export type VariantField = keyof Fields;
/** What a field holds when set (every field may also be null: not given). */
export type VariantFieldValue<K extends VariantField> = Fields[K] extends { kind: 'whole' } ? number : string;
type PublicVariantField = {
  [K in VariantField]: Fields[K] extends { adminOnly: true } ? never : K;
}[VariantField];
type AdminOnlyVariantField = Exclude<VariantField, PublicVariantField>;
/** The fields the back-office editor shows. */
export type EditorVariantField = {
  [K in VariantField]: Fields[K] extends { label: string } ? K : never;
}[VariantField];

const entries = Object.entries(VARIANT_FIELDS) as [VariantField, VariantFieldSpec][];

export const VARIANT_FIELD_KEYS = entries.map(([key]) => key);
export const PUBLIC_VARIANT_FIELDS = entries
  .filter(([, f]) => !f.adminOnly)
  .map(([key]) => key) as PublicVariantField[];
export const ADMIN_ONLY_VARIANT_FIELDS = entries
  .filter(([, f]) => f.adminOnly)
  .map(([key]) => key) as AdminOnlyVariantField[];

/** The editor's control: a text area for text over several lines, a numeric text box for a number. */
type VariantWidget = 'textarea' | 'text' | 'number';
export const widgetOf = (field: VariantFieldSpec): VariantWidget =>
  field.kind === 'whole' ? 'number' : field.multiline ? 'textarea' : 'text';

/** The editor's fields in the order declared, with their labels and controls. */
export const EDITOR_VARIANT_FIELDS = entries.flatMap(([key, field]) =>
  field.label ? [{ key: key as EditorVariantField, label: field.label, widget: widgetOf(field) }] : [],
);
