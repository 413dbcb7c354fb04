import { describe, expect, it } from 'vitest';
import { specGroup } from '../tests/support/spec-groups';
import {
  FEATURED_LIMIT_MESSAGE,
  FieldShapeError,
  featuredParameterErrors,
  flattenTechnicalParameters,
  IMAGES_LIMIT_MESSAGE,
  normalisePrice,
  normaliseTechnicalParameters,
  PRICE_MESSAGES,
  parseFeaturedParameters,
  resolveFeaturedParameters,
  type TechGroup,
  toFeaturedEntries,
  toImageList,
  toTextList,
} from './variant-fields';

const groups: TechGroup[] = [
  { category: 'Main Dimensions', specifications: [{ key: 'Length', value: '7 m' }] },
  { category: 'Specifications', specifications: [{ key: 'Rated Load', value: '3,000 kg' }] },
];

describe('toTextList', () => {
  it('accepts a list, trimming and dropping empty entries', () => {
    expect(toTextList([' a ', '', 'b', 3, null])).toEqual(['a', 'b', '3']);
  });
  it('accepts JSON text of a list', () => {
    expect(toTextList('["x", " y ", ""]')).toEqual(['x', 'y']);
  });
  it('splits one-line text on commas', () => {
    expect(toTextList(' Fuel efficient, Low noise ,,')).toEqual(['Fuel efficient', 'Low noise']);
  });
  it('splits text with newlines on newlines only, keeping commas inside entries', () => {
    expect(toTextList('Power 7,200 kW\r\n\nQuiet cab\n')).toEqual(['Power 7,200 kW', 'Quiet cab']);
  });
  it('reads null, undefined and empty text as an empty list', () => {
    expect(toTextList(null)).toEqual([]);
    expect(toTextList(undefined)).toEqual([]);
    expect(toTextList('  ')).toEqual([]);
  });
  it('refuses objects and nested lists', () => {
    expect(() => toTextList({ a: 1 })).toThrow(FieldShapeError);
    expect(() => toTextList([['a']])).toThrow('Each entry must be text.');
    expect(() => toTextList('{"a": 1}')).toThrow('Must be a list of text entries.');
  });
});

describe('toImageList', () => {
  it('allows up to 4 images and refuses a fifth', () => {
    expect(toImageList('a.jpg,b.jpg,c.jpg,d.jpg')).toHaveLength(4);
    expect(() => toImageList(['1', '2', '3', '4', '5'])).toThrow(IMAGES_LIMIT_MESSAGE);
    expect(IMAGES_LIMIT_MESSAGE).toBe('You can upload up to 4 images.');
  });
});

describe('normaliseTechnicalParameters', () => {
  it('keeps groups, trimming and dropping empty keys, values and groups', () => {
    const input = [
      specGroup(' Engine ', [' Power ', ' 100 kW '], ['', 'x']),
      { category: 'Empty', specifications: [{ key: 'Weight', value: '' }] },
    ];
    expect(normaliseTechnicalParameters(input)).toEqual([
      { category: 'Engine', specifications: [{ key: 'Power', value: '100 kW' }] },
    ]);
  });
  it('merges groups with the same category, in first-seen order', () => {
    const input = [
      { category: 'A', specifications: [{ key: 'k1', value: 'v1' }] },
      { category: 'B', specifications: [{ key: 'k2', value: 'v2' }] },
      { category: 'A', specifications: [{ key: 'k3', value: 'v3' }] },
    ];
    expect(normaliseTechnicalParameters(input)).toEqual([
      specGroup('A', ['k1', 'v1'], ['k3', 'v3']),
      { category: 'B', specifications: [{ key: 'k2', value: 'v2' }] },
    ]);
  });
  it('accepts a flat list of {parameter or key, value}, optionally with a category', () => {
    const input = [
      { parameter: 'Length', value: 7200 },
      { key: 'Power', value: '100 kW', category: 'Engine' },
      { name: 'Width', value: '2.5 m' },
    ];
    expect(normaliseTechnicalParameters(input)).toEqual([
      specGroup('Specifications', ['Length', '7200'], ['Width', '2.5 m']),
      { category: 'Engine', specifications: [{ key: 'Power', value: '100 kW' }] },
    ]);
  });
  it('reads an object of name → value as one group named Specifications', () => {
    expect(normaliseTechnicalParameters({ Length: '7 m', Width: 2, Empty: '', Gone: null })).toEqual([
      specGroup('Specifications', ['Length', '7 m'], ['Width', '2']),
    ]);
  });
  it('reads a nested object as groups named by their keys', () => {
    expect(normaliseTechnicalParameters({ Engine: { Power: '100 kW' }, Weight: '5 t' })).toEqual([
      { category: 'Engine', specifications: [{ key: 'Power', value: '100 kW' }] },
      { category: 'Specifications', specifications: [{ key: 'Weight', value: '5 t' }] },
    ]);
  });
  it('reads text lines separated by newlines or semicolons, splitting on the first colon', () => {
    expect(normaliseTechnicalParameters('Length: 7 m\nRatio: 1:2; Width = 2 m;\n')).toEqual([
      specGroup('Specifications', ['Length', '7 m'], ['Ratio', '1:2'], ['Width', '2 m']),
    ]);
  });
  it('reads JSON text of any shape', () => {
    expect(normaliseTechnicalParameters(JSON.stringify(groups))).toEqual(groups);
    expect(normaliseTechnicalParameters('{"Length":"7 m"}')).toEqual([
      { category: 'Specifications', specifications: [{ key: 'Length', value: '7 m' }] },
    ]);
  });
  it('reads nothing as no groups', () => {
    expect(normaliseTechnicalParameters(null)).toEqual([]);
    expect(normaliseTechnicalParameters('')).toEqual([]);
    expect(normaliseTechnicalParameters([])).toEqual([]);
  });
  it('refuses lines without a separator, and values that are not text', () => {
    expect(() => normaliseTechnicalParameters('just words')).toThrow(/name: value/);
    expect(() => normaliseTechnicalParameters([{ key: 'a', value: { x: 1 } }])).toThrow(FieldShapeError);
    expect(() => normaliseTechnicalParameters(42)).toThrow(FieldShapeError);
  });
  it('flattens groups to category / parameter / value rows', () => {
    expect(flattenTechnicalParameters(groups)).toEqual([
      { category: 'Main Dimensions', parameter: 'Length', value: '7 m' },
      { category: 'Specifications', parameter: 'Rated Load', value: '3,000 kg' },
    ]);
  });
});

describe('featured parameters', () => {
  it('reads an object, a list of keys, a list of pairs and JSON text, keeping order and dropping duplicates', () => {
    expect(parseFeaturedParameters({ Length: '7 m', ' Rated Load ': '3,000 kg' })).toEqual([
      { key: 'Length', value: '7 m' },
      { key: 'Rated Load', value: '3,000 kg' },
    ]);
    expect(parseFeaturedParameters(['Length', ' Length ', ''])).toEqual([{ key: 'Length' }]);
    expect(parseFeaturedParameters([{ key: 'Length', value: '7 m' }])).toEqual([
      { key: 'Length', value: '7 m' },
    ]);
    expect(parseFeaturedParameters('["Rated Load","Length"]')).toEqual([
      { key: 'Rated Load' },
      { key: 'Length' },
    ]);
    expect(parseFeaturedParameters('{"Length":"7 m"}')).toEqual([{ key: 'Length', value: '7 m' }]);
    expect(parseFeaturedParameters(null)).toEqual([]);
  });
  it('refuses more than 3 with the product’s message', () => {
    expect(() => toFeaturedEntries(['a', 'b', 'c', 'd'])).toThrow(FEATURED_LIMIT_MESSAGE);
    expect(FEATURED_LIMIT_MESSAGE).toBe(
      'Limit Reached: You can only select up to 3 featured technical parameters.',
    );
  });
  it('requires each key to be a technical parameter with a value', () => {
    expect(featuredParameterErrors([{ key: 'Length' }, { key: 'Rated Load', value: 'x' }], groups)).toEqual(
      [],
    );
    expect(featuredParameterErrors([{ key: 'Colour' }], groups)).toEqual([
      'The featured parameter "Colour" is not one of the technical parameters.',
    ]);
    expect(featuredParameterErrors([{ key: 'Length', value: '' }], groups)).toEqual([
      'The featured parameter "Length" has no value; only parameters with a name and a value can be featured.',
    ]);
  });
  it('resolves stored keys to key → value pairs in the stored order, skipping stale keys', () => {
    const resolved = resolveFeaturedParameters(['Rated Load', 'Gone', 'Length'], groups);
    expect(Object.entries(resolved)).toEqual([
      ['Rated Load', '3,000 kg'],
      ['Length', '7 m'],
    ]);
  });
});

describe('normalisePrice', () => {
  it('accepts whole numbers and numeric text ≥ 0 (docs/product.md §25)', () => {
    expect(normalisePrice(1500)).toBe(1500);
    expect(normalisePrice(' 1,250,000 ')).toBe(1250000);
    expect(normalisePrice('274000')).toBe(274000);
    expect(normalisePrice('0')).toBe(0);
    expect(Object.is(normalisePrice(-0), 0)).toBe(true);
    expect(normalisePrice(999_999_999_999)).toBe(999_999_999_999);
  });
  it('reads null and empty text as no price', () => {
    expect(normalisePrice(null)).toBeNull();
    expect(normalisePrice('')).toBeNull();
    expect(normalisePrice('   ')).toBeNull();
  });
  it('refuses decimals instead of rounding them', () => {
    for (const price of [1.5, '1.50', '1,250,000.567', '274000.00', 0.01]) {
      expect(() => normalisePrice(price)).toThrow(PRICE_MESSAGES.whole);
    }
  });
  it('refuses negative numbers, garbage, markup, line breaks and huge values', () => {
    expect(() => normalisePrice(-1)).toThrow('The price must be at least 0.');
    expect(() => normalisePrice('-5')).toThrow('The price must be at least 0.');
    expect(() => normalisePrice('12abc')).toThrow('The price must be a number.');
    expect(() => normalisePrice('1e5')).toThrow('The price must be a number.');
    expect(() => normalisePrice('<b>5</b>')).toThrow('The price must be a number.');
    expect(() => normalisePrice('5\r\n')).toThrow('The price must be a number.');
    expect(() => normalisePrice(true)).toThrow('The price must be a number.');
    expect(() => normalisePrice(Number.NaN)).toThrow('The price must be a number.');
    expect(() => normalisePrice(1e15)).toThrow('The price may not be greater than 999,999,999,999.');
    expect(() => normalisePrice('1000000000000')).toThrow(/may not be greater/);
    expect(() => normalisePrice('9'.repeat(5000))).toThrow(/may not be greater/);
  });
});
