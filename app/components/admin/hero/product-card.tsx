import { Check } from 'lucide-react';
import { useState } from 'react';
import { ResponsiveImg } from '#app/components/responsive-img';
import { responsiveImage } from '#common/image-url';
import type { AvailableProduct } from '#common/schemas/hero';

// One product of the hero picker: a toggle button (aria-pressed) showing the picture or "No Image",
// name, brand and category, and the product's place in the carousel once chosen.

export function ProductCard({
  product,
  position,
  onToggle,
}: {
  product: AvailableProduct;
  /** 1-based place among the featured products, null when not chosen. */
  position: number | null;
  onToggle: () => void;
}) {
  const [failed, setFailed] = useState(false);
  const selected = position !== null;
  const image = product.image && !failed ? responsiveImage(product.image) : null;
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onToggle}
      className={`flex h-full w-full flex-col overflow-hidden rounded-lg border bg-white text-left shadow-sm transition-shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand motion-reduce:transition-none ${
        selected
          ? 'border-charcoal ring-2 ring-brand'
          : 'border-neutral-200 hover:border-neutral-400 hover:shadow'
      }`}
    >
      <span className="relative block aspect-[4/3] w-full bg-neutral-100">
        {image ? (
          <ResponsiveImg
            picture={image}
            size={[400, 300]}
            sizes="(min-width: 1280px) 280px, (min-width: 1024px) 30vw, 50vw"
            loading="lazy"
            onError={() => setFailed(true)}
            className="absolute inset-0 size-full object-cover"
          />
        ) : (
          <span className="absolute inset-0 flex items-center justify-center text-sm font-medium text-neutral-600">
            No Image
          </span>
        )}
        {selected ? (
          <span
            aria-hidden
            className="absolute top-2 left-2 flex size-8 items-center justify-center rounded-full bg-brand text-sm font-bold text-brand-ink shadow"
          >
            {position}
          </span>
        ) : null}
        {selected ? (
          <span
            aria-hidden
            className="absolute top-2 right-2 flex size-7 items-center justify-center rounded-full bg-charcoal text-white"
          >
            <Check className="size-4" />
          </span>
        ) : null}
      </span>
      <span className="flex flex-1 flex-col gap-0.5 p-3">
        <span className="line-clamp-2 text-sm font-semibold text-charcoal sm:text-base">{product.name}</span>
        <span className="text-sm text-neutral-700">{product.brand}</span>
        <span className="text-xs font-medium tracking-wide text-neutral-600 uppercase">
          {product.category}
        </span>
        {selected ? <span className="sr-only">Featured position {position}</span> : null}
      </span>
    </button>
  );
}
