import { cellClass, StatusBadge } from '#app/components/admin/admin-table';
import { DescriptionCell, type RecordListProps, RecordTable } from '#app/components/admin/record-table';
import { ThumbNameCell } from '#app/components/admin/record-thumb';
import type { AdminBrand } from '#common/schemas/brand';

// On a phone the description gives way to the name, status and actions.
const SECONDARY = 'hidden md:table-cell';
const HEAD = ['Brand', { label: 'Description', className: SECONDARY }, 'Status'];

export function BrandTable(list: RecordListProps<AdminBrand>) {
  return <RecordTable caption="Brands" head={HEAD} {...list} cells={brandCells} />;
}

function brandCells(brand: AdminBrand) {
  return (
    <>
      <ThumbNameCell src={brand.logo} name={brand.name} fit="contain" />
      <DescriptionCell text={brand.description} className={SECONDARY} />
      <td className={cellClass}>
        <StatusBadge active={brand.is_active} />
      </td>
    </>
  );
}
