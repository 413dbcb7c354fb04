import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Product } from '../../../common/schemas/product';
import { failureText, useAdminList, useAdminMutation } from '../../components/admin/admin-api';
import { SectionToolbar } from '../../components/admin/admin-table';
import { useConfirm } from '../../components/admin/confirm-dialog';
import { SearchField } from '../../components/admin/list-controls';
import { PagedList } from '../../components/admin/paged-list';
import { ProductEditor } from '../../components/admin/products/product-editor';
import { ProductTable } from '../../components/admin/products/product-table';
import { StatusBanner, useStatusMessage } from '../../components/admin/status-message';
import { useListState } from '../../components/admin/use-list-state';
import { Button } from '../../components/ui/button';

// Product Management (spec §2): the list is searched and paged by the server (the rich version's
// way; it scales past the demo catalogue), with up to 10 page buttons (spec §9).
const PAGER_BUTTONS = 10;

export default function AdminProductsSection() {
  const list = useListState();
  const products = useAdminList<Product>('products', list.params);
  const status = useStatusMessage();
  const { confirm, dialog } = useConfirm();
  const [editor, setEditor] = useState({ open: false, product: null as Product | null, key: 0 });
  const remove = useAdminMutation((id: number) => ({ path: `/admin/products/${id}`, method: 'DELETE' }));

  const lastPage = products.data?.last_page ?? 1;
  const { page, setPage } = list;
  // Deleting the last row of the last page would leave an empty page behind.
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage, setPage]);

  const openEditor = (product: Product | null) =>
    setEditor((current) => ({ open: true, product, key: current.key + 1 }));
  const closeEditor = () => setEditor((current) => ({ ...current, open: false }));

  const onDelete = async (product: Product) => {
    const ok = await confirm({
      title: `Delete ${product.name}?`,
      description: 'Are you sure you want to delete this product?',
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(product.id);
      status.show('success', 'Product deleted successfully!');
    } catch (error) {
      status.show('error', failureText(error, 'Failed to delete product'));
    }
  };

  return (
    <>
      <StatusBanner message={status.message} onDismiss={status.clear} />
      <SectionToolbar>
        <SearchField label="Search products" value={list.search} onChange={list.setSearch} />
        <Button onClick={() => openEditor(null)}>
          <Plus aria-hidden className="size-4" />
          Add Product
        </Button>
      </SectionToolbar>
      <PagedList
        list={list}
        total={products.data?.total ?? 0}
        lastPage={lastPage}
        maxButtons={PAGER_BUTTONS}
        label="Product pages"
      >
        <ProductTable
          products={products.data?.data ?? []}
          loading={products.isPending}
          failure={products.isError ? failureText(products.error, 'Failed to fetch products') : null}
          onRetry={() => void products.refetch()}
          onEdit={openEditor}
          onDelete={onDelete}
          deletingId={remove.isPending ? remove.variables : undefined}
        />
      </PagedList>
      <ProductEditor
        key={editor.key}
        open={editor.open}
        product={editor.product}
        onClose={closeEditor}
        onSaved={(message) => {
          closeEditor();
          status.show('success', message);
        }}
      />
      {dialog}
    </>
  );
}
