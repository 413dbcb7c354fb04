import type { InvalidField } from '#app/components/forms/invalid-fields';
import { lazyPanel } from '#app/lib/lazy-panel';

type ResultKind = 'success' | 'error' | 'validation';

export interface ResultDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: ResultKind;
  title: string;
  message: string;
  /** Validation: the fields to fix, listed under the message; closing focuses the first. */
  fields?: readonly InvalidField[];
  /** Where focus returns on close (the form's opener when the form itself has closed). */
  returnFocusTo?: { current: HTMLElement | null };
}

// Forms on first paint (product page, contact page) show this only after a submit: its code, and
// Radix Dialog with it, is fetched then rather than with the page.
const view = lazyPanel(() => import('./result-dialog-view'));

/** The success / failure / validation message shown after a form submit (docs/product.md §6 texts). */
function ResultDialog(props: ResultDialogProps) {
  return <view.Panel opened={props.open} {...props} />;
}

/** What a form keeps in state to show a ResultDialog. */
export interface ResultState {
  kind: ResultKind;
  title: string;
  message: string;
  fields?: readonly InvalidField[];
}

/** A form's ResultDialog: shown while the form holds a result, which closing clears. */
export function FormResultDialog({
  form,
  returnFocusTo,
}: {
  form: { result: ResultState | null; closeResult: () => void };
  returnFocusTo?: ResultDialogProps['returnFocusTo'];
}) {
  return (
    <ResultDialog
      open={form.result !== null}
      onOpenChange={(next) => !next && form.closeResult()}
      kind={form.result?.kind ?? 'success'}
      title={form.result?.title ?? ''}
      message={form.result?.message ?? ''}
      fields={form.result?.fields}
      returnFocusTo={returnFocusTo}
    />
  );
}

/** docs/product.md §5: the modals say this; the page forms say "Please correct the highlighted fields." */
export const VALIDATION_RESULT: ResultState = {
  kind: 'validation',
  title: 'Validation Error',
  message: 'Please fix the errors in the form before submitting.',
};
