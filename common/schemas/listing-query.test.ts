import { describe, expect, it } from 'vitest';
import { PRICE_MAX, PRICE_MIN } from '../constants';
import { parseListingQuery } from './listing-query';
import { publicVariantQuery } from './variant';

const read = (query: string) => parseListingQuery(new URLSearchParams(query));
const api = (query: string) => publicVariantQuery.safeParse(Object.fromEntries(new URLSearchParams(query)));

// The listing page reads its address with the API's schema, correcting what the API refuses.
describe('parseListingQuery', () => {
  it('reads the filters, the sort and the page as the API does', () => {
    expect(
      read('brand=Volvo&category=Loaders&product=L120&search=+boom+&sort_by=price&sort_order=desc&page=3'),
    ).toEqual({
      brand: 'Volvo',
      category: 'Loaders',
      product: 'L120',
      search: 'boom',
      page: 3,
      sort: 'price-desc',
      minPrice: PRICE_MIN,
      maxPrice: PRICE_MAX,
    });
  });

  it('swaps a reversed price range, which the API refuses', () => {
    expect(api('min_price=500&max_price=100').success).toBe(false);
    expect(read('min_price=500&max_price=100')).toMatchObject({ minPrice: 100, maxPrice: 500 });
  });

  it('holds prices in range and ignores what is not a number, which the API refuses', () => {
    expect(api('min_price=abc').success).toBe(false);
    expect(read('min_price=abc&max_price=2000000')).toMatchObject({
      minPrice: PRICE_MIN,
      maxPrice: PRICE_MAX,
    });
    expect(read('min_price=-5&max_price=99.6')).toMatchObject({ minPrice: 0, maxPrice: 100 });
  });

  it('shows page 1 for a page number out of range, which the API refuses', () => {
    for (const page of ['abc', '0', '-2', '1.5', '1000001']) {
      expect(api(`page=${page}`).success, page).toBe(false);
      expect(read(`page=${page}`).page, page).toBe(1);
    }
  });

  it('keeps only the sorts the listing offers', () => {
    expect(read('sort_by=name').sort).toBe('name-asc');
    expect(read('sort_by=brand&sort_order=asc').sort).toBe('brand-asc');
    expect(read('sort_by=name&sort_order=desc').sort).toBeUndefined();
    expect(read('sort_by=created_at').sort).toBeUndefined();
    expect(read('sort_by=drop%20table').sort).toBeUndefined();
  });

  it('drops empty filters, cuts long ones to 200 characters, and reads the first of repeated names', () => {
    expect(read('brand=&search=%20%20').brand).toBeUndefined();
    expect(read('search=%20%20').search).toBeUndefined();
    expect(read(`search=${'x'.repeat(300)}`).search).toHaveLength(200);
    expect(read('brand=A&brand=B').brand).toBe('A');
  });

  it('leaves the API’s other names to the API', () => {
    expect(read('price_min=5&per_page=50&all=true')).toEqual(read(''));
  });
});
