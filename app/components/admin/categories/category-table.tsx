import type { AdminCategory } from '../../../../common/schemas/category';
import { AdminTable, cellClass, PlaceholderRow, StatusBadge } from '../admin-table';
import { ListFailure } from '../list-failure';
import { RecordThumb } from '../record-thumb';
import { RowActions } from '../row-actions';

// On a phone the image, brand and description columns give way; the brand moves under the name.
const SECONDARY = 'hidden md:table-cell';
const HEAD = [
  'Category',
  { label: 'Image', className: SECONDARY },
  { label: 'Brand', className: SECONDARY },
  { label: 'Description', className: SECONDARY },
  'Status',
  'Actions',
];

export function CategoryTable({
  categories,
  loading,
  failure,
  onRetry,
  onEdit,
  onDelete,
  deletingId,
}: {
  categories: AdminCategory[];
  loading: boolean;
  failure: string | null;
  onRetry: () => void;
  onEdit: (category: AdminCategory) => void;
  onDelete: (category: AdminCategory) => void;
  deletingId?: number;
}) {
  return (
    <AdminTable caption="Categories" head={HEAD}>
      {failure ? (
        <ListFailure colSpan={HEAD.length} text={failure} onRetry={onRetry} />
      ) : loading ? (
        <PlaceholderRow colSpan={HEAD.length}>Loading categories...</PlaceholderRow>
      ) : categories.length === 0 ? (
        <PlaceholderRow colSpan={HEAD.length}>No categories found</PlaceholderRow>
      ) : (
        categories.map((category) => {
          const brandName = category.brand?.name || <span className="text-neutral-600 italic">No Brand</span>;
          return (
            <tr key={category.id} className="hover:bg-neutral-50">
              <td className={cellClass}>
                <span className="font-medium text-charcoal">{category.name}</span>
                <span className="block text-xs text-neutral-600 md:hidden">{brandName}</span>
              </td>
              <td className={`${cellClass} ${SECONDARY}`}>
                <RecordThumb src={category.image} name={category.name} />
              </td>
              <td className={`${cellClass} ${SECONDARY}`}>{brandName}</td>
              <td className={`${cellClass} ${SECONDARY} max-w-md min-w-48`}>
                {category.description ? (
                  <span className="line-clamp-2">{category.description}</span>
                ) : (
                  <span className="text-neutral-600 italic">No description</span>
                )}
              </td>
              <td className={cellClass}>
                <StatusBadge active={category.is_active} />
              </td>
              <td className={cellClass}>
                <RowActions
                  name={category.name}
                  onEdit={() => onEdit(category)}
                  onDelete={() => onDelete(category)}
                  deleting={deletingId === category.id}
                />
              </td>
            </tr>
          );
        })
      )}
    </AdminTable>
  );
}
