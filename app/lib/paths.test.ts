import { describe, expect, it } from 'vitest';
import { PRICE_MAX, PRICE_MIN } from '#common/constants';
import { type ListingQuery, parseListingQuery } from '#common/schemas/listing-query';
import { paths } from './paths';

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
});
