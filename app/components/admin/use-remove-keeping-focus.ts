import { useRef } from 'react';

/**
 * A field array's removal that keeps focus in the list (the editors' lists of entries and of
 * specifications): on the row that moved up into the removed one's place, the one above when the
 * last went, or the list's Add button (`addButton`'s ref) when none is left.
 */
export function useRemoveKeepingFocus(
  remove: (index: number) => void,
  count: number,
  focusRow: (index: number) => void,
) {
  const addButton = useRef<HTMLButtonElement>(null);
  const removeAt = (index: number) => {
    remove(index);
    const next = Math.min(index, count - 2);
    requestAnimationFrame(() => (next < 0 ? addButton.current?.focus() : focusRow(next)));
  };
  return { addButton, removeAt };
}
