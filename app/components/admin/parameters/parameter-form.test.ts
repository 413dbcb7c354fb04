import { describe, expect, it } from 'vitest';
import { keyFromName, parameterFormSchema, parameterToForm, unitsText } from './parameter-form';

const form = (changes: Record<string, unknown> = {}) => ({
  ...parameterToForm(null),
  key: 'blade_width',
  name: 'Blade Width',
  ...changes,
});

describe('the parameter form', () => {
  it('starts a new parameter as a mass in kg and lb, with one empty alias and category', () => {
    expect(parameterToForm(null)).toMatchObject({
      kind: 'mass',
      metric_unit: 'kg',
      imperial_unit: 'lb',
      aliases: [{ value: '' }],
      categories: [{ value: '' }],
    });
  });

  it('sends lists without empty rows, numbers as numbers and no unit as null', () => {
    const result = parameterFormSchema.safeParse(
      form({
        kind: 'count',
        metric_unit: '',
        imperial_unit: '',
        aliases: [{ value: ' Blade Span ' }, { value: '' }],
        categories: [{ value: '' }],
        decimals: '2',
        position: '',
        better: '',
      }),
    );
    expect(result.success && result.data).toMatchObject({
      aliases: ['Blade Span'],
      categories: [],
      metric_unit: null,
      imperial_unit: null,
      decimals: 2,
      position: 0,
      better: null,
    });
  });

  it('refuses a unit of another kind, a bad key and markup-only names, on their fields', () => {
    const result = parameterFormSchema.safeParse(
      form({ kind: 'length', metric_unit: 'kg', key: 'Blade Width!', name: '<b></b>' }),
    );
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['metric_unit', 'key', 'name']));
  });

  it('refuses an alias longer than 120 characters under that alias', () => {
    const result = parameterFormSchema.safeParse(form({ aliases: [{ value: 'x'.repeat(121) }] }));
    expect(result.error?.issues[0].path).toEqual(['aliases', 0, 'value']);
  });

  it('offers a key from the name: lower case, plain letters, words joined by _', () => {
    const offered = {
      'Operating Weight': 'operating_weight',
      '  Max. Digging Depth (ISO) ': 'max_digging_depth_iso',
      '2nd Boom Length': 'nd_boom_length',
      'Drehmoment für Ölpumpe': 'drehmoment_fur_olpumpe',
      '<script>': 'script',
      '': '',
    };
    for (const [name, key] of Object.entries(offered)) expect(keyFromName(name), name).toBe(key);
  });

  it('prints the units as a reader sees them', () => {
    expect(unitsText({ metric_unit: 'm^3', imperial_unit: 'yd^3' })).toBe('m³ / yd³');
    expect(unitsText({ metric_unit: 'rpm', imperial_unit: 'rpm' })).toBe('rpm');
    expect(unitsText({ metric_unit: null, imperial_unit: null })).toBe('—');
  });
});
