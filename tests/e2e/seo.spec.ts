import { type APIRequestContext, expect, test } from './fixtures';

// What a crawler gets without running JavaScript: every public page names itself, points to its
// canonical address and describes itself for link previews; the sitemap and robots.txt guide it.

type Attrs = Record<string, string>;

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Attributes of every <tag …> in the HTML, e.g. tags(html, 'meta'). */
function tags(html: string, name: string): Attrs[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map(([, body]) =>
    Object.fromEntries(
      [...body.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, k, v]) => [k.toLowerCase(), decode(v)]),
    ),
  );
}

const metaContent = (html: string, key: string) =>
  tags(html, 'meta').find((m) => m.name === key || m.property === key)?.content;

async function firstVariantId(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/public/variants?per_page=1');
  expect(res.ok()).toBe(true);
  return (await res.json()).data[0].id;
}

const PAGES = ['/', '/about', '/services', '/news', '/contact', '/products', '/privacy', '/terms'];

test('every public page has its own title, description, canonical URL and Open Graph tags', async ({
  request,
  baseURL,
}) => {
  const pages = [...PAGES, `/products/${await firstVariantId(request)}`];
  const titles = new Map<string, string>();
  const problems: string[] = [];
  for (const path of pages) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    const found = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]).trim());
    if (found.length !== 1) problems.push(`${path}: ${found.length} <title> elements`);
    else titles.set(path, found[0]);
    if (!metaContent(html, 'description')) problems.push(`${path}: no meta description`);
    const canonical = tags(html, 'link').find((l) => l.rel === 'canonical')?.href;
    if (
      !canonical ||
      new URL(canonical, 'http://x').href !== canonical ||
      !canonical.startsWith(baseURL ?? '')
    ) {
      problems.push(`${path}: canonical ${canonical ?? 'missing'} is not an absolute URL of the site`);
    }
    for (const og of ['og:title', 'og:description', 'og:url']) {
      if (!metaContent(html, og)) problems.push(`${path}: no ${og}`);
    }
  }
  const seen = new Map<string, string>();
  for (const [path, title] of titles) {
    const other = seen.get(title);
    if (other) problems.push(`${path}: same title as ${other} ("${title}")`);
    seen.set(title, path);
  }
  expect(problems).toEqual([]);
});

test('a product page carries its image and a schema.org Product in the server HTML', async ({ request }) => {
  const id = await firstVariantId(request);
  const variant = (await (await request.get(`/api/public/variants/${id}`)).json()).data;
  const html = await (await request.get(`/products/${id}`)).text();

  expect(metaContent(html, 'og:image'), 'og:image').toMatch(/^https?:\/\//);
  const blocks = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  const items = blocks.flatMap(([, json]) => {
    const data = JSON.parse(json);
    return Array.isArray(data) ? data : (data['@graph'] ?? [data]);
  });
  const product = items.find((item) => item['@type'] === 'Product');
  expect(product, 'JSON-LD Product').toBeTruthy();
  expect(product.name).toContain(variant.name);
  expect(product.offers ?? product.brand, 'offers or brand').toBeTruthy();
});

test('the sitemap lists every public page, article and product with absolute URLs', async ({
  request,
  page,
  baseURL,
}) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('xml');
  const xml = await res.text();

  // Well-formed XML, read by the browser's own parser.
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return {
      error: doc.getElementsByTagName('parsererror').length > 0,
      root: doc.documentElement.localName,
      ns: doc.documentElement.namespaceURI,
      locs: [...doc.getElementsByTagName('loc')].map((n) => n.textContent ?? ''),
      lastmods: [...doc.getElementsByTagName('lastmod')].map((n) => n.textContent ?? ''),
    };
  }, xml);
  expect(parsed.error).toBe(false);
  expect(parsed.root).toBe('urlset');
  expect(parsed.ns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');

  for (const path of PAGES) expect(parsed.locs).toContain(new URL(path, baseURL).href);
  const id = await firstVariantId(request);
  expect(parsed.locs).toContain(new URL(`/products/${id}`, baseURL).href);
  for (const loc of parsed.locs) expect(loc.startsWith(`${baseURL}/`)).toBe(true);
  for (const lastmod of parsed.lastmods) expect(Number.isNaN(Date.parse(lastmod))).toBe(false);

  // Every published article at its reader address.
  const articles = (await (await request.get('/api/public/news?per_page=100')).json()).data;
  expect(articles.total).toBeGreaterThan(0);
  for (const article of articles.data)
    expect(parsed.locs).toContain(new URL(`/news?article=${article.id}`, baseURL).href);

  // Only what a visitor can open: the public listing's total (active brand and category), the
  // published articles and the pages above.
  const { total } = await (await request.get('/api/public/variants?per_page=1')).json();
  expect(parsed.locs).toHaveLength(total + articles.total + PAGES.length);
  expect(new Set(parsed.locs).size).toBe(parsed.locs.length);
});

test('robots.txt lets crawlers in, keeps them out of the back office and names the sitemap', async ({
  request,
  baseURL,
}) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/plain');
  const lines = (await res.text()).split('\n');
  expect(lines).toContain('User-agent: *');
  expect(lines).toContain('Allow: /');
  for (const path of ['/admin', '/login', '/register', '/api/']) expect(lines).toContain(`Disallow: ${path}`);
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
