import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CompareToggle } from '#app/components/compare-tray/compare-toggle';
import { Button } from '#app/components/ui/button';
import { Icon } from '#app/components/ui/icon';
import { paths } from '#app/lib/paths';
import type { Variant } from '#common/schemas/variant';
import { AddToQuoteList } from './add-to-quote-list';
import { Price } from './price';
import { ProductGallery } from './product-gallery';

export const CONTACT_FORM_ID = 'get-in-touch';

/**
 * Gallery beside category, name, introduction, price and Get Pricing (scrolls to the form);
 * `children` follow the button (the chat buttons).
 */
export function ProductHero({
  variant,
  monthly,
  availability,
  children,
}: {
  variant: Variant;
  /** The indicative monthly payment under the price (docs/product.md §25.2), when shown. */
  monthly?: ReactNode;
  /** Where the machine is (docs/product.md §28 "Availability"). */
  availability?: ReactNode;
  children?: ReactNode;
}) {
  const images = variant.images.length > 0 ? variant.images : variant.image ? [variant.image] : [];
  const scrollToForm = () => {
    const form = document.getElementById(CONTACT_FORM_ID);
    if (!form) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    form.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    // Focus the first field without a second jump, so keyboard users land in the form.
    form.querySelector<HTMLElement>('input, textarea')?.focus({ preventScroll: true });
  };
  return (
    <section className="bg-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-2 lg:gap-12 lg:py-12">
        <div className="flex flex-col justify-center lg:order-2">
          <p className="text-sm font-semibold tracking-wide text-neutral-600 uppercase">
            {variant.product.category.name}
          </p>
          <h1 className="mt-2 text-[2rem] leading-tight font-semibold tracking-tight sm:text-[2.5rem]">
            {variant.name}
          </h1>
          <p className="mt-1 text-base text-neutral-600">
            {variant.product.brand.name} · {variant.product.name}
          </p>
          {(variant.introduction ?? variant.product.introduction) && (
            <p className="mt-4 text-lg text-neutral-700">
              {variant.introduction ?? variant.product.introduction}
            </p>
          )}
          <Price
            price={variant.price}
            className="mt-6 text-2xl font-semibold"
            noteClassName="mt-1 text-sm text-neutral-600"
          />
          {monthly}
          {availability}
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <Button onClick={scrollToForm} className="px-6 py-3 text-base">
              <Icon name="message-square-text" className="size-5" />
              Get Pricing
            </Button>
            <AddToQuoteList key={variant.id} variantId={variant.id} />
            <CompareToggle
              key={`c${variant.id}`}
              machine={{ id: variant.id, name: variant.name, image: variant.image }}
            />
          </div>
          {/* An owner's way to parts and service, the machine already picked (docs/product.md §30). */}
          <p className="mt-4 text-sm text-neutral-700">
            Own one?{' '}
            <Link
              to={paths.parts(variant.id)}
              className="font-medium text-charcoal underline underline-offset-2"
            >
              Order parts
            </Link>
            {' · '}
            <Link
              to={paths.service(variant.id)}
              className="font-medium text-charcoal underline underline-offset-2"
            >
              Book a service
            </Link>
          </p>
          {children}
        </div>
        <div className="lg:order-1">
          <ProductGallery images={images} name={variant.name} />
        </div>
      </div>
    </section>
  );
}
