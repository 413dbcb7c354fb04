import { X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { SearchField } from '../list-controls';

// docs/product.md §4: the variant search is applied on Enter or with the Search button, never while typing;
// the applied term shows as a "Filtered by" badge whose button clears it. Emptying the box clears
// the filter as well. The badge (or the "Press Enter" hint) sits in the list's controls row beside
// the Showing text, which it qualifies: a line kept for it under the box was a blank band whenever
// there was nothing to say, which was most of the time.

export function useVariantSearch(onApplied: () => void) {
  const [applied, setApplied] = useState('');
  const [draft, setDraft] = useState('');
  const apply = (term: string) => {
    setApplied(term);
    onApplied();
  };
  const trimmed = draft.trim();
  return {
    applied,
    draft,
    /** What Enter would search for, when it differs from the applied term. */
    pending: trimmed && trimmed !== applied ? trimmed : '',
    change: (value: string) => {
      setDraft(value);
      if (!value) apply('');
    },
    submit: () => apply(trimmed),
    clear: () => {
      setDraft('');
      apply('');
    },
  };
}

type VariantSearch = ReturnType<typeof useVariantSearch>;

export function VariantSearchForm({ search }: { search: VariantSearch }) {
  return (
    <search className="w-full sm:max-w-xl">
      <form
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          search.submit();
        }}
      >
        <SearchField
          value={search.draft}
          onChange={search.change}
          onSubmit={search.submit}
          label="Search variants"
          placeholder="Search variants"
        />
        <Button type="submit" variant="dark" className="shrink-0">
          Search
        </Button>
      </form>
    </search>
  );
}

/** The applied filter as a badge that clears it, or the hint that Enter applies what is typed. */
export function VariantSearchNote({ search }: { search: VariantSearch }) {
  if (!search.applied && !search.pending) return null;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      {search.applied ? (
        <span className="inline-flex items-center gap-1 rounded-full border border-brand bg-brand/15 py-0.5 pr-1 pl-3 font-medium text-charcoal">
          Filtered by: {search.applied}
          <button
            type="button"
            onClick={search.clear}
            aria-label="Clear search filter"
            className="rounded-full p-1 hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-brand"
          >
            <X aria-hidden className="size-3.5" />
          </button>
        </span>
      ) : null}
      {search.pending ? (
        <span className="text-neutral-600">Press Enter to search for "{search.pending}"</span>
      ) : null}
    </p>
  );
}
