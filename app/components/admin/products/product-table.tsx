import { cellClass } from '#app/components/admin/admin-table';
import { type RecordListProps, RecordTable } from '#app/components/admin/record-table';
import { ThumbNameCell } from '#app/components/admin/record-thumb';
import type { Product } from '#common/schemas/product';

// On a phone brand and category move under the name, leaving room for the count and actions.
const SECONDARY = 'hidden md:table-cell';
const HEAD = [
  'Product',
  { label: 'Brand', className: SECONDARY },
  { label: 'Category', className: SECONDARY },
  { label: 'Variants', className: 'text-right' },
];

export function ProductTable(list: RecordListProps<Product>) {
  return <RecordTable caption="Products" head={HEAD} {...list} cells={productCells} />;
}

function productCells(product: Product) {
  return (
    <>
      {/* On a phone the name needs the room more than the picture. */}
      <ThumbNameCell src={product.image} name={product.name} className="max-sm:hidden">
        <span className="block text-xs text-neutral-600 md:hidden">
          {product.brand.name} · {product.category.name}
        </span>
      </ThumbNameCell>
      <td className={`${cellClass} ${SECONDARY}`}>{product.brand.name}</td>
      <td className={`${cellClass} ${SECONDARY}`}>{product.category.name}</td>
      <td className={`${cellClass} text-right tabular-nums`}>{product.variants_count}</td>
    </>
  );
}
