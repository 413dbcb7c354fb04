import { describe, expect, it } from 'vitest';
import {
  adminVariantSchema,
  variantCreateSchema,
  variantFormSchema,
  variantSchema,
  variantUpdateSchema,
  wholeNumber,
} from './schemas/variant';
import {
  ADMIN_ONLY_VARIANT_FIELDS,
  EDITOR_VARIANT_FIELDS,
  PUBLIC_VARIANT_FIELDS,
  VARIANT_FIELD_KEYS,
  VARIANT_FIELDS,
  type VariantFieldSpec,
  widgetOf,
} from './variant-registry';

// A line of the registry is all a plain variant field needs in common/: these check that each line
// reaches the API's input, the reads it belongs to and the editor, whatever fields the table holds.

const fields = Object.entries(VARIANT_FIELDS) as [string, VariantFieldSpec][];
/** A value of the field's kind as sent, and as read back. */
const sample = (field: VariantFieldSpec): [unknown, unknown] =>
  field.kind === 'whole' ? [` ${field.max} `, field.max] : [' <b>Sent</b> ', 'Sent'];

describe('the variant field registry', () => {
  it('lets the API write every field, read as its kind; null clears it, absent keeps it', () => {
    for (const [key, field] of fields) {
      const [sent, read] = sample(field);
      const created = variantCreateSchema.parse({ product_id: 1, name: 'V', [key]: sent });
      expect(created[key as keyof typeof created], key).toEqual(read);
      expect(variantUpdateSchema.parse({ [key]: null }), key).toEqual({ [key]: null });
      expect(variantUpdateSchema.parse({}), key).not.toHaveProperty(key);
    }
  });

  it('refuses a value longer or larger than its line allows, on the field', () => {
    for (const [key, field] of fields) {
      const over = field.kind === 'whole' ? field.max + 1 : 'x'.repeat(field.max + 1);
      const res = variantUpdateSchema.safeParse({ [key]: over });
      expect(
        res.error?.issues.map((i) => i.path.join('.')),
        key,
      ).toEqual([key]);
    }
  });

  it('reads every field back to the back office, and to the public unless it is admin-only', () => {
    expect([...PUBLIC_VARIANT_FIELDS, ...ADMIN_ONLY_VARIANT_FIELDS].sort()).toEqual(
      [...VARIANT_FIELD_KEYS].sort(),
    );
    for (const key of VARIANT_FIELD_KEYS) {
      expect(Object.keys(adminVariantSchema.shape), key).toContain(key);
      const shown = !(VARIANT_FIELDS[key] as VariantFieldSpec).adminOnly;
      expect(Object.keys(variantSchema.shape).includes(key), key).toBe(shown);
    }
  });

  it('shows the fields with a label in the editor, in the order declared, each with its control', () => {
    const labelled = fields.filter(([, field]) => field.label);
    expect(EDITOR_VARIANT_FIELDS).toEqual(
      labelled.map(([key, field]) => ({ key, label: field.label, widget: widgetOf(field) })),
    );
    for (const { key } of EDITOR_VARIANT_FIELDS) expect(Object.keys(variantFormSchema.shape)).toContain(key);
  });

  it('gives text over several lines a text area, other text a text box and numbers a numeric box', () => {
    expect(widgetOf({ kind: 'text', max: 10, multiline: true })).toBe('textarea');
    expect(widgetOf({ kind: 'text', max: 10 })).toBe('text');
    expect(widgetOf({ kind: 'whole', min: 0, max: 10 })).toBe('number');
  });
});

describe('a whole-number field', () => {
  const months = wholeNumber(0, 600);
  const complaint = (input: unknown) => months.safeParse(input).error?.issues.map((i) => i.message);

  it('reads numbers and digits; empty text and null clear it', () => {
    expect([24, ' 24 ', '007', '', '  ', null].map((v) => months.parse(v))).toEqual([
      24,
      24,
      7,
      null,
      null,
      null,
    ]);
  });

  it('refuses fractions, text and numbers outside its range with the reason', () => {
    expect(complaint('1.5')).toEqual(['Must be a whole number.']);
    expect(complaint(1.5)).toEqual(['Must be a whole number.']);
    expect(complaint('two years')).toEqual(['Must be a whole number.']);
    expect(complaint(true)).toEqual(['Must be a whole number.']);
    expect(complaint(-1)).toEqual(['Must be at least 0.']);
    expect(complaint('601')).toEqual(['May not be more than 600.']);
  });
});
