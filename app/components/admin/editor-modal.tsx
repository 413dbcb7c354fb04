import { createContext, type ReactNode, useContext, useId } from 'react';
import { Button } from '#app/components/ui/button';
import { Dialog } from '#app/components/ui/dialog';
import type { HistoryTarget } from './audit/record-history';
import { RecordTabs } from './audit/record-tabs';
import { useConfirm } from './confirm-dialog';
import { PendingUploadsProvider, usePendingUploads, usePendingUploadsState } from './upload/pending-uploads';
import { useReadOnly } from './use-can';

// The add/edit modal of every admin section. Escape, the close button and the overlay all ask
// before throwing away unsaved changes (`dirty`, or an image still uploading); a save in flight
// cannot be closed. Its upload widgets report to it, so no editor can save before they finish.

const RequestClose = createContext<() => void>(() => {});

/** What opens a dialog that saves: closing it, and the line to say once it has saved. */
export interface SavingDialogProps {
  onClose: () => void;
  onSaved: (message: string) => void;
}

export function EditorModal({
  open,
  onClose,
  title,
  description,
  dirty,
  busy = false,
  size = 'lg',
  history,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  dirty: boolean;
  busy?: boolean;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** An existing record: its History beside the form (docs/product.md §26). */
  history?: HistoryTarget;
  children: ReactNode;
}) {
  const { confirm, dialog } = useConfirm();
  const uploads = usePendingUploadsState();
  // A role that may only read opens the same editor to look, not to edit.
  const shownTitle = useReadOnly() ? title.replace(/^Edit\b/, 'View') : title;
  const requestClose = async () => {
    if (busy) return;
    if (
      (dirty || uploads.count > 0) &&
      !(await confirm({
        title: 'Discard changes?',
        description: 'You have unsaved changes. Close without saving?',
        confirmLabel: 'Discard',
        cancelLabel: 'Keep editing',
      }))
    )
      return;
    onClose();
  };
  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? null : void requestClose())}
        title={shownTitle}
        description={description}
        size={size}
      >
        <RequestClose.Provider value={() => void requestClose()}>
          <PendingUploadsProvider value={uploads}>
            <RecordTabs history={history}>{children}</RecordTabs>
          </PendingUploadsProvider>
        </RequestClose.Provider>
      </Dialog>
      {dialog}
    </>
  );
}

/**
 * Cancel + submit row at the bottom of an editor form; the submit reads Saving... while busy.
 * Cancel goes through the same unsaved-changes question as Escape. While an image uploads the
 * submit is disabled (which also stops Enter in a field from submitting) and the reason is shown:
 * saving then would store the record without the new image.
 */
export function ModalActions({ submitLabel, busy }: { submitLabel: string; busy: boolean }) {
  const onCancel = useContext(RequestClose);
  // A role that may only read the section: Close, and nothing to save.
  const readOnly = useReadOnly();
  const uploading = usePendingUploads() > 0;
  const reasonId = useId();
  if (readOnly) {
    return (
      <div className="mt-6 flex justify-end border-t border-neutral-200 pt-4">
        <Button variant="outline" className="text-charcoal" onClick={onCancel}>
          Close
        </Button>
      </div>
    );
  }
  return (
    <div className="mt-6 border-t border-neutral-200 pt-4">
      {/* Always in the page (empty, no height) so screen readers announce the reason when it appears. */}
      <p id={reasonId} aria-live="polite" className="text-sm text-neutral-700 not-empty:mb-3 sm:text-right">
        {uploading ? 'Wait for the image upload to finish' : null}
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" className="text-charcoal" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          type="submit"
          disabled={busy || uploading}
          aria-busy={busy || undefined}
          aria-describedby={uploading ? reasonId : undefined}
        >
          {busy ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </div>
  );
}
