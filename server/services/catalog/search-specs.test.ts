import { describe, expect, it } from 'vitest';
import type { DictEntry, Dictionary } from '../parameters/dictionary-cache';
import { readTypedSearch } from './search-specs';

// How a search's numbers with units are read (docs/product.md §2.4, decision 054); what they then
// find is the API tests' (tests/api/search-specs.test.ts).

const entry = (id: number, kind: DictEntry['kind'], filterable = true): DictEntry => ({
  id,
  key: `p${id}`,
  name: `P${id}`,
  aliases: [],
  kind,
  metricUnit: null,
  imperialUnit: null,
  decimals: 0,
  better: null,
  categories: [],
  filterable,
  position: id,
});
const entries = [
  entry(1, 'volumetric_flow'),
  entry(2, 'mass'),
  entry(3, 'mass', false),
  entry(4, 'rotational_speed', false),
  entry(5, 'count'),
];
const dictionary: Dictionary = {
  entries,
  byKey: new Map(entries.map((e) => [e.key, e])),
  byId: new Map(entries.map((e) => [e.id, e])),
};
const read = (search: string) => readTypedSearch(search, dictionary);

describe('readTypedSearch', () => {
  it.each([
    ...[
      'plant 60 m3/h',
      'plant 60m3/h',
      'plant 60 m³/h',
      'plant 60 cu.m/hr',
      'plant 60 cubic meters per hour',
    ].map((q) => [q, 'plant', [1], 60 / 3600] as const),
    // The filterable mass parameter only.
    ...['crane 50 ton', 'crane 50t', 'crane 50-ton', 'crane 50 metric tons', 'crane 50,000 kg'].map(
      (q) => [q, 'crane', [2], 50_000] as const,
    ),
  ])('reads a number with a unit however it is written, leaving the other words: %s', (q, words, ids, si) => {
    const r = read(q);
    expect(r.words).toBe(words);
    expect(r.specs).toEqual([{ parameterIds: ids, si: expect.closeTo(si, 9) }]);
  });

  it('takes every parameter of the kind when none is a filter', () => {
    expect(read('60 rpm').specs).toEqual([{ parameterIds: [4], si: 60 }]);
  });

  it('keeps a number without a unit, or with a unit no parameter measures, as a word', () => {
    expect(read('batching plant 60')).toEqual({ words: 'batching plant 60', specs: [] });
    expect(read('plant 60 sqm')).toEqual({ words: 'plant 60', specs: [] });
    expect(read('loader 3 cylinders')).toEqual({ words: 'loader 3 cylinders', specs: [] });
    expect(read('0 t')).toEqual({ words: '0 t', specs: [] });
    expect(read('pc200 excavator')).toEqual({ words: 'pc200 excavator', specs: [] });
  });

  it('reads at most two, and an empty search is none', () => {
    const r = read('50 t 60 m3/h 70 t');
    expect(r.specs).toHaveLength(2);
    expect(r.words).toBe('70 t');
    expect(read('')).toEqual({ words: undefined, specs: [] });
    expect(read('50 t')).toEqual({ words: undefined, specs: [{ parameterIds: [2], si: 50_000 }] });
  });
});
