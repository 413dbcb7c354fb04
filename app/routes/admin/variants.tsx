import { Plus } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_DEFAULT_PAGE_SIZE, MAX_ALL_PER_PAGE, SUCCESS_ALERT_MS } from '../../../common/constants';
import type { Variant } from '../../../common/schemas/variant';
import { failureText, useAdminList, useAdminMutation } from '../../components/admin/admin-api';
import { SectionToolbar } from '../../components/admin/admin-table';
import { useConfirm } from '../../components/admin/confirm-dialog';
import { Pager, PageSizeSelect, ShowingText } from '../../components/admin/list-controls';
import { StatusBanner, useStatusMessage } from '../../components/admin/status-message';
import { DeleteFailedDialog } from '../../components/admin/variants/delete-failed-dialog';
import { editorKey, useEditorTarget } from '../../components/admin/variants/use-editor-target';
import { VariantEditor } from '../../components/admin/variants/variant-editor';
import {
  useVariantSearch,
  VariantSearchForm,
  VariantSearchNote,
} from '../../components/admin/variants/variant-search';
import { VariantsTable } from '../../components/admin/variants/variants-table';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/field';

// Variant Management (docs/product.md §4): a server-paged list searched on Enter, with the add/edit modal.
const PAGER_BUTTONS = 10;

export default function AdminVariantsSection() {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(ADMIN_DEFAULT_PAGE_SIZE);
  const search = useVariantSearch(() => setPage(1));
  const list = useAdminList<Variant>('variants', { page, per_page: perPage, search: search.applied });
  const status = useStatusMessage();
  const editor = useEditorTarget();
  const { confirm, dialog } = useConfirm();
  const remove = useAdminMutation((id: number) => ({ path: `/admin/variants/${id}`, method: 'DELETE' }));
  const [deleteError, setDeleteError] = useState<string | null>(null);

  // After deleting the last row of the last page, show the page that now is last.
  const lastPage = list.data?.last_page;
  if (lastPage !== undefined && page > lastPage && !list.isPlaceholderData) setPage(lastPage);

  const onDelete = async (variant: Variant) => {
    const sure = await confirm({
      title: 'Are you sure?',
      description: 'This will permanently delete the variant. This action cannot be undone.',
      confirmLabel: 'Yes, delete it',
    });
    if (!sure) return;
    try {
      await remove.mutateAsync(variant.id);
      status.show('success', 'Deleted! Variant has been deleted successfully.', SUCCESS_ALERT_MS);
    } catch (error) {
      setDeleteError(failureText(error, 'Failed to delete variant'));
    }
  };

  return (
    <>
      <StatusBanner message={status.message} onDismiss={status.clear} />
      {editor.linkError ? (
        <div className="mb-4">
          <FormAlert>{failureText(editor.linkError, 'Failed to fetch data')}</FormAlert>
        </div>
      ) : null}
      <SectionToolbar>
        <VariantSearchForm search={search} />
        <Button onClick={() => editor.open({ mode: 'create' })} className="shrink-0 self-start">
          <Plus aria-hidden className="size-4" />
          Add Variant
        </Button>
      </SectionToolbar>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <PageSizeSelect
          value={perPage}
          allowAll
          allValue={MAX_ALL_PER_PAGE}
          onChange={(size) => {
            setPerPage(size);
            setPage(1);
          }}
        />
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <VariantSearchNote search={search} />
          <ShowingText shown={list.data} />
        </div>
      </div>
      <VariantsTable
        variants={list.data?.data}
        loading={list.isPending}
        failure={list.isError ? failureText(list.error, 'Failed to fetch data') : null}
        onRetry={() => void list.refetch()}
        onEdit={(variant) => editor.open({ mode: 'edit', variant })}
        onDelete={onDelete}
        deletingId={remove.isPending ? (remove.variables ?? null) : null}
      />
      <div className="mt-4 flex justify-center sm:justify-end">
        <Pager
          page={page}
          lastPage={list.data?.last_page ?? 1}
          onPage={setPage}
          maxButtons={PAGER_BUTTONS}
          label="Variant pages"
        />
      </div>
      {editor.target ? (
        <VariantEditor
          key={editorKey(editor.target)}
          target={editor.target}
          onClose={editor.close}
          onSaved={(message) => {
            editor.close();
            status.show('success', message, SUCCESS_ALERT_MS);
          }}
        />
      ) : null}
      {dialog}
      <DeleteFailedDialog message={deleteError} onClose={() => setDeleteError(null)} />
    </>
  );
}
