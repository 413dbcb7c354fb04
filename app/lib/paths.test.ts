import { describe, expect, it } from 'vitest';
import { PRICE_MAX, PRICE_MIN } from '#common/constants';
import { type ListingQuery, parseListingQuery } from '#common/schemas/listing-query';
import { writeSpecFilter } from '#common/spec-filters';
import { paths, specParams } from './paths';

const readBack = (href: string) => parseListingQuery(new URL(href, 'http://localhost').searchParams);

// paths.products is the one writer of listing addresses; parseListingQuery reads them back.
describe('paths.products', () => {
  it('leaves defaults out', () => {
    expect(paths.products()).toBe('/products');
    expect(paths.products({ page: 1, minPrice: PRICE_MIN, maxPrice: PRICE_MAX })).toBe('/products');
    expect(paths.products({ category: 'Wheel Loaders' })).toBe('/products?category=Wheel+Loaders');
  });

  it('writes every part of a state in the order visitors know', () => {
    const state: ListingQuery = {
      brand: 'Norvane Machinery',
      category: 'Wheel Loaders',
      product: 'NL',
      search: 'loader',
      page: 2,
      sort: 'price-desc',
      minPrice: 10_000,
      maxPrice: 50_000,
    };
    const href = paths.products(state);
    expect(href).toBe(
      '/products?brand=Norvane+Machinery&category=Wheel+Loaders&product=NL&search=loader&sort_by=price&sort_order=desc&min_price=10000&max_price=50000&page=2',
    );
    expect(readBack(href)).toEqual(state);
  });

  it('writes spec filters and a spec sort, which read back the same (docs/product.md §17)', () => {
    const state: ListingQuery = {
      category: 'Excavators',
      page: 1,
      sort: 'spec.operating_mass-desc',
      minPrice: PRICE_MIN,
      maxPrice: PRICE_MAX,
      spec: [
        { key: 'operating_mass', type: 'range', min: 8000, max: 12000 },
        { key: 'bucket_capacity', type: 'range', max: 1.5 },
        { key: 'emission_standard', type: 'values', values: ['Tier 3', 'Tier 4'] },
      ],
    };
    const href = paths.products(state);
    expect(href).toBe(
      '/products?category=Excavators&spec.operating_mass=8000..12000&spec.bucket_capacity=..1.5&spec.emission_standard=Tier+3%2CTier+4&sort_by=spec.operating_mass&sort_order=desc',
    );
    expect(readBack(href)).toEqual(state);
    expect(specParams(state)).toEqual(state.spec?.map(writeSpecFilter));
  });
});
