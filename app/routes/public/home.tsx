import { useState } from 'react';
import { SiteSearch } from '#app/components/catalog/site-search';
import { AboutBlock } from '#app/components/home/about-block';
import { CategoriesStrip, type StripCategory } from '#app/components/home/categories-strip';
import { ClosingCta } from '#app/components/home/closing-cta';
import { HeroSection } from '#app/components/home/hero-section';
import { HomeModals, useHomeModals } from '#app/components/home/home-modals';
import { ImpactNumbers } from '#app/components/home/impact-numbers';
import { LatestNews } from '#app/components/home/latest-news';
import { newsSummary } from '#app/components/news/excerpt';
import { NewsReaderModal } from '#app/components/news/news-reader-modal';
import { deferHydration } from '#app/lib/deferred-hydration';
import { serverContext } from '#app/lib/load-context';
import { orEmpty } from '#app/lib/or-empty.server';
import { originOf, pageMeta, SITE_NAME } from '#app/lib/seo';
import type { NewsSummary } from '#common/schemas/news';
import type { Route } from './+types/home';

const LATEST_NEWS = 3;
// Below the hero and answering nothing but a link: hydrated in idle time (decision 073).
const DeferredAbout = deferHydration(AboutBlock);
const DeferredImpact = deferHydration(ImpactNumbers);
const DEFAULT_ABOUT =
  'We supply heavy equipment and industrial machinery to contractors and producers across the Philippines, with parts and service close to the job.';

/** One entry per category name: the strip filters by name, and several brands share names. */
function uniqueByName(categories: StripCategory[]): StripCategory[] {
  const seen = new Map<string, StripCategory>();
  for (const c of categories) {
    const known = seen.get(c.name);
    if (!known) seen.set(c.name, c);
    else if (!known.image && c.image) seen.set(c.name, { ...known, image: c.image });
  }
  return [...seen.values()];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = serverContext(context);
  const [hero, categories, latest, featured, settings] = await Promise.all([
    services.heroSettings(),
    orEmpty('home categories', services.categories(), []),
    orEmpty('home latest news', services.latestNews(LATEST_NEWS), []),
    orEmpty('home featured article', services.featuredArticle(), null),
    orEmpty('home settings', services.publicSettings(), {} as Record<string, unknown>),
  ]);
  const text = (key: string) => (typeof settings[key] === 'string' ? (settings[key] as string).trim() : '');
  return {
    origin: originOf(request),
    // The slides without the product pictures behind them, which the home page does not draw.
    hero: { ...hero, featured_products: hero.featured_products.map(({ background: _, ...slide }) => slide) },
    categories: uniqueByName(categories.map(({ id, name, image }) => ({ id, name, image }))),
    latest: latest.map(newsSummary),
    featuredId: featured?.id ?? null,
    siteName: text('site_name') || SITE_NAME,
    about: text('company_description') || DEFAULT_ABOUT,
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: SITE_NAME }];
  const { hero } = data;
  // React emits the preload of the first slide's picture itself (an eager, high-priority <img>).
  return pageMeta({
    title: hero.title,
    description: hero.description || DEFAULT_ABOUT,
    path: '/',
    origin: data.origin,
    image: hero.background_image,
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, categories, latest, featuredId, siteName, about } = loaderData;
  const modals = useHomeModals();
  const [reading, setReading] = useState<NewsSummary | null>(null);
  return (
    <div>
      <HeroSection hero={hero} onQuote={() => modals.show('quote')} />
      <section aria-labelledby="home-search-title" className="border-b border-neutral-200 bg-white">
        <div className="mx-auto max-w-3xl px-4 py-6">
          <h2 id="home-search-title" className="mb-3 text-lg font-semibold text-charcoal">
            Find a machine
          </h2>
          <SiteSearch id="home-search" />
        </div>
      </section>
      <CategoriesStrip categories={categories} />
      <DeferredAbout siteName={siteName} description={about} />
      <DeferredImpact />
      <LatestNews articles={latest} featuredId={featuredId} onOpen={setReading} />
      <ClosingCta onQuote={() => modals.show('quote')} onInquiry={() => modals.show('inquiry')} />
      <NewsReaderModal article={reading} onClose={() => setReading(null)} />
      <HomeModals state={modals} />
    </div>
  );
}
