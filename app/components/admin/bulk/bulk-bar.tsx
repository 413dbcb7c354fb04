import { useState } from 'react';
import { errorMessage } from '#app/components/admin/admin-api';
import { useConfirm } from '#app/components/admin/confirm-dialog';
import { Button } from '#app/components/ui/button';
import { ApiError } from '#app/lib/api';
import {
  BULK_ACTION_LABELS,
  BULK_ACTIONS,
  BULK_MAX,
  BULK_MOVE_TARGETS,
  BULK_NOUNS,
  type BulkAction,
  type BulkResource,
} from '#common/schemas/bulk';
import { TRASH_DAYS_DEFAULT } from '#common/schemas/trash';
import type { BulkRequest, useBulkAction } from './bulk-api';
import { BulkMoveDialog } from './bulk-move-dialog';
import type { RowSelectionState } from './use-row-selection';

// The action bar of a list with rows ticked (docs/product.md §26, "Bulk actions and undo"): how many are selected, the
// offer to select all that match the search, and the list's actions. Delete and move ask first;
// while the action runs the bar is disabled; a refusal is said under it, each refused row named.

const count = (n: number) => n.toLocaleString('en-US');

interface Refusal {
  message: string;
  rows: string[];
}

export function BulkBar({
  resource,
  run,
  selection,
  pageIds,
  total,
  search,
  onDone,
}: {
  resource: BulkResource;
  /** The list's bulk mutation (the section disables the tick boxes while it runs). */
  run: ReturnType<typeof useBulkAction>;
  selection: RowSelectionState;
  /** The ids of the rows on screen. */
  pageIds: number[];
  /** How many records match the search (the list's total). */
  total: number;
  search: string;
  /** Said once done: the server's line and the change set the Undo reverts. */
  onDone: (message: string, changeSetId: string, changed: number) => void;
}) {
  const { confirm, dialog } = useConfirm();
  const [moving, setMoving] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const noun = BULK_NOUNS[resource];
  const selected = selection.allMatching ? total : selection.ids.length;
  const records = `${count(selected)} ${selected === 1 ? noun.one : noun.many}`;
  const pageAll = pageIds.length > 0 && pageIds.every((id) => selection.ids.includes(id));
  if (selected === 0 && !refusal) return null;

  const send = async (action: BulkAction, target: Partial<BulkRequest> = {}) => {
    setRefusal(null);
    const body: BulkRequest = selection.allMatching
      ? { action, search, ...target }
      : { action, ids: selection.ids, ...target };
    try {
      const answer = await run.mutateAsync(body);
      selection.clear();
      onDone(answer.message, answer.change_set_id, answer.changed);
    } catch (error) {
      setRefusal({
        message: errorMessage(
          error,
          `Failed to ${BULK_ACTION_LABELS[action].toLowerCase()} the ${noun.many}`,
        ),
        rows: error instanceof ApiError ? Object.values(error.errors ?? {}).flat() : [],
      });
    }
  };

  const act = async (action: BulkAction) => {
    if (action === 'move') {
      setMoving(true);
      return;
    }
    if (action === 'delete') {
      const ok = await confirm({
        title: `Delete ${records}?`,
        description: `This moves the ${records} to the trash. They can be restored from there for ${TRASH_DAYS_DEFAULT} days, then they are deleted for good.`,
      });
      if (!ok) return;
    }
    await send(action);
  };

  const moveTarget = (BULK_MOVE_TARGETS as Partial<Record<BulkResource, { field: string }>>)[resource];
  return (
    <section
      aria-label="Bulk actions"
      aria-busy={run.isPending || undefined}
      className="mb-3 grid gap-2 rounded-lg border border-neutral-300 bg-neutral-50 px-3 py-2 text-sm sm:px-4"
    >
      {selected > 0 ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <p className="font-medium text-charcoal" aria-live="polite">
            {selection.allMatching ? `All ${records} matching selected` : `${records} selected`}
          </p>
          {!selection.allMatching && pageAll && total > pageIds.length && total <= BULK_MAX ? (
            <button
              type="button"
              onClick={selection.selectAllMatching}
              disabled={run.isPending}
              className="font-medium text-charcoal underline underline-offset-2 hover:no-underline disabled:opacity-60"
            >
              Select all {count(total)} matching
            </button>
          ) : null}
          <button
            type="button"
            onClick={() => {
              selection.clear();
              setRefusal(null);
            }}
            disabled={run.isPending}
            className="text-neutral-700 underline underline-offset-2 hover:no-underline disabled:opacity-60"
          >
            Clear selection
          </button>
          <div className="flex flex-wrap gap-2 sm:ml-auto">
            {BULK_ACTIONS[resource].map((action) => (
              <Button
                key={action}
                variant={action === 'delete' ? 'outline' : 'dark'}
                className={`px-3! py-1.5! ${action === 'delete' ? 'text-red-800' : ''}`}
                disabled={run.isPending}
                onClick={() => void act(action)}
              >
                {BULK_ACTION_LABELS[action]}
              </Button>
            ))}
          </div>
        </div>
      ) : null}
      {run.isPending ? <p role="status">Working on the {records}...</p> : null}
      {refusal ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-900">
          <p className="font-medium">{refusal.message}</p>
          {refusal.rows.length > 0 ? (
            <ul className="mt-1 list-disc pl-5">
              {refusal.rows.map((row) => (
                <li key={row}>{row}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {moveTarget && moving ? (
        <BulkMoveDialog
          resource={resource as keyof typeof BULK_MOVE_TARGETS}
          count={selected}
          open={moving}
          onClose={() => setMoving(false)}
          onMove={(targetId) => {
            setMoving(false);
            void send('move', { [moveTarget.field]: targetId });
          }}
        />
      ) : null}
      {dialog}
    </section>
  );
}
