import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adminModuleNames, adminRoutePlugins } from './admin-routes';
import { adminBrandRoutes } from './brands-admin';
import { adminNewsRoutes, newsWriteRoutes } from './news-admin';

describe('the admin route modules, found by their file names', () => {
  it('takes every <resource>-admin.ts and nothing else, in name order', () => {
    const files = ['news-admin.ts', 'brands-admin.test.ts', 'health.ts', 'brands-admin.ts', 'news-public.ts'];
    expect(adminModuleNames(files)).toEqual(['brands', 'news']);
  });

  it('registers every admin…Routes export of each, and none of their other exports', async () => {
    const plugins = await adminRoutePlugins();
    expect(plugins).toContain(adminBrandRoutes);
    expect(plugins).toContain(adminNewsRoutes);
    // Kept under /public/news: server/api/index.ts registers it there itself.
    expect(plugins).not.toContain(newsWriteRoutes);
    const modules = adminModuleNames(readdirSync(import.meta.dirname));
    expect(modules.length).toBeGreaterThan(10);
    expect(plugins.length).toBe(modules.length);
  }, 60_000); // the first import of every route module (transformed on the way) on a loaded machine
});
