import { Search, X } from 'lucide-react';
import { type ChangeEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { type FieldsForm, TextField } from '#app/components/forms/form-fields';
import type { ContactForm } from '#app/components/forms/use-contact-form';
import { Button } from '#app/components/ui/button';
import { FieldError, Input, RequiredMark } from '#app/components/ui/field';
import { setLiveValue } from './live-value';
import { type MachineChoice, searchMachines } from './machine-search';

// The machine of an after-sales request (docs/product.md §30): picked from the catalogue by a
// search (the listing's own, asked only when the visitor presses Find, so it costs nothing until
// used), or typed as brand and model for a machine we do not list. The pick travels as the
// hidden `variant_id`; `machine_mode` says which half counts.

const MODE =
  'flex cursor-pointer items-center gap-2 rounded-md border border-neutral-300 bg-white px-3 py-2.5 text-sm font-medium text-charcoal has-checked:border-charcoal has-checked:bg-charcoal has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand';

type Mode = 'catalogue' | 'typed';
type Found = { words: string; machines: MachineChoice[] } | 'searching' | 'failed' | null;

export function MachinePicker({ form, initial }: { form: FieldsForm; initial?: MachineChoice | null }) {
  const id = useId();
  const [mode, setMode] = useState<Mode>('catalogue');
  const [picked, setPicked] = useState<MachineChoice | null>(initial ?? null);
  const [words, setWords] = useState('');
  const [found, setFound] = useState<Found>(null);
  const hidden = useRef<HTMLInputElement | null>(null);
  const searchBox = useRef<HTMLInputElement | null>(null);
  const error = form.formState.errors.variant_id?.message as string | undefined;
  const registered = form.register('variant_id');
  const modeField = form.register('machine_mode');

  const pick = (machine: MachineChoice | null) => {
    setPicked(machine);
    setLiveValue(form, 'variant_id', machine ? String(machine.id) : '', hidden.current);
    if (!machine) requestAnimationFrame(() => searchBox.current?.focus());
  };
  const search = async () => {
    const typed = words.trim();
    if (typed.length < 2) return;
    setFound('searching');
    try {
      setFound({ words: typed, machines: await searchMachines(typed) });
    } catch {
      setFound('failed');
    }
  };
  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter searches here; it does not send the form.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void search();
  };
  // A half chosen before react-hook-form arrived is the one it holds once it has.
  useEffect(() => {
    const live = form as Partial<Pick<ContactForm, 'getValues' | 'setValue'>>;
    if (live.getValues && live.setValue && live.getValues('machine_mode') !== mode)
      live.setValue('machine_mode', mode);
  }, [form, mode]);
  const onMode = (event: ChangeEvent<HTMLInputElement>) => {
    modeField.onChange?.(event);
    setMode(event.currentTarget.value === 'typed' ? 'typed' : 'catalogue');
  };

  return (
    <fieldset className="grid gap-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-base font-semibold text-charcoal">
        Machine
        <RequiredMark />
        <span className="sr-only"> (required)</span>
      </legend>
      <div className="grid grid-cols-2 gap-2">
        {(
          [
            ['catalogue', 'From our catalogue'],
            ['typed', 'Type brand and model'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className={MODE}>
            <input
              type="radio"
              value={value}
              defaultChecked={value === 'catalogue'}
              className="size-4 accent-brand"
              {...modeField}
              onChange={onMode}
            />
            {label}
          </label>
        ))}
      </div>
      <input
        type="hidden"
        defaultValue={initial ? String(initial.id) : ''}
        {...registered}
        ref={(element) => {
          registered.ref?.(element);
          hidden.current = element;
        }}
      />
      {mode === 'typed' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField form={form} name="brand" label="Brand" required placeholder="e.g. Komatsu" />
          <TextField form={form} name="model" label="Model" required placeholder="e.g. PC200-8" />
        </div>
      ) : picked ? (
        <div className="flex items-center justify-between gap-3 rounded-md border border-charcoal bg-neutral-50 px-3 py-2.5">
          <p className="min-w-0 [overflow-wrap:anywhere]">
            <span className="block font-semibold text-charcoal">{picked.name}</span>
            <span className="text-sm text-neutral-600">{picked.brand}</span>
          </p>
          <Button variant="ghost" className="shrink-0 px-3 py-1.5" onClick={() => pick(null)}>
            <X aria-hidden className="size-4" />
            Change<span className="sr-only"> machine</span>
          </Button>
        </div>
      ) : (
        <div className="grid gap-2">
          <label htmlFor={`${id}-search`} className="text-sm font-medium text-charcoal">
            Search the catalogue
          </label>
          <div className="flex gap-2">
            <Input
              ref={searchBox}
              id={`${id}-search`}
              type="search"
              enterKeyHint="search"
              maxLength={200}
              value={words}
              placeholder="Model or brand, e.g. NL-50"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => setWords(event.currentTarget.value)}
              onKeyDown={onSearchKey}
              className="min-w-0 flex-1"
            />
            <Button variant="dark" className="shrink-0 px-4" onClick={() => void search()}>
              <Search aria-hidden className="size-4" />
              Find
            </Button>
          </div>
          <SearchResults found={found} onPick={pick} />
        </div>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

function SearchResults({ found, onPick }: { found: Found; onPick: (machine: MachineChoice) => void }) {
  if (found === null) return null;
  if (found === 'searching')
    return (
      <p role="status" className="text-sm text-neutral-600">
        Searching...
      </p>
    );
  if (found === 'failed')
    return (
      <p role="status" className="text-sm text-red-700">
        The catalogue could not be searched. Try again, or type the brand and model.
      </p>
    );
  if (found.machines.length === 0)
    return (
      <p role="status" className="text-sm text-neutral-700">
        No machine in our catalogue matches “{found.words}”. Try other words, or type the brand and model.
      </p>
    );
  return (
    <ul aria-label="Machines found" className="grid gap-1.5">
      {found.machines.map((machine) => (
        <li key={machine.id}>
          <button
            type="button"
            onClick={() => onPick(machine)}
            className="flex w-full flex-col items-start rounded-md border border-neutral-300 bg-white px-3 py-2 text-left hover:border-charcoal focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            <span className="font-medium text-charcoal [overflow-wrap:anywhere]">{machine.name}</span>
            <span className="text-sm text-neutral-600">{machine.brand}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
