import type { FastifyInstance } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { webBuildExists } from '../../server/plugins/web';
import { call, setupApi, siteApps } from '../support/api';
import { createBrand, createCategory, createNews, createProduct, createVariant } from '../support/factories';
import {
  canonicalOf,
  jsonLdItems,
  metaContent,
  pageHtml,
  tags,
  titlesOf,
  wellFormedXml,
} from './support/site-html';
import { seedCatalog } from './support/variant-catalog';

// What a crawler gets without running JavaScript (docs/product.md §14): every public page names
// itself, points to its canonical address and describes itself for link previews; the sitemap and
// robots.txt guide it. The origin is the Host header's when PUBLIC_URL is not set.
const ctx = setupApi();

const HOST = 'ironsite.test:8080';
const ORIGIN = `http://${HOST}`;
const PAGES = [
  '/',
  '/about',
  '/services',
  '/news',
  '/contact',
  '/branches',
  '/parts',
  '/service',
  '/products',
  '/privacy',
  '/terms',
];

const api = async (url: string) => {
  const res = await call(ctx.app, { url });
  expect(res.statusCode, url).toBe(200);
  return res.json();
};

describe.skipIf(!webBuildExists())('the site for crawlers (server-rendered from the build)', () => {
  const start = siteApps(ctx);
  let site: FastifyInstance;
  beforeAll(async () => {
    site = await start();
  });
  const get = (url: string) => site.inject({ url, headers: { host: HOST } });
  const html = (url: string) => pageHtml(site, url, { headers: { host: HOST } });

  beforeEach(async () => {
    await seedCatalog(ctx.db);
    await createNews(ctx.db, { title: 'Parts warehouse opens', published: true });
    await createNews(ctx.db, { title: 'Crane rentals up', published: true });
    await createNews(ctx.db, { title: 'Unfinished story', published: false });
  });

  it('every public page has its own title, description, canonical URL and Open Graph tags', async () => {
    const first = (await api('/api/public/variants?per_page=1')).data[0].id;
    const problems: string[] = [];
    const titles = new Map<string, string>();
    for (const path of [...PAGES, `/products/${first}`]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      const found = titlesOf(res.body);
      if (found.length !== 1) problems.push(`${path}: ${found.length} <title> elements`);
      else titles.set(path, found[0]);
      if (!metaContent(res.body, 'description')) problems.push(`${path}: no meta description`);
      const canonical = canonicalOf(res.body);
      if (
        !canonical ||
        new URL(canonical, 'http://x').href !== canonical ||
        !canonical.startsWith(`${ORIGIN}/`)
      )
        problems.push(`${path}: canonical ${canonical ?? 'missing'} is not an absolute URL of the site`);
      for (const og of ['og:title', 'og:description', 'og:url'])
        if (!metaContent(res.body, og)) problems.push(`${path}: no ${og}`);
    }
    const seen = new Map<string, string>();
    for (const [path, title] of titles) {
      const other = seen.get(title);
      if (other) problems.push(`${path}: same title as ${other} ("${title}")`);
      seen.set(title, path);
    }
    expect(problems).toEqual([]);
  });

  it('a product page carries its title, description, Open Graph image and a schema.org Product', async () => {
    const brand = await createBrand(ctx.db, { name: 'Bantay Power Systems' });
    const category = await createCategory(ctx.db, { name: 'Diesel Generators', brandId: brand.id });
    const product = await createProduct(ctx.db, { brandId: brand.id, categoryId: category.id });
    const picture = '/uploads/products/0a1b2c3d-1200x900.webp';
    const variant = await createVariant(ctx.db, {
      productId: product.id,
      name: 'BPG-100 Silent Generator',
      introduction: 'Sound-attenuated generator sets for sites near homes & schools.',
      price: 1_400_000,
      images: [picture],
    });
    const page = await html(`/products/${variant.id}`);
    expect(titlesOf(page)).toEqual(['BPG-100 Silent Generator | Ironsite Heavy Equipment']);
    expect(metaContent(page, 'description')).toBe(
      'Sound-attenuated generator sets for sites near homes & schools.',
    );
    expect(metaContent(page, 'og:type')).toBe('product');
    expect(metaContent(page, 'og:image')).toBe(`${ORIGIN}${picture}`);
    const items = jsonLdItems(page);
    expect(items.filter((item) => item['@type'] === 'Product')).toHaveLength(1);
    expect(items.find((item) => item['@type'] === 'Product')).toMatchObject({
      name: 'BPG-100 Silent Generator',
      brand: { name: 'Bantay Power Systems' },
      category: 'Diesel Generators',
      offers: { '@type': 'Offer', price: 1_400_000, priceCurrency: 'PHP' },
      image: [`${ORIGIN}${picture}`],
    });
    // The JSON-LD block runs under this response's nonce, like every inline script.
    expect(tags(page, 'script').find((s) => s.type === 'application/ld+json')?.nonce).toBeTruthy();
  });

  it('the sitemap lists every public page, article and product with absolute URLs', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('xml');
    const xml = res.body;
    expect(wellFormedXml(xml)).toEqual({ root: 'urlset', ns: 'http://www.sitemaps.org/schemas/sitemap/0.9' });
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    const lastmods = [...xml.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((m) => m[1]);

    for (const path of PAGES) expect(locs).toContain(new URL(path, ORIGIN).href);
    for (const loc of locs) expect(loc.startsWith(`${ORIGIN}/`), loc).toBe(true);
    expect(lastmods.length).toBeGreaterThan(0);
    for (const lastmod of lastmods) expect(Number.isNaN(Date.parse(lastmod)), lastmod).toBe(false);

    // Every published article at its reader address, never a draft.
    const articles = (await api('/api/public/news?per_page=100')).data;
    expect(articles.total).toBe(2);
    for (const article of articles.data) expect(locs).toContain(`${ORIGIN}/news?article=${article.id}`);

    // Only what a visitor can open: the public listing (active brand and category), the
    // published articles and the pages above.
    const listed = await api('/api/public/variants?per_page=100');
    expect(listed.total).toBe(6);
    for (const variant of listed.data) expect(locs).toContain(`${ORIGIN}/products/${variant.id}`);
    expect(locs).toHaveLength(listed.total + articles.total + PAGES.length);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('robots.txt lets crawlers in, keeps them out of the back office and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/admin', '/login', '/register', '/api/'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
