import { RotateCcw } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { ListRows } from '#app/components/admin/address-list/address-paged-list';
import { useConfirm } from '#app/components/admin/confirm-dialog';
import { exactTime } from '#app/components/admin/inquiries/lead-format';
import { LoadFailure } from '#app/components/admin/list-failure';
import { useSession } from '#app/lib/session';
import { AUDIT_ACTION_LABELS, auditFieldLabel } from '#common/audit-labels';
import type { AuditEntry } from '#common/schemas/audit';
import { useChangeSetRevert } from '../bulk/bulk-api';
import { changeSetRevertable, revertable, useRevert } from './audit-api';
import { EntryChanges } from './entry-changes';
import { RecordLabel, recordName } from './entry-record';
import { type Refusal, RefusalNote, refusalOf } from './revert-refusal';

// The entries of the Activity page and of a record's History (docs/product.md §26), newest first:
// what was done to which record, by whom and when, its changed fields in words, and Revert on an
// update the role may change back. A revert asks first; a field changed since is refused (409) and
// both values are said under the entry.

const ACTION_TONE: Partial<Record<AuditEntry['action'], string>> = {
  create: 'bg-green-100 text-green-900',
  delete: 'bg-red-100 text-red-900',
  revert: 'bg-amber-100 text-amber-950',
};

export function EntryList({
  rows,
  loading,
  failure,
  onRetry,
  emptyText,
  label,
  showRecord = true,
  onReverted,
}: ListRows<AuditEntry> & {
  emptyText: string;
  /** Names the list for screen readers, e.g. "Activity". */
  label: string;
  /** The record of each entry (the Activity page); a record's History leaves it out. */
  showRecord?: boolean;
  /** Said once a revert is done (the server's "Change reverted."). */
  onReverted: (message: string) => void;
}) {
  const { user } = useSession();
  const { confirm, dialog } = useConfirm();
  const revert = useRevert();
  const revertSet = useChangeSetRevert();
  const [refused, setRefused] = useState<Record<number, Refusal>>({});
  const [busyId, setBusyId] = useState<number | null>(null);

  /**
   * Asks first; then, the entry busy meanwhile, sends the revert: done, the server's message is
   * said; refused, why is said under the entry until it is tried again.
   */
  const revertAfterAsking = async (
    entry: AuditEntry,
    question: Parameters<typeof confirm>[0],
    send: () => Promise<{ message: string }>,
  ) => {
    if (!(await confirm(question))) return;
    setBusyId(entry.id);
    setRefused(({ [entry.id]: _, ...rest }) => rest);
    try {
      const answer = await send();
      onReverted(answer.message);
    } catch (error) {
      setRefused((all) => ({ ...all, [entry.id]: refusalOf(error) }));
    } finally {
      setBusyId(null);
    }
  };

  const onRevert = (entry: AuditEntry) => {
    const fields = Object.keys(entry.changes).map(auditFieldLabel).join(', ');
    return revertAfterAsking(
      entry,
      {
        title: 'Revert this change?',
        description: `Back to what they were before this change: ${fields}. The revert is recorded as a new change.`,
        confirmLabel: 'Revert',
        destructive: false,
      },
      () => revert.mutateAsync(entry.id),
    );
  };

  // A bulk action's entries share one change set, reverted as one (docs/product.md §26, "Bulk actions and undo").
  const onRevertSet = (entry: AuditEntry) =>
    revertAfterAsking(
      entry,
      {
        title: 'Revert this change set?',
        description:
          'Every record this bulk action changed goes back to what it was before, in one step. The revert is recorded as a new change.',
        confirmLabel: 'Revert change set',
        destructive: false,
      },
      () => revertSet.mutateAsync(entry.change_set_id),
    );

  let body: ReactNode;
  if (failure)
    body = (
      <div className="px-4 py-10 text-center">
        <LoadFailure text={failure} onRetry={onRetry} />
      </div>
    );
  else if (loading)
    body = (
      <p role="status" className="px-4 py-10 text-center text-sm text-neutral-600">
        Loading the activity...
      </p>
    );
  else if (rows.length === 0)
    body = <p className="px-4 py-10 text-center text-sm text-neutral-600">{emptyText}</p>;
  else
    body = (
      <ol className="divide-y divide-neutral-200">
        {rows.map((entry) => (
          <li key={`${entry.source}:${entry.id}`} className="grid gap-3 px-4 py-4 sm:px-5">
            <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
              <div className="min-w-0 text-sm">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span
                    className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${ACTION_TONE[entry.action] ?? 'bg-neutral-200 text-neutral-800'}`}
                  >
                    {AUDIT_ACTION_LABELS[entry.action]}
                  </span>
                  {showRecord ? <RecordLabel entry={entry} /> : null}
                </p>
                <p className="mt-1 text-neutral-700">
                  <span className="font-medium text-charcoal">{entry.user?.name ?? 'The site'}</span>
                  {' · '}
                  <time dateTime={entry.at}>{exactTime(entry.at)}</time>
                </p>
              </div>
              {revertable(entry, user?.role) ? (
                <RevertButton
                  text="Revert"
                  ariaLabel={`Revert this change to ${recordName(entry)}`}
                  onClick={() => void onRevert(entry)}
                  busyId={busyId}
                  entryId={entry.id}
                />
              ) : null}
              {changeSetRevertable(entry, user?.role) ? (
                <RevertButton
                  text="Revert change set"
                  onClick={() => void onRevertSet(entry)}
                  busyId={busyId}
                  entryId={entry.id}
                />
              ) : null}
            </div>
            <EntryChanges changes={entry.changes} created={entry.action === 'create'} />
            {refused[entry.id] ? <RefusalNote refusal={refused[entry.id]} /> : null}
          </li>
        ))}
      </ol>
    );
  return (
    <section aria-label={label} className="rounded-lg border border-neutral-200 bg-white shadow-sm">
      {body}
      {dialog}
    </section>
  );
}

/** Revert, or Revert change set: every entry's buttons wait while any revert is under way. */
function RevertButton({
  text,
  ariaLabel,
  onClick,
  busyId,
  entryId,
}: {
  text: string;
  /** Names the record for screen readers where `text` alone would not. */
  ariaLabel?: string;
  onClick: () => void;
  /** The entry whose revert is under way, if any. */
  busyId: number | null;
  entryId: number;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busyId !== null}
      aria-busy={busyId === entryId || undefined}
      aria-label={ariaLabel}
      className="inline-flex items-center gap-1.5 rounded-md border border-neutral-300 bg-white px-3 py-1.5 text-sm font-medium text-charcoal hover:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60"
    >
      <RotateCcw aria-hidden className="size-4" />
      {busyId === entryId ? 'Reverting...' : text}
    </button>
  );
}
