import { Undo2 } from 'lucide-react';
import { Button } from '#app/components/ui/button';
import { FormAlert } from '#app/components/ui/field';
import { ApiError } from '#app/lib/api';
import type { ImportHistoryItem } from '#common/schemas/catalog-import';
import { errorMessage } from '../admin-api';
import { useImportHistory, useUndoImport } from './catalogue-import-api';

// Recent imports in the import dialog (docs/product.md §27.3): who imported what when, how it
// ended, and Undo while an applied import may still be undone.

const STATUS_TEXT: Record<ImportHistoryItem['status'], string> = {
  queued: 'Waiting',
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-PH', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Manila' });

function outcome(item: ImportHistoryItem): string {
  if (item.undone_at) return 'Undone';
  const kind = item.dry_run ? 'Check' : 'Import';
  const s = item.summary;
  const counts = s
    ? ` · ${s.create.variants} new, ${s.update.variants} changed variants${s.errors ? `, ${s.errors} errors` : ''}`
    : '';
  return `${kind} ${STATUS_TEXT[item.status].toLowerCase()}${counts}`;
}

/** Undo of an applied import, with the server's refusal and its conflicting rows said beside it. */
export function UndoImport({ id, onUndone }: { id: string; onUndone?: (message: string) => void }) {
  const undo = useUndoImport();
  const conflicts = undo.error instanceof ApiError ? Object.entries(undo.error.errors ?? {}) : [];
  return (
    <div className="space-y-2">
      <Button
        variant="outline"
        className="px-3 py-1.5"
        disabled={undo.isPending}
        aria-busy={undo.isPending || undefined}
        // Not mutate's own onSuccess: the history read again after the undo drops this button (the
        // import is no longer undoable) before that would run, and the message would be lost.
        onClick={() =>
          undo.mutateAsync(id).then(
            (answer) => onUndone?.(answer.message),
            () => {}, // said beside the button, from undo.error
          )
        }
      >
        <Undo2 aria-hidden className="size-4" />
        {undo.isPending ? 'Undoing...' : 'Undo import'}
      </Button>
      {undo.error ? (
        <FormAlert>
          {errorMessage(undo.error, 'Failed to undo the import')}
          {conflicts.length > 0 ? (
            <ul aria-label="Changed since the import" className="mt-1 list-disc pl-5">
              {conflicts.map(([where, [text]]) => (
                <li key={where}>
                  {where}: {text}
                </li>
              ))}
            </ul>
          ) : null}
        </FormAlert>
      ) : null}
    </div>
  );
}

export function ImportHistory({ onUndone }: { onUndone: (message: string) => void }) {
  const history = useImportHistory(true);
  const items = history.data?.data ?? [];
  return (
    <section aria-labelledby="recent-imports" className="space-y-2">
      <h3 id="recent-imports" className="text-sm font-medium">
        Recent imports
      </h3>
      {history.isPending ? <p className="text-sm text-slate-600">Loading...</p> : null}
      {history.isError ? <FormAlert>Failed to load the recent imports.</FormAlert> : null}
      {history.isSuccess && items.length === 0 ? (
        <p className="text-sm text-slate-600">No imports yet.</p>
      ) : null}
      {items.length > 0 ? (
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200 text-sm">
          {items.map((item) => (
            <li key={item.import_id} className="flex flex-wrap items-start justify-between gap-2 px-2 py-2">
              <div className="min-w-0">
                <p className="font-medium break-words">{item.file_name}</p>
                <p className="text-slate-600">
                  {item.user.name} · {when(item.created_at)} · {outcome(item)}
                </p>
              </div>
              {item.undo_until ? <UndoImport id={item.import_id} onUndone={onUndone} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
