import { type CardVariant, ProductCard } from './product-card';
import { DetailSection } from './product-lists';

/** Up to 3 related variants (same category first, docs/product.md §11), as listing cards. */
export function RelatedProducts({ variants }: { variants: CardVariant[] }) {
  return (
    <DetailSection id="related-heading" title="Related Products" beforeEnd>
      {variants.length === 0 ? (
        <p className="text-neutral-600">No related products available</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {variants.slice(0, 3).map((v) => (
            <li key={v.id} className="flex">
              <ProductCard variant={v} />
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
