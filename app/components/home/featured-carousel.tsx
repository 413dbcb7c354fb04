import { Link } from 'react-router';
import { Price } from '#app/components/catalog/price';
import { MachineImage } from '#app/components/machine-image';
import { Icon } from '#app/components/ui/icon';
import { paths } from '#app/lib/paths';
import { useIdleReveal } from '#app/lib/use-idle-reveal';
import type { HeroSlide } from '#common/schemas/hero';
import { HERO_ROTATION_MS } from '#common/site-constants';
import { useCarousel } from './use-carousel';

// Previous and next are `carousel-control` (app/app.css).
const CONTROL = 'carousel-control';

/** A slide as the home page sends it: without the product picture behind it, which it does not draw. */
export type FeaturedSlide = Omit<HeroSlide, 'background'>;

// Five slides a page: their repeated lists are classes of app/app.css (`slide-…`, decision 073).
function Slide({ slide, first }: { slide: FeaturedSlide; first: boolean }) {
  return (
    <Link to={paths.product(slide.id)} draggable={false} className="group slide-card">
      <div className="relative">
        <MachineImage
          src={slide.image}
          alt={slide.name}
          priority={first}
          sizes="(min-width: 1024px) 560px, 100vw"
        />
        <span className="slide-brand">{slide.brand}</span>
      </div>
      <div className="p-5">
        <p className="slide-category">{slide.category}</p>
        <h2 className="slide-name">{slide.name}</h2>
        {slide.description && (
          <p className="mt-2 line-clamp-2 text-sm text-neutral-700">{slide.description}</p>
        )}
        {slide.features.length > 0 && (
          <ul className="slide-features">
            {slide.features.map((f) => (
              <li key={f}>
                <Icon name="check" className="list-check" />
                <span>{f}</span>
              </li>
            ))}
          </ul>
        )}
        <div className="slide-foot">
          <SlidePrice slide={slide} />
          <span className="slide-more">
            View Details <Icon name="arrow-right" className="h-4 w-4" />
          </span>
        </div>
      </div>
    </Link>
  );
}

/** A slide's price with its VAT note: one box for the slide and its outline, so both are as tall. */
function SlidePrice({ slide }: { slide: FeaturedSlide }) {
  return (
    <Price price={typeof slide.price === 'number' ? slide.price : null} className="text-lg font-semibold" />
  );
}

/**
 * A hidden slide as the server draws it (decision 073): its texts in the boxes of the slide, without
 * picture, link or icons, so the carousel keeps the height of its tallest slide (the slides share
 * one grid cell) for about a third of the markup. Every box that sets a height is the slide's own:
 * the picture's 4:3 box, category, name, two lines of description at most, one line per feature
 * (a line of text is taller than its tick; the text itself does not matter) and the price with
 * its VAT note. Hidden and inert as the
 * slide it stands for; the slide itself is drawn in idle time after hydration, or when shown.
 */
function SlideOutline({ slide }: { slide: FeaturedSlide }) {
  return (
    <div className="slide-card">
      <div className="machine-image" style={{ aspectRatio: '4 / 3' }} />
      <div className="p-5">
        <p className="slide-category">{slide.category}</p>
        <p className="slide-name">{slide.name}</p>
        {slide.description && <p className="mt-2 line-clamp-2 text-sm">{slide.description}</p>}
        {slide.features.length > 0 && (
          <ul className="slide-features">
            {/* One line each whatever its text (`slide-features` clamps it): a dot stands in. */}
            {slide.features.map((f) => (
              <li key={f}>
                <span>·</span>
              </li>
            ))}
          </ul>
        )}
        <div className="slide-foot">
          <SlidePrice slide={slide} />
        </div>
      </div>
    </div>
  );
}

/**
 * Featured-products carousel of the hero (docs/product.md §2): 7 s rotation, previous/next/dots that wrap,
 * paused while hovered or focused, still when the visitor prefers reduced motion.
 */
export function FeaturedCarousel({ slides }: { slides: FeaturedSlide[] }) {
  const { index, goTo, next, previous, rotating, pauseHandlers } = useCarousel(
    slides.length,
    HERO_ROTATION_MS,
  );
  // The hidden slides are outlines until the page is idle after hydration, or the first step (the
  // slide leaving fades out whole).
  const [drawn, draw] = useIdleReveal();
  if (index !== 0 && !drawn) draw();
  if (slides.length === 0) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured products"
      className="w-full"
      {...pauseHandlers}
    >
      {/* Polite announcements only when the visitor drives the carousel, not on every rotation. */}
      <div aria-live={rotating ? 'off' : 'polite'} className="grid">
        {slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group, not a form fieldset
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
            aria-hidden={i !== index}
            inert={i !== index}
            className={`slide ${i === index ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
          >
            {drawn || i === index ? <Slide slide={slide} first={i === 0} /> : <SlideOutline slide={slide} />}
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <div className="mt-4 flex items-center justify-center gap-3">
          <button type="button" className={CONTROL} onClick={previous} aria-label="Previous slide">
            <Icon name="chevron-left" className="h-5 w-5" />
          </button>
          <div className="flex items-center">
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                onClick={() => goTo(i)}
                aria-label={`Go to slide ${i + 1}: ${slide.name}`}
                aria-current={i === index ? 'true' : undefined}
                className="group carousel-dot"
              >
                <span
                  className={`carousel-pip ${
                    i === index ? 'w-6 bg-brand' : 'w-2.5 bg-white/50 group-hover:bg-white'
                  }`}
                />
              </button>
            ))}
          </div>
          <button type="button" className={CONTROL} onClick={next} aria-label="Next slide">
            <Icon name="chevron-right" className="h-5 w-5" />
          </button>
        </div>
      )}
    </section>
  );
}
