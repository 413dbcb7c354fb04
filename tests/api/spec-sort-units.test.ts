import { describe, expect, it } from 'vitest';
import { call, setupApi } from '../support/api';
import { seedSpecCatalog, specListing } from './support/spec-catalog';

// Sorting by a parameter, natural name order, and display values in the requested unit system
// (docs/product.md §17), over the catalogue of support/spec-catalog.ts.
const ctx = setupApi();
const { get, names } = specListing(ctx);
/** The names on the page for `query`, in order, as one line. */
const order = async (query: string) => (await names(query)).join(', ');

type Spec = { key: string; value: string; parameter?: string; display?: string };
const specsOf = (variant: { technical_parameters: { specifications: Spec[] }[] }) =>
  Object.fromEntries(variant.technical_parameters.flatMap((g) => g.specifications).map((s) => [s.key, s]));

describe('sort_by=spec.<key>', () => {
  it('orders by the value, variants without one last in both directions', async () => {
    await seedSpecCatalog(ctx.db);
    expect(await order('sort_by=spec.operating_mass')).toBe('BPG-250, WA-10, BPG-1000, BPG-1500, WA-20');
    expect(await order('sort_by=spec.operating_mass&sort_order=desc')).toBe(
      'BPG-1500, BPG-1000, WA-10, BPG-250, WA-20',
    );
  });

  it('sorts a search and a filtered page the same way', async () => {
    await seedSpecCatalog(ctx.db);
    expect(await order('search=bpg&sort_by=spec.operating_mass&sort_order=desc')).toBe(
      'BPG-1500, BPG-1000, BPG-250',
    );
    expect(await order('brand=Komatsu&sort_by=spec.engine_power&sort_order=desc')).toBe(
      'BPG-1000, BPG-250, WA-10, WA-20',
    );
  });

  it('pages through the spec order', async () => {
    await seedSpecCatalog(ctx.db);
    const searched = 'search=bpg&sort_by=spec.operating_mass&sort_order=desc&per_page=1';
    expect(await order(searched)).toBe('BPG-1500');
    expect(await order(`${searched}&page=2`)).toBe('BPG-1000');
    expect(await order('sort_by=spec.operating_mass&per_page=2&page=2')).toBe('BPG-1000, BPG-1500');
    expect(await order('sort_by=spec.operating_mass&per_page=2&page=3')).toBe('WA-20');
  });

  it('refuses an unknown or malformed key with a 422 naming sort_by', async () => {
    await seedSpecCatalog(ctx.db);
    for (const key of ['nope', '%3Cb%3E', 'operating_mass%0D%0Ax', 'x'.repeat(5000)]) {
      const res = await call(ctx.app, { url: `/api/public/variants?sort_by=spec.${key}` });
      expect(res.statusCode, key).toBe(422);
      expect(res.json().errors.sort_by, key).toBeDefined();
    }
    const search = await call(ctx.app, { url: '/api/public/variants?search=bpg&sort_by=spec.nope' });
    expect(search.json().errors).toEqual({ sort_by: ['Unknown specification.'] });
  });
});

describe('natural name order', () => {
  it('puts BPG-250 before BPG-1000 before BPG-1500, reversed when descending', async () => {
    await seedSpecCatalog(ctx.db);
    expect(await order('')).toBe('BPG-250, BPG-1000, BPG-1500, WA-10, WA-20');
    expect(await order('sort_by=name')).toBe('BPG-250, BPG-1000, BPG-1500, WA-10, WA-20');
    expect(await order('sort_by=name&sort_order=desc')).toBe('WA-20, WA-10, BPG-1500, BPG-1000, BPG-250');
  });

  it('in a search too', async () => {
    await seedSpecCatalog(ctx.db);
    expect(await order('search=bpg&sort_by=name')).toBe('BPG-250, BPG-1000, BPG-1500');
    expect(await order('search=bpg&sort_by=name&sort_order=desc')).toBe('BPG-1500, BPG-1000, BPG-250');
    // Ranked: an exact name first, then the rest by name.
    expect(await order('search=bpg-1500')).toBe('BPG-1500');
    expect(await order('search=bpg')).toBe('BPG-250, BPG-1000, BPG-1500');
  });
});

describe('units=metric|imperial', () => {
  it('gives matched specifications their parameter and display value in the listing', async () => {
    await seedSpecCatalog(ctx.db);
    const body = await get('/api/public/variants?units=imperial&search=BPG-250');
    const specs = specsOf(body.data[0]);
    expect(specs['Operating Mass']).toEqual({
      key: 'Operating Mass',
      value: '5,000 kg',
      parameter: 'operating_mass',
      name: 'Operating Mass',
      display: '11,023 lb',
    });
    expect(specs.Drive).toEqual({ key: 'Drive', value: '4WD', parameter: 'drive', name: 'Drive' });
    expect(body.data[0].featured_parameters).toEqual({ 'Operating Mass': '5,000 kg' });
    expect(body.data[0].featured_display).toEqual({ 'Operating Mass': '11,023 lb' });
  });

  it('on the detail and related reads; metric by default and for unknown units', async () => {
    const { v } = await seedSpecCatalog(ctx.db);
    const detail = async (q: string) => (await get(`/api/public/variants/${v.bpg250}${q}`)).data;
    expect(specsOf(await detail('?units=imperial'))['Operating Mass'].display).toBe('11,023 lb');
    expect(specsOf(await detail(''))['Operating Mass'].display).toBe('5,000 kg');
    expect(specsOf(await detail('?units=furlongs'))['Operating Mass'].display).toBe('5,000 kg');
    expect(specsOf(await detail('?units=imperial'))['Engine Power'].display).toBe('148 hp');
    const related = (await get(`/api/public/variants/${v.bpg1000}/related?units=imperial`)).data as never[];
    const bpg250 = related.find((r: { name: string }) => r.name === 'BPG-250');
    expect(bpg250 && specsOf(bpg250)['Operating Mass'].display).toBe('11,023 lb');
  });

  it('leaves unmatched specifications as published', async () => {
    const { v } = await seedSpecCatalog(ctx.db);
    const res = await call(ctx.app, { url: `/api/public/variants/${v.wa20}?units=imperial` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.technical_parameters).toEqual([]);
    expect(res.json().data.featured_display).toEqual({});
  });
});
