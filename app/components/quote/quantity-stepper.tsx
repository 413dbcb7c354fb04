import { Minus, Plus } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { clampQuantity } from '#app/lib/quote-list';
import { QUOTE_LIST_MAX_QUANTITY as MAX } from '#common/site-constants';

// A machine's quantity, 1 to 999 (docs/product.md §19): − and + buttons, and a box to type in. A
// typed number in range counts at once; one over 999 becomes 999 as it is typed, and on leaving the
// box anything else (empty, 0, letters, a fraction) is brought into range. Either way the box says
// what it did, so a quantity never changes without a word.

const QUANTITY_RANGE = `Quantity must be a whole number from 1 to ${MAX}`;

const STEP =
  'flex size-10 items-center justify-center text-charcoal hover:bg-neutral-100 disabled:cursor-not-allowed disabled:text-neutral-400 disabled:hover:bg-transparent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

export function QuantityStepper({
  value,
  onChange,
  machine,
  className = '',
  messageClassName = '',
}: {
  value: number;
  onChange: (quantity: number) => void;
  /** The machine's name, for the buttons' accessible names. */
  machine: string;
  /** Where the box and its message sit in the row's layout. */
  className?: string;
  messageClassName?: string;
}) {
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  const [note, setNote] = useState<string | null>(null);
  // Another tab, or the − and + buttons, changed it.
  useEffect(() => setDraft(String(value)), [value]);

  const set = (quantity: number, explain: boolean) => {
    const next = clampQuantity(quantity);
    setDraft(String(next));
    setNote(explain ? `${QUANTITY_RANGE}: set to ${next}.` : null);
    if (next !== value) onChange(next);
  };
  const typed = (text: string) => {
    setDraft(text);
    if (!/^\d{1,6}$/.test(text)) return; // finished on leaving the box
    const n = Number(text);
    if (n > MAX) set(n, true);
    else if (n >= 1) set(n, false);
  };
  const leave = () => {
    const text = draft.trim();
    if (text === String(value)) return;
    const n = /^\d+([.,]\d*)?$/.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
    set(Number.isNaN(n) ? value : n, true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') leave();
  };

  // `contents`: the box and its message are laid out by the row (quote-item-row.tsx), so a long
  // message runs under the whole row instead of widening the box's column.
  return (
    <div className="contents">
      <div className={className}>
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-charcoal">
          Quantity<span className="sr-only"> of {machine}</span>
        </label>
        <div className="inline-flex items-center rounded-md border border-neutral-300 bg-white">
          <button
            type="button"
            className={`${STEP} rounded-l-md`}
            onClick={() => set(value - 1, false)}
            disabled={value <= 1}
            aria-label={`Fewer of ${machine}`}
          >
            <Minus aria-hidden className="size-4" />
          </button>
          <input
            id={id}
            inputMode="numeric"
            autoComplete="off"
            value={draft}
            onChange={(e) => typed(e.currentTarget.value)}
            onBlur={leave}
            onKeyDown={onKeyDown}
            aria-describedby={note ? `${id}-note` : undefined}
            className="h-10 w-16 border-x border-neutral-300 text-center text-base tabular-nums text-charcoal focus:outline-2 focus:outline-offset-0 focus:outline-brand"
          />
          <button
            type="button"
            className={`${STEP} rounded-r-md`}
            onClick={() => set(value + 1, false)}
            disabled={value >= MAX}
            aria-label={`More of ${machine}`}
          >
            <Plus aria-hidden className="size-4" />
          </button>
        </div>
      </div>
      <p id={`${id}-note`} role="status" className={`text-sm text-neutral-700 ${messageClassName}`}>
        {note}
      </p>
    </div>
  );
}
