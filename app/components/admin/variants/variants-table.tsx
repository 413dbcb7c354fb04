import { Copy } from 'lucide-react';
import { cellClass } from '#app/components/admin/admin-table';
import { PreviewButton } from '#app/components/admin/publication/preview-button';
import { PublicationBadge } from '#app/components/admin/publication/publication-badge';
import { type RecordListProps, RecordTable } from '#app/components/admin/record-table';
import { RecordThumb } from '#app/components/admin/record-thumb';
import { RowActions, rowActionClass } from '#app/components/admin/row-actions';
import { useReadOnly } from '#app/components/admin/use-can';
import { formatPrice } from '#common/money';
import type { AdminVariant } from '#common/schemas/variant';
import { useCloneVariant } from './use-clone-variant';
import { useSiteCurrency } from './use-site-currency';

// The variant list of docs/product.md §4: Name, Product, Price (in the site's currency, "Contact for
// Price" when there is none, so the owner sees what is unpriced), Features (first two, then "..."),
// Technical Parameters (how many groups), Actions.

// Columns give way as the frame narrows (a container query: the sidebar narrows it too), so the
// table fits beside the sidebar at 1024 px: below 56 rem the product moves under the name, below
// 48 rem the parameter count under the features and the price under the name, and below 42 rem (a
// phone) only Name and Actions remain.
const PRODUCT = 'hidden @4xl:table-cell';
const PRICE = 'hidden @3xl:table-cell';
const FEATURES = 'hidden @2xl:table-cell';
const PARAMETERS = 'hidden @3xl:table-cell';
const HEAD = [
  'Name',
  { label: 'Product', className: PRODUCT },
  { label: 'Price', className: PRICE },
  { label: 'Features', className: FEATURES },
  // Two short lines rather than one wide one, so the five columns fit at 1280 px.
  { label: 'Technical Parameters', className: `${PARAMETERS} whitespace-normal!` },
];

function featuresSummary(features: string[]): string | null {
  if (features.length === 0) return null;
  return features.slice(0, 2).join(', ') + (features.length > 2 ? '...' : '');
}

function parametersSummary(groups: AdminVariant['technical_parameters']): string | null {
  if (groups.length === 0) return null;
  return `${groups.length} ${groups.length === 1 ? 'group' : 'groups'}`;
}

const muted = 'text-neutral-600 italic';

export function VariantsTable(list: RecordListProps<AdminVariant>) {
  const { clone, cloningId } = useCloneVariant(list.onStatus);
  const readOnly = useReadOnly();
  const currency = useSiteCurrency();
  return (
    <RecordTable
      caption="Variants"
      head={HEAD}
      loadingText="Loading variants..."
      emptyText="No variants found. Add your first variant!"
      {...list}
      actions={(variant) => (
        <div className="flex items-center justify-end gap-1">
          {readOnly ? null : (
            <button
              type="button"
              onClick={() => void clone(variant)}
              disabled={cloningId !== undefined}
              aria-busy={cloningId === variant.id || undefined}
              className={`${rowActionClass} text-charcoal hover:bg-neutral-100`}
            >
              <Copy aria-hidden className="size-4" />
              <span className="sr-only sm:not-sr-only">Clone</span>
              <span className="sr-only"> {variant.name}</span>
            </button>
          )}
          {variant.status === 'published' ? null : (
            <PreviewButton entity="variant" id={variant.id} name={variant.name} />
          )}
          <RowActions
            name={variant.name}
            onEdit={() => list.onEdit(variant)}
            onDelete={() => list.onDelete(variant)}
            deleting={list.deletingId === variant.id}
          />
        </div>
      )}
      cells={(variant) => {
        const features = featuresSummary(variant.features);
        const parameters = parametersSummary(variant.technical_parameters);
        const price = formatPrice(variant.price, currency);
        const unpriced = variant.price === null;
        return (
          <>
            <th scope="row" className={`${cellClass} text-left font-semibold text-charcoal`}>
              <span className="flex items-center gap-3 md:min-w-44">
                <RecordThumb src={variant.image} name={variant.name} />
                <span>
                  {variant.name}
                  <span className="block text-xs font-normal text-neutral-600 @4xl:hidden">
                    {variant.product.name}
                  </span>
                  <span className="block text-xs font-normal text-neutral-600 @3xl:hidden">{price}</span>
                  {/* Draft, scheduled or published (docs/product.md §29). */}
                  <span className="mt-1 block">
                    <PublicationBadge record={variant} />
                  </span>
                </span>
              </span>
            </th>
            <td className={`${cellClass} ${PRODUCT}`}>
              <span className="block min-w-32">{variant.product.name}</span>
              <span className="block text-xs text-neutral-600">{variant.product.brand.name}</span>
            </td>
            <td className={`${cellClass} ${PRICE} whitespace-nowrap tabular-nums`}>
              {unpriced ? <span className={muted}>{price}</span> : price}
            </td>
            <td className={`${cellClass} ${FEATURES} min-w-48 max-w-80`}>
              {features ?? <span className={muted}>No features</span>}
              <span className="block text-xs text-neutral-600 @3xl:hidden">
                {parameters ? `Parameters: ${parameters}` : 'No parameters'}
              </span>
            </td>
            <td className={`${cellClass} ${PARAMETERS} whitespace-nowrap`}>
              {parameters ?? <span className={muted}>No parameters</span>}
            </td>
          </>
        );
      }}
    />
  );
}
