import { describe, expect, it } from 'vitest';
import { RESPONSE_CACHE_HEADER } from '../../server/caching/response-cache';
import { setupApi } from '../support/api';
import { createNews } from '../support/factories';

// With CORS_ORIGINS set, a public read depends on the caller's Origin: shared caches must keep one
// copy per Origin (Vary: Origin) as well as per encoding, whether the answer was rendered or kept.
const ctx = setupApi({ CORS_ORIGINS: 'https://shop.example' });

const varyOf = (header: unknown) =>
  String(header ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);

describe('Vary on kept public responses', () => {
  it('keeps Origin beside Accept-Encoding on the first answer and on the kept ones', async () => {
    await createNews(ctx.db);
    const get = (origin: string) =>
      ctx.app.inject({
        url: '/api/public/news',
        headers: { origin, 'accept-encoding': 'gzip' },
      });
    const first = await get('https://shop.example');
    const kept = await get('https://shop.example');
    const other = await get('https://evil.example');
    expect(first.headers[RESPONSE_CACHE_HEADER]).toBeUndefined();
    expect(kept.headers[RESPONSE_CACHE_HEADER]).toBe('hit');
    expect(other.headers[RESPONSE_CACHE_HEADER]).toBe('hit');
    for (const res of [first, kept, other]) {
      expect(varyOf(res.headers.vary)).toContain('origin');
      expect(varyOf(res.headers.vary)).toContain('accept-encoding');
      // Each name once.
      expect(new Set(varyOf(res.headers.vary)).size).toBe(varyOf(res.headers.vary).length);
    }
    expect(kept.headers['access-control-allow-origin']).toBe('https://shop.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
