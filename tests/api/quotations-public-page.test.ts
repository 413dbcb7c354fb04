import { describe, expect, it } from 'vitest';
import { RESPONSE_CACHE_HEADER } from '../../server/caching/response-cache';
import { webBuildExists } from '../../server/plugins/web';
import { setupApi, siteApp } from '../support/api';
import { quotationRow, seedQuotation, tampered } from './support/quotation-links';

// The buyer's page through the site (docs/product.md §25): for the link's holder only, so it is
// never stored by a shared cache or by this server's kept responses (caching/), never indexed, and
// an unknown or superseded link is a real 404. Needs the web build (npm run build).
const ctx = setupApi();

describe.skipIf(!webBuildExists())('/quotation/<token>', () => {
  const site = siteApp(ctx);
  const get = (url: string) => site.app.inject({ method: 'GET', url });

  it('is private, never kept, not indexed; the next opening shows what changed since', async () => {
    const { token, quotation } = await seedQuotation(ctx.db);
    const first = await get(`/quotation/${token}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.headers['x-robots-tag']).toBe('noindex');
    expect(first.headers.etag).toBeUndefined();
    expect(first.body).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(first.body).toContain('Excavator XL-200');
    expect(first.body).toContain('Accept quotation');
    expect((await quotationRow(ctx.db, quotation.id)).status).toBe('viewed');

    const accepted = await site.app.inject({
      method: 'POST',
      url: `/api/public/quotations/${token}/accept`,
      payload: { name: 'Juan dela Cruz' },
    });
    expect(accepted.statusCode).toBe(200);
    const second = await get(`/quotation/${token}`);
    expect(second.headers[RESPONSE_CACHE_HEADER]).toBeUndefined();
    // React separates text parts with empty comments.
    const text = second.body.replaceAll('<!-- -->', '');
    expect(text).toContain('Accepted by Juan dela Cruz on ');
    expect(text).not.toContain('Accept quotation');
  });

  it('is a 404 page for an unknown link, and offers the newest revision for a superseded one', async () => {
    const { token } = await seedQuotation(ctx.db, { quotation: { status: 'superseded' } });
    for (const url of [`/quotation/${tampered(token)}`, '/quotation/not-a-token']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body).toContain('This quotation does not exist or its link has expired.');
    }
    const superseded = await get(`/quotation/${token}`);
    expect(superseded.statusCode).toBe(404);
    expect(superseded.body).toContain('Open the newest revision');
    expect(superseded.body).toContain(`href="/quotation/${token}/newest"`);
  });
});
