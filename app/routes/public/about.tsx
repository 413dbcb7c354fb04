import { useState } from 'react';
import { GOALS } from '#app/components/content/about-copy';
import { CtaBand } from '#app/components/content/cta-band';
import { IconCards } from '#app/components/content/icon-cards';
import { PageHero } from '#app/components/content/page-hero';
import { HeadedSection } from '#app/components/content/section-heading';
import { WhoWeAre } from '#app/components/content/who-we-are';
import { CategoriesStrip } from '#app/components/home/categories-strip';
import { ImpactNumbers } from '#app/components/home/impact-numbers';
import { LatestNews } from '#app/components/home/latest-news';
import { useAnswerHours, useSiteData } from '#app/components/layout/site-data';
import { newsSummary } from '#app/components/news/excerpt';
import { NewsReaderModal } from '#app/components/news/news-reader-modal';
import { serverContext } from '#app/lib/load-context';
import { orEmpty } from '#app/lib/or-empty.server';
import { originOf, pageMeta } from '#app/lib/seo';
import type { NewsArticle, NewsSummary } from '#common/schemas/news';
import type { Route } from './+types/about';

const LATEST_NEWS = 3;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = serverContext(context);
  const [latest, categories] = await Promise.all([
    orEmpty('about latest news', services.latestNews(LATEST_NEWS), [] as NewsArticle[]),
    orEmpty('about categories', services.categories(), []),
  ]);
  // The strip filters by name, and several brands share a category name: one entry per name.
  const strip = new Map(categories.map(({ id, name, image }) => [name, { id, name, image }]));
  return { origin: originOf(request), latest: latest.map(newsSummary), categories: [...strip.values()] };
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: 'About Us',
    description:
      'Who we are: a Philippine supplier of batching plants, cranes, loaders and generators, with parts and service nationwide.',
    path: '/about',
    origin: data?.origin ?? 'http://localhost',
  });

export default function About({ loaderData }: Route.ComponentProps) {
  const site = useSiteData();
  const answerHours = useAnswerHours();
  const [reading, setReading] = useState<NewsSummary | null>(null);

  return (
    <>
      <PageHero
        eyebrow="About Us"
        title="Heavy equipment, backed by the people who service it"
        lead="Batching plants, cranes, loaders and generators, delivered, commissioned and serviced by our own technicians across the Philippines."
      />
      <CategoriesStrip categories={loaderData.categories} />
      <WhoWeAre data={site} />
      <HeadedSection
        tone="white"
        id="goals-title"
        eyebrow="Our Goals"
        title="Six things we hold ourselves to"
      >
        <IconCards items={GOALS} label="Our goals" numbered />
      </HeadedSection>
      <ImpactNumbers />
      <LatestNews articles={loaderData.latest} featuredId={null} onOpen={setReading} />
      <CtaBand
        title="Planning a project?"
        text={`Tell us the job and the output you need. We answer every request within ${answerHours} hours.`}
      />
      <NewsReaderModal article={reading} onClose={() => setReading(null)} />
    </>
  );
}
