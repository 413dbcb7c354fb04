import { Plus, Table2 } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { useAdminQuery } from '#app/components/admin/admin-api';
import { adminPaths } from '#common/admin-paths';
import type { ProductDetail } from '#common/schemas/product';

// The variants of the product being edited (rich form of docs/product.md §4). They are edited in the
// variants section; these links open its editor there.

const LINK =
  'inline-flex items-center gap-1 rounded-md px-2.5 py-1.5 text-sm font-medium text-charcoal underline-offset-2 hover:bg-neutral-100 hover:underline focus-visible:outline-2 focus-visible:outline-brand';

export function ProductVariants({
  productId,
  onLeave,
}: {
  productId: number;
  /** Asked before leaving for the variants section, so unsaved changes are not lost unnoticed. */
  onLeave: (event: MouseEvent<HTMLAnchorElement>, to: string) => void;
}) {
  const detail = useAdminQuery<ProductDetail>(
    ['products', 'detail', productId],
    `/admin/products/${productId}`,
  );
  const variants = detail.data?.variants ?? [];
  const addTo = adminPaths.variantNew(productId);
  const gridTo = adminPaths.productSpecs(productId);
  return (
    <section aria-labelledby="product-variants-title" className="border-t border-neutral-200 pt-4">
      <div className="mb-2 flex items-center justify-between gap-3">
        <h3 id="product-variants-title" className="text-sm font-semibold text-charcoal">
          Variants
        </h3>
        <Link to={addTo} onClick={(event) => onLeave(event, addTo)} className={LINK}>
          <Plus aria-hidden className="size-4" />
          Add variant
        </Link>
      </div>
      {variants.length > 0 ? (
        <Link to={gridTo} onClick={(event) => onLeave(event, gridTo)} className={`${LINK} mb-2 -ml-2.5`}>
          <Table2 aria-hidden className="size-4" />
          Edit specifications grid
        </Link>
      ) : null}
      {detail.isPending ? (
        <p className="text-sm text-neutral-600">Loading variants...</p>
      ) : detail.isError ? (
        <p className="text-sm text-red-700">The variants could not be loaded.</p>
      ) : variants.length === 0 ? (
        <p className="text-sm text-neutral-600">This product has no variants yet.</p>
      ) : (
        <ul className="divide-y divide-neutral-200 rounded-md border border-neutral-200">
          {variants.map((variant) => {
            const to = adminPaths.variantEdit(variant.id);
            return (
              <li key={variant.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <span className="min-w-0 break-words text-neutral-800">{variant.name}</span>
                <Link to={to} onClick={(event) => onLeave(event, to)} className={LINK}>
                  Edit<span className="sr-only"> {variant.name}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
