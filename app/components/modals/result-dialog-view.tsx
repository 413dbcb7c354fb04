import { AlertTriangle, CheckCircle2, XCircle } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '#app/components/ui/button';
import { Dialog, DialogClose } from '#app/components/ui/dialog';

import type { ResultDialogProps } from './result-dialog';

// Colours carry meaning only here: green for sent, red for failed, amber for fix-and-retry.
const ICONS = {
  success: <CheckCircle2 aria-hidden className="size-12 text-green-700" />,
  error: <XCircle aria-hidden className="size-12 text-red-700" />,
  validation: <AlertTriangle aria-hidden className="size-12 text-amber-600" />,
} as const;

/** The success / failure / validation dialog itself (result-dialog.tsx loads it when first shown). */
export default function ResultDialogView({
  open,
  onOpenChange,
  kind,
  title,
  message,
  fields = [],
  returnFocusTo,
}: ResultDialogProps) {
  // Kept from while it was open: the form clears its result as the dialog closes.
  const firstField = useRef<HTMLElement | null>(null);
  if (open) firstField.current = fields[0]?.control ?? null;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={
        fields.length > 0 ? (
          <>
            <p>{message}</p>
            <ul className="mt-3 space-y-1 font-medium text-charcoal">
              {fields.map((field) => (
                <li key={field.name}>{field.label}</li>
              ))}
            </ul>
          </>
        ) : (
          message
        )
      }
      size="sm"
      role="alertdialog"
      icon={ICONS[kind]}
      centered
      returnFocusTo={returnFocusTo}
      focusOnClose={firstField}
    >
      <div className="flex justify-center">
        <DialogClose asChild>
          <Button variant={kind === 'success' ? 'primary' : 'dark'} className="min-w-32">
            OK
          </Button>
        </DialogClose>
      </div>
    </Dialog>
  );
}
