import { createContext, type ReactNode, useContext } from 'react';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { useConfirm } from './confirm-dialog';

// The add/edit modal of every admin section. Escape, the close button and the overlay all ask
// before throwing away unsaved changes (`dirty`); a save in flight cannot be closed.

const RequestClose = createContext<() => void>(() => {});

export function EditorModal({
  open,
  onClose,
  title,
  description,
  dirty,
  busy = false,
  size = 'lg',
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  dirty: boolean;
  busy?: boolean;
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}) {
  const { confirm, dialog } = useConfirm();
  const requestClose = async () => {
    if (busy) return;
    if (
      dirty &&
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
        title={title}
        description={description}
        size={size}
      >
        <RequestClose.Provider value={() => void requestClose()}>{children}</RequestClose.Provider>
      </Dialog>
      {dialog}
    </>
  );
}

/**
 * Cancel + submit row at the bottom of an editor form; the submit reads Saving... while busy.
 * Cancel goes through the same unsaved-changes question as Escape.
 */
export function ModalActions({ submitLabel, busy }: { submitLabel: string; busy: boolean }) {
  const onCancel = useContext(RequestClose);
  return (
    <div className="mt-6 flex flex-col-reverse gap-3 border-t border-neutral-200 pt-4 sm:flex-row sm:justify-end">
      <Button variant="outline" className="text-charcoal" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy ? 'Saving...' : submitLabel}
      </Button>
    </div>
  );
}
