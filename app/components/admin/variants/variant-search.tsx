import { X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { SearchField } from '../list-controls';

// Spec §2: the variant search is applied on Enter or with the Search button, never while typing;
// the applied term shows as a "Filtered by" badge whose button clears it. Emptying the box clears
// the filter as well.

export function VariantSearch({ applied, onApply }: { applied: string; onApply: (term: string) => void }) {
  const [draft, setDraft] = useState(applied);
  const apply = () => onApply(draft.trim());
  const pending = draft.trim() && draft.trim() !== applied ? draft.trim() : '';
  const clear = () => {
    setDraft('');
    onApply('');
  };
  return (
    <search className="flex w-full flex-col gap-2 sm:max-w-xl">
      <form
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <SearchField
          value={draft}
          onChange={(value) => (value ? setDraft(value) : clear())}
          onSubmit={apply}
          label="Search variants"
          placeholder="Search variants"
        />
        <Button type="submit" variant="dark" className="shrink-0">
          Search
        </Button>
      </form>
      {/* One line kept for the hint or the badge, so the table below does not jump. */}
      <p className="flex min-h-7 flex-wrap items-center gap-2 text-sm">
        {applied ? (
          <span className="inline-flex items-center gap-1 rounded-full border border-brand bg-brand/15 py-0.5 pr-1 pl-3 font-medium text-charcoal">
            Filtered by: {applied}
            <button
              type="button"
              onClick={clear}
              aria-label="Clear search filter"
              className="rounded-full p-1 hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-brand"
            >
              <X aria-hidden className="size-3.5" />
            </button>
          </span>
        ) : null}
        {pending ? <span className="text-neutral-600">Press Enter to search for "{pending}"</span> : null}
      </p>
    </search>
  );
}
