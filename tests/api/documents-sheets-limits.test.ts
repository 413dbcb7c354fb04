import { threadId } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { drawsByThread } from '../../server/services/documents/pdf-pool';
import { indexVariantSpecs } from '../../server/services/parameters/spec-index';
import { appsOn, setupApi } from '../support/api';
import { createBrand, createCategory, createProduct, createVariant } from '../support/factories';
import { footerQr, pdfPages } from '../support/pdf';

// A sheet costs real CPU (docs/product.md §22): what a stranger can make the server draw. The
// request's Host never changes a sheet, fresh drawings are limited per address while kept ones
// stay free, and the drawing happens off the event loop.
const ctx = setupApi();

/** An app of its own on the file's database: its own per-address count of drawings. */
const appWith = appsOn(ctx);

async function machine(name: string, rows = 3) {
  const brand = await createBrand(ctx.db, { name: `${name} brand` });
  const category = await createCategory(ctx.db, { name: 'Excavators', brandId: brand.id });
  const product = await createProduct(ctx.db, { brandId: brand.id, categoryId: category.id });
  const v = await createVariant(ctx.db, {
    productId: product.id,
    name,
    technicalParameters: [
      {
        category: 'Dimensions',
        specifications: Array.from({ length: rows }, (_, i) => ({
          key: `Size ${i + 1}`,
          value: `${i + 1} mm`,
        })),
      },
    ],
  });
  await indexVariantSpecs(ctx.db, [v.id]);
  return v.id;
}

const ALICE = '203.0.113.7';
const BOB = '198.51.100.4';

describe("the request's Host", () => {
  it('never reaches a sheet: no address without PUBLIC_URL, the same bytes whatever the Host', async () => {
    const app = await appWith({ TRUST_PROXY: 'true', RATE_LIMIT_SHEETS_PER_MINUTE: '1' });
    const id = await machine('PC200-8');
    const first = await app.inject({ url: `/products/${id}/spec-sheet.pdf`, remoteAddress: ALICE });
    expect(first.statusCode).toBe(200);
    // One fresh drawing a minute for this address: every other Host must find the kept sheet.
    // (Read back afterwards: pdf.js holds the event loop long enough for PostgreSQL's read cache
    // to stop keeping answers meanwhile, caching/pg-bus.ts.)
    for (const headers of [
      { host: 'evil.example' },
      { host: 'evil.example:8443' },
      { 'x-forwarded-host': 'phish.example', 'x-forwarded-proto': 'https' },
    ]) {
      const res = await app.inject({ url: `/products/${id}/spec-sheet.pdf`, remoteAddress: ALICE, headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(res.rawPayload.equals(first.rawPayload)).toBe(true);
    }
    const [page] = await pdfPages(first.rawPayload);
    expect(page).not.toMatch(/https?:\/\//);
    expect(await footerQr(first.rawPayload)).toBeNull();
    // With PUBLIC_URL, that address and only that one.
    const named = await appWith({ PUBLIC_URL: 'https://ironsite.example', TRUST_PROXY: 'true' });
    const res = await named.inject({
      url: `/products/${id}/spec-sheet.pdf`,
      headers: { host: 'evil.example', 'x-forwarded-host': 'phish.example' },
    });
    const [withUrl] = await pdfPages(res.rawPayload);
    expect(withUrl).toContain(`https://ironsite.example/products/${id}`);
    expect(withUrl).not.toMatch(/evil|phish/);
  });
});

describe('fresh drawings per address', () => {
  it('answer 429 with Retry-After past the limit; kept sheets, other addresses and bad ids are unaffected', async () => {
    const app = await appWith({ RATE_LIMIT_SHEETS_PER_MINUTE: '2' });
    const ids = [await machine('A'), await machine('B'), await machine('C'), await machine('D')];
    const sheet = (query: string, remoteAddress: string, headers: Record<string, string> = {}) =>
      app.inject({ url: `/compare/spec-sheet.pdf?${query}`, remoteAddress, headers });

    expect((await sheet(`ids=${ids[0]},${ids[1]}`, ALICE)).statusCode).toBe(200);
    expect((await sheet(`ids=${ids[0]},${ids[2]}`, ALICE)).statusCode).toBe(200);
    const refused = await sheet(`ids=${ids[0]},${ids[3]}`, ALICE);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.headers['content-type']).toMatch(/application\/json/);
    expect(refused.json().message).toMatch(/Too many new sheets.*try again in \d+ seconds/);

    // Kept sheets are free: another address for the same sheet (units spelt out, another Host),
    // so neither the kept response nor the browser's copy answers it.
    const kept = await sheet(`ids=${ids[0]},${ids[1]}&units=metric`, ALICE, { host: 'other.example' });
    expect(kept.statusCode).toBe(200);
    expect(kept.headers['content-type']).toBe('application/pdf');

    // Another address has its own count, and may draw what Alice may not.
    expect((await sheet(`ids=${ids[0]},${ids[3]}`, BOB)).statusCode).toBe(200);
    expect((await sheet(`ids=${ids[0]},${ids[3]}`, ALICE)).statusCode).toBe(200);

    // Bad and unknown machines are still told apart, never a 500.
    for (const [query, status] of [
      [`ids=${ids[1]},999999`, 404],
      ['ids=1,abc', 422],
      [`ids=${ids[1]}`, 422],
    ] as const) {
      const res = await sheet(query, ALICE);
      expect(res.statusCode, query).toBe(status);
    }
    const unknown = await app.inject({ url: '/products/999999/spec-sheet.pdf', remoteAddress: ALICE });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('drawing', () => {
  it('happens in a worker thread, not on the event loop', async () => {
    const id = await machine('Off-thread');
    const before = drawsByThread();
    const res = await ctx.app.inject({ url: `/products/${id}/spec-sheet.pdf` });
    expect(res.statusCode).toBe(200);
    const grew = [...drawsByThread()].filter(([t, n]) => n > (before.get(t) ?? 0)).map(([t]) => t);
    expect(grew).toHaveLength(1);
    expect(grew[0]).not.toBe(threadId);
  });
});
