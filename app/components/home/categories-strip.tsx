import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ResponsiveImg } from '#app/components/responsive-img';
import { Icon } from '#app/components/ui/icon';
import { paths } from '#app/lib/paths';
import { useIdleReveal } from '#app/lib/use-idle-reveal';
import { responsiveImage } from '#common/image-url';
import { useDragScroll } from './use-drag-scroll';
import { useScrollEdges } from './use-scroll-edges';

export interface StripCategory {
  id: number;
  name: string;
  image: string | null;
}

/** Category picture at 4:3, or the first letter of the name when there is none or it fails (docs/product.md §6). */
function CategoryImage({ category, later }: { category: StripCategory; later: boolean }) {
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  const picture = category.image ? responsiveImage(category.image) : null;
  // A server-rendered picture can fail before hydration attaches onError: check once on mount.
  useEffect(() => {
    const el = img.current;
    if (el?.complete && el.naturalWidth === 0) setFailed(true);
  }, []);
  // Beyond the first screen the page carries the empty box (decision 073): drawn once idle.
  if (later) return <div className="category-picture" />;
  return (
    <div className="category-picture">
      {picture && !failed ? (
        <ResponsiveImg
          ref={img}
          picture={picture}
          size={[800, 600]}
          sizes="(min-width: 640px) 240px, 60vw"
          loading="lazy"
          draggable={false}
          onError={() => setFailed(true)}
          className="category-img"
        />
      ) : (
        <span
          aria-hidden="true"
          data-testid="category-letter"
          className="absolute inset-0 flex items-center justify-center text-[2.5rem] font-semibold text-brand"
        >
          {category.name.charAt(0).toUpperCase()}
        </span>
      )}
    </div>
  );
}

/** Tiles whose pictures come with the page: those a 1280-pixel-wide strip shows. */
const FIRST_SCREEN_TILES = 6;

const STEP_BUTTON =
  'flex size-10 items-center justify-center rounded-full border border-neutral-300 text-charcoal hover:border-charcoal focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-charcoal disabled:border-neutral-200 disabled:text-neutral-300';
const FADE = 'pointer-events-none absolute inset-y-0 w-12 from-white to-transparent sm:w-20';
const STEPS = [
  { by: -1, side: 'before', label: 'Previous categories', icon: 'chevron-left' },
  { by: 1, side: 'after', label: 'Next categories', icon: 'chevron-right' },
] as const;

/**
 * Draggable horizontal strip of active categories; a click (not a drag) filters the products. A
 * fade marks each side that hides more categories, and from md up Previous/Next buttons page
 * through them, disabled at the ends.
 */
export function CategoriesStrip({ categories }: { categories: StripCategory[] }) {
  // The tiles past the strip's first screen (five and a part at 1280 px) get their pictures once
  // the page is idle after hydration; lazy pictures, not there at first paint either.
  const [drawn] = useIdleReveal();
  const { ref, handlers } = useDragScroll<HTMLUListElement>();
  const edges = useScrollEdges(ref);
  const page = (by: number) => {
    const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
    ref.current?.scrollBy({ left: by * ref.current.clientWidth * 0.8, behavior: still ? 'auto' : 'smooth' });
  };
  return (
    <section aria-labelledby="categories-title" className="bg-white py-12 sm:py-16">
      <div className="mx-auto max-w-7xl px-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-neutral-600">
              Browse by category
            </p>
            <h2 id="categories-title" className="mt-2 text-2xl font-semibold text-charcoal sm:text-[2rem]">
              Equipment Categories
            </h2>
          </div>
          <div className="flex items-center gap-6">
            <Link
              to={paths.products()}
              className="inline-flex items-center gap-1 text-sm font-semibold text-charcoal underline-offset-4 hover:underline"
            >
              View All Products <Icon name="arrow-right" className="h-4 w-4" />
            </Link>
            {categories.length > 0 && (
              <div className="hidden gap-2 md:flex">
                {STEPS.map(({ by, side, label, icon }) => (
                  <button
                    key={side}
                    type="button"
                    aria-label={label}
                    disabled={!edges[side]}
                    onClick={() => page(by)}
                    className={STEP_BUTTON}
                  >
                    <Icon name={icon} className="size-5" />
                  </button>
                ))}
              </div>
            )}
          </div>
        </div>
        {categories.length === 0 ? (
          <p className="mt-8 text-neutral-600">No categories available</p>
        ) : (
          <div className="relative -mx-4 mt-8">
            <ul
              ref={ref}
              {...handlers}
              aria-label="Equipment categories"
              className="flex cursor-grab gap-4 overflow-x-auto px-4 pb-4 select-none active:cursor-grabbing"
            >
              {categories.map((category, i) => (
                <li key={category.id} className="w-44 shrink-0 sm:w-56">
                  <Link
                    to={paths.products({ category: category.name })}
                    draggable={false}
                    className="group category-tile"
                  >
                    <CategoryImage category={category} later={!drawn && i >= FIRST_SCREEN_TILES} />
                    <span className="category-name">{category.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
            {STEPS.map(({ side, by }) => (
              <div
                key={side}
                data-testid={`strip-fade-${side}`}
                className={`${FADE} ${by < 0 ? 'left-0 bg-linear-to-r' : 'right-0 bg-linear-to-l'} ${edges[side] === false ? 'hidden' : ''}`}
              />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
