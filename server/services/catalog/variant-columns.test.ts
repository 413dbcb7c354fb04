import { describe, expect, it } from 'vitest';
import { VARIANT_FIELDS, type VariantFieldSpec } from '#common/variant-registry';
import { variants } from '../../db/schema';
import { adminOnlyFields, fieldColumns, fieldValues, publicFields } from './variant-columns';

// Each line of common/variant-registry.ts has its column on `variants`, named as the API names
// the field and of the type its kind holds (a text column for text, an integer for a number).

const fields = Object.entries(VARIANT_FIELDS) as [keyof typeof VARIANT_FIELDS, VariantFieldSpec][];
const COLUMN_TYPE = { text: 'PgText', whole: 'PgInteger' } as const;

describe('the registry’s columns', () => {
  it('are the variants table’s own, named like the field, of its kind’s type', () => {
    const own = Object.values(variants);
    for (const [key, field] of fields) {
      const column = fieldColumns[key];
      expect(own, key).toContain(column);
      expect([column.name, column.columnType], key).toEqual([key, COLUMN_TYPE[field.kind]]);
    }
  });

  it('write null for a field a create leaves out, and leave it alone on an update', () => {
    const [key] = fields[0];
    const property = Object.entries(variants).find(([, c]) => c === fieldColumns[key])?.[0] as string;
    expect(fieldValues({ [key]: 'Set' }, null)).toMatchObject({ [property]: 'Set' });
    const created = fieldValues({}, null) as Record<string, unknown>;
    const updated = fieldValues({}, undefined) as Record<string, unknown>;
    expect(Object.values(created).every((v) => v === null)).toBe(true);
    expect(Object.values(updated).every((v) => v === undefined)).toBe(true);
    expect(Object.keys(created)).toHaveLength(fields.length);
  });

  it('are read back to the public and the back office by who may see them', () => {
    const row = Object.fromEntries(fields.map(([key]) => [key, `${key} value`])) as Record<
      keyof typeof VARIANT_FIELDS,
      string
    >;
    const shown = fields.filter(([, f]) => !f.adminOnly).map(([key]) => key);
    expect(Object.keys(publicFields(row)).sort()).toEqual(shown.sort());
    expect(Object.keys({ ...publicFields(row), ...adminOnlyFields(row) }).sort()).toEqual(
      fields.map(([key]) => key).sort(),
    );
  });
});
