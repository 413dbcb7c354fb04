import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { webBuildExists } from '../../server/plugins/web';
import { setupApi, siteApps } from '../support/api';

// Where the site sends a visitor instead of a page (docs/product.md §2: any unknown path goes to
// the home page; §17: the units switch without JavaScript comes back to the page it was on, and
// only ever to a page of this site).
const ctx = setupApi();

describe.skipIf(!webBuildExists())('redirects of the site (server-rendered from the build)', () => {
  const start = siteApps(ctx);
  let site: FastifyInstance;
  beforeAll(async () => {
    site = await start();
  });

  it.each(['/no/such/page', '/nothing', '/products/1/extra', '/about/us'])(
    'an unknown path %s redirects to the home page',
    async (url) => {
      const res = await site.inject({ url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/');
      expect((await site.inject({ url: res.headers.location })).statusCode).toBe(200);
    },
  );

  describe('the /units action', () => {
    const post = (form: Record<string, string>) =>
      site.inject({
        method: 'POST',
        url: '/units',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
      });

    it('sets the cookie and sends the visitor back to the page they were on', async () => {
      const res = await post({ units: 'imperial', back: '/products?category=Excavators' });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/products?category=Excavators');
      expect(String(res.headers['set-cookie'])).toMatch(/^units=imperial;/);
    });

    it('sends only to this site, and ignores unknown systems', async () => {
      for (const back of [
        '//evil.example/x',
        'https://evil.example/',
        '/\\evil.example',
        '/products\r\nSet-Cookie: x=1',
      ]) {
        const res = await post({ units: 'imperial', back });
        expect(res.statusCode, back).toBe(303);
        expect(res.headers.location, back).toBe('/');
      }
      const odd = await post({ units: '<b>imperial</b>', back: '/about' });
      expect(odd.statusCode).toBe(303);
      expect(odd.headers.location).toBe('/about');
      expect(odd.headers['set-cookie']).toBeUndefined();
      const get = await site.inject({ url: '/units' });
      expect(get.statusCode).toBe(302);
      expect(get.headers.location).toBe('/');
    });
  });
});
