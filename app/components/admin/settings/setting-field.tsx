import { useId } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
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

const CURRENCY_WARNING =
  'Prices are not converted: every stored price keeps its number and only its sign changes. Re-enter the catalogue’s prices in the new currency after saving.';

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
            <>
              {/* Selected by React from the start: left to the form's registration alone, the select
                  showed its first choice (USD) over a stored PHP in the component kit, and a save
                  then sent USD back. */}
              <Select
                className="max-w-sm"
                defaultValue={String(form.getValues(item.key) ?? item.value)}
                {...control}
                {...form.register(item.key)}
              >
                <Options options={options} />
              </Select>
              {item.key === 'currency' ? <CurrencyWarning saved={String(item.value)} form={form} /> : null}
            </>
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

/**
 * Prices are stored as plain amounts (docs/product.md §25.1): a new currency relabels them, it does
 * not convert them, so $87,000 would read ₱87,000. Said while the change is still unsaved.
 */
function CurrencyWarning({ saved, form }: { saved: string; form: UseFormReturn<SettingsFormValues> }) {
  const chosen = useWatch({ control: form.control, name: 'currency' });
  if (chosen === undefined || String(chosen) === saved) return null;
  return (
    <p
      role="alert"
      className="mt-2 max-w-xl rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900"
    >
      {CURRENCY_WARNING}
    </p>
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
