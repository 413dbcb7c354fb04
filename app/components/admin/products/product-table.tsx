import type { Product } from '../../../../common/schemas/product';
import { AdminTable, cellClass, PlaceholderRow } from '../admin-table';
import { ListFailure } from '../list-failure';
import { RecordThumb } from '../record-thumb';
import { RowActions } from '../row-actions';

// On a phone brand and category move under the name, leaving room for the count and actions.
const SECONDARY = 'hidden md:table-cell';
const HEAD = [
  'Product',
  { label: 'Brand', className: SECONDARY },
  { label: 'Category', className: SECONDARY },
  { label: 'Variants', className: 'text-right' },
  'Actions',
];

export function ProductTable({
  products,
  loading,
  failure,
  onRetry,
  onEdit,
  onDelete,
  deletingId,
}: {
  products: Product[];
  loading: boolean;
  failure: string | null;
  onRetry: () => void;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
  deletingId?: number;
}) {
  return (
    <AdminTable caption="Products" head={HEAD}>
      {failure ? (
        <ListFailure colSpan={HEAD.length} text={failure} onRetry={onRetry} />
      ) : loading ? (
        <PlaceholderRow colSpan={HEAD.length}>Loading products...</PlaceholderRow>
      ) : products.length === 0 ? (
        <PlaceholderRow colSpan={HEAD.length}>No products found</PlaceholderRow>
      ) : (
        products.map((product) => (
          <tr key={product.id} className="hover:bg-neutral-50">
            <td className={cellClass}>
              <div className="flex items-center gap-3">
                {/* On a phone the name needs the room more than the picture. */}
                <RecordThumb src={product.image} name={product.name} className="max-sm:hidden" />
                <div className="min-w-0">
                  <span className="font-medium text-charcoal">{product.name}</span>
                  <span className="block text-xs text-neutral-600 md:hidden">
                    {product.brand.name} · {product.category.name}
                  </span>
                </div>
              </div>
            </td>
            <td className={`${cellClass} ${SECONDARY}`}>{product.brand.name}</td>
            <td className={`${cellClass} ${SECONDARY}`}>{product.category.name}</td>
            <td className={`${cellClass} text-right tabular-nums`}>{product.variants_count}</td>
            <td className={cellClass}>
              <RowActions
                name={product.name}
                onEdit={() => onEdit(product)}
                onDelete={() => onDelete(product)}
                deleting={deletingId === product.id}
              />
            </td>
          </tr>
        ))
      )}
    </AdminTable>
  );
}
