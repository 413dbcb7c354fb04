import { Icon } from '#app/components/ui/icon';
import { responsiveImage } from '#common/image-url';
import type { PublicHeroSettings } from '#common/schemas/hero';
import { FeaturedCarousel, type FeaturedSlide } from './featured-carousel';
import { HeroButton } from './hero-button';

const ALIGN: Record<string, string> = {
  center: 'text-center items-center',
  right: 'text-right items-end',
  left: 'text-left items-start',
};

/** The home hero: texts and buttons from the hero settings, the featured carousel beside them. */
export function HeroSection({
  hero,
  onQuote,
}: {
  hero: Omit<PublicHeroSettings, 'featured_products'> & { featured_products: FeaturedSlide[] };
  onQuote: () => void;
}) {
  const slider = hero.show_product_slider && hero.featured_products.length > 0;
  const overlay = Number.isFinite(hero.overlay_opacity)
    ? Math.min(1, Math.max(0, hero.overlay_opacity))
    : 0.6;
  const align = ALIGN[hero.text_alignment] ?? ALIGN.left;
  const background = hero.background_image ? responsiveImage(hero.background_image) : null;
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-charcoal text-white">
      {background && (
        // The page's largest paint on a phone: an <img> rather than a CSS background, so the
        // browser finds it in the HTML (React preloads it in the head), fetches it first and picks
        // the rendition for the screen instead of waiting for the stylesheet and taking 1200 px.
        <img
          src={background.src}
          srcSet={background.srcSet}
          sizes={background.srcSet ? '100vw' : undefined}
          alt=""
          fetchPriority="high"
          decoding="async"
          className="absolute inset-0 -z-10 h-full w-full object-cover"
        />
      )}
      {/* The overlay keeps white text at AA contrast over any picture; never lighter than 0.55. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-charcoal"
        style={{ opacity: Math.max(overlay, 0.55) }}
      />
      <div
        className={`mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:py-16 lg:py-20 ${
          slider ? 'lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:items-center lg:gap-16' : ''
        }`}
      >
        <div className={`flex flex-col ${align} ${slider ? '' : 'mx-auto max-w-3xl'}`}>
          {hero.subtitle && (
            <p className="text-sm font-semibold uppercase tracking-widest text-brand">{hero.subtitle}</p>
          )}
          <h1
            id="hero-title"
            className="mt-3 text-[2rem] font-semibold leading-tight sm:text-[2.5rem] lg:text-5xl"
          >
            {hero.title}
          </h1>
          {hero.description && <p className="mt-5 max-w-2xl text-lg text-neutral-200">{hero.description}</p>}
          {hero.show_features && hero.custom_features.length > 0 && (
            <ul className="mt-6 grid gap-3 sm:grid-cols-2">
              {hero.custom_features.map((feature) => (
                <li key={feature} className="flex items-start gap-2 text-left text-base text-neutral-100">
                  <Icon name="check-circle" className="mt-0.5 h-5 w-5 shrink-0 text-brand" />
                  {feature}
                </li>
              ))}
            </ul>
          )}
          <div className="mt-8 flex flex-wrap gap-3">
            <HeroButton
              variant="primary"
              text={hero.primary_button_text || 'Request Quote'}
              action={hero.primary_button_action || 'quote'}
              onQuote={onQuote}
            />
            <HeroButton
              variant="secondary"
              text={hero.secondary_button_text || 'Learn More'}
              action={hero.secondary_button_action || 'about'}
              onQuote={onQuote}
            />
          </div>
        </div>
        {slider && <FeaturedCarousel slides={hero.featured_products} />}
      </div>
    </section>
  );
}
