import { MachineImage } from '#app/components/machine-image';
import { Button } from '#app/components/ui/button';
import { Icon } from '#app/components/ui/icon';
import type { NewsSummary } from '#common/schemas/news';
import { FEATURED_EXCERPT_FALLBACK_LENGTH } from '#common/site-constants';
import { ArticleMeta, CategoryBadge } from './article-meta';
import { displayExcerpt } from './excerpt';

/** The featured article across the top of the news page, on the charcoal band. */
export function FeaturedBanner({
  article,
  onOpen,
}: {
  article: NewsSummary;
  onOpen: (a: NewsSummary) => void;
}) {
  return (
    <section
      aria-labelledby="featured-title"
      className="overflow-hidden rounded-lg bg-charcoal text-white shadow-lg"
    >
      <div className="grid lg:grid-cols-2">
        <MachineImage
          src={article.image}
          alt=""
          ratio="16 / 9"
          priority
          sizes="(min-width: 1024px) 640px, 100vw"
          className="lg:h-full"
        />
        <div className="flex flex-col justify-center p-6 sm:p-8">
          <div className="flex flex-wrap items-center gap-3">
            <span className="inline-flex items-center gap-1 text-sm font-semibold uppercase tracking-widest text-brand">
              <Icon name="star" className="h-4 w-4" /> Featured
            </span>
            <CategoryBadge category={article.category} />
          </div>
          <h2 id="featured-title" className="mt-4 text-2xl font-semibold leading-tight sm:text-[2rem]">
            {article.title}
          </h2>
          <p className="mt-4 text-base text-neutral-200">
            {displayExcerpt(article, FEATURED_EXCERPT_FALLBACK_LENGTH)}
          </p>
          <ArticleMeta article={article} onDark className="mt-4" />
          <div className="mt-6">
            <Button onClick={() => onOpen(article)} aria-haspopup="dialog">
              Read Article <Icon name="arrow-right" className="h-4 w-4" />
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
