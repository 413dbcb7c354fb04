import { CategoryEditor } from '#app/components/admin/categories/category-editor';
import { CategoryTable } from '#app/components/admin/categories/category-table';
import { CrudSection, catalogTexts } from '#app/components/admin/crud-section';
import type { AdminCategory } from '#common/schemas/category';
import { trashConfirmation } from '#common/schemas/trash';

// Category Management (docs/product.md §4): searchable, paged list with add/edit modal and delete; pager
// shows up to 5 page buttons (docs/product.md §11).
export default function AdminCategoriesSection() {
  return (
    <CrudSection<AdminCategory>
      bulk="categories"
      resource="categories"
      texts={catalogTexts('Category', 'categories', {
        confirmDelete: trashConfirmation('category'),
        deleted: 'Category deleted successfully!',
      })}
      pagerButtons={5}
      table={CategoryTable}
      editor={CategoryEditor}
    />
  );
}
