import { unitLabel } from '#common/unit-label';
import {
  VARIANT_FIELD_KEYS,
  VARIANT_FIELDS,
  type VariantField,
  type VariantFieldValue,
} from '#common/variant-registry';
import { escapeFormula } from '../../lib/formula-escape';
import { normName } from '../parameters/spec-index';

// The catalogue's spreadsheet columns (docs/product.md §27, decision 062), said once for the
// export that writes them and the import that reads them back: each sheet's headers in order, the
// field each stands for and the kind of its cells, how a specification's column is named, and how
// a value becomes a cell (lists one item per line, formula-looking text escaped).

export const SHEET_NAMES = { catalogue: 'Catalogue', brands: 'Brands', categories: 'Categories' } as const;

/**
 * What a column's cells hold: `id` a record's number (empty on a new row), `text` one line,
 * `multiline` text over several lines, `lines` a list with one item per line, `number` a figure
 * (the price), `flag` yes or no.
 */
type CellKind = 'id' | 'text' | 'multiline' | 'lines' | 'number' | 'flag';

/** A cell as written: text, a number, or empty. */
export type Cell = string | number | null;

type Value = string | number | boolean | readonly string[] | null | undefined;

/** A column of a sheet: its header (the import's field name too), its kind and its record's value. */
export interface SheetColumn<Row> {
  header: string;
  kind: CellKind;
  value: (row: Row) => Value;
}

/** A value as its cell: a list one item per line, a flag yes or no, formula-looking text escaped. */
export function toCell(value: Value): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  const text = typeof value === 'string' ? value : value.join('\n');
  return text === '' ? null : escapeFormula(text);
}

/** What the Catalogue sheet reads of a variant (one row each), the registry's fields under their API names. */
export type CatalogueRecord = { [K in VariantField]: VariantFieldValue<K> | null } & {
  id: number;
  name: string;
  productName: string;
  brandName: string;
  categoryName: string;
  price: number | null;
  features: string[] | null;
  applications: string[] | null;
  images: string[] | null;
  featuredParameters: string[] | null;
};

/** The registry's fields, in its order (introduction first): a field added there is a column here. */
const registryColumns: SheetColumn<CatalogueRecord>[] = VARIANT_FIELD_KEYS.map((key) => {
  const field = VARIANT_FIELDS[key] as { kind: 'text' | 'whole'; multiline?: boolean };
  return {
    header: key,
    kind: field.kind === 'whole' ? 'number' : field.multiline ? 'multiline' : 'text',
    value: (row) => row[key],
  };
});

/**
 * The Catalogue sheet's plain columns, before the specifications. A variant has no status of its
 * own (its visibility is its brand's and category's, whose sheets carry `active`).
 */
export const CATALOGUE_COLUMNS: SheetColumn<CatalogueRecord>[] = [
  { header: 'variant_id', kind: 'id', value: (r) => r.id },
  { header: 'variant_name', kind: 'text', value: (r) => r.name },
  { header: 'product', kind: 'text', value: (r) => r.productName },
  { header: 'brand', kind: 'text', value: (r) => r.brandName },
  { header: 'category', kind: 'text', value: (r) => r.categoryName },
  { header: 'price', kind: 'number', value: (r) => r.price },
  ...registryColumns,
  { header: 'features', kind: 'lines', value: (r) => r.features },
  { header: 'applications', kind: 'lines', value: (r) => r.applications },
  { header: 'images', kind: 'lines', value: (r) => r.images },
  // The names of up to three of the variant's specifications, as the editor stores them.
  { header: 'featured_parameters', kind: 'lines', value: (r) => r.featuredParameters },
];

export interface BrandRecord {
  id: number;
  name: string;
  description: string | null;
  logo: string | null;
  isActive: boolean;
}

export const BRAND_COLUMNS: SheetColumn<BrandRecord>[] = [
  { header: 'brand_id', kind: 'id', value: (r) => r.id },
  { header: 'name', kind: 'text', value: (r) => r.name },
  { header: 'description', kind: 'multiline', value: (r) => r.description },
  { header: 'logo', kind: 'text', value: (r) => r.logo },
  { header: 'active', kind: 'flag', value: (r) => r.isActive },
];

export interface CategoryRecord {
  id: number;
  name: string;
  brandName: string;
  description: string | null;
  image: string | null;
  isActive: boolean;
}

export const CATEGORY_COLUMNS: SheetColumn<CategoryRecord>[] = [
  { header: 'category_id', kind: 'id', value: (r) => r.id },
  { header: 'name', kind: 'text', value: (r) => r.name },
  { header: 'brand', kind: 'text', value: (r) => r.brandName },
  { header: 'description', kind: 'multiline', value: (r) => r.description },
  { header: 'image', kind: 'text', value: (r) => r.image },
  { header: 'active', kind: 'flag', value: (r) => r.isActive },
];

/** A row's cells in the order of `columns`. */
export const cellsOf = <Row>(columns: SheetColumn<Row>[], row: Row): Cell[] =>
  columns.map((c) => toCell(c.value(row)));

// Availability (docs/product.md §28 "Availability"): one column per branch, "stock: cebu", after
// the plain columns; a cell is "in_stock", "in_stock 3", "on_order 2027-03-01", or empty (not stocked).

/** "stock: cebu", by the branch's slug. */
export const stockHeader = (slug: string) => `stock: ${slug}`;

/** A variant's entry at one branch as its cell. */
export function stockCell(
  entry: { status: 'in_stock' | 'on_order'; quantity: number | null; expectedAt: string | null } | undefined,
): Cell {
  if (!entry) return null;
  if (entry.status === 'on_order') return `on_order ${entry.expectedAt ?? ''}`.trim();
  return entry.quantity === null ? 'in_stock' : `in_stock ${entry.quantity}`;
}

// Specifications: one column per dictionary parameter, "spec: Bucket capacity [m³]" in the chosen
// unit system's display unit (no brackets for a plain number or text), then one per specification
// the dictionary does not know, "spec: Engine / Model", by the group and name it was published
// under. A variant's second row of the same parameter goes to the second kind of column.

const SPEC_PREFIX = 'spec: ';

/** "spec: Bucket capacity [m³]"; `unit` in the units library's notation ("m^3"). */
export const dictionarySpecHeader = (name: string, unit: string | null) =>
  `${SPEC_PREFIX}${name}${unit ? ` [${unitLabel(unit)}]` : ''}`;

/** "spec: Engine / Model". */
export const otherSpecHeader = (group: string, name: string) =>
  `${SPEC_PREFIX}${group.trim()} / ${name.trim()}`;

/** A header as headers are matched: case and runs of white space do not count. */
export const headerKey = (header: string) => normName(header);

/**
 * What a specification header names: the text after "spec:" and the unit in brackets, if any.
 * Whether it is a dictionary parameter or "group / name" is the dictionary's to say.
 */
export function readSpecHeader(header: string): { name: string; unit: string | null } | null {
  const found = /^\s*spec\s*:\s*(.+?)\s*(?:\[\s*([^\]]*?)\s*\])?\s*$/i.exec(header);
  if (!found) return null;
  return { name: found[1], unit: found[2] || null };
}

const PLAIN_NUMBER = /^-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;

/**
 * A dictionary column's cell from the display figure in the header's unit ("12,500 kg" under
 * "[kg]"): the unit left off, a number when what remains is one, otherwise text as shown — a
 * range "1.2–1.5", feet and inches "9′ 5″", inches below a foot under "[ft]" ("11.8 in"). A value
 * that was not read as a number (`figure` undefined) is its published text.
 */
export function specCell(figure: string | undefined, unit: string | null, published: string): Cell {
  if (figure === undefined) return toCell(published.trim());
  const suffix = unit ? ` ${unitLabel(unit)}` : '';
  const bare = suffix && figure.endsWith(suffix) ? figure.slice(0, -suffix.length) : figure;
  return PLAIN_NUMBER.test(bare) ? Number(bare.replaceAll(',', '')) : toCell(bare);
}
