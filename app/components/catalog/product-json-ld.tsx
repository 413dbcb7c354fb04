import type { Variant } from '#common/schemas/variant';
import { useNonce } from '../../lib/nonce';
import { paths } from '../../lib/paths';

/** schema.org Product data for search engines; `<` is escaped so the text cannot close the script. */
export function ProductJsonLd({ variant, origin }: { variant: Variant; origin: string }) {
  const nonce = useNonce();
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
            priceCurrency: 'USD',
            url: abs(paths.product(variant.id)),
          },
  };
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, with < escaped
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
