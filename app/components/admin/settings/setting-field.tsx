import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Field, Input, Options, Select, Textarea } from '#app/components/ui/field';
import { isLegalSettingKey } from '#common/legal-text';
import type { SettingsFormValues } from '#common/schemas/settings';
import { ColorInput } from './color-input';
import { optionsOf, type SettingItem } from './settings-values';

// One setting, its control chosen by type (docs/product.md §4): colour, boolean, number, a choice
// for text with options (docs/product.md §25), otherwise text; the label above and the description
// as the hint under it.

// Paragraph-length texts (the company description) get room to be read while edited.
const LONG_TEXT = 80;

function inputType(key: string) {
  if (key.endsWith('_email')) return 'email';
  if (key.endsWith('_url')) return 'url';
  return 'text';
}

/** One setting of the form, and the server's or the schema's message for it. */
interface SettingProps {
  item: SettingItem;
  form: UseFormReturn<SettingsFormValues>;
  error?: string;
}

export function SettingField({ item, form, error }: SettingProps) {
  if (item.type === 'boolean') return <CheckboxSetting item={item} form={form} error={error} />;
  const options = optionsOf(item);
  const long =
    !options &&
    item.type === 'text' &&
    (String(item.value).length > LONG_TEXT || String(item.value).includes('\n'));
  return (
    <Field label={item.label} hint={item.description} error={error} className={long ? 'md:col-span-2' : ''}>
      {(control) => {
        if (item.type === 'color')
          return <ColorInput name={item.key} label={item.label} control={control} form={form} />;
        if (item.type === 'number')
          return (
            <Input
              type="number"
              inputMode="decimal"
              step="any"
              className="max-w-40 tabular-nums"
              {...control}
              {...form.register(item.key)}
            />
          );
        if (options)
          return (
            <Select className="max-w-sm" {...control} {...form.register(item.key)}>
              <Options options={options} />
            </Select>
          );
        // The Privacy Policy and Terms (docs/product.md §21) run to pages: room for a screenful.
        if (long)
          return (
            <Textarea rows={isLegalSettingKey(item.key) ? 16 : 4} {...control} {...form.register(item.key)} />
          );
        return <Input type={inputType(item.key)} {...control} {...form.register(item.key)} />;
      }}
    </Field>
  );
}

function CheckboxSetting({ item, form, error }: SettingProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-md border border-neutral-200 bg-neutral-50 p-3">
      <input
        id={id}
        type="checkbox"
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-charcoal"
        {...form.register(item.key)}
      />
      <div>
        <label htmlFor={id} className="block cursor-pointer text-sm font-medium text-charcoal">
          {item.label}
        </label>
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-neutral-600">
          {item.description}
        </p>
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
