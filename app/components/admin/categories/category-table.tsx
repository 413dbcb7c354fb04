import { cellClass, StatusBadge } from '#app/components/admin/admin-table';
import { DescriptionCell, type RecordListProps, RecordTable } from '#app/components/admin/record-table';
import { RecordThumb } from '#app/components/admin/record-thumb';
import type { AdminCategory } from '#common/schemas/category';

// On a phone the image, brand and description columns give way; the brand moves under the name,
// as it does in a frame narrower than 48 rem (a container query: beside the open sidebar at
// 1024 px), so the status stays clear of the pinned actions.
const SECONDARY = 'hidden md:table-cell';
const BRAND = 'hidden @3xl:table-cell';
const HEAD = [
  'Category',
  { label: 'Image', className: SECONDARY },
  { label: 'Brand', className: BRAND },
  { label: 'Description', className: SECONDARY },
  'Status',
];

export function CategoryTable(list: RecordListProps<AdminCategory>) {
  return <RecordTable caption="Categories" head={HEAD} {...list} cells={categoryCells} />;
}

function categoryCells(category: AdminCategory) {
  const brandName = category.brand?.name || <span className="text-neutral-600 italic">No Brand</span>;
  return (
    <>
      <td className={cellClass}>
        <span className="font-medium text-charcoal">{category.name}</span>
        <span className="block text-xs text-neutral-600 @3xl:hidden">{brandName}</span>
      </td>
      <td className={`${cellClass} ${SECONDARY}`}>
        <RecordThumb src={category.image} name={category.name} />
      </td>
      <td className={`${cellClass} ${BRAND}`}>{brandName}</td>
      <DescriptionCell text={category.description} className={SECONDARY} />
      <td className={cellClass}>
        <StatusBadge active={category.is_active} />
      </td>
    </>
  );
}
