import { Plus, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '#app/components/ui/button';
import { FieldError, Input, RequiredMark } from '#app/components/ui/field';
import { formatDecimal } from '#common/number-format';
import { PARTS_MAX_LINES, PARTS_MAX_QUANTITY } from './limits';
import type { LineDraft } from './request-fields';

// The parts asked for (docs/product.md §30): a line each, by part number or description (one of
// the two) and a quantity of 1 to 999; one to fifty lines. The lines are the form's list, not
// its fields: their errors come as `items.N.<field>` from the schema or the server.

type LineErrors = Partial<Record<'part_number' | 'description' | 'quantity', { message?: unknown }>>;
export interface LinesErrors {
  message?: unknown;
  [index: number]: LineErrors | undefined;
}

let nextKey = 1;
export const newLine = (): LineDraft => ({ key: nextKey++, part_number: '', description: '', quantity: '1' });

const text = (error: { message?: unknown } | undefined) =>
  typeof error?.message === 'string' ? error.message : undefined;

export function PartLines({
  lines,
  onChange,
  errors,
}: {
  lines: readonly LineDraft[];
  onChange: (lines: LineDraft[]) => void;
  errors?: LinesErrors;
}) {
  const id = useId();
  const list = useRef<HTMLOListElement>(null);
  const full = lines.length >= PARTS_MAX_LINES;
  const listError = text(errors as { message?: unknown } | undefined);

  const edit = (key: number, change: Partial<LineDraft>) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, ...change } : line)));
  const add = () => {
    onChange([...lines, newLine()]);
    // The new line's first box, so the next part is typed at once.
    requestAnimationFrame(() =>
      list.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus(),
    );
  };
  const remove = (index: number) => {
    onChange(lines.filter((_, i) => i !== index));
    requestAnimationFrame(() =>
      list.current?.querySelectorAll<HTMLInputElement>('li input')[Math.max(0, index - 1) * 3]?.focus(),
    );
  };

  return (
    <fieldset
      name="items"
      aria-label="Parts"
      tabIndex={-1}
      aria-describedby={listError ? `${id}-error` : `${id}-hint`}
      className="grid gap-3 focus:outline-none"
    >
      <legend className="mb-1 text-base font-semibold text-charcoal">
        Parts
        <RequiredMark />
      </legend>
      <p id={`${id}-hint`} className="text-sm text-neutral-600">
        A part number or a description on each line, and how many. Up to {PARTS_MAX_LINES} lines.
      </p>
      <ol ref={list} className="grid gap-3">
        {lines.map((line, index) => (
          <PartLine
            key={line.key}
            line={line}
            index={index}
            errors={errors?.[index]}
            onEdit={(change) => edit(line.key, change)}
            onRemove={lines.length > 1 ? () => remove(index) : undefined}
          />
        ))}
      </ol>
      <FieldError id={`${id}-error`} error={listError} />
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" className="px-4" onClick={add} disabled={full}>
          <Plus aria-hidden className="size-4" />
          Add a part
        </Button>
        <span aria-live="polite" className="text-sm text-neutral-600">
          {full
            ? `A parts request holds at most ${PARTS_MAX_LINES} lines.`
            : `${lines.length} of ${PARTS_MAX_LINES}`}
        </span>
      </div>
    </fieldset>
  );
}

function PartLine({
  line,
  index,
  errors,
  onEdit,
  onRemove,
}: {
  line: LineDraft;
  index: number;
  errors?: LineErrors;
  onEdit: (change: Partial<LineDraft>) => void;
  onRemove?: () => void;
}) {
  const id = useId();
  const n = index + 1;
  const cell = (field: keyof LineErrors, label: string, className: string, input: object) => {
    const error = text(errors?.[field]);
    return (
      <div className={className}>
        <label htmlFor={`${id}-${field}`} className="mb-1 block text-sm font-medium text-charcoal">
          {label}
          <span className="sr-only">, line {n}</span>
        </label>
        <Input
          id={`${id}-${field}`}
          name={`items.${index}.${field}`}
          value={line[field]}
          onChange={(event) => onEdit({ [field]: event.currentTarget.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${field}-error` : undefined}
          {...input}
        />
        <FieldError id={`${id}-${field}-error`} error={error} />
      </div>
    );
  };
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_6rem] gap-x-3 gap-y-2 rounded-md border border-neutral-200 bg-neutral-50 p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)_6rem_auto] sm:items-start">
      {cell('part_number', 'Part number', '', {
        maxLength: 60,
        autoCapitalize: 'characters',
        spellCheck: false,
      })}
      {cell('quantity', 'Qty', 'sm:order-3', {
        inputMode: 'numeric',
        maxLength: 4,
        className: 'text-right tabular-nums',
        title: `1 to ${formatDecimal(PARTS_MAX_QUANTITY)}`,
      })}
      {cell('description', 'Description', 'col-span-2 sm:order-2 sm:col-span-1', { maxLength: 300 })}
      <div className="col-span-2 flex justify-end sm:order-4 sm:col-span-1 sm:pt-6">
        {onRemove ? (
          <Button variant="ghost" className="px-3 py-2 text-red-800" onClick={onRemove}>
            <Trash2 aria-hidden className="size-4" />
            Remove<span className="sr-only"> line {n}</span>
          </Button>
        ) : null}
      </div>
    </li>
  );
}
