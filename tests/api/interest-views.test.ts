import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { webBuildExists } from '../../server/plugins/web';
import { setupApi, siteApps } from '../support/api';
import { createVariant } from '../support/factories';
import { machines, storedCounts } from './support/interest';

// A product page's views (docs/product.md §20): every GET of /products/{id}, or of its data for a
// navigation in the browser, that a person's browser made and the server answered 200 or 304 —
// rendered or sent from the kept responses. Bots, programs without a user agent, prefetches,
// HEAD requests and pages that are not found count nothing. The count is written after the answer,
// once a day per visitor (address and browser): the figures count people, not reloads.

const ctx = setupApi();
const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

describe.skipIf(!webBuildExists())('product page views', () => {
  let site: FastifyInstance;
  const start = siteApps(ctx);
  beforeAll(async () => {
    site = await start();
  });

  const open = async (
    url: string,
    headers: Record<string, string> = { 'user-agent': BROWSER },
    method = 'GET',
  ) => {
    const res = await site.inject({ method: method as 'GET', url, headers });
    await site.interest.settled();
    return res;
  };
  const views = async (variantId: number) =>
    (await storedCounts(ctx.db))
      .filter((c) => c.variant_id === variantId && c.event === 'page_view')
      .reduce((sum, c) => sum + c.count, 0);

  it('counts the page a browser opens, from a render, the kept responses, a 304 or its data', async () => {
    const { shown } = await machines(ctx.db);
    const first = await open(`/products/${shown.id}`);
    expect(first.statusCode).toBe(200);
    expect(await views(shown.id)).toBe(1);
    // Each of these is a view when it is the visitor's first of the day: three other browsers.
    const kept = await open(`/products/${shown.id}`, { 'user-agent': `${BROWSER} Edg/126.0` });
    expect(kept.headers['x-response-cache']).toBe('hit');
    expect(await views(shown.id)).toBe(2);
    const again = await open(`/products/${shown.id}`, {
      'user-agent': `${BROWSER} OPR/111.0`,
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(await views(shown.id)).toBe(3);
    const data = await open(`/products/${shown.id}.data?_routes=routes%2Fpublic%2Fproduct-detail`, {
      'user-agent': `${BROWSER} SamsungBrowser/25.0`,
    });
    expect(data.statusCode).toBe(200);
    expect(await views(shown.id)).toBe(4);
    const rows = (await storedCounts(ctx.db)).filter((c) => c.event === 'page_view');
    expect(rows).toHaveLength(1);
    expect(rows[0].channel).toBe('');
  });

  it.each([
    [
      'a search engine',
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    ],
    [
      'a link preview',
      { 'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' },
    ],
    [
      'a headless browser',
      { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/126.0 Safari/537.36' },
    ],
    ['a program without a user agent', {}],
    ['a prefetch', { 'user-agent': BROWSER, 'sec-purpose': 'prefetch' }],
    ['an older browser’s prefetch', { 'user-agent': BROWSER, purpose: 'prefetch' }],
  ])('does not count %s', async (_, headers) => {
    const { shown } = await machines(ctx.db);
    expect((await open(`/products/${shown.id}`, headers as Record<string, string>)).statusCode).toBe(200);
    expect((await open(`/products/${shown.id}.data`, headers as Record<string, string>)).statusCode).toBe(
      200,
    );
    expect(await storedCounts(ctx.db)).toEqual([]);
  });

  it('does not count HEAD, a page not found, a hidden machine or another page', async () => {
    const { shown, hidden } = await machines(ctx.db);
    expect((await open(`/products/${shown.id}`, { 'user-agent': BROWSER }, 'HEAD')).statusCode).toBe(200);
    expect((await open('/products/999999')).statusCode).toBe(404);
    expect((await open('/products/999999.data')).statusCode).toBe(404);
    expect((await open(`/products/${hidden.id}`)).statusCode).toBe(404);
    expect((await open('/products/99999999999')).statusCode).toBe(404);
    expect((await open('/products')).statusCode).toBe(200);
    expect((await open(`/products?product=${shown.id}`)).statusCode).toBe(200);
    expect(await storedCounts(ctx.db)).toEqual([]);
  });

  it('counts views per machine', async () => {
    const a = await createVariant(ctx.db, { name: 'Alpha Loader' });
    const b = await createVariant(ctx.db, { name: 'Beta Crane' });
    await Promise.all([
      site.inject({ url: `/products/${a.id}`, headers: { 'user-agent': BROWSER } }),
      site.inject({ url: `/products/${a.id}`, headers: { 'user-agent': `${BROWSER} Edg/126.0` } }),
      site.inject({ url: `/products/${b.id}`, headers: { 'user-agent': BROWSER } }),
    ]);
    await site.interest.settled();
    expect(await views(a.id)).toBe(2);
    expect(await views(b.id)).toBe(1);
  });

  describe('once a day per visitor', () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    const from =
      (address: string, agent = BROWSER) =>
      (url: string) =>
        site.inject({ url, remoteAddress: address, headers: { 'user-agent': agent } });

    it('50 loads of the page and its data from one address and browser are one view', async () => {
      const { shown } = await machines(ctx.db);
      const visitor = from('203.0.113.9');
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          visitor(i % 2 ? `/products/${shown.id}` : `/products/${shown.id}.data`),
        ),
      );
      expect(answers.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
      await site.interest.settled();
      expect(await views(shown.id)).toBe(1);
      // Another browser on the same address, or the same browser elsewhere, is another person.
      await from('203.0.113.9', `${BROWSER} Edg/126.0`)(`/products/${shown.id}`);
      await from('198.51.100.7')(`/products/${shown.id}.data`);
      await from('198.51.100.7')(`/products/${shown.id}`);
      await site.interest.settled();
      expect(await views(shown.id)).toBe(3);
    });

    it('counts the same visitor again on the next business day', async () => {
      const { shown } = await machines(ctx.db);
      const visitor = from('203.0.113.9');
      vi.useFakeTimers({ toFake: ['Date'] });
      // 23:50 and 23:59 in Manila, then 00:05 the next day there.
      vi.setSystemTime(new Date('2026-03-09T15:50:00Z'));
      await visitor(`/products/${shown.id}`);
      vi.setSystemTime(new Date('2026-03-09T15:59:00Z'));
      await visitor(`/products/${shown.id}.data`);
      vi.setSystemTime(new Date('2026-03-09T16:05:00Z'));
      await visitor(`/products/${shown.id}`);
      await visitor(`/products/${shown.id}`);
      await site.interest.settled();
      const days = (await storedCounts(ctx.db)).filter((c) => c.event === 'page_view');
      expect(days.map((c) => [c.day, c.count])).toEqual([
        ['2026-03-09', 1],
        ['2026-03-10', 1],
      ]);
    });
  });
});
