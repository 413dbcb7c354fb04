import { Check, ChevronDown } from 'lucide-react';
import { type Ref, useEffect, useId, useImperativeHandle, useMemo, useRef, useState } from 'react';
import type { ControlProps } from '#app/components/ui/field';

// The editor's searchable product picker: the WAI-ARIA "editable combobox with list autocomplete"
// pattern. Typing filters by product or brand and highlights the first match, the arrows move the
// highlight, Enter picks it, Escape closes the list (without closing the editor around it).

export interface ProductOption {
  id: number;
  name: string;
  brand: { name: string };
}

const productLabel = (p: ProductOption) => `${p.name} (${p.brand.name})`;

function matchProducts(products: ProductOption[], query: string): ProductOption[] {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  return products.filter((p) => {
    const text = `${p.name} ${p.brand.name}`.toLowerCase();
    return terms.every((term) => text.includes(term));
  });
}

export function ProductCombobox({
  products,
  value,
  onChange,
  onBlur,
  control,
  loading = false,
  inputRef,
  placeholder = 'Search products...',
}: {
  products: ProductOption[];
  value: number | null;
  onChange: (id: number) => void;
  onBlur?: () => void;
  control: ControlProps;
  loading?: boolean;
  /** For react-hook-form, which focuses the box when the product is missing. */
  inputRef?: Ref<{ focus: () => void }>;
  placeholder?: string;
}) {
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  useImperativeHandle(inputRef, () => ({ focus: () => input.current?.focus() }), []);
  const selected = products.find((p) => p.id === value) ?? null;
  // null while not typing: the box then shows the chosen product.
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options = useMemo(() => matchProducts(products, query ?? ''), [products, query]);

  const close = () => {
    setOpen(false);
    setQuery(null);
    setActive(-1);
  };
  const pick = (option: ProductOption) => {
    onChange(option.id);
    close();
  };
  const openList = () => {
    setOpen(true);
    setActive(
      Math.max(
        0,
        options.findIndex((o) => o.id === value),
      ),
    );
  };

  // Radix closes the dialog on an Escape it hears on the document (capture phase); an open list
  // takes that Escape first, at the window, so only the list closes.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || document.activeElement !== input.current) return;
      event.stopPropagation();
      event.preventDefault();
      close();
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  });

  useEffect(() => {
    if (!open || active < 0) return;
    list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active]);

  // A text box shows one line, so a long product name would be cut off at its edge (on a phone most
  // names are). While the admin is not typing, the chosen product is drawn over the box as wrapping
  // text, the box growing to hold it; the box keeps the name as its value for assistive technology.
  const shownLabel = query === null && selected ? productLabel(selected) : null;

  const optionId = (index: number) => `${listId}-option-${index}`;
  const countId = `${listId}-count`;
  const describedBy = [control['aria-describedby'], countId].filter(Boolean).join(' ');
  const expanded = open && options.length > 0;

  return (
    // The list opens under the count line, so "N products available" stays readable while filtering.
    <div className="relative">
      <div className="relative grid">
        <input
          {...control}
          aria-describedby={describedBy}
          ref={input}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          placeholder={placeholder}
          value={query ?? (selected ? productLabel(selected) : '')}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(0);
          }}
          // Typing replaces the chosen product rather than editing its name (drawn over the box,
          // the name's caret position is not to be seen).
          onFocus={(event) => (shownLabel ? event.currentTarget.select() : null)}
          onClick={(event) => {
            if (shownLabel) event.currentTarget.select();
            if (!open) openList();
          }}
          onBlur={() => {
            close();
            onBlur?.();
          }}
          onKeyDown={(event) => {
            const last = options.length - 1;
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              if (!open) openList();
              else setActive((i) => (i >= last ? 0 : i + 1));
            } else if (event.key === 'ArrowUp') {
              event.preventDefault();
              if (!open) openList();
              else setActive((i) => (i <= 0 ? last : i - 1));
            } else if (event.key === 'Home' && open) {
              event.preventDefault();
              setActive(0);
            } else if (event.key === 'End' && open) {
              event.preventDefault();
              setActive(last);
            } else if (event.key === 'Enter') {
              // Enter picks; it never submits the editor from here.
              event.preventDefault();
              if (open && options[active]) pick(options[active]);
            } else if (event.key === 'Tab' && open && query && options[active]) {
              pick(options[active]);
            }
          }}
          className={`col-start-1 row-start-1 block h-full w-full rounded-md border border-neutral-300 bg-white py-2 pr-10 pl-3 text-base shadow-sm placeholder:text-neutral-500 focus:outline-2 focus:outline-brand aria-[invalid=true]:border-red-600 ${shownLabel ? 'text-transparent selection:bg-transparent' : 'text-charcoal'}`}
        />
        {shownLabel ? (
          <span
            aria-hidden
            className="pointer-events-none col-start-1 row-start-1 border border-transparent py-2 pr-10 pl-3 text-base break-words text-charcoal"
          >
            {shownLabel}
          </span>
        ) : null}
        <button
          type="button"
          tabIndex={-1}
          aria-label="Show products"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            input.current?.focus();
            if (open) close();
            else openList();
          }}
          className="absolute inset-y-0 right-0 flex items-center px-3 text-neutral-500"
        >
          <ChevronDown aria-hidden className="size-4" />
        </button>
      </div>
      <p id={countId} aria-live="polite" className="mt-1 text-sm text-neutral-600">
        {loading
          ? 'Loading products...'
          : `${options.length} ${options.length === 1 ? 'product' : 'products'} available`}
      </p>
      {/* Options are never focused themselves: the box keeps focus and points at them with
          aria-activedescendant, as the combobox pattern asks. */}
      <ul
        ref={list}
        id={listId}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: listbox of the combobox pattern
        role="listbox"
        aria-label="Products"
        hidden={!expanded}
        className="absolute top-full z-10 mt-1 max-h-64 w-full overflow-y-auto rounded-md border border-neutral-200 bg-white py-1 shadow-lg"
      >
        {options.map((option, index) => (
          // biome-ignore lint/a11y/useFocusableInteractive: options are pointed at, not focused
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works through the box
          <li
            key={option.id}
            id={optionId(index)}
            data-index={index}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: option of the listbox
            role="option"
            aria-selected={option.id === value}
            // Keeps focus in the box so its blur does not close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(option)}
            onMouseMove={() => setActive(index)}
            className={`flex cursor-pointer items-center gap-2 px-3 py-2 text-sm ${
              index === active ? 'bg-brand/20' : ''
            }`}
          >
            <span className="min-w-0 flex-1">
              <span className="block font-medium break-words text-charcoal">{option.name}</span>
              <span className="block text-xs break-words text-neutral-600">{option.brand.name}</span>
            </span>
            {option.id === value ? <Check aria-hidden className="size-4 shrink-0 text-charcoal" /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
