import type { ChangeEvent } from 'react';
import type { FieldsForm } from '#app/components/forms/form-fields';
import { Field, Input } from '#app/components/ui/field';
import { tinAsTyped } from './tin-as-typed';

/**
 * The optional TIN, grouped 123-456-789-000 as it is typed (tin-as-typed.ts). The grouping runs in
 * the change handler, before react-hook-form's: a value set from an input handler instead would
 * hide the change from React, and the form would never hear of it.
 */
export function TinField({ form, className }: { form: FieldsForm; className?: string }) {
  const registered = form.register('tin');
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const next = tinAsTyped(input.value, input.selectionStart ?? input.value.length);
    if (next.value !== input.value) {
      input.value = next.value;
      input.setSelectionRange(next.caret, next.caret);
    }
    registered.onChange?.(event);
  };
  return (
    <Field
      label="TIN"
      hint="Optional. 9 digits, or 12 with the branch code: 123-456-789-000"
      error={form.formState.errors.tin?.message as string | undefined}
      className={className}
    >
      {(control) => (
        <Input inputMode="numeric" autoComplete="off" {...control} {...registered} onChange={onChange} />
      )}
    </Field>
  );
}
