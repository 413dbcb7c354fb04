import { useRef } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { type ControlProps, Input } from '#app/components/ui/field';
import type { SettingsFormValues } from '#common/schemas/settings';
import { pickerHex } from './settings-values';

// docs/product.md §4: a colour is a native picker plus a text box, kept in sync. The text is the value; the
// picker follows it while it is a valid colour and keeps the last valid one while it is not.
export function ColorInput({
  name,
  label,
  control,
  form,
}: {
  name: string;
  label: string;
  control: ControlProps;
  form: UseFormReturn<SettingsFormValues>;
}) {
  const text = String(useWatch({ control: form.control, name }) ?? '');
  const lastValid = useRef('#000000');
  const hex = pickerHex(text);
  if (hex) lastValid.current = hex;
  return (
    <div className="flex items-center gap-3">
      <input
        type="color"
        aria-label={`${label} picker`}
        value={hex ?? lastValid.current}
        onChange={(event) =>
          form.setValue(name, event.target.value.toUpperCase(), { shouldDirty: true, shouldValidate: true })
        }
        className="h-11 w-14 shrink-0 cursor-pointer rounded-md border border-neutral-300 bg-white p-1"
      />
      <Input
        {...control}
        {...form.register(name)}
        spellCheck={false}
        autoComplete="off"
        placeholder="#RRGGBB"
        maxLength={7}
        className="max-w-40 font-mono uppercase"
      />
    </div>
  );
}
