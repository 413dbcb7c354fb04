import { describe, expect, it, vi } from 'vitest';
import { PRICE_MAX, PRICE_MIN } from '#common/constants';
import type { WebServices } from '../../server/web-services';
import { loadListing } from './catalog.server';
import type { ListingQuery } from './listing-query';

const page = { data: [], total: 0, current_page: 1, last_page: 1, per_page: 12, pagination: {} };
const facets = { brands: [], categories: [], parameters: [] };
const refused = (errors: Record<string, string[]>) =>
  Object.assign(new Error('invalid'), { statusCode: 422, errors });

const query: ListingQuery = {
  page: 1,
  minPrice: PRICE_MIN,
  maxPrice: PRICE_MAX,
  sort: 'spec.nope-desc',
  spec: [
    { key: 'operating_mass', type: 'range', min: 8000 },
    { key: 'nope', type: 'range', max: 3 },
  ],
};

// An unusable spec filter in the address is dropped and named, never a failed page (docs/product.md §17).
describe('loadListing', () => {
  it('drops the spec filters and the sort the services refuse, names them, and asks again', async () => {
    const variantPage = vi.fn(async (q: { spec: { key: string }[]; sort_by?: string }) => {
      if (q.spec.some((f) => f.key === 'nope')) throw refused({ 'spec.nope': ['Unknown specification.'] });
      if (q.sort_by === 'spec.nope') throw refused({ sort_by: ['Unknown specification.'] });
      return page;
    });
    const services = { variantPage, facets: vi.fn(async () => facets) } as unknown as WebServices;
    const result = await loadListing(services, query, 'imperial');
    expect(result.query.spec).toEqual([{ key: 'operating_mass', type: 'range', min: 8000 }]);
    expect(result.query.sort).toBeUndefined();
    expect(result.ignored).toEqual([
      { field: 'spec.nope', message: 'Unknown specification.' },
      { field: 'sort_by', message: 'Unknown specification.' },
    ]);
    expect(variantPage).toHaveBeenCalledTimes(3);
    expect(variantPage.mock.calls[2][0]).toMatchObject({ units: 'imperial', sort_by: undefined });
  });

  it('gives the empty listing for any other failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const services = {
      variantPage: async () => {
        throw new Error('boom');
      },
      facets: async () => facets,
    } as unknown as WebServices;
    const result = await loadListing(services, query, 'metric');
    expect(result.listing.data).toEqual([]);
    expect(result.ignored).toEqual([]);
    expect(console.error).toHaveBeenCalledWith('failed to load listing', expect.any(Error));
  });
});
