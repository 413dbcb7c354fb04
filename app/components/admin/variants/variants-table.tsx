import type { Variant } from '../../../../common/schemas/variant';
import { AdminTable, cellClass, PlaceholderRow } from '../admin-table';
import { ListFailure } from '../list-failure';
import { RecordThumb } from '../record-thumb';
import { RowActions } from '../row-actions';

// The variant list of spec §2: Name, Product, Features (first two, then "..."), Technical
// Parameters (how many categories), Actions.

// On a phone the table keeps Name (with the product under it) and Actions, so it fits the screen.
const WIDE = 'hidden md:table-cell';
const HEAD = [
  'Name',
  { label: 'Product', className: WIDE },
  { label: 'Features', className: WIDE },
  { label: 'Technical Parameters', className: WIDE },
  { label: 'Actions', className: 'text-right' },
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
                <span className="flex items-center gap-3 md:min-w-48">
                  <RecordThumb src={variant.image} name={variant.name} />
                  <span>
                    {variant.name}
                    <span className="block text-xs font-normal text-neutral-600 md:hidden">
                      {variant.product.name}
                    </span>
                  </span>
                </span>
              </th>
              <td className={`${cellClass} ${WIDE}`}>
                <span className="block min-w-40">{variant.product.name}</span>
                <span className="block text-xs text-neutral-600">{variant.product.brand.name}</span>
              </td>
              <td className={`${cellClass} ${WIDE} min-w-56 max-w-80`}>
                {features ?? <span className={muted}>No features</span>}
              </td>
              <td className={`${cellClass} ${WIDE} whitespace-nowrap`}>
                {parameters ?? <span className={muted}>No parameters</span>}
              </td>
              <td className={`${cellClass} text-right`}>
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
