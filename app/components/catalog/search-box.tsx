import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass } from '#app/components/ui/button';
import { Icon } from '#app/components/ui/icon';
import type { ListingQuery } from '#app/lib/listing-query';
import { paths, specParams } from '#app/lib/paths';
import { useTypedBeforeHydration } from '#app/lib/use-typed-before-hydration';

/** docs/product.md §2.4: the search applies on Enter or its Search button; a pending and an applied
 * line say which is which. */
export function SearchBox({ query }: { query: ListingQuery }) {
  const navigate = useNavigate();
  const id = useId();
  const applied = query.search ?? '';
  const [text, setText] = useState(applied);
  // The address wins when it changes (a removed chip, back/forward); not on mount, where it would
  // undo what was typed before hydration.
  const [shownApplied, setShownApplied] = useState(applied);
  if (applied !== shownApplied) {
    setShownApplied(applied);
    setText(applied);
  }
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, setText);
  const pending = text.trim() !== applied && text.trim() !== '' ? text.trim() : null;
  return (
    <div className="min-w-0 lg:flex-1">
      <search>
        <form
          action={paths.products()}
          method="get"
          onSubmit={(e) => {
            e.preventDefault();
            navigate(paths.products({ ...query, search: text.trim() || undefined, page: 1 }));
          }}
          className="flex gap-2"
        >
          <label htmlFor={id} className="sr-only">
            Search products
          </label>
          <div className="relative min-w-0 flex-1">
            <Icon
              name="search"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-neutral-500"
            />
            <input
              ref={field}
              id={id}
              type="search"
              name="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              maxLength={200}
              enterKeyHint="search"
              placeholder="Search by model, product, brand or category"
              aria-describedby={`${id}-status`}
              className="block w-full rounded-md border border-neutral-300 bg-white py-2.5 pr-3 pl-10 text-base shadow-sm placeholder:text-neutral-500 focus:outline-2 focus:outline-brand"
            />
          </div>
          {/* Phones: a keyboard's Enter key is not always there or labelled. */}
          <button type="submit" className={buttonClass('dark', 'shrink-0')}>
            Search
          </button>
          {/* Before hydration the form posts the other filters along with the term. */}
          {(['brand', 'category', 'product'] as const).map((k) =>
            query[k] ? <input key={k} type="hidden" name={k} value={query[k]} /> : null,
          )}
          {specParams(query).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
        </form>
      </search>
      <p id={`${id}-status`} className="mt-2 text-sm text-neutral-600" aria-live="polite">
        {pending ? (
          <>Press Enter to search for &quot;{pending}&quot;</>
        ) : applied ? (
          <>Currently searching for: &quot;{applied}&quot;</>
        ) : null}
      </p>
    </div>
  );
}
