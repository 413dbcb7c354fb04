import type { WebServices } from '../../server/web-services';
import { paths } from './paths';

// Sitemap and robots for crawlers, built from the catalogue in-process (no HTTP hop).

/**
 * Variant ids per sitemap file. The protocol allows 50,000 URLs; smaller files keep each response
 * well under a second on the embedded database at 100,000 variants. Files split the id range, so
 * a file is one index range scan and the index needs only max(id).
 */
export const SITEMAP_IDS_PER_FILE = 10_000;

/** Pages that exist for every visitor. */
export const STATIC_PAGES = [
  paths.home(),
  paths.about(),
  paths.services(),
  paths.news(),
  paths.contact(),
  paths.branches(),
  paths.parts(),
  paths.service(),
  paths.products(),
  paths.privacy(),
  paths.terms(),
] as const;

export interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

/** Addresses and change dates of the public variants with ids in (after, upTo]. */
export async function publicVariantEntries(
  services: WebServices,
  after: number,
  upTo: number,
): Promise<SitemapEntry[]> {
  const rows = await services.publicVariantChanges(after, upTo);
  return rows.map((r) => ({ path: paths.product(r.id), lastmod: r.lastmod }));
}

/**
 * Every published article at its reader address (/news?article=ID, server-rendered with the
 * article's own title, description and image).
 */
export async function publishedArticleEntries(services: WebServices): Promise<SitemapEntry[]> {
  const rows = await services.publishedArticleChanges();
  return rows.map((r) => ({ path: `${paths.news()}?article=${r.id}`, lastmod: r.lastmod }));
}

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function urlsetXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const loc = `<loc>${escapeXml(new URL(e.path, origin).toString())}</loc>`;
    return e.lastmod ? `<url>${loc}<lastmod>${e.lastmod.toISOString()}</lastmod></url>` : `<url>${loc}</url>`;
  });
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(origin: string, pages: number): string {
  const items = Array.from({ length: pages }, (_, i) => {
    const loc = escapeXml(new URL(`${paths.sitemap()}?page=${i + 1}`, origin).toString());
    return `<sitemap><loc>${loc}</loc></sitemap>`;
  });
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${items.join('\n')}\n</sitemapindex>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /login',
    'Disallow: /register',
    'Disallow: /api/',
    '',
    `Sitemap: ${new URL(paths.sitemap(), origin).toString()}`,
    '',
  ].join('\n');
}
