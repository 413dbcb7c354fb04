import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, failureText, useAdminMutation } from '#app/components/admin/admin-api';
import { useConfirm } from '#app/components/admin/confirm-dialog';
import { Pager, ShowingText } from '#app/components/admin/list-controls';
import { StatusBanner, useStatusMessage } from '#app/components/admin/status-message';
import { TrashTable } from '#app/components/admin/trash/trash-table';
import { useCan } from '#app/components/admin/use-can';
import { Field, Options, Select } from '#app/components/ui/field';
import { api } from '#app/lib/api';
import type { Paginated } from '#common/schemas/pagination';
import {
  TRASH_DAYS_DEFAULT,
  TRASH_ENTITIES,
  TRASH_NOUNS,
  type TrashEntity,
  type TrashItem,
} from '#common/schemas/trash';

// The trash (docs/product.md §26, decision 061): what was deleted in the last TRASH_DAYS, most
// recent first; Restore for those who may edit the catalogue, Delete now for admins.

const PER_PAGE = 25;
const KIND_OPTIONS = [
  { value: '', label: 'Everything' },
  ...TRASH_ENTITIES.map((entity) => ({ value: entity, label: `${TRASH_NOUNS[entity]}s` })),
];

export default function AdminTrashSection() {
  const [entity, setEntity] = useState<TrashEntity | ''>('');
  const [page, setPage] = useState(1);
  const path = `/admin/trash?page=${page}&per_page=${PER_PAGE}${entity ? `&entity=${entity}` : ''}`;
  const list = useQuery({
    queryKey: ['admin', 'trash', 'list', path],
    queryFn: ({ signal }) => api<Paginated<TrashItem>>(path, { signal }),
    placeholderData: keepPreviousData,
  });
  const can = useCan();
  const { message, show, clear } = useStatusMessage();
  const { confirm, dialog } = useConfirm();
  const restore = useAdminMutation((item: TrashItem) => ({
    path: `/admin/trash/${item.id}/restore`,
    method: 'POST',
  }));
  const purge = useAdminMutation((item: TrashItem) => ({
    path: `/admin/trash/${item.id}`,
    method: 'DELETE',
  }));
  const [busy, setBusy] = useState<number | null>(null);

  const run = async (item: TrashItem, action: typeof restore, done: string, failed: string) => {
    setBusy(item.id);
    try {
      await action.mutateAsync(item);
      show('success', done);
    } catch (err) {
      show('error', errorMessage(err, failed));
    } finally {
      setBusy(null);
    }
  };
  const onRestore = (item: TrashItem) => run(item, restore, `${item.name} is back.`, 'Failed to restore');
  const onPurge = async (item: TrashItem) => {
    const ok = await confirm({
      title: `Delete ${item.name} for good?`,
      description: 'It leaves the trash now and cannot be restored.',
      confirmLabel: 'Delete now',
    });
    if (ok) await run(item, purge, `${item.name} is deleted for good.`, 'Failed to delete');
  };

  return (
    <>
      <p className="mb-4 max-w-3xl text-sm text-neutral-700">
        Deleted brands, categories, products, variants and news articles stay here for {TRASH_DAYS_DEFAULT}{' '}
        days, then they are deleted for good. Restoring one brings it back with its address. Restore what it
        belongs to first.
      </p>
      <StatusBanner message={message} onDismiss={clear} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Field label="Show" className="w-48">
          {(control) => (
            <Select
              {...control}
              value={entity}
              onChange={(event) => {
                setEntity(event.target.value as TrashEntity | '');
                setPage(1);
              }}
            >
              <Options options={KIND_OPTIONS} />
            </Select>
          )}
        </Field>
        <ShowingText shown={list.data} />
      </div>
      <div className="mt-3">
        <TrashTable
          items={list.data?.data ?? []}
          loading={list.isPending}
          failure={list.isError ? failureText(list.error, 'Failed to fetch the trash') : null}
          onRetry={() => void list.refetch()}
          canRestore={can('catalog.write')}
          canPurge={can('trash.purge')}
          busy={busy}
          onRestore={onRestore}
          onPurge={onPurge}
        />
      </div>
      <div className="mt-4 flex justify-center sm:justify-end">
        <Pager
          page={page}
          lastPage={list.data?.last_page ?? 1}
          onPage={setPage}
          maxButtons={5}
          label="Trash pages"
        />
      </div>
      {dialog}
    </>
  );
}
