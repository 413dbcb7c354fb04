import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { webBuildExists } from '../../server/plugins/web';
import { call, setupApi, siteApps } from '../support/api';
import { createAdmin, createBrand, createCategory } from '../support/factories';
import { mainOf, pageHtml } from './support/site-html';

// The company's figures on the public pages agree with Settings and the catalogue (docs/product.md
// §2.3, §2.6): a figure left empty is left out of the impact band, and About's one count of equipment
// categories is the strip's own number.
const ctx = setupApi();

/** Every <dt>/<dd> pair of the page's main content, as [label, value]. */
const figures = (html: string) =>
  [...mainOf(html).matchAll(/<dt\b[^>]*>([^<]*)<\/dt><dd\b[^>]*>([^<]*)<\/dd>/g)].map((m) => [m[1], m[2]]);

describe.skipIf(!webBuildExists())(
  'figures on the home and About pages (server-rendered from the build)',
  () => {
    const start = siteApps(ctx);
    let site: FastifyInstance;
    beforeAll(async () => {
      site = await start();
    });

    it('an impact figure left empty in Settings is left out of the band', async () => {
      const { token } = await createAdmin(ctx.db);
      const res = await call(ctx.app, {
        method: 'PUT',
        url: '/api/admin/settings',
        token,
        payload: { settings: { employees: '180+', countries_served: '' } },
      });
      expect(res.statusCode, res.body).toBe(200);
      for (const path of ['/', '/about']) {
        const shown = figures(await pageHtml(site, path));
        expect(shown, path).toContainEqual(['Employees', '180+']);
        expect(
          shown.map(([label]) => label),
          path,
        ).not.toContain('Countries Served');
      }
    });

    it.each(['/about', '/'])(
      '%s shows no category count that contradicts the categories it lists',
      async (path) => {
        const komatsu = await createBrand(ctx.db, { name: 'Komatsu' });
        const volvo = await createBrand(ctx.db, { name: 'Volvo' });
        // Loaders twice (two brands, one entry in the strip), and one category no visitor sees.
        await createCategory(ctx.db, { name: 'Loaders', brandId: komatsu.id });
        await createCategory(ctx.db, { name: 'Loaders', brandId: volvo.id });
        await createCategory(ctx.db, { name: 'Excavators', brandId: komatsu.id });
        await createCategory(ctx.db, { name: 'Rough Terrain Cranes', brandId: volvo.id, isActive: false });
        const page = await pageHtml(site, path);
        const strip = /<ul[^>]*aria-label="Equipment categories"[^>]*>([\s\S]*?)<\/ul>/.exec(page)?.[1] ?? '';
        const listed = strip.match(/<li\b/g)?.length ?? 0;
        expect(listed).toBe(2);
        const counts = figures(page).filter(([label]) => /categor/i.test(label));
        // About: one count, labelled like the strip, and it is the strip's own number; home: none.
        expect(counts).toEqual(path === '/about' ? [['Equipment categories', String(listed)]] : []);
      },
    );
  },
);
