import type { ReactNode } from 'react';

// One header row for every data table, so a column is a label (and its alignment or width) in a
// list rather than a hand-written <th> each.

/**
 * A column heading; `className` e.g. right-aligns figures or hides a secondary column on a phone;
 * `content` shows in place of the label (a list's select-all box), the label staying its key.
 */
export type Column = string | { label: string; className?: string; content?: ReactNode };

/** A table's header row: a `th scope="col"` a column, with the table's `cellClass` and its own classes. */
export function HeadRow({ columns, cellClass }: { columns: readonly Column[]; cellClass: string }) {
  return (
    <tr>
      {columns.map((column) => {
        const { label, className = '', content } = typeof column === 'string' ? { label: column } : column;
        return (
          <th key={label} scope="col" className={`${cellClass} ${className}`}>
            {content ?? label}
          </th>
        );
      })}
    </tr>
  );
}
