import { DEFAULT_TECH_GROUP } from '#common/constants';
import type { UnitSystem } from '#common/quantity-kinds';
import {
  type ImportError,
  type ImportMapping,
  CATALOG_IMPORT_MESSAGES as M,
} from '#common/schemas/catalog-import';
import { unitLabel } from '#common/unit-label';
import { type DictEntry, displayUnit } from '../parameters/dictionary-cache';
import { readSpecValue } from '../parameters/parse-value';
import { namesOf, normName } from '../parameters/spec-index';
import {
  BRAND_COLUMNS,
  CATALOGUE_COLUMNS,
  CATEGORY_COLUMNS,
  dictionarySpecHeader,
  headerKey,
  otherSpecHeader,
  readSpecHeader,
  SHEET_NAMES,
  stockHeader,
} from './columns';
import { stockSlugOf } from './import-stock';
import type { SheetTable } from './parse-file';

// Which field each column of an imported sheet fills (docs/product.md §27): matched to the export's
// headers by name, case and spacing aside, or as the admin's mapping says. A specification column
// is read for its parameter and unit system: "spec: Operating weight [lb]" is the dictionary's
// operating weight in the imperial system; "spec: Engine / Model" a specification outside it.

/** A specification column: a dictionary parameter in one unit system, or a group and name. */
export type SpecColumn =
  | {
      kind: 'dictionary';
      parameter: DictEntry;
      /** The unit system whose export cell of it the import compares with. */
      units: UnitSystem;
      /** The column's unit as printed ("kg", "t"), added to a plain figure; null for a plain number. */
      unitText: string | null;
      /** Whether that is the system's display unit, so figures compare as the export rounded them. */
      exact: boolean;
      header: string;
    }
  | { kind: 'other'; group: string; name: string; header: string };

export interface MappedColumn {
  index: number;
  header: string;
  /** The field (an export header) it fills, or a specification; null when ignored. */
  field: string | null;
  spec?: SpecColumn;
  /** A `stock: <slug>` column: the branch whose availability it sets. */
  stock?: { branchId: number };
}

const FIELDS_BY_SHEET: Record<string, readonly string[]> = {
  [SHEET_NAMES.catalogue]: CATALOGUE_COLUMNS.map((c) => c.header),
  [SHEET_NAMES.brands]: BRAND_COLUMNS.map((c) => c.header),
  [SHEET_NAMES.categories]: CATEGORY_COLUMNS.map((c) => c.header),
};

/**
 * The fields a column of `sheet` may be mapped to, the choices of the import dialog's mapping
 * editor: the export's headers, then on the Catalogue sheet each branch's stock column and each
 * dictionary parameter in its metric and its imperial display unit, in the dictionary's order.
 */
export function mappableFields(
  sheet: string,
  dictionary: DictEntry[],
  branches: { slug: string }[],
): string[] {
  const plain = FIELDS_BY_SHEET[sheet] ?? [];
  if (sheet !== SHEET_NAMES.catalogue) return [...plain];
  const stock = branches.map((b) => stockHeader(b.slug)).sort();
  const specs = dictionary.flatMap((p) =>
    [displayUnit(p, 'metric'), displayUnit(p, 'imperial')].map((unit) => dictionarySpecHeader(p.name, unit)),
  );
  return [...new Set([...plain, ...stock, ...specs])];
}

/** A header as a field is matched: case, spacing and underscores aside ("Variant Name" is variant_name). */
const fieldKey = (header: string) => normName(header.replaceAll('_', ' '));

/** A specification header read against the dictionary; a message when its unit is not the parameter's. */
function specColumnOf(header: string, dictionary: DictEntry[]): SpecColumn | string | null {
  const read = readSpecHeader(header);
  if (!read) return null;
  const named = normName(read.name);
  const parameter = dictionary.find((p) => namesOf(p).includes(named));
  if (!parameter) {
    const slash = read.name.lastIndexOf('/');
    const group = slash < 0 ? DEFAULT_TECH_GROUP : read.name.slice(0, slash).trim();
    const name = slash < 0 ? read.name.trim() : read.name.slice(slash + 1).trim();
    if (!group || !name) return `"${header}" names no specification: write "spec: <group> / <name>".`;
    return { kind: 'other', group, name, header: otherSpecHeader(group, name) };
  }
  const given = read.unit ? normName(read.unit) : null;
  for (const units of ['metric', 'imperial'] as const) {
    const unit = displayUnit(parameter, units);
    const label = unit ? normName(unitLabel(unit)) : null;
    if (label === given || (unit && given === normName(unit))) {
      const header = dictionarySpecHeader(parameter.name, unit);
      return { kind: 'dictionary', parameter, units, unitText: unit && unitLabel(unit), exact: true, header };
    }
  }
  // Another unit of the same quantity ("[t]" for a mass kept in kg): read as written, compared in SI.
  if (
    read.unit &&
    readSpecValue(`1 ${read.unit}`, parameter.kind, { metricUnit: parameter.metricUnit }).status === 'number'
  ) {
    const header = dictionarySpecHeader(parameter.name, displayUnit(parameter, 'metric'));
    return { kind: 'dictionary', parameter, units: 'metric', unitText: read.unit, exact: false, header };
  }
  const units = [displayUnit(parameter, 'metric'), displayUnit(parameter, 'imperial')]
    .filter((u): u is string => !!u)
    .map(unitLabel);
  return units.length
    ? `Unknown unit "${read.unit ?? ''}" for ${parameter.name}: use ${[...new Set(units)].join(' or ')}.`
    : `${parameter.name} is a plain number: write its header without a unit.`;
}

/**
 * Each column's field. An unknown column is an error until the mapping says what it is (or null,
 * ignore it); two columns filling one field are an error on the second.
 */
export function mapColumns(
  table: SheetTable,
  dictionary: DictEntry[],
  mapping: ImportMapping | undefined,
  errors: ImportError[],
  branches: { id: number; slug: string }[] = [],
): MappedColumn[] {
  const fields = FIELDS_BY_SHEET[table.name];
  const byKey = new Map(fields.map((f) => [fieldKey(f), f]));
  const taken = new Map<string, string>();
  const columnError = (header: string, message: string) =>
    errors.push({ sheet: table.name, row: 1, column: header, value: header, message });
  return table.header.map((header, index) => {
    const chosen = mapping && Object.hasOwn(mapping, header) ? mapping[header] : undefined;
    if (chosen === null || header === '') return { index, header, field: null };
    const name = chosen ?? header;
    let field = byKey.get(fieldKey(name)) ?? null;
    let spec: SpecColumn | undefined;
    let stock: MappedColumn['stock'];
    const slug = table.name === SHEET_NAMES.catalogue && !field ? stockSlugOf(name) : null;
    if (slug !== null) {
      const branch = branches.find((b) => b.slug.toLowerCase() === slug);
      if (!branch) {
        columnError(header, `There is no branch with the slug "${slug}".`);
        return { index, header, field: null };
      }
      stock = { branchId: branch.id };
      field = stockHeader(branch.slug);
    }
    if (!field && table.name === SHEET_NAMES.catalogue) {
      const read = specColumnOf(name, dictionary);
      if (typeof read === 'string') {
        columnError(header, read);
        return { index, header, field: null };
      }
      if (read) {
        spec = read;
        field = read.header;
      }
    }
    if (!field) {
      columnError(header, M.unknownColumn);
      return { index, header, field: null };
    }
    const key = headerKey(field);
    if (taken.has(key)) {
      columnError(header, M.duplicateColumn);
      return { index, header, field: null };
    }
    taken.set(key, header);
    return { index, header, field, spec, stock };
  });
}
