import { useState } from 'react';
import type { BulkResource } from '#common/schemas/bulk';
import { useReadOnly } from '../use-can';
import type { ListState } from '../use-list-state';
import { useBulkAction } from './bulk-api';
import { BulkBar } from './bulk-bar';
import { type Done, UndoToast } from './undo-toast';
import { useRowSelection } from './use-row-selection';

// What a list section with bulk actions adds (docs/product.md §26, "Bulk actions and undo"): the selection its table
// ticks, the action bar above the table and the Undo toast. A role that only reads gets none.

export function useBulkSection(
  resource: BulkResource | undefined,
  list: ListState,
  page: { ids: number[]; total: number },
) {
  const readOnly = useReadOnly();
  const selection = useRowSelection(list.applied);
  const run = useBulkAction(resource ?? 'brands');
  const [done, setDone] = useState<Done | null>(null);
  if (!resource || readOnly) return { bar: null, selection: undefined, toast: null };
  return {
    bar: (
      <BulkBar
        resource={resource}
        run={run}
        selection={selection}
        pageIds={page.ids}
        total={page.total}
        search={list.applied}
        onDone={(message, changeSetId, changed) =>
          setDone({ message, changeSetId, undoable: changed > 0, key: (done?.key ?? 0) + 1 })
        }
      />
    ),
    selection: selection.table(run.isPending),
    toast: <UndoToast done={done} onClose={() => setDone(null)} />,
  };
}
