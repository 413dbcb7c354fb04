import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { failureText, fieldErrors, useAdminMutation } from './admin-api';

/**
 * Saves a catalogue editor's form: POST /api/admin/{resource} for a new record, PUT …/{id} for one
 * being edited. Field problems from the server are told under their fields with a short "Failed
 * to save brand" on top; anything else with the server's reason. Returns what the editor's
 * `EditorForm` takes from it (failure, submit, dirty, busy).
 */
export function useRecordSave<TInput extends FieldValues, TOutput>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  { resource, id, noun, onSaved }: { resource: string; id: number | null; noun: string; onSaved: () => void },
) {
  const save = useAdminMutation((body: TOutput) =>
    id === null
      ? { path: `/admin/${resource}`, method: 'POST', body }
      : { path: `/admin/${resource}/${id}`, method: 'PUT', body },
  );
  return useFormSubmit(
    form,
    async (values) => {
      await save.mutateAsync(values);
      onSaved();
    },
    (error) => {
      const fields = fieldErrors(error);
      for (const [field, message] of Object.entries(fields))
        form.setError(field as Path<TInput>, { message });
      const text = `Failed to save ${noun}`;
      return Object.keys(fields).length > 0 ? text : failureText(error, text);
    },
  );
}

/**
 * A dialog form's submit: runs `save` with the valid values; what it throws becomes the failure said
 * on top, in the words `failed` gives (null: nothing on top, e.g. it was said under a field).
 * Returns what `EditorForm` takes from it (failure, submit, dirty, busy).
 */
export function useFormSubmit<TInput extends FieldValues, TOutput>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  save: (values: TOutput) => Promise<unknown>,
  failed: (error: unknown) => string | null,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save(values);
    } catch (error) {
      setFailure(failed(error));
    }
  });
  return { failure, onSubmit, dirty: form.formState.isDirty, busy: form.formState.isSubmitting };
}
