import { CrudSection, catalogTexts } from '#app/components/admin/crud-section';
import { ProductEditor } from '#app/components/admin/products/product-editor';
import { ProductTable } from '#app/components/admin/products/product-table';
import type { Product } from '#common/schemas/product';
import { trashConfirmation } from '#common/schemas/trash';

// Product Management (docs/product.md §4): the list is searched and paged by the server (the rich version's
// way; it scales past the demo catalogue), with up to 10 page buttons (docs/product.md §11).
export default function AdminProductsSection() {
  return (
    <CrudSection<Product>
      bulk="products"
      resource="products"
      texts={catalogTexts('Product', 'products', {
        confirmDelete: trashConfirmation('product'),
        deleted: 'Product deleted successfully!',
      })}
      pagerButtons={10}
      table={ProductTable}
      editor={ProductEditor}
    />
  );
}
