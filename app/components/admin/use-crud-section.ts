import { useEffect, useState } from 'react';
import { failureText, useAdminList, useAdminMutation } from './admin-api';
import { useConfirm } from './confirm-dialog';
import { useStatusMessage } from './status-message';
import { useListState } from './use-list-state';

// What a catalogue section (brands, categories, products) shares: the paged list, the status
// banner, the add/edit modal's state and delete after confirmation. Each section supplies its
// resource name and the product's texts; the tables and editors stay its own.

export interface CrudTexts<T> {
  /** Confirm dialog body (docs/product.md §5). */
  confirmDelete: string;
  deleted: string;
  deleteFailed: string;
  fetchFailed: string;
  title: (record: T) => string;
}

export function useCrudSection<T extends { id: number }>(resource: string, texts: CrudTexts<T>) {
  const list = useListState();
  const query = useAdminList<T>(resource, list.params);
  const status = useStatusMessage();
  const { confirm, dialog } = useConfirm();
  const [editor, setEditor] = useState({ open: false, record: null as T | null, key: 0 });
  const remove = useAdminMutation((id: number) => ({ path: `/admin/${resource}/${id}`, method: 'DELETE' }));

  const lastPage = query.data?.last_page ?? 1;
  const { page, setPage } = list;
  // Deleting the last row of the last page would leave an empty page behind.
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage, setPage]);

  // A new key per opening gives the editor a fresh form.
  const openEditor = (record: T | null) =>
    setEditor((current) => ({ open: true, record, key: current.key + 1 }));
  const closeEditor = () => setEditor((current) => ({ ...current, open: false }));

  const onDelete = async (record: T) => {
    const ok = await confirm({
      title: texts.title(record),
      description: texts.confirmDelete,
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(record.id);
      status.show('success', texts.deleted);
    } catch (error) {
      status.show('error', failureText(error, texts.deleteFailed));
    }
  };

  return {
    list,
    rows: query.data?.data ?? [],
    /** The answer on screen: the table keeps it while the next page or size loads. */
    shown: query.data,
    lastPage,
    loading: query.isPending,
    failure: query.isError ? failureText(query.error, texts.fetchFailed) : null,
    retry: () => void query.refetch(),
    status,
    confirmDialog: dialog,
    editor,
    openEditor,
    closeEditor,
    onSaved: (message: string) => {
      closeEditor();
      status.show('success', message);
    },
    onDelete,
    deletingId: remove.isPending ? remove.variables : undefined,
  };
}
