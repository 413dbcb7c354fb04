import { AlertTriangle, CheckCircle2, XCircle } from 'lucide-react';
import { Button } from '../ui/button';
import { Dialog, DialogClose } from '../ui/dialog';

export type ResultKind = 'success' | 'error' | 'validation';

export interface ResultDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: ResultKind;
  title: string;
  message: string;
  /** Where focus returns on close (the form's opener when the form itself has closed). */
  returnFocusTo?: { current: HTMLElement | null };
}

// Colours carry meaning only here: green for sent, red for failed, amber for fix-and-retry.
const ICONS = {
  success: <CheckCircle2 aria-hidden className="size-12 text-green-700" />,
  error: <XCircle aria-hidden className="size-12 text-red-700" />,
  validation: <AlertTriangle aria-hidden className="size-12 text-amber-600" />,
} as const;

/** The success / failure / validation message shown after a form submit (spec §8 texts). */
export function ResultDialog({ open, onOpenChange, kind, title, message, returnFocusTo }: ResultDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={message}
      size="sm"
      role="alertdialog"
      icon={ICONS[kind]}
      centered
      returnFocusTo={returnFocusTo}
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

/** What a form keeps in state to show a ResultDialog. */
export interface ResultState {
  kind: ResultKind;
  title: string;
  message: string;
}

/** Spec §5: the modals say the first sentence, the page forms the second. */
export const VALIDATION_RESULT: ResultState = {
  kind: 'validation',
  title: 'Validation Error',
  message: 'Please fix the errors in the form before submitting.',
};
export const FIELDS_RESULT: ResultState = {
  ...VALIDATION_RESULT,
  message: 'Please correct the highlighted fields.',
};
