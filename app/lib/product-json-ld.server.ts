import type { PriceSettings } from '#common/price-settings';
import type { Variant } from '#common/schemas/variant';
import { paths } from './paths';

// schema.org Product data for search engines, written by the product page's loader: only the
// finished text travels to the browser, not the code that writes it (the page's first load).
// A priced machine's offer carries the site's currency; "Contact for Price" has no offer (§25.1).

/** The JSON-LD text; `<` is escaped so the text cannot close the script it is put in. */
export function productJsonLd(variant: Variant, origin: string, prices: PriceSettings): string {
  const abs = (src: string) => new URL(src, origin).toString();
  const images = (variant.images.length > 0 ? variant.images : variant.image ? [variant.image] : []).map(abs);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: variant.name,
    description: variant.introduction ?? variant.product.introduction ?? undefined,
    image: images.length > 0 ? images : undefined,
    brand: { '@type': 'Brand', name: variant.product.brand.name },
    category: variant.product.category.name,
    url: abs(paths.product(variant.id)),
    offers:
      variant.price === null
        ? undefined
        : {
            '@type': 'Offer',
            price: variant.price,
            priceCurrency: prices.currency,
            url: abs(paths.product(variant.id)),
          },
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
