import { BrandEditor } from '#app/components/admin/brands/brand-editor';
import { BrandTable } from '#app/components/admin/brands/brand-table';
import { CrudSection, catalogTexts } from '#app/components/admin/crud-section';
import type { AdminBrand } from '#common/schemas/brand';
import { trashConfirmation } from '#common/schemas/trash';

// Brand Management (docs/product.md §4): searchable, paged list with add/edit modal and delete; pager shows
// up to 5 page buttons (docs/product.md §11).
export default function AdminBrandsSection() {
  return (
    <CrudSection<AdminBrand>
      bulk="brands"
      resource="brands"
      texts={catalogTexts('Brand', 'brands', {
        confirmDelete: trashConfirmation('brand'),
        deleted: 'Brand has been deleted successfully',
      })}
      pagerButtons={5}
      table={BrandTable}
      editor={BrandEditor}
    />
  );
}
