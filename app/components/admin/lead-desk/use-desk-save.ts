import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { failureText } from '#app/components/admin/admin-api';
import { useStatusMessage } from '#app/components/admin/status-message';
import { showFieldErrors } from './desk-resolver';

/**
 * A card that saves its whole setting at once (docs/product.md §24): send the values, take the
 * server's answer as the form's new clean state, mark the fields it refused, and say the outcome in
 * the card's banner. Returns the props of the card's `DeskForm`.
 */
export function useDeskSave<F extends FieldValues, B, S>(
  form: UseFormReturn<F, unknown, B>,
  save: { mutateAsync: (body: B) => Promise<{ data: S }>; isPending: boolean },
  toForm: (saved: S) => F,
  texts: { saved: string; failed: string; invalid?: string },
) {
  const status = useStatusMessage();
  const onSubmit = form.handleSubmit(
    async (body) => {
      status.clear();
      try {
        const saved = await save.mutateAsync(body);
        form.reset(toForm(saved.data));
        status.show('success', texts.saved);
      } catch (failure) {
        showFieldErrors(form, failure);
        status.show('error', failureText(failure, texts.failed));
      }
    },
    texts.invalid ? () => status.show('error', texts.invalid ?? '') : undefined,
  );
  return {
    onSubmit,
    status: status.message,
    onDismiss: status.clear,
    busy: save.isPending,
    dirty: form.formState.isDirty,
  };
}
