import { RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '#app/components/admin/admin-api';
import { XButton } from '#app/components/admin/x-button';
import { useChangeSetRevert } from './bulk-api';

// After a bulk action (docs/product.md §26, "Bulk actions and undo"): its line and an Undo that reverts its change set
// as one, at the foot of the screen for UNDO_MS (or until closed); the Activity page offers the
// same revert later.

const UNDO_MS = 15_000;

export interface Done {
  message: string;
  changeSetId: string;
  /** Whether it changed anything: an action that changed nothing has nothing to undo. */
  undoable: boolean;
  /** A new key per action, so a second one restarts the toast. */
  key: number;
}

export function UndoToast({ done, onClose }: { done: Done | null; onClose: () => void }) {
  const revert = useChangeSetRevert();
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const key = done?.key;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new action (key) starts the timer again
  useEffect(() => {
    setOutcome(null);
    if (key === undefined) return;
    const timer = setTimeout(onClose, UNDO_MS);
    return () => clearTimeout(timer);
  }, [key]);

  const undo = async () => {
    if (!done) return;
    try {
      const answer = await revert.mutateAsync(done.changeSetId);
      setOutcome({ kind: 'success', text: answer.message });
    } catch (error) {
      setOutcome({ kind: 'error', text: errorMessage(error, 'Failed to undo') });
    }
  };

  return (
    // A live region without the status role: the section's banner stays its one status.
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-40 flex justify-center sm:inset-x-auto sm:right-6 empty:hidden"
    >
      {done ? (
        <div className="pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-lg bg-charcoal px-4 py-3 text-sm text-white shadow-2xl">
          <p className="min-w-0 flex-1 py-1">
            {outcome ? (
              <span className={outcome.kind === 'error' ? 'text-red-200' : ''}>{outcome.text}</span>
            ) : (
              done.message
            )}
          </p>
          {outcome?.kind === 'success' || !done.undoable ? null : (
            <button
              type="button"
              onClick={() => void undo()}
              disabled={revert.isPending}
              aria-busy={revert.isPending || undefined}
              className="inline-flex shrink-0 items-center gap-1.5 rounded-md bg-white/10 px-3 py-1 font-semibold hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white disabled:opacity-60"
            >
              <RotateCcw aria-hidden className="size-4" />
              {revert.isPending ? 'Undoing...' : 'Undo'}
            </button>
          )}
          <XButton
            label="Close"
            onClick={onClose}
            className="-m-1 shrink-0 rounded-md p-2 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
          />
        </div>
      ) : null}
    </div>
  );
}
