import { MachineImage } from '#app/components/machine-image';
import { Icon } from '#app/components/ui/icon';
import type { NewsSummary } from '#common/schemas/news';
import { ArticleMeta, CategoryBadge } from './article-meta';
import { displayExcerpt } from './excerpt';

type Size = 'default' | 'large' | 'compact';

const IMAGE: Record<Size, { ratio: string; sizes: string }> = {
  default: { ratio: '4 / 3', sizes: '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw' },
  large: { ratio: '16 / 9', sizes: '(min-width: 1024px) 800px, 100vw' },
  compact: { ratio: '16 / 9', sizes: '(min-width: 1024px) 400px, 100vw' },
};

/**
 * One article in a grid. The title is the card's only control (one tab stop) and its hit area
 * covers the whole card; `large` leads the home page's latest news, `compact` sits beside it.
 */
export function NewsCard({
  article,
  onOpen,
  size = 'default',
  headingLevel = 3,
  imageLater = false,
}: {
  article: NewsSummary;
  onOpen: (article: NewsSummary) => void;
  size?: Size;
  headingLevel?: 2 | 3;
  /** Its picture drawn once the page is idle (MachineImage's `later`). */
  imageLater?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const large = size === 'large';
  return (
    <article className="group news-card">
      {/* Beside the compact cards (lg) the large card is stretched to their height: its picture
          takes the extra height rather than leaving a blank gap under the excerpt. */}
      <div className={large ? 'relative lg:aspect-video lg:grow' : 'relative'}>
        <MachineImage
          src={article.image}
          alt=""
          ratio={IMAGE[size].ratio}
          sizes={IMAGE[size].sizes}
          className={large ? 'lg:absolute lg:inset-0 lg:h-full lg:w-full' : ''}
          later={imageLater}
        />
        <div className="absolute left-3 top-3">
          <CategoryBadge category={article.category} />
        </div>
      </div>
      <div className={`flex flex-col ${large ? '' : 'flex-1'} ${size === 'compact' ? 'p-4' : 'p-5'}`}>
        <ArticleMeta article={article} small />
        <Heading
          className={`mt-3 font-semibold leading-snug text-charcoal ${large ? 'text-2xl' : 'text-lg'}`}
        >
          <button
            type="button"
            onClick={() => onOpen(article)}
            aria-haspopup="dialog"
            className="news-card-title"
          >
            {article.title}
          </button>
        </Heading>
        {size !== 'compact' && (
          <p className={`mt-2 text-neutral-700 ${large ? 'text-base' : 'line-clamp-3 flex-1 text-sm'}`}>
            {displayExcerpt(article)}
          </p>
        )}
        <span className="read-more" aria-hidden="true">
          Read More <Icon name="arrow-right" className="read-more-arrow" />
        </span>
      </div>
    </article>
  );
}
