import { describe, expect, it } from 'vitest';
import { DEFAULT_TECH_GROUP } from './constants';
import { FieldShapeError, normaliseTechnicalParameters } from './variant-fields';

// A specification row may name its dictionary entry (docs/product.md §17); the server fills in the name.
describe('technical parameters with a parameter key', () => {
  it('keeps the key beside the name and value, and allows the name to be left out', () => {
    expect(
      normaliseTechnicalParameters([
        { parameter_key: 'operating_mass', value: '12 t' },
        { category: 'Engine', key: 'Motor', parameter_key: ' rated_power ', value: '100 kW' },
        { key: 'Colour', value: 'Yellow', parameter_key: '' },
      ]),
    ).toEqual([
      {
        category: DEFAULT_TECH_GROUP,
        specifications: [
          { key: '', value: '12 t', parameter_key: 'operating_mass' },
          { key: 'Colour', value: 'Yellow' },
        ],
      },
      {
        category: 'Engine',
        specifications: [{ key: 'Motor', value: '100 kW', parameter_key: 'rated_power' }],
      },
    ]);
  });

  it('drops a keyed row without a value, and refuses a key that is not a key', () => {
    expect(normaliseTechnicalParameters([{ parameter_key: 'operating_mass', value: '' }])).toEqual([]);
    for (const parameter_key of ['Operating Mass', 42, { x: 1 }, '<b>x</b>']) {
      expect(() => normaliseTechnicalParameters([{ parameter_key, value: '1' }])).toThrow(FieldShapeError);
    }
  });
});
