import { useEffect, useRef, useState } from 'react';
import {
  data,
  type ShouldRevalidateFunctionArgs,
  useNavigate,
  useNavigation,
  useSearchParams,
} from 'react-router';
import { newsSummary } from '#app/components/news/excerpt';
import { FeaturedBanner } from '#app/components/news/featured-banner';
import { NewsCard } from '#app/components/news/news-card';
import { NewsEmpty } from '#app/components/news/news-empty';
import { NewsFilters } from '#app/components/news/news-filters';
import { NewsPagination } from '#app/components/news/news-pagination';
import { NewsReaderModal } from '#app/components/news/news-reader-modal';
import { NewsSkeleton } from '#app/components/news/news-skeleton';
import { newsUrl } from '#app/components/news/news-url';
import { gridFold } from '#app/lib/grid-fold';
import { serverContext } from '#app/lib/load-context';
import { orEmpty } from '#app/lib/or-empty.server';
import { originOf, pageMeta } from '#app/lib/seo';
import { type NewsArticle, type NewsSummary, publicNewsQuery } from '#common/schemas/news';
import { NEWS_PER_PAGE } from '#common/site-constants';
import type { Route } from './+types/news';

const EMPTY_PAGE = {
  data: [] as NewsArticle[],
  current_page: 1,
  last_page: 1,
  per_page: NEWS_PER_PAGE,
  total: 0,
};

/** Whether the featured article belongs in the current view (same test as the list's search). */
function matches(article: NewsArticle, search: string, category: string) {
  if (category && article.category !== category) return false;
  if (!search) return true;
  const term = search.toLowerCase();
  return [article.title, article.excerpt, ...article.tags].some((t) => t.toLowerCase().includes(term));
}

/** A signed preview link's page (docs/product.md §29): for its holder only, never indexed. */
const PREVIEW_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { services } = serverContext(context);
  const parsed = publicNewsQuery.safeParse({
    search: url.searchParams.get('search') || undefined,
    category: url.searchParams.get('category') || undefined,
    page: url.searchParams.get('page') || undefined,
  });
  const query = parsed.success ? parsed.data : publicNewsQuery.parse({});
  const search = query.search ?? '';
  const category = query.category ?? '';
  // ?article=ID opens that article in the reader: every article has an address to share and index.
  const articleId = Number(url.searchParams.get('article'));
  const known = Number.isSafeInteger(articleId) && articleId > 0 && articleId <= 2_147_483_647;
  // ?preview=<token>: a signed preview link opens a draft or scheduled article (docs/product.md §29).
  const preview = url.searchParams.get('preview');
  const opened = !known
    ? null
    : preview !== null
      ? await services.previewArticle(articleId, preview)
      : await services.article(articleId).catch(() => null);
  // docs/product.md §6: a failed read is only logged; the page then says No articles found.
  const [featured, list] = await Promise.all([
    orEmpty('news featured article', services.featuredArticle(), null),
    orEmpty('news articles', services.newsPage({ ...query, exclude_featured: true }), EMPTY_PAGE),
  ]);
  // The list never repeats the featured article, so the banner carries it wherever it belongs.
  const showFeatured = featured && list.current_page === 1 && matches(featured, search, category);
  const body = {
    origin: originOf(request),
    search,
    category,
    // Cards without their bodies: the reader reads an article's body when it opens.
    featured: showFeatured ? newsSummary(featured) : null,
    list: { ...list, data: list.data.map(newsSummary) },
    opened,
    preview: preview !== null,
  };
  if (preview === null) return body;
  // A tampered or expired preview link: not found.
  return data(body, { status: opened ? 200 : 404, headers: PREVIEW_HEADERS });
}

/** Opening or closing the reader only changes ?article=: the list on screen stays as it is. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return withoutArticle(currentUrl) === withoutArticle(nextUrl) && currentUrl.pathname === nextUrl.pathname
    ? false
    : defaultShouldRevalidate;
}

function withoutArticle(url: URL | { search: string }) {
  const params = new URLSearchParams(url.search);
  params.delete('article');
  params.sort();
  return params.toString();
}

export function meta({ data }: Route.MetaArgs) {
  const opened = data?.opened;
  if (data?.preview)
    return [{ title: `${opened?.title ?? 'Not found'} | Preview` }, { name: 'robots', content: 'noindex' }];
  if (opened)
    return pageMeta({
      title: opened.title,
      description: opened.excerpt,
      path: newsUrl({ article: opened.id }),
      origin: data.origin,
      image: opened.image,
      type: 'article',
    });
  return pageMeta({
    title: data?.category ? `${data.category} News` : 'News and Updates',
    description:
      'Project stories, product launches, maintenance advice and company news from our equipment, parts and service teams.',
    // Filtered and later pages point their canonical at the plain news page.
    path: newsUrl({}),
    origin: data?.origin ?? 'http://localhost',
    image: data?.featured?.image ?? data?.list.data[0]?.image ?? null,
  });
}

export default function News({ loaderData }: Route.ComponentProps) {
  const { search, category, featured, list, opened } = loaderData;
  const [selected, setSelected] = useState<NewsSummary | NewsArticle | null>(opened);
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  const loading =
    navigation.state === 'loading' &&
    navigation.location.pathname === '/news' &&
    withoutArticle(navigation.location) !== withoutArticle({ search: `?${params}` });

  // The address follows the reader, so an open article can be shared and Back closes it.
  const navigate = useNavigate();
  // Whether the open reader added its own history entry (then closing goes back over it).
  const pushed = useRef(false);
  const open = (article: NewsSummary) => {
    setSelected(article);
    pushed.current = true;
    const next = new URLSearchParams(params);
    next.set('article', String(article.id));
    setParams(next, { preventScrollReset: true });
  };
  const close = () => {
    setSelected(null);
    if (!params.has('article')) return;
    if (pushed.current) {
      pushed.current = false;
      navigate(-1);
      return;
    }
    const next = new URLSearchParams(params);
    next.delete('article');
    setParams(next, { preventScrollReset: true, replace: true });
  };
  // Back or Forward across ?article= opens or closes the reader to match.
  const articleParam = params.get('article');
  useEffect(() => {
    const id = Number(articleParam);
    const known = [featured, opened, ...list.data].find((a) => a?.id === id) ?? null;
    if (!articleParam) pushed.current = false;
    setSelected((current) => (!articleParam ? null : current?.id === id ? current : known));
  }, [articleParam, featured, opened, list.data]);
  return (
    <div className="bg-neutral-50">
      <div className="bg-charcoal text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand">News</p>
          <h1 className="mt-2 text-[2rem] font-semibold leading-tight sm:text-[2.5rem]">News and Updates</h1>
          <p className="mt-4 max-w-2xl text-lg text-neutral-300">
            Project stories, product launches and practical advice from our sales and service teams.
          </p>
        </div>
      </div>
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-10 sm:py-12">
        {featured && <FeaturedBanner article={featured} onOpen={open} />}
        <NewsFilters search={search} category={category} />
        <section aria-labelledby="articles-title" aria-busy={loading}>
          <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="articles-title" className="text-2xl font-semibold text-charcoal">
              {search || category ? 'Search Results' : 'All Articles'}
            </h2>
            {!loading && (
              <p className="text-sm text-neutral-600" aria-live="polite">
                {list.total} {list.total === 1 ? 'article' : 'articles'}
              </p>
            )}
          </div>
          {loading ? (
            <NewsSkeleton />
          ) : list.data.length === 0 ? (
            <NewsEmpty />
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {list.data.map((article, i) => (
                <li key={article.id} className={gridFold(i, list.data.length, 'lg')}>
                  <NewsCard article={article} onOpen={open} />
                </li>
              ))}
            </ul>
          )}
          {!loading && (
            <NewsPagination
              current={list.current_page}
              last={list.last_page}
              filters={{ search, category }}
            />
          )}
        </section>
      </div>
      <NewsReaderModal article={selected} onClose={close} />
    </div>
  );
}
