import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { RESPONSE_CACHE_HEADER } from '../../server/caching/response-cache';
import { webBuildExists } from '../../server/plugins/web';
import { MAX_SEARCH_TERMS } from '../../server/services/catalog/listing-order';
import { setupApi, testConfig } from '../support/api';
import { createVariant } from '../support/factories';

// Server-rendered pages cost a render each: they count against the global per-address limit,
// except those sent from the kept responses. And a search uses a bounded number of words.
const ctx = setupApi();

const ids = async (search: string, url = '/api/public/variants') => {
  const res = await ctx.app.inject({ url, query: { search } });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { id: number }[]).map((v) => v.id);
};

describe('search terms', () => {
  it(`uses the first ${MAX_SEARCH_TERMS} words of a search and ignores the rest`, async () => {
    const words = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel'];
    expect(words).toHaveLength(MAX_SEARCH_TERMS);
    const variant = await createVariant(ctx.db, { name: words.join(' ') });
    expect(await ids(words.join(' '))).toEqual([variant.id]);
    // The ninth word would match nothing: it is not searched for.
    expect(await ids(`${words.join(' ')} zulu`)).toEqual([variant.id]);
    expect(await ids(`zulu ${words.join(' ')}`)).toEqual([]);
  });

  it('answers a search of 100 one-letter words like the search of its first words', async () => {
    // Holds a to h, the first eight letters, and none of the others.
    const variant = await createVariant(ctx.db, { name: 'Backhoe fudge' });
    const letters = Array.from({ length: 100 }, (_, i) => String.fromCharCode(97 + (i % 26)));
    expect(await ids(letters.slice(0, MAX_SEARCH_TERMS).join(' '))).toEqual([variant.id]);
    expect(await ids(letters.join(' '))).toEqual([variant.id]);
  });
});

describe.skipIf(!webBuildExists())('rendered pages', () => {
  let site: FastifyInstance;
  beforeAll(async () => {
    const config = testConfig({ RATE_LIMIT_GLOBAL_PER_MINUTE: '3' });
    site = await buildApp({ config, database: ctx.testDb.database, logger: false, web: true });
    await site.ready();
  });
  afterAll(() => site?.close());

  const page = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    site.inject({ url, remoteAddress, headers });

  it('count against the global limit: a unique query string is a render each time', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await page(`/products?search=q${i}`, '10.7.0.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('count with an Authorization header, which skips the kept responses', async () => {
    const headers = { authorization: 'Bearer not-a-token-but-a-header-all-the-same' };
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await page('/news', '10.7.0.2', headers)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('do not count when sent from the kept responses', async () => {
    const first = await page('/about', '10.7.0.3');
    expect(first.statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      const kept = await page('/about', '10.7.0.3');
      expect(kept.statusCode).toBe(200);
      expect(kept.headers[RESPONSE_CACHE_HEADER]).toBe('hit');
    }
    // One render so far: two more fit in the minute, the next is refused.
    expect((await page('/about?a', '10.7.0.3')).statusCode).toBe(200);
    expect((await page('/about?b', '10.7.0.3')).statusCode).toBe(200);
    expect((await page('/about?c', '10.7.0.3')).statusCode).toBe(429);
  });
});
