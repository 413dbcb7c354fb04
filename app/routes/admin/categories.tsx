import { Plus } from 'lucide-react';
import type { AdminCategory } from '../../../common/schemas/category';
import { SectionToolbar } from '../../components/admin/admin-table';
import { CategoryEditor } from '../../components/admin/categories/category-editor';
import { CategoryTable } from '../../components/admin/categories/category-table';
import { SearchField } from '../../components/admin/list-controls';
import { PagedList } from '../../components/admin/paged-list';
import { StatusBanner } from '../../components/admin/status-message';
import { useCrudSection } from '../../components/admin/use-crud-section';
import { Button } from '../../components/ui/button';

// Category Management (docs/product.md §4): searchable, paged list with add/edit modal and delete; pager
// shows up to 5 page buttons (docs/product.md §11).
const PAGER_BUTTONS = 5;

export default function AdminCategoriesSection() {
  const section = useCrudSection<AdminCategory>('categories', {
    title: (record) => `Delete ${record.name}?`,
    confirmDelete: 'Are you sure you want to delete this category?',
    deleted: 'Category deleted successfully!',
    deleteFailed: 'Failed to delete category',
    fetchFailed: 'Failed to fetch categories',
  });
  const { status, editor } = section;

  return (
    <>
      <StatusBanner message={status.message} onDismiss={status.clear} />
      <SectionToolbar>
        <SearchField
          label="Search categories"
          value={section.list.search}
          onChange={section.list.setSearch}
        />
        <Button onClick={() => section.openEditor(null)}>
          <Plus aria-hidden className="size-4" />
          Add Category
        </Button>
      </SectionToolbar>
      <PagedList
        list={section.list}
        shown={section.shown}
        lastPage={section.lastPage}
        maxButtons={PAGER_BUTTONS}
        label="Category pages"
      >
        <CategoryTable
          categories={section.rows}
          loading={section.loading}
          failure={section.failure}
          onRetry={section.retry}
          onEdit={section.openEditor}
          onDelete={section.onDelete}
          deletingId={section.deletingId}
        />
      </PagedList>
      <CategoryEditor
        key={editor.key}
        open={editor.open}
        category={editor.record}
        onClose={section.closeEditor}
        onSaved={section.onSaved}
      />
      {section.confirmDialog}
    </>
  );
}
