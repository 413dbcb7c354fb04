import { Button } from '#app/components/ui/button';
import { SearchField } from './list-controls';
import type { ListState } from './use-list-state';
import { XButton } from './x-button';

// An admin section's search box. Most sections search as the admin types; the variant search
// (docs/product.md §4) is applied on Enter or with the Search button, never while typing, and the
// applied term shows as a "Filtered by" badge whose button clears it. The badge (or the "Press
// Enter" hint) sits in the list's controls row beside the Showing text, which it qualifies: a line
// kept for it under the box was a blank band whenever there was nothing to say, which was most of
// the time.

export function SectionSearch({
  list,
  label,
  applyOnEnter,
}: {
  list: ListState;
  label: string;
  applyOnEnter: boolean;
}) {
  if (!applyOnEnter) return <SearchField label={label} value={list.search} onChange={list.setSearch} />;
  return (
    <search className="w-full sm:max-w-xl">
      <form
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          list.submit();
        }}
      >
        <SearchField value={list.search} onChange={list.setSearch} onSubmit={list.submit} label={label} />
        <Button type="submit" variant="dark" className="shrink-0">
          Search
        </Button>
      </form>
    </search>
  );
}

/** The applied filter as a badge that clears it, or the hint that Enter applies what is typed. */
export function SearchNote({ list }: { list: ListState }) {
  if (!list.applied && !list.pending) return null;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      {list.applied ? (
        <span className="inline-flex items-center gap-1 rounded-full border border-brand bg-brand/15 py-0.5 pr-1 pl-3 font-medium text-charcoal">
          Filtered by: {list.applied}
          <XButton
            label="Clear search filter"
            onClick={list.clear}
            className="rounded-full p-1 hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-brand"
            iconClass="size-3.5"
          />
        </span>
      ) : null}
      {list.pending ? (
        <span className="text-neutral-600">Press Enter to search for "{list.pending}"</span>
      ) : null}
    </p>
  );
}
