import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '#app/lib/api';
import { ADMIN_SEARCH_DEBOUNCE_MS } from '#common/constants';
import { COMMAND_SEARCH_LABELS, type CommandSearchAnswer } from '#common/schemas/command-search';
import { errorMessage } from '../admin-api';
import { useCan } from '../use-can';
import { useDebounced } from '../use-debounced';
import { matchingActions } from './actions';

// The palette's box and its results (docs/product.md §26): the records the server finds for the
// settled term, grouped by kind, then the matching actions; arrows move through them all, Enter
// opens the one marked, a click opens any. Escape is the dialog's (it closes and gives focus back).

interface Item {
  key: string;
  title: string;
  subtitle?: string | null;
  url: string;
}
interface Group {
  heading: string;
  items: Item[];
}

function useRecords(term: string) {
  return useQuery({
    queryKey: ['admin', 'command-search', term],
    queryFn: ({ signal }) =>
      api<CommandSearchAnswer>(`/admin/search?q=${encodeURIComponent(term)}`, { signal }),
    enabled: term !== '',
    staleTime: 30_000,
  });
}

export function PalettePanel({ onDone }: { onDone: () => void }) {
  const [typed, setTyped] = useState('');
  const term = useDebounced(typed.trim(), ADMIN_SEARCH_DEBOUNCE_MS);
  const records = useRecords(term);
  const allowed = useCan();
  const navigate = useNavigate();
  const id = useId();

  const found = term && records.data ? records.data.data : [];
  const groups: Group[] = Object.entries(COMMAND_SEARCH_LABELS).flatMap(([type, heading]) => {
    const items = found
      .filter((r) => r.type === type)
      .map((r) => ({ key: `${r.type}-${r.id}`, title: r.title, subtitle: r.subtitle, url: r.url }));
    return items.length ? [{ heading, items }] : [];
  });
  const actions = matchingActions(typed.trim(), allowed);
  if (actions.length)
    groups.push({
      heading: 'Actions',
      items: actions.map((a) => ({ key: a.id, title: a.label, url: a.url })),
    });
  const items = groups.flatMap((g) => g.items);

  // The first item is marked again whenever the list changes (adjusted while rendering).
  const signature = items.map((i) => i.key).join(',');
  const [shown, setShown] = useState(signature);
  const [active, setActive] = useState(0);
  if (shown !== signature) {
    setShown(signature);
    setActive(0);
  }
  const optionId = (index: number) => `${id}-option-${index}`;
  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const open = (item: Item | undefined) => {
    if (!item) return;
    onDone();
    navigate(item.url);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const n = items.length;
    if (e.key === 'ArrowDown' && n) setActive((i) => (i + 1) % n);
    else if (e.key === 'ArrowUp' && n) setActive((i) => (i - 1 + n) % n);
    else if (e.key === 'Enter') open(items[active]);
    else return;
    e.preventDefault();
  };

  const searching = term !== '' && records.isPending;
  let index = -1;
  return (
    <div className="flex flex-col gap-3">
      <form onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={`${id}-q`} className="sr-only">
          Search records and actions
        </label>
        <input
          id={`${id}-q`}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
          placeholder="Name, e-mail, phone, TIN, QL-… or Q-…"
          aria-expanded={items.length > 0}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={items.length ? optionId(active) : undefined}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={onKeyDown}
          className="w-full rounded-md border border-neutral-300 px-3 py-2 text-base focus:border-charcoal focus-visible:outline-2 focus-visible:outline-brand"
        />
      </form>
      <div aria-live="polite" className="text-sm text-neutral-600 empty:hidden">
        {searching ? <p role="status">Searching...</p> : null}
        {term && records.isSuccess && found.length === 0 ? <p>No records match “{term}”.</p> : null}
      </div>
      {records.isError ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorMessage(records.error, 'The search failed. Try again.')}
        </p>
      ) : null}
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label="Results"
        className="flex max-h-[55dvh] flex-col gap-3 overflow-y-auto"
      >
        {groups.map((group) => (
          // biome-ignore lint/a11y/useSemanticElements: a listbox's options are grouped by role=group (WAI-ARIA), not by a fieldset
          <div key={group.heading} role="group" aria-labelledby={`${id}-${group.heading}`}>
            <p
              id={`${id}-${group.heading}`}
              className="px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-neutral-500"
            >
              {group.heading}
            </p>
            {group.items.map((item) => {
              index += 1;
              const mine = index;
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the box's arrows and Enter work these options
                <div
                  key={item.key}
                  id={optionId(mine)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={mine === active}
                  onClick={() => open(item)}
                  onMouseMove={() => setActive(mine)}
                  className={`flex cursor-pointer flex-col rounded-md px-2 py-2 text-sm ${mine === active ? 'bg-brand text-brand-ink' : 'text-charcoal'}`}
                >
                  <span className="truncate font-medium">{item.title}</span>
                  {item.subtitle ? (
                    <span
                      className={`truncate text-xs ${mine === active ? 'text-brand-ink' : 'text-neutral-600'}`}
                    >
                      {item.subtitle}
                    </span>
                  ) : null}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
