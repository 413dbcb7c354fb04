import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { AdminBrand } from '../../../common/schemas/brand';
import { failureText, useAdminList, useAdminMutation } from '../../components/admin/admin-api';
import { SectionToolbar } from '../../components/admin/admin-table';
import { BrandEditor } from '../../components/admin/brands/brand-editor';
import { BrandTable } from '../../components/admin/brands/brand-table';
import { useConfirm } from '../../components/admin/confirm-dialog';
import { SearchField } from '../../components/admin/list-controls';
import { PagedList } from '../../components/admin/paged-list';
import { StatusBanner, useStatusMessage } from '../../components/admin/status-message';
import { useListState } from '../../components/admin/use-list-state';
import { Button } from '../../components/ui/button';

// Brand Management (spec §2): searchable, paged list with add/edit modal and delete; pager shows
// up to 5 page buttons (spec §9).
const PAGER_BUTTONS = 5;

export default function AdminBrandsSection() {
  const list = useListState();
  const brands = useAdminList<AdminBrand>('brands', list.params);
  const status = useStatusMessage();
  const { confirm, dialog } = useConfirm();
  const [editor, setEditor] = useState({ open: false, brand: null as AdminBrand | null, key: 0 });
  const remove = useAdminMutation((id: number) => ({ path: `/admin/brands/${id}`, method: 'DELETE' }));

  const lastPage = brands.data?.last_page ?? 1;
  const { page, setPage } = list;
  // Deleting the last row of the last page would leave an empty page behind.
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage, setPage]);

  const openEditor = (brand: AdminBrand | null) =>
    setEditor((current) => ({ open: true, brand, key: current.key + 1 }));
  const closeEditor = () => setEditor((current) => ({ ...current, open: false }));

  const onDelete = async (brand: AdminBrand) => {
    const ok = await confirm({
      title: `Delete ${brand.name}?`,
      description: 'This will permanently delete the brand. This action cannot be undone.',
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(brand.id);
      status.show('success', 'Brand has been deleted successfully');
    } catch (error) {
      status.show('error', failureText(error, 'Failed to delete brand'));
    }
  };

  return (
    <>
      <StatusBanner message={status.message} onDismiss={status.clear} />
      <SectionToolbar>
        <SearchField label="Search brands" value={list.search} onChange={list.setSearch} />
        <Button onClick={() => openEditor(null)}>
          <Plus aria-hidden className="size-4" />
          Add Brand
        </Button>
      </SectionToolbar>
      <PagedList
        list={list}
        total={brands.data?.total ?? 0}
        lastPage={lastPage}
        maxButtons={PAGER_BUTTONS}
        label="Brand pages"
      >
        <BrandTable
          brands={brands.data?.data ?? []}
          loading={brands.isPending}
          failure={brands.isError ? failureText(brands.error, 'Failed to fetch brands') : null}
          onRetry={() => void brands.refetch()}
          onEdit={openEditor}
          onDelete={onDelete}
          deletingId={remove.isPending ? remove.variables : undefined}
        />
      </PagedList>
      <BrandEditor
        key={editor.key}
        open={editor.open}
        brand={editor.brand}
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
