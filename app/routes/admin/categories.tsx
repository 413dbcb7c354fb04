import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { AdminCategory } from '../../../common/schemas/category';
import { failureText, useAdminList, useAdminMutation } from '../../components/admin/admin-api';
import { SectionToolbar } from '../../components/admin/admin-table';
import { CategoryEditor } from '../../components/admin/categories/category-editor';
import { CategoryTable } from '../../components/admin/categories/category-table';
import { useConfirm } from '../../components/admin/confirm-dialog';
import { SearchField } from '../../components/admin/list-controls';
import { PagedList } from '../../components/admin/paged-list';
import { StatusBanner, useStatusMessage } from '../../components/admin/status-message';
import { useListState } from '../../components/admin/use-list-state';
import { Button } from '../../components/ui/button';

// Category Management (spec §2): searchable, paged list with add/edit modal and delete; pager
// shows up to 5 page buttons (spec §9).
const PAGER_BUTTONS = 5;

export default function AdminCategoriesSection() {
  const list = useListState();
  const categories = useAdminList<AdminCategory>('categories', list.params);
  const status = useStatusMessage();
  const { confirm, dialog } = useConfirm();
  const [editor, setEditor] = useState({ open: false, category: null as AdminCategory | null, key: 0 });
  const remove = useAdminMutation((id: number) => ({ path: `/admin/categories/${id}`, method: 'DELETE' }));

  const lastPage = categories.data?.last_page ?? 1;
  const { page, setPage } = list;
  // Deleting the last row of the last page would leave an empty page behind.
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage, setPage]);

  const openEditor = (category: AdminCategory | null) =>
    setEditor((current) => ({ open: true, category, key: current.key + 1 }));
  const closeEditor = () => setEditor((current) => ({ ...current, open: false }));

  const onDelete = async (category: AdminCategory) => {
    const ok = await confirm({
      title: `Delete ${category.name}?`,
      description: 'Are you sure you want to delete this category?',
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(category.id);
      status.show('success', 'Category deleted successfully!');
    } catch (error) {
      status.show('error', failureText(error, 'Failed to delete category'));
    }
  };

  return (
    <>
      <StatusBanner message={status.message} onDismiss={status.clear} />
      <SectionToolbar>
        <SearchField label="Search categories" value={list.search} onChange={list.setSearch} />
        <Button onClick={() => openEditor(null)}>
          <Plus aria-hidden className="size-4" />
          Add Category
        </Button>
      </SectionToolbar>
      <PagedList
        list={list}
        total={categories.data?.total ?? 0}
        lastPage={lastPage}
        maxButtons={PAGER_BUTTONS}
        label="Category pages"
      >
        <CategoryTable
          categories={categories.data?.data ?? []}
          loading={categories.isPending}
          failure={categories.isError ? failureText(categories.error, 'Failed to fetch categories') : null}
          onRetry={() => void categories.refetch()}
          onEdit={openEditor}
          onDelete={onDelete}
          deletingId={remove.isPending ? remove.variables : undefined}
        />
      </PagedList>
      <CategoryEditor
        key={editor.key}
        open={editor.open}
        category={editor.category}
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
