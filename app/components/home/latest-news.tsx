import { useEffect, useState } from 'react';
import { NewsCard } from '#app/components/news/news-card';
import { ButtonLink } from '#app/components/ui/button';
import { Icon } from '#app/components/ui/icon';
import { paths } from '#app/lib/paths';
import { whenIdle } from '#app/lib/preload-when-idle';
import type { NewsSummary } from '#common/schemas/news';

/** The latest articles, the featured one (or the first) larger; a card opens the reader. */
export function LatestNews({
  articles,
  featuredId,
  onOpen,
}: {
  articles: NewsSummary[];
  featuredId: number | null;
  onOpen: (article: NewsSummary) => void;
}) {
  // Below the first screen: the pictures are drawn once the page is idle after hydration (lazy
  // pictures, not there at first paint either; decision 073).
  const [drawn, setDrawn] = useState(false);
  useEffect(() => whenIdle(() => setDrawn(true)), []);
  if (articles.length === 0) return null;
  const lead = articles.find((a) => a.id === featuredId) ?? articles[0];
  const rest = articles.filter((a) => a !== lead);
  // Skipped until near only on a phone (decision 087): it is the block before the closing band, and
  // on a wider screen a jump to the page's end brings it near; drawn then, it would push the end
  // out of view. On a phone what follows it (band and footer, 1,900 px or more) keeps it far.
  return (
    <section aria-labelledby="news-title" className="max-sm:below-fold bg-white py-12 sm:py-16">
      <div className="mx-auto max-w-7xl px-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-neutral-600">News</p>
            <h2 id="news-title" className="mt-2 text-2xl font-semibold text-charcoal sm:text-[2rem]">
              Latest News
            </h2>
          </div>
          <ButtonLink to={paths.news()} variant="dark">
            View All News <Icon name="arrow-right" className="h-4 w-4" />
          </ButtonLink>
        </div>
        <div className="mt-8 grid gap-6 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <NewsCard article={lead} onOpen={onOpen} size="large" imageLater={!drawn} />
          </div>
          {rest.length > 0 && (
            <div className="grid gap-6">
              {rest.map((a) => (
                <NewsCard key={a.id} article={a} onOpen={onOpen} size="compact" imageLater={!drawn} />
              ))}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
