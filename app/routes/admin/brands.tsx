import { Plus } from 'lucide-react';
import type { AdminBrand } from '../../../common/schemas/brand';
import { SectionToolbar } from '../../components/admin/admin-table';
import { BrandEditor } from '../../components/admin/brands/brand-editor';
import { BrandTable } from '../../components/admin/brands/brand-table';
import { SearchField } from '../../components/admin/list-controls';
import { PagedList } from '../../components/admin/paged-list';
import { StatusBanner } from '../../components/admin/status-message';
import { useCrudSection } from '../../components/admin/use-crud-section';
import { Button } from '../../components/ui/button';

// Brand Management (docs/product.md §4): searchable, paged list with add/edit modal and delete; pager shows
// up to 5 page buttons (docs/product.md §11).
const PAGER_BUTTONS = 5;

export default function AdminBrandsSection() {
  const section = useCrudSection<AdminBrand>('brands', {
    title: (record) => `Delete ${record.name}?`,
    confirmDelete: 'This will permanently delete the brand. This action cannot be undone.',
    deleted: 'Brand has been deleted successfully',
    deleteFailed: 'Failed to delete brand',
    fetchFailed: 'Failed to fetch brands',
  });
  const { status, editor } = section;

  return (
    <>
      <StatusBanner message={status.message} onDismiss={status.clear} />
      <SectionToolbar>
        <SearchField label="Search brands" value={section.list.search} onChange={section.list.setSearch} />
        <Button onClick={() => section.openEditor(null)}>
          <Plus aria-hidden className="size-4" />
          Add Brand
        </Button>
      </SectionToolbar>
      <PagedList
        list={section.list}
        shown={section.shown}
        lastPage={section.lastPage}
        maxButtons={PAGER_BUTTONS}
        label="Brand pages"
      >
        <BrandTable
          brands={section.rows}
          loading={section.loading}
          failure={section.failure}
          onRetry={section.retry}
          onEdit={section.openEditor}
          onDelete={section.onDelete}
          deletingId={section.deletingId}
        />
      </PagedList>
      <BrandEditor
        key={editor.key}
        open={editor.open}
        brand={editor.record}
        onClose={section.closeEditor}
        onSaved={section.onSaved}
      />
      {section.confirmDialog}
    </>
  );
}
