import { useState } from 'react';

// The rows ticked in an admin list (docs/product.md §26, "Bulk actions and undo"): ids picked one by one, on any page,
// or every record that matches the search ("select all N matching"), which the server resolves
// with the list's own search. A new search starts again with nothing selected.

/** What a list's table needs to show and change the selection. */
export interface RowSelection {
  isSelected: (id: number) => boolean;
  /** Ticks or unticks row `id` of the rows on screen (`page`). */
  toggle: (id: number, page: number[]) => void;
  /** The rows on screen: none, some or all of them selected. */
  pageState: (ids: number[]) => 'none' | 'some' | 'all';
  togglePage: (ids: number[]) => void;
  /** While an action runs the boxes cannot change. */
  disabled: boolean;
}

export function useRowSelection(search: string) {
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const [forSearch, setForSearch] = useState(search);
  // Adjusted while rendering, so a page for the new search never shows the old ticks.
  if (forSearch !== search) {
    setForSearch(search);
    setIds(new Set());
    setAllMatching(false);
  }
  const isSelected = (id: number) => allMatching || ids.has(id);
  const clear = () => {
    setIds(new Set());
    setAllMatching(false);
  };
  const toggle = (id: number, page: number[]) => {
    setAllMatching(false);
    setIds((prev) => {
      // Out of "all matching", what stays selected is what is on screen, less this row.
      const next = new Set(allMatching ? page : prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };
  const pageState = (page: number[]) => {
    const picked = page.filter(isSelected).length;
    return picked === 0 ? 'none' : picked === page.length ? 'all' : 'some';
  };
  const togglePage = (page: number[]) => {
    const all = pageState(page) === 'all';
    setAllMatching(false);
    setIds((prev) => {
      const next = new Set(allMatching ? [] : prev);
      for (const id of page) {
        if (all) next.delete(id);
        else next.add(id);
      }
      return next;
    });
  };
  return {
    ids: [...ids],
    allMatching,
    selectAllMatching: () => setAllMatching(true),
    clear,
    table: (disabled: boolean): RowSelection => ({ isSelected, toggle, pageState, togglePage, disabled }),
  };
}

export type RowSelectionState = ReturnType<typeof useRowSelection>;
