import { describe, expect, it } from 'vitest';
import { ValidationFailed } from '../../server/errors';
import { createWebServices } from '../../server/web-services';
import { call, setupApi } from '../support/api';
import { seedSpecCatalog } from './support/spec-catalog';

// The site's doorway to the spec reads (docs/product.md §17): facets, parameters, spec filters and
// units through the load context's services, from the read cache the public API fills too.
const ctx = setupApi();

describe('web services: specifications', () => {
  it('list with spec filters and units, and give facets and parameters', async () => {
    await seedSpecCatalog(ctx.db);
    const services = createWebServices(ctx.db);
    const spec = [{ key: 'operating_mass', type: 'range' as const, min: 10_000 }];
    const base = {
      page: 1,
      all: false,
      sort_order: 'asc' as const,
      sort_by: undefined,
      min_price: undefined,
      max_price: undefined,
    };
    const page = await services.variantPage({ ...base, spec, units: 'imperial' });
    expect(page.data.map((v) => v.name)).toEqual(['BPG-1000', 'BPG-1500', 'WA-10']);
    const wa10 = page.data[2].technical_parameters[0].specifications[0];
    expect(wa10).toMatchObject({ parameter: 'operating_mass', display: '26,455 lb' });
    // Without spec and units: none and metric.
    const plain = await services.variantPage(base);
    expect(plain.total).toBe(5);
    const facets = await services.facets({ category: 'Loaders' });
    expect(facets.brands).toEqual([{ name: 'Komatsu', count: 2 }]);
    expect((await services.parameters('Loaders')).map((p) => p.key)).toEqual(['operating_mass', 'drive']);
    await expect(
      services.variantPage({ ...base, spec: [{ key: 'nope', type: 'range', min: 1 }] }),
    ).rejects.toBeInstanceOf(ValidationFailed);
  });

  it('give the product page in the chosen units', async () => {
    const { v } = await seedSpecCatalog(ctx.db);
    const services = createWebServices(ctx.db);
    const imperial = await services.productPage(v.bpg250, 'imperial');
    expect(imperial?.variant.featured_display).toEqual({ 'Operating Mass': '11,023 lb' });
    const metric = await services.productPage(v.bpg250);
    expect(metric?.variant.featured_display).toEqual({ 'Operating Mass': '5,000 kg' });
    expect(await services.productPage(v.hidden, 'imperial')).toBeNull();
  });

  it('share the read cache with the API: one read for the same facets', async () => {
    await seedSpecCatalog(ctx.db);
    const services = createWebServices(ctx.db);
    const before = ctx.app.readCache.stats.misses;
    const viaApi = await call(ctx.app, { url: '/api/public/facets?category=Loaders&page=3&sort_by=price' });
    expect(viaApi.statusCode).toBe(200);
    const viaSite = await services.facets({ category: 'Loaders' });
    expect(viaSite).toEqual(viaApi.json().data);
    expect(ctx.app.readCache.stats.misses - before).toBe(1);
  });
});
