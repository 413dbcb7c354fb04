import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { webBuildExists } from '../../server/plugins/web';
import { setupApi, siteApps } from '../support/api';
import { seedSpecCatalog } from './support/spec-catalog';

// Metric or imperial (docs/product.md §17): the server renders the units the cookie names, the
// published text kept in the title for hover and screen readers, and a shared cache is told that
// pages vary on the cookie.
const ctx = setupApi();

describe.skipIf(!webBuildExists())('the chosen units in the server-rendered product page', () => {
  const start = siteApps(ctx);
  let site: FastifyInstance;
  beforeAll(async () => {
    site = await start();
  });

  it('the HTML of a fresh request carries the chosen units, and pages vary on the cookie', async () => {
    const { v } = await seedSpecCatalog(ctx.db);
    const url = `/products/${v.bpg250}`;
    const get = (cookie?: string) => site.inject({ url, headers: cookie ? { cookie } : {} });
    const imperial = await get('units=imperial');
    expect(imperial.statusCode).toBe(200);
    // 5,000 kg as published.
    expect(imperial.body).toMatch(/11,023 lb/);
    expect(imperial.body).toMatch(/title="As published: [^"]*5,000 kg"/);
    expect(imperial.headers.vary).toMatch(/Cookie/i);
    // A second request is answered from the kept pages: still imperial for imperial, metric for metric.
    const again = await get('units=imperial');
    expect(again.headers['x-response-cache']).toBe('hit');
    expect(again.body).toMatch(/11,023 lb/);
    const metric = await get('units=metric');
    expect(metric.body).not.toMatch(/[\d,.]+ lb/);
    expect(metric.body).toMatch(/5,000 kg/);
    const none = await get();
    expect(none.body).not.toMatch(/[\d,.]+ lb/);
    expect(none.body).toMatch(/5,000 kg/);
  });
});
