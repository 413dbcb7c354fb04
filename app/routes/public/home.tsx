import { useState } from 'react';
import type { NewsArticle } from '../../../common/schemas/news';
import { AboutBlock } from '../../components/home/about-block';
import { CategoriesStrip, type StripCategory } from '../../components/home/categories-strip';
import { ClosingCta } from '../../components/home/closing-cta';
import { HeroSection } from '../../components/home/hero-section';
import { HomeModals, useHomeModals } from '../../components/home/home-modals';
import { ImpactNumbers } from '../../components/home/impact-numbers';
import { LatestNews } from '../../components/home/latest-news';
import { NewsReaderModal } from '../../components/news/news-reader-modal';
import { listPublicCategories } from '../../lib/catalog.server';
import { publicHeroSettings, publicSettings } from '../../lib/home.server';
import { featuredArticle, latestPublished } from '../../lib/news.server';
import { originOf, pageMeta, SITE_NAME } from '../../lib/seo';
import type { Route } from './+types/home';

const LATEST_NEWS = 3;
const DEFAULT_ABOUT =
  'We supply heavy equipment and industrial machinery to contractors and producers across the Philippines, with parts and service close to the job.';

/** Spec §8: a failed public read is only logged and its part of the page becomes empty. */
async function orEmpty<T>(what: string, load: Promise<T>, empty: T): Promise<T> {
  try {
    return await load;
  } catch (error) {
    console.error(`Home: failed to load ${what}`, error);
    return empty;
  }
}

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
  const { db } = context;
  const [hero, categories, latest, featured, settings] = await Promise.all([
    publicHeroSettings(db),
    orEmpty('categories', listPublicCategories(db), []),
    orEmpty('latest news', latestPublished(db, LATEST_NEWS), []),
    orEmpty('featured article', featuredArticle(db), null),
    orEmpty('settings', publicSettings(db), {} as Record<string, unknown>),
  ]);
  const text = (key: string) => (typeof settings[key] === 'string' ? (settings[key] as string).trim() : '');
  return {
    origin: originOf(request),
    hero,
    categories: uniqueByName(categories.map(({ id, name, image }) => ({ id, name, image }))),
    latest,
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
  const [reading, setReading] = useState<NewsArticle | null>(null);
  return (
    <div>
      <HeroSection hero={hero} onQuote={() => modals.show('quote')} />
      <CategoriesStrip categories={categories} />
      <AboutBlock siteName={siteName} description={about} />
      <ImpactNumbers />
      <LatestNews articles={latest} featuredId={featuredId} onOpen={setReading} />
      <ClosingCta onQuote={() => modals.show('quote')} onInquiry={() => modals.show('inquiry')} />
      <NewsReaderModal article={reading} onClose={() => setReading(null)} />
      <HomeModals state={modals} />
    </div>
  );
}
