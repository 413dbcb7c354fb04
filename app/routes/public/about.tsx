import { useState } from 'react';
import { GOALS } from '#app/components/content/about-copy';
import { CtaBand } from '#app/components/content/cta-band';
import { IconCards } from '#app/components/content/icon-cards';
import { PageHero } from '#app/components/content/page-hero';
import { SectionHeading } from '#app/components/content/section-heading';
import { WhoWeAre } from '#app/components/content/who-we-are';
import { CategoriesStrip } from '#app/components/home/categories-strip';
import { ImpactNumbers } from '#app/components/home/impact-numbers';
import { LatestNews } from '#app/components/home/latest-news';
import { useAnswerHours, useSiteData } from '#app/components/layout/site-data';
import { NewsReaderModal } from '#app/components/news/news-reader-modal';
import { serverContext } from '#app/lib/load-context';
import { orEmpty } from '#app/lib/or-empty.server';
import { originOf, pageMeta } from '#app/lib/seo';
import type { NewsArticle } from '#common/schemas/news';
import type { Route } from './+types/about';

const LATEST_NEWS = 3;

export async function loader({ request, context }: Route.LoaderArgs) {
  const latest = await orEmpty(
    'about latest news',
    serverContext(context).services.latestNews(LATEST_NEWS),
    [] as NewsArticle[],
  );
  return { origin: originOf(request), latest };
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
  const [reading, setReading] = useState<NewsArticle | null>(null);
  // The strip filters by name, and several brands share a category name: one entry per name.
  const categories = [...new Map(site.categories.map((c) => [c.name, c])).values()];

  return (
    <>
      <PageHero
        eyebrow="About Us"
        title="Heavy equipment, backed by the people who service it"
        lead="Batching plants, cranes, loaders and generators, delivered, commissioned and serviced by our own technicians across the Philippines."
      />
      <CategoriesStrip categories={categories} />
      <WhoWeAre data={site} />
      <section aria-labelledby="goals-title" className="bg-white py-12 sm:py-16">
        <div className="mx-auto max-w-7xl px-4">
          <SectionHeading id="goals-title" eyebrow="Our Goals" title="Six things we hold ourselves to" />
          <IconCards items={GOALS} label="Our goals" numbered />
        </div>
      </section>
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
