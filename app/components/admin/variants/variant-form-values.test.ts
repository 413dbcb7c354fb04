import { describe, expect, it } from 'vitest';
import { variant } from '#app/test/records';
import { variantFormSchema } from '#common/schemas/variant';
import { EDITOR_VARIANT_FIELDS, VARIANT_FIELDS, type VariantFieldSpec } from '#common/variant-registry';
import { specGroup } from '../../../../tests/support/spec-groups';
import {
  activeFeatured,
  formToPayload,
  keptParameterKey,
  newVariantForm,
  specToForm,
  variantToForm,
} from './variant-form-values';

const groups = [
  specGroup(' Main Dimensions ', [' Length ', ' 7 m '], ['', '']),
  { category: 'Specifications', specifications: [{ key: 'Rated Load', value: '3,000 kg' }] },
];

describe('newVariantForm', () => {
  it('has the docs/product.md §4 defaults', () => {
    const form = newVariantForm(12);
    expect(form.product_id).toBe(12);
    expect(form.features).toEqual([{ value: '' }]);
    expect(form.applications).toEqual([{ value: '' }]);
    expect(form.images).toEqual([null, null, null, null]);
    expect(form.technical_parameters).toEqual([
      { category: 'Main Dimensions', specifications: [] },
      { category: 'Specifications', specifications: [] },
    ]);
    expect(form.featured).toEqual([]);
    expect(form.price).toBe('');
  });
});

describe('activeFeatured', () => {
  it('matches chosen keys to complete specifications by trimmed name, in the order chosen', () => {
    expect(activeFeatured(['Rated Load', 'Length '], groups)).toEqual([
      { key: 'Rated Load', value: '3,000 kg' },
      { key: 'Length', value: '7 m' },
    ]);
  });
  it('drops keys whose specification is gone or has no value', () => {
    const emptied = [{ category: 'X', specifications: [{ key: 'Length', value: ' ' }] }];
    expect(activeFeatured(['Length', 'Width'], emptied)).toEqual([]);
  });
});

describe('formToPayload', () => {
  const values = variantFormSchema.parse({
    ...newVariantForm(4),
    name: 'NWL-30',
    introduction: '  ',
    features: [{ value: ' Joystick ' }, { value: '' }],
    applications: [{ value: '' }],
    images: ['/uploads/a.webp', null, '', '/uploads/b.webp'],
    technical_parameters: groups,
    featured: ['Length', 'Gone'],
    price: '274000',
  });
  it('drops empty entries and sends featured parameters as an object', () => {
    expect(formToPayload(values)).toEqual({
      // The registry's fields left empty (common/variant-registry.ts) clear theirs.
      ...Object.fromEntries(EDITOR_VARIANT_FIELDS.map(({ key }) => [key, null])),
      product_id: 4,
      name: 'NWL-30',
      introduction: null,
      features: ['Joystick'],
      applications: [],
      images: ['/uploads/a.webp', '/uploads/b.webp'],
      technical_parameters: [
        { category: 'Main Dimensions', specifications: [{ key: 'Length', value: '7 m' }] },
        { category: 'Specifications', specifications: [{ key: 'Rated Load', value: '3,000 kg' }] },
      ],
      featured_parameters: { Length: '7 m' },
      price: 274000,
      // A new variant is published (docs/product.md §29).
      status: 'published',
      publish_at: null,
      unpublish_at: null,
    });
  });
});

describe('the registry’s fields in the editor', () => {
  const fields = EDITOR_VARIANT_FIELDS.map(
    ({ key }) => [key, VARIANT_FIELDS[key] as VariantFieldSpec] as const,
  );
  /** A value of the field's kind as the API reads it, and as the editor shows it. */
  const sample = (field: VariantFieldSpec) => (field.kind === 'whole' ? field.min + 1 : ' Set  here ');

  it('show each stored value as text and send it back as the API reads it; emptied, they clear it', () => {
    const stored = variant(1, Object.fromEntries(fields.map(([key, f]) => [key, sample(f)])));
    const form = variantToForm(stored);
    for (const [key, f] of fields) expect(form[key], key).toBe(String(sample(f)));
    const sent = formToPayload(variantFormSchema.parse(form));
    for (const [key, f] of fields) {
      expect(sent[key], key).toBe(f.kind === 'whole' ? sample(f) : 'Set  here');
    }
    const emptied = formToPayload(
      variantFormSchema.parse({ ...form, ...Object.fromEntries(fields.map(([key]) => [key, ' '])) }),
    );
    for (const [key] of fields) expect(emptied[key], key).toBeNull();
  });

  it('start empty on a new variant and show a field not stored as empty', () => {
    expect(fields.map(([key]) => newVariantForm()[key])).toEqual(fields.map(() => ''));
    expect(fields.map(([key]) => variantToForm(variant(1))[key])).toEqual(fields.map(() => ''));
  });
});

describe('saved parameter keys (docs/product.md §17)', () => {
  const saved = { key: 'Operating Weight', value: '12 t', parameter_key: 'rated_load' };

  it('puts a stored key aside with the name it was saved under, and leaves rows without one alone', () => {
    expect(specToForm(saved)).toEqual({
      key: 'Operating Weight',
      value: '12 t',
      saved_parameter: { key: 'rated_load', name: 'Operating Weight' },
    });
    expect(specToForm({ key: 'Colour', value: 'Yellow' })).toEqual({ key: 'Colour', value: 'Yellow' });
  });

  it('keeps the key while the name stays, case and spacing aside, and drops it on a rename', () => {
    const row = specToForm(saved);
    expect(keptParameterKey(row)).toBe('rated_load');
    expect(keptParameterKey({ ...row, key: '  operating   WEIGHT ' })).toBe('rated_load');
    expect(keptParameterKey({ ...row, key: 'Operating Mass' })).toBeUndefined();
    expect(keptParameterKey({ ...row, key: '' })).toBeUndefined();
    expect(keptParameterKey({ key: 'Operating Weight', value: '12 t' })).toBeUndefined();
  });

  it('sends a loaded row back with its key, a renamed or new row without one', () => {
    const variant = {
      product_id: 4,
      name: 'NWL-30',
      introduction: null,
      features: [],
      applications: [],
      images: [],
      featured_parameters: {},
      price: 15500000,
      price_updated_at: '2026-01-05T02:00:00.000Z',
      technical_parameters: [
        {
          category: 'Specifications',
          specifications: [saved, { key: 'Motor', value: '90 kW', parameter_key: 'rated_power' }],
        },
      ],
    } as unknown as Parameters<typeof variantToForm>[0];
    const form = variantFormSchema.parse(variantToForm(variant));
    expect(form.price).toBe(15500000);
    form.technical_parameters[0].specifications[1].key = 'Engine Model';
    form.technical_parameters[0].specifications.push({ key: 'Drive', value: '4WD' });
    expect(formToPayload(form).technical_parameters).toEqual([
      {
        category: 'Specifications',
        specifications: [
          { key: 'Operating Weight', value: '12 t', parameter_key: 'rated_load' },
          { key: 'Engine Model', value: '90 kW' },
          { key: 'Drive', value: '4WD' },
        ],
      },
    ]);
  });
});

describe('variantFormSchema', () => {
  it('asks for the product and the variant name with the product’s messages', () => {
    const result = variantFormSchema.safeParse({ ...newVariantForm(), name: ' ' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(messages).toEqual([
      ['product_id', 'Product is required'],
      ['name', 'Variant name is required'],
    ]);
  });
  it('refuses a specification with only one half', () => {
    const form = newVariantForm(1);
    form.name = 'X';
    form.technical_parameters[0].specifications = [{ key: 'Length', value: '' }];
    const result = variantFormSchema.safeParse(form);
    expect(result.error?.issues[0].path.join('.')).toBe('technical_parameters.0.specifications.0.value');
  });
});

describe('the price field (docs/product.md §25)', () => {
  const withPrice = (price: string) =>
    variantFormSchema.safeParse({ ...newVariantForm(1), name: 'X', price });

  it('reads whole numbers, thousands commas and empty (Contact for Price)', () => {
    expect(withPrice(' 274,000 ').data?.price).toBe(274000);
    expect(withPrice('0').data?.price).toBe(0);
    expect(withPrice('  ').data?.price).toBeNull();
  });

  it('refuses decimals, negatives and text with the API’s own words', () => {
    const message = (price: string) => withPrice(price).error?.issues.map((i) => [i.path[0], i.message]);
    expect(message('1.50')).toEqual([
      ['price', 'Enter the price in whole pesos or dollars, with no decimals.'],
    ]);
    expect(message('-5')).toEqual([['price', 'The price must be at least 0.']]);
    expect(message('about 5k')).toEqual([['price', 'The price must be a number.']]);
  });
});
