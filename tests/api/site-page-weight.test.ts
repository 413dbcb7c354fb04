import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../../server/db/seed/demo';
import { DEMO_IMAGE_CACHE } from '../../server/lib/paths';
import { webBuildExists } from '../../server/plugins/web';
import { setupApi, siteApp } from '../support/api';
import { pageHtml } from './support/site-html';

// What the four pages docs/product.md §15 measures weigh as the server renders them on the demo
// catalogue, uncompressed (docs/performance.md, "What a page sends"). Each is held at 60 KB (60 ×
// 1,024 bytes, decision 058): the loaders send only the fields each page draws, icons are
// references into one sprite, repeated class lists single classes (decision 065), buttons, form
// controls and the pager's links one class each, the product lines read when a menu or filter
// needs them, the home carousel's hidden slides outlines of their texts and the listing's spec
// filters below the first screen drawn in the browser (decision 073). A page that grows past it
// sends something it did not before.
const LIMIT = 61_440;
const LIMITS: [page: string, bytes: number][] = [
  ['/', LIMIT],
  ['/products', LIMIT],
  ['product page', LIMIT],
  ['/news', LIMIT],
  // Four branches with their weeks, the province picker and their LocalBusiness data (§28).
  ['/branches', 70_000],
];

// As a phone's browser asks: a crawler (and, before decision 082, only a crawler) was sent pages
// rendered whole, a browser the same page with its loader data written late.
const PHONE: Omit<InjectOptions, 'url'> = {
  headers: {
    'user-agent':
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  },
};

const ctx = setupApi();

describe.skipIf(!webBuildExists())('what the public pages send (the build, the demo catalogue)', () => {
  const site = siteApp(ctx);
  let uploadsDir: string;
  beforeAll(() => {
    uploadsDir = mkdtempSync(join(tmpdir(), 'ironsite-page-weight-'));
  });
  afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

  it('home, the listing, a product page and news stay within their limits', async () => {
    expect((await seedDemoIfEmpty(ctx.db, { uploadsDir, imageCache: DEMO_IMAGE_CACHE })).seeded).toBe(true);
    // The newest machine's page, as the Lighthouse bench measures (bench/lib/site-server.ts).
    const newest = (await site.app.inject({ url: '/api/public/variants?per_page=1' })).json().data[0].id;
    for (const [page, limit] of LIMITS) {
      const url = page === 'product page' ? `/products/${newest}` : page;
      const bytes = Buffer.byteLength(await pageHtml(site.app, url, PHONE));
      expect(bytes, `${page}: ${bytes} bytes`).toBeLessThanOrEqual(limit);
    }
  }, 60_000);

  it('a browser is sent each page written in order, without scripts that move parts into place', async () => {
    expect((await seedDemoIfEmpty(ctx.db, { uploadsDir, imageCache: DEMO_IMAGE_CACHE })).seeded).toBe(true);
    for (const url of ['/', '/products', '/news', '/compare', '/quote']) {
      const html = await pageHtml(site.app, url, PHONE);
      // React's reveal runtime, its templates and the hidden parts it moves (decision 082).
      expect(html, url).not.toMatch(/\$RC\(|\$RV\(|<template id="B:|<div hidden id="S:/);
      expect(html, url).toContain('streamController.enqueue(');
    }
  }, 60_000);

  it('cards and the news list carry no article bodies or specification tables', async () => {
    expect((await seedDemoIfEmpty(ctx.db, { uploadsDir, imageCache: DEMO_IMAGE_CACHE })).seeded).toBe(true);
    // The loader data React Router writes into the page (`<` escaped as \u003c).
    const loaderData = (html: string) =>
      [...html.matchAll(/streamController\.enqueue\(([\s\S]*?)\);<\/script>/g)].map((m) => m[1]).join('');
    // An article's body is HTML paragraphs; the demo's cards show excerpts of their own.
    expect(loaderData(await pageHtml(site.app, '/news'))).not.toContain('u003cp');
    expect(loaderData(await pageHtml(site.app, '/'))).not.toContain('u003cp');
    // Listing rows: no specification table, gallery or texts, only what a card draws.
    const listing = loaderData(await pageHtml(site.app, '/products'));
    for (const field of ['technical_parameters', 'applications', 'introduction', 'images'])
      expect(listing, field).not.toContain(`\\"${field}\\"`);
    // The layout's outline: brands and categories, not every product line (read when the Products
    // dropdown opens, app/lib/product-lines.ts).
    expect(loaderData(await pageHtml(site.app, '/news'))).not.toContain('\\"category_id\\"');
  }, 60_000);
});
