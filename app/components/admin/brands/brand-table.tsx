import type { AdminBrand } from '../../../../common/schemas/brand';
import { AdminTable, cellClass, PlaceholderRow, StatusBadge } from '../admin-table';
import { ListFailure } from '../list-failure';
import { RecordThumb } from '../record-thumb';
import { RowActions } from '../row-actions';

// On a phone the description gives way to the name, status and actions.
const SECONDARY = 'hidden md:table-cell';
const HEAD = ['Brand', { label: 'Description', className: SECONDARY }, 'Status', 'Actions'];

export function BrandTable({
  brands,
  loading,
  failure,
  onRetry,
  onEdit,
  onDelete,
  deletingId,
}: {
  brands: AdminBrand[];
  loading: boolean;
  failure: string | null;
  onRetry: () => void;
  onEdit: (brand: AdminBrand) => void;
  onDelete: (brand: AdminBrand) => void;
  deletingId?: number;
}) {
  return (
    <AdminTable caption="Brands" head={HEAD}>
      {failure ? (
        <ListFailure colSpan={HEAD.length} text={failure} onRetry={onRetry} />
      ) : loading ? (
        <PlaceholderRow colSpan={HEAD.length}>Loading brands...</PlaceholderRow>
      ) : brands.length === 0 ? (
        <PlaceholderRow colSpan={HEAD.length}>No brands found</PlaceholderRow>
      ) : (
        brands.map((brand) => (
          <tr key={brand.id} className="hover:bg-neutral-50">
            <td className={cellClass}>
              <div className="flex items-center gap-3">
                <RecordThumb src={brand.logo} name={brand.name} fit="contain" />
                <span className="font-medium text-charcoal">{brand.name}</span>
              </div>
            </td>
            <td className={`${cellClass} ${SECONDARY} max-w-md min-w-48`}>
              {brand.description ? (
                <span className="line-clamp-2">{brand.description}</span>
              ) : (
                <span className="text-neutral-600 italic">No description</span>
              )}
            </td>
            <td className={cellClass}>
              <StatusBadge active={brand.is_active} />
            </td>
            <td className={cellClass}>
              <RowActions
                name={brand.name}
                onEdit={() => onEdit(brand)}
                onDelete={() => onDelete(brand)}
                deleting={deletingId === brand.id}
              />
            </td>
          </tr>
        ))
      )}
    </AdminTable>
  );
}
