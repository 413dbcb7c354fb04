import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VARIANT_FIELD_KEYS } from '#common/variant-registry';
import { escapeFormula, unescapeFormula } from '../../lib/formula-escape';
import {
  BRAND_COLUMNS,
  CATALOGUE_COLUMNS,
  CATEGORY_COLUMNS,
  dictionarySpecHeader,
  headerKey,
  otherSpecHeader,
  readSpecHeader,
  specCell,
  toCell,
} from './columns';

// The column model the export writes and the import will read (docs/product.md §27, decision 062).

describe('cells', () => {
  it('writes lists one item per line, flags as yes/no, numbers as numbers, empty as nothing', () => {
    expect(toCell(['Quarries', 'Ports'])).toBe('Quarries\nPorts');
    expect(toCell([])).toBeNull();
    expect(toCell('')).toBeNull();
    expect(toCell(null)).toBeNull();
    expect(toCell(true)).toBe('yes');
    expect(toCell(false)).toBe('no');
    expect(toCell(-5)).toBe(-5);
  });

  it('escapes text a spreadsheet would run, as the inquiries CSV does, and reads it back', () => {
    for (const text of ['=1+1', '+63 917', '-10 °C', '@SUM(A1)', '\tx', '\rx']) {
      expect(toCell(text)).toBe(`'${text}`);
      expect(unescapeFormula(escapeFormula(text))).toBe(text);
    }
    expect(toCell(['@first', '=second'])).toBe("'@first\n=second");
    expect(toCell('safe = text')).toBe('safe = text');
    expect(unescapeFormula("'plain")).toBe("'plain");
  });
});

describe('specification columns', () => {
  it('are named after the parameter and its display unit, or the group and name', () => {
    expect(dictionarySpecHeader('Bucket Capacity', 'm^3')).toBe('spec: Bucket Capacity [m³]');
    expect(dictionarySpecHeader('Engine Type', null)).toBe('spec: Engine Type');
    expect(otherSpecHeader(' Engine ', 'Model ')).toBe('spec: Engine / Model');
  });

  it('read back whatever the case and spacing', () => {
    expect(readSpecHeader('spec: Bucket Capacity [m³]')).toEqual({ name: 'Bucket Capacity', unit: 'm³' });
    expect(readSpecHeader('  SPEC :  Engine Type ')).toEqual({ name: 'Engine Type', unit: null });
    expect(readSpecHeader('spec: Engine / Model')).toEqual({ name: 'Engine / Model', unit: null });
    expect(readSpecHeader('variant_name')).toBeNull();
    expect(headerKey('  Variant_Name ')).toBe(headerKey('variant_name'));
    expect(headerKey('spec:  Bucket   capacity [m³]')).toBe(headerKey('spec: Bucket Capacity [m³]'));
  });

  it('hold a number without its unit when the figure is one, else the figure or the published text', () => {
    expect(specCell('12,500 kg', 'kg', '12.5 t')).toBe(12_500);
    expect(specCell('1.8 m³', 'm^3', '1.8 m3')).toBe(1.8);
    expect(specCell('4', null, '4')).toBe(4);
    expect(specCell('1.2–1.5 m³', 'm^3', '1.2-1.5 m3')).toBe('1.2–1.5');
    expect(specCell('9′ 6″', 'ft', '2,900 mm')).toBe('9′ 6″');
    expect(specCell('11.8 in', 'ft', '300 mm')).toBe('11.8 in');
    expect(specCell(undefined, 'kg', ' N/A ')).toBe('N/A');
    expect(specCell(undefined, null, '=1+1')).toBe("'=1+1");
  });
});

it('lists the Catalogue sheet’s plain columns in the order the product describes', () => {
  expect(CATALOGUE_COLUMNS.map((c) => c.header)).toEqual([
    'variant_id',
    'variant_name',
    'product',
    'brand',
    'category',
    'price',
    // The registry's plain fields (introduction first), so a field added there is a column.
    ...VARIANT_FIELD_KEYS,
    'features',
    'applications',
    'images',
    'featured_parameters',
  ]);
});

// The staff's guide to the import names each column the export writes, so a column added to the
// model is described there before it ships. The registry's plain fields are left out: adding one is
// a recipe of three files (docs/guides/add-a-field.md), and the guide says such a field is a column.
it('has every column described in docs/guides/staff/import-a-catalogue.md', () => {
  const guide = readFileSync(
    join(import.meta.dirname, '../../../docs/guides/staff/import-a-catalogue.md'),
    'utf8',
  );
  const registry = new Set<string>(VARIANT_FIELD_KEYS);
  const headers = [...CATALOGUE_COLUMNS, ...BRAND_COLUMNS, ...CATEGORY_COLUMNS]
    .map((c) => c.header)
    .filter((h) => !registry.has(h));
  expect(headers.filter((h) => !guide.includes(`\`${h}\``))).toEqual([]);
});
