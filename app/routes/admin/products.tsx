import { Plus } from 'lucide-react';
import type { Product } from '../../../common/schemas/product';
import { SectionToolbar } from '../../components/admin/admin-table';
import { SearchField } from '../../components/admin/list-controls';
import { PagedList } from '../../components/admin/paged-list';
import { ProductEditor } from '../../components/admin/products/product-editor';
import { ProductTable } from '../../components/admin/products/product-table';
import { StatusBanner } from '../../components/admin/status-message';
import { useCrudSection } from '../../components/admin/use-crud-section';
import { Button } from '../../components/ui/button';

// Product Management (docs/product.md §4): the list is searched and paged by the server (the rich version's
// way; it scales past the demo catalogue), with up to 10 page buttons (docs/product.md §11).
const PAGER_BUTTONS = 10;

export default function AdminProductsSection() {
  const section = useCrudSection<Product>('products', {
    title: (record) => `Delete ${record.name}?`,
    confirmDelete: 'Are you sure you want to delete this product?',
    deleted: 'Product deleted successfully!',
    deleteFailed: 'Failed to delete product',
    fetchFailed: 'Failed to fetch products',
  });
  const { status, editor } = section;

  return (
    <>
      <StatusBanner message={status.message} onDismiss={status.clear} />
      <SectionToolbar>
        <SearchField label="Search products" value={section.list.search} onChange={section.list.setSearch} />
        <Button onClick={() => section.openEditor(null)}>
          <Plus aria-hidden className="size-4" />
          Add Product
        </Button>
      </SectionToolbar>
      <PagedList
        list={section.list}
        shown={section.shown}
        lastPage={section.lastPage}
        maxButtons={PAGER_BUTTONS}
        label="Product pages"
      >
        <ProductTable
          products={section.rows}
          loading={section.loading}
          failure={section.failure}
          onRetry={section.retry}
          onEdit={section.openEditor}
          onDelete={section.onDelete}
          deletingId={section.deletingId}
        />
      </PagedList>
      <ProductEditor
        key={editor.key}
        open={editor.open}
        product={editor.record}
        onClose={section.closeEditor}
        onSaved={section.onSaved}
      />
      {section.confirmDialog}
    </>
  );
}
