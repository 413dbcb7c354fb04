import type { AdminCategory } from '../../../../common/schemas/category';
import { cellClass, StatusBadge } from '../admin-table';
import { type CatalogListProps, CatalogTable, DescriptionCell } from '../catalog-table';
import { RecordThumb } from '../record-thumb';

// On a phone the image, brand and description columns give way; the brand moves under the name.
const SECONDARY = 'hidden md:table-cell';
const HEAD = [
  'Category',
  { label: 'Image', className: SECONDARY },
  { label: 'Brand', className: SECONDARY },
  { label: 'Description', className: SECONDARY },
  'Status',
];

export function CategoryTable({
  categories,
  ...list
}: { categories: AdminCategory[] } & CatalogListProps<AdminCategory>) {
  return (
    <CatalogTable
      caption="Categories"
      head={HEAD}
      loadingText="Loading categories..."
      emptyText="No categories found"
      records={categories}
      {...list}
      cells={(category) => {
        const brandName = category.brand?.name || <span className="text-neutral-600 italic">No Brand</span>;
        return (
          <>
            <td className={cellClass}>
              <span className="font-medium text-charcoal">{category.name}</span>
              <span className="block text-xs text-neutral-600 md:hidden">{brandName}</span>
            </td>
            <td className={`${cellClass} ${SECONDARY}`}>
              <RecordThumb src={category.image} name={category.name} />
            </td>
            <td className={`${cellClass} ${SECONDARY}`}>{brandName}</td>
            <DescriptionCell text={category.description} className={SECONDARY} />
            <td className={cellClass}>
              <StatusBadge active={category.is_active} />
            </td>
          </>
        );
      }}
    />
  );
}
