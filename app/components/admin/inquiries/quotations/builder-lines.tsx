import { Plus, Trash2 } from 'lucide-react';
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '#app/components/ui/button';
import { Input } from '#app/components/ui/field';
import { type Currency, formatCents } from '#common/money';
import { QUOTATION_LIMITS, type quotationInputSchema } from '#common/schemas/quotations';
import { FREE_LINES, numberOrUndefined, previewLineCents } from './builder-values';

// The quotation's lines as a document table: from md up one row per line under column headings;
// on a phone each line is a block with its labels shown. Number fields left empty stay empty (not
// 0), so a machine without a catalogue price must be priced before the draft saves.

type Values = z.input<typeof quotationInputSchema>;
type Field = 'description' | 'quantity' | 'unit_price' | 'discount';

const LABEL = 'mb-1 block text-xs font-medium text-neutral-700 md:sr-only';
const ROW = 'md:grid md:grid-cols-[minmax(0,1fr)_4.5rem_8.5rem_7.5rem_8rem_2.5rem] md:items-start md:gap-2';
const asNumber = { setValueAs: numberOrUndefined };

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-xs text-red-700">
      {message}
    </p>
  ) : null;
}

export function BuilderLines({
  control,
  register,
  errors,
  currency,
}: {
  control: Control<Values>;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  currency: Currency;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' }) ?? [];
  const linesError = errors.lines?.root?.message ?? errors.lines?.message;

  const input = (index: number, field: Field, label: string, props: Record<string, unknown>) => {
    const id = `line-${index}-${field}`;
    const message = errors.lines?.[index]?.[field]?.message;
    return (
      <div className="min-w-0">
        <label htmlFor={id} className={LABEL}>
          {label}
          <span className="sr-only">, line {index + 1}</span>
        </label>
        <Input
          id={id}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          className="px-2 py-1.5 text-sm"
          {...props}
          {...register(`lines.${index}.${field}`, field === 'description' ? {} : asNumber)}
        />
        <FieldError id={`${id}-error`} message={message} />
      </div>
    );
  };

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-semibold text-charcoal">Lines</legend>
      <div
        aria-hidden
        className={`hidden border-b border-neutral-300 pb-1 text-xs font-semibold tracking-wide text-neutral-600 uppercase ${ROW}`}
      >
        <span>Description</span>
        <span className="text-right">Qty</span>
        <span className="text-right">Unit price</span>
        <span className="text-right">Discount</span>
        <span className="text-right">Amount</span>
        <span />
      </div>
      <ol className="grid gap-3 md:gap-2">
        {fields.map((field, index) => {
          const line = lines[index] ?? {};
          const unpriced = line.unit_price === undefined && !!line.variant_id;
          return (
            <li
              key={field.id}
              className={`grid grid-cols-3 gap-2 rounded-md border border-neutral-200 p-3 md:rounded-none md:border-0 md:border-b md:border-neutral-100 md:p-0 md:pb-2 ${ROW}`}
            >
              <div className="col-span-3 md:col-span-1">
                {input(index, 'description', 'Description', { maxLength: QUOTATION_LIMITS.description })}
                {unpriced ? (
                  <p className="mt-1 text-xs text-amber-800">No catalogue price: enter the unit price.</p>
                ) : null}
              </div>
              {input(index, 'quantity', 'Qty', {
                type: 'number',
                inputMode: 'numeric',
                min: 1,
                max: QUOTATION_LIMITS.quantity,
                step: 1,
                className: 'px-2 py-1.5 text-right text-sm tabular-nums',
              })}
              {input(index, 'unit_price', `Unit price (${currency})`, {
                type: 'number',
                inputMode: 'decimal',
                min: 0,
                step: '0.01',
                placeholder: unpriced ? 'Price' : undefined,
                className: 'px-2 py-1.5 text-right text-sm tabular-nums',
              })}
              {input(index, 'discount', 'Discount', {
                type: 'number',
                inputMode: 'decimal',
                min: 0,
                step: '0.01',
                placeholder: '0.00',
                className: 'px-2 py-1.5 text-right text-sm tabular-nums',
              })}
              <p className="col-span-2 self-center text-sm text-charcoal md:col-span-1 md:self-start md:py-2 md:text-right">
                <span className="text-neutral-600 md:sr-only">Amount: </span>
                <output className="font-medium tabular-nums" aria-label={`Amount, line ${index + 1}`}>
                  {formatCents(previewLineCents(line), currency)}
                </output>
              </p>
              <div className="flex justify-end md:justify-center">
                <Button
                  variant="ghost"
                  className="px-2 py-1.5 text-neutral-700"
                  aria-label={`Remove line ${index + 1}`}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {linesError ? (
        <p role="alert" className="text-sm text-red-700">
          {linesError}
        </p>
      ) : null}
      {fields.length < QUOTATION_LIMITS.lines ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-neutral-700">Add a line:</span>
          {FREE_LINES.map((free) => (
            <Button
              key={free.label}
              variant="outline"
              className="px-3 py-1.5 text-charcoal"
              onClick={() =>
                append({ description: free.description, quantity: 1 } as Values['lines'][number], {
                  focusName: `lines.${fields.length}.unit_price`,
                })
              }
            >
              <Plus aria-hidden className="size-4" />
              {free.label}
            </Button>
          ))}
          <Button
            variant="ghost"
            className="px-3 py-1.5 text-charcoal underline-offset-2 hover:underline"
            onClick={() =>
              append({ description: '', quantity: 1 } as Values['lines'][number], {
                focusName: `lines.${fields.length}.description`,
              })
            }
          >
            <Plus aria-hidden className="size-4" />
            Blank line
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
