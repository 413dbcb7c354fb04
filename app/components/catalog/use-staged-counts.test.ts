import { describe, expect, it } from 'vitest';
import { PRICE_MAX, PRICE_MIN } from '#common/constants';
import type { ListingQuery } from '#common/schemas/listing-query';
import { publicVariantQuery } from '#common/schemas/variant';
import { facetsQuery } from './use-staged-counts';

// The drawer asks GET /api/public/facets for its staged choices (docs/product.md §17): the query
// must say every pending filter as the API reads it, and nothing the counts do not depend on.
const read = (query: string) => publicVariantQuery.parse(Object.fromEntries(new URLSearchParams(query)));

describe('facetsQuery', () => {
  const staged: ListingQuery = {
    brand: 'Norvane Machinery',
    category: 'Mobile Cranes',
    product: 'NMC',
    search: 'crane',
    page: 3,
    sort: 'spec.boom_length-desc',
    minPrice: 10_000,
    maxPrice: 50_000,
    spec: [
      { key: 'boom_length', type: 'range', min: 30 },
      { key: 'emission_standard', type: 'values', values: ['Tier 3', 'Stage V'] },
    ],
  };

  it('carries every pending filter and the unit system, but neither sort nor page', () => {
    const q = read(facetsQuery(staged, 'imperial'));
    expect(q).toMatchObject({
      brand: 'Norvane Machinery',
      category: 'Mobile Cranes',
      product: 'NMC',
      search: 'crane',
      min_price: 10_000,
      max_price: 50_000,
      units: 'imperial',
      page: 1,
      spec: [
        { key: 'boom_length', type: 'range', min: 30 },
        { key: 'emission_standard', type: 'values', values: ['Tier 3', 'Stage V'] },
      ],
    });
    expect(q.sort_by).toBeUndefined();
  });

  it('leaves defaults out', () => {
    const empty = { page: 1, minPrice: PRICE_MIN, maxPrice: PRICE_MAX };
    expect(facetsQuery(empty, 'metric')).toBe('units=metric');
  });

  it('keeps markup and line breaks in a name as text the API reads back unchanged', () => {
    const category = '<b>Cranes</b>\r\n&units=imperial';
    const query = facetsQuery({ page: 1, minPrice: PRICE_MIN, maxPrice: PRICE_MAX, category }, 'metric');
    expect(new URLSearchParams(query).getAll('units')).toEqual(['metric']);
    expect(read(query).category).toBe(category);
  });
});
