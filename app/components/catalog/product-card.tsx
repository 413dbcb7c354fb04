import { Link } from 'react-router';
import { CompareToggle } from '#app/components/compare-tray/compare-toggle';
import { useSiteActions } from '#app/components/layout/site-actions';
import { MachineImage } from '#app/components/machine-image';
import { Button } from '#app/components/ui/button';
import { paths } from '#app/lib/paths';
import type { Variant } from '#common/schemas/variant';
import { featuredEntries } from '#common/spec-names';
import { AddToQuoteList } from './add-to-quote-list';
import { Price } from './price';
import { SpecValue } from './spec-value';

type Featured = 'featured_parameters' | 'featured_display' | 'featured_names';
export type CardVariant = Pick<Variant, 'id' | 'name' | 'price' | 'image' | Featured> & {
  product: { brand: { name: string }; category: { name: string } };
};

/**
 * What a card draws of a variant, for a loader to send instead of the whole record (its
 * specification table, pictures and texts stay on the server): the up to 3 featured parameters it
 * shows, with their names and values in the visitor's units where these differ from the key and
 * the published value (featuredEntries falls back to those).
 */
export function cardOf(v: CardVariant): CardVariant {
  // The keys featuredEntries draws: the first 3.
  const params = v.featured_parameters ?? {};
  const shown = new Set(Object.keys(params).slice(0, 3));
  const only = (
    record: Record<string, string> | undefined,
    same: (key: string, value: string) => boolean,
  ) => {
    const kept = Object.entries(record ?? {}).filter(([key, value]) => shown.has(key) && !same(key, value));
    return kept.length > 0 ? Object.fromEntries(kept) : undefined;
  };
  return {
    id: v.id,
    name: v.name,
    price: v.price,
    image: v.image,
    featured_parameters: only(params, () => false) ?? {},
    featured_display: only(v.featured_display, (key, display) => display === params[key]),
    featured_names: only(v.featured_names, (key, name) => name === key),
    product: { brand: { name: v.product.brand.name }, category: { name: v.product.category.name } },
  };
}

// A card: image on top at 4:3, name, brand and category, up to 3 featured parameters,
// price or Contact for Price, Get Quote, then Compare and Add to quote list (docs/product.md §18,
// §19). The name's link covers the whole card so a click anywhere opens the product; the buttons
// sit above that layer.
export function ProductCard({
  variant,
  priority = false,
  imageLater = false,
}: {
  variant: CardVariant;
  priority?: boolean;
  /** Its picture drawn once the page is idle (MachineImage's `later`). */
  imageLater?: boolean;
}) {
  const { openQuote, preloadModals } = useSiteActions();
  const { brand, category } = variant.product;
  return (
    <article className="group product-card">
      <MachineImage
        src={variant.image}
        alt={variant.name}
        priority={priority}
        sizes="(min-width: 1280px) 300px, (min-width: 640px) 50vw, 100vw"
        later={imageLater}
      />
      <div className="card-body">
        <p className="card-maker">{`${brand.name} · ${category.name}`}</p>
        <h3 className="card-title">
          <Link to={paths.product(variant.id)} prefetch="intent" className="card-cover-link">
            {variant.name}
          </Link>
        </h3>
        {featuredEntries(variant).length > 0 && (
          // Name and value are styled by `card-figures` (app/app.css), not at each of 36 spans a page.
          <ul className="card-figures">
            {featuredEntries(variant).map(([key, value, display]) => (
              <li key={key}>
                <span>{`${key}:`}</span>{' '}
                <span>
                  <SpecValue value={value} display={display} />
                </span>
              </li>
            ))}
          </ul>
        )}
        <div className="card-actions">
          <Price price={variant.price} className="font-semibold" />
          <Button
            className="relative z-10"
            onClick={() => openQuote({ id: variant.id, name: variant.name, fullName: fullName(variant) })}
            onPointerEnter={preloadModals}
            onFocus={preloadModals}
            aria-label={`Get Quote for ${variant.name}`}
          >
            Get Quote
          </Button>
        </div>
        <div className="card-tools">
          <CompareToggle machine={{ id: variant.id, name: variant.name, image: variant.image }} />
          <AddToQuoteList variantId={variant.id} name={variant.name} />
        </div>
      </div>
    </article>
  );
}

/** The name the quote modal prefills: maker and model, e.g. "Norvane Machinery NL-120 Wheel Loader". */
export const fullName = (v: Pick<CardVariant, 'name' | 'product'>) => `${v.product.brand.name} ${v.name}`;
