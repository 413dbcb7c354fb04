import type { Variant } from '../../../../common/schemas/variant';
import { AdminTable, actionsCellClass, actionsHead, cellClass, PlaceholderRow } from '../admin-table';
import { ListFailure } from '../list-failure';
import { RecordThumb } from '../record-thumb';
import { RowActions } from '../row-actions';

// The variant list of docs/product.md §4: Name, Product, Features (first two, then "..."), Technical
// Parameters (how many categories), Actions.

// Columns give way as the frame narrows (a container query: the sidebar narrows it too), so the
// table fits beside the sidebar at 1024 px: below 56 rem the product moves under the name, below
// 48 rem the parameter count under the features, and below 42 rem (a phone) only Name and Actions
// remain.
const PRODUCT = 'hidden @4xl:table-cell';
const FEATURES = 'hidden @2xl:table-cell';
const PARAMETERS = 'hidden @3xl:table-cell';
const HEAD = [
  'Name',
  { label: 'Product', className: PRODUCT },
  { label: 'Features', className: FEATURES },
  // Two short lines rather than one wide one, so the five columns fit at 1280 px.
  { label: 'Technical Parameters', className: `${PARAMETERS} whitespace-normal!` },
  actionsHead,
];

export function featuresSummary(features: string[]): string | null {
  if (features.length === 0) return null;
  return features.slice(0, 2).join(', ') + (features.length > 2 ? '...' : '');
}

export function parametersSummary(groups: Variant['technical_parameters']): string | null {
  if (groups.length === 0) return null;
  return `${groups.length} ${groups.length === 1 ? 'category' : 'categories'}`;
}

const muted = 'text-neutral-600 italic';

export function VariantsTable({
  variants,
  loading,
  failure,
  onRetry,
  onEdit,
  onDelete,
  deletingId,
}: {
  variants: Variant[] | undefined;
  loading: boolean;
  /** "Failed to fetch data: …" when the list could not be loaded. */
  failure: string | null;
  onRetry: () => void;
  onEdit: (variant: Variant) => void;
  onDelete: (variant: Variant) => void;
  deletingId: number | null;
}) {
  return (
    <AdminTable caption="Variants" head={HEAD}>
      {failure && !variants ? (
        <ListFailure colSpan={HEAD.length} text={failure} onRetry={onRetry} />
      ) : loading && !variants ? (
        <PlaceholderRow colSpan={HEAD.length}>Loading variants...</PlaceholderRow>
      ) : !variants || variants.length === 0 ? (
        <PlaceholderRow colSpan={HEAD.length}>No variants found. Add your first variant!</PlaceholderRow>
      ) : (
        variants.map((variant) => {
          const features = featuresSummary(variant.features);
          const parameters = parametersSummary(variant.technical_parameters);
          return (
            <tr key={variant.id} className="hover:bg-neutral-50">
              <th scope="row" className={`${cellClass} text-left font-semibold text-charcoal`}>
                <span className="flex items-center gap-3 md:min-w-44">
                  <RecordThumb src={variant.image} name={variant.name} />
                  <span>
                    {variant.name}
                    <span className="block text-xs font-normal text-neutral-600 @4xl:hidden">
                      {variant.product.name}
                    </span>
                  </span>
                </span>
              </th>
              <td className={`${cellClass} ${PRODUCT}`}>
                <span className="block min-w-32">{variant.product.name}</span>
                <span className="block text-xs text-neutral-600">{variant.product.brand.name}</span>
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
              <td className={actionsCellClass}>
                <RowActions
                  name={variant.name}
                  onEdit={() => onEdit(variant)}
                  onDelete={() => onDelete(variant)}
                  deleting={deletingId === variant.id}
                />
              </td>
            </tr>
          );
        })
      )}
    </AdminTable>
  );
}
