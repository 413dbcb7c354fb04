import { describe, expect, it } from 'vitest';
import { RESPONSE_CACHE_HEADER } from '../../server/caching/response-cache';
import { webBuildExists } from '../../server/plugins/web';
import { call, setupApi, siteApp } from '../support/api';
import { createAdmin, createNews, createVariant } from '../support/factories';
import { metaContent } from './support/site-html';

// A signed preview link's page as the server renders it (docs/product.md §29, decision 066): the
// draft for the link's holder, private and no-store, noindex in its header and its head, and never
// kept by the response cache, so the same address without the token (or with a forged one) is
// the usual Not Found and a second opening is rendered again.
const ctx = setupApi();

const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

describe.skipIf(!webBuildExists())('a preview link’s page (server-rendered from the build)', () => {
  const site = siteApp(ctx);

  for (const entity of ['variant', 'news'] as const)
    it(`shows a draft ${entity} to the link’s holder only, private, noindex and never kept`, async () => {
      const { token } = await createAdmin(ctx.db);
      const record =
        entity === 'variant'
          ? await createVariant(ctx.db, { status: 'draft', name: 'Secret QX-90 Crane' })
          : await createNews(ctx.db, { status: 'draft', published: false, title: 'Secret launch of QX-90' });
      const answer = await call(ctx.app, {
        method: 'GET',
        url: `/api/admin/preview-link?entity=${entity}&id=${record.id}`,
        token,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const url = pathOf(answer.json().url);

      for (const time of [1, 2]) {
        const page = await site.app.inject({ method: 'GET', url });
        expect(page.statusCode, `${url} #${time}`).toBe(200);
        expect(page.headers['cache-control']).toBe('private, no-store');
        expect(page.headers['x-robots-tag']).toBe('noindex');
        expect(page.headers[RESPONSE_CACHE_HEADER]).toBeUndefined();
        expect(page.body).toContain('Secret');
        expect(metaContent(page.body, 'robots')).toBe('noindex');
      }

      const forged = new URL(url, 'http://x');
      forged.searchParams.set('preview', `${forged.searchParams.get('preview')?.slice(0, -2)}xx`);
      const unsigned = new URL(url, 'http://x');
      unsigned.searchParams.delete('preview');
      for (const other of [`${forged.pathname}${forged.search}`, `${unsigned.pathname}${unsigned.search}`]) {
        const page = await site.app.inject({ method: 'GET', url: other });
        expect(page.body, other).not.toContain('Secret');
        if (entity === 'variant') expect(page.statusCode, other).toBe(404);
      }
    });
});
