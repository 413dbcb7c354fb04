import { serverContext } from '#app/lib/load-context';
import { originOf } from '#app/lib/seo';
import {
  publicVariantEntries,
  publishedArticleEntries,
  SITEMAP_IDS_PER_FILE,
  STATIC_PAGES,
  sitemapIndexXml,
  urlsetXml,
} from '#app/lib/seo.server';
import type { Route } from './+types/sitemap';

const xml = (body: string) =>
  new Response(body, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });

/**
 * Every public page, article and product. A catalogue whose variant ids fit one file gets one urlset; a larger
 * one gets a sitemap index of /sitemap.xml?page=N, file N holding the ids ((N-1)·size, N·size] and
 * file 1 also the static pages.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { services } = serverContext(context);
  const origin = originOf(request);
  const files = Math.max(1, Math.ceil((await services.maxVariantId()) / SITEMAP_IDS_PER_FILE));
  const pageParam = url.searchParams.get('page');
  if (pageParam === null && files > 1) return xml(sitemapIndexXml(origin, files));

  const page = pageParam === null ? 1 : Number(pageParam);
  if (!Number.isInteger(page) || page < 1 || page > files) throw new Response('Not Found', { status: 404 });
  const entries = await publicVariantEntries(
    services,
    (page - 1) * SITEMAP_IDS_PER_FILE,
    page * SITEMAP_IDS_PER_FILE,
  );
  // File 1 also carries the static pages and every published article.
  const first =
    page === 1
      ? [...STATIC_PAGES.map((path) => ({ path })), ...(await publishedArticleEntries(services))]
      : [];
  return xml(urlsetXml(origin, [...first, ...entries]));
}
